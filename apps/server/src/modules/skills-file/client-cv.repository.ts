/**
 * SQL of the client-ready CVs (issue 22 §4): the person's current file of a language and what the CV must not show
 * (birth date, e-mail), the active catalogue a need is read against, the confidential clients, the clients a person
 * hides, and the export log.
 */
import { sql, type Kysely } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { Database } from '../../db/schema';
import type { Queryable } from '../../db/types';

export interface ClientCvLogInsert {
  personId: number;
  fileId: number;
  version: number;
  idLang: number;
  format: 'docx' | 'pdf';
  anonymisation: 'initials' | 'reference';
  alias: string;
  needSha256: string | null;
  needSkills: number[];
  hiddenClients: number;
  exportedBy: number;
  exportedByAccount: number;
}

export function createClientCvRepository(db: Kysely<Database>) {
  return {
    /** The person's current (not archived) file of a language, newest version first. */
    async currentFile(personId: number, idLang: number): Promise<number | null> {
      const row = await db
        .selectFrom('dc')
        .select('id')
        .where('person_id', '=', personId)
        .where('id_lang', '=', idLang)
        .where('status', '<>', DC_STATUSES.ARCHIVED)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** What identifies the person beyond the file's identity block. */
    async privateFacts(personId: number) {
      const row = await db
        .selectFrom('person')
        .select(['email', 'birth_date as birthDate'])
        .where('id', '=', personId)
        .executeTakeFirst();
      return { email: row?.email ?? '', birthDate: row?.birthDate ?? null };
    },

    /** Names of skills by id, in a language (the log's need skills). */
    async skillNames(ids: number[], idLang: number): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('skill')
        .select(['id', idLang === 2 ? 'name_en as name' : 'name_fr as name'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    // ── confidential clients ─────────────────────────────────────────────────

    confidentialClients() {
      return db
        .selectFrom('confidential_client as c')
        .leftJoin('person as p', 'p.id', 'c.updated_by')
        .select([
          'c.id',
          'c.name',
          'c.name_key as nameKey',
          'c.sector_fr as sectorFr',
          'c.sector_en as sectorEn',
          'c.updated_at as updatedAt',
          'c.updated_by as updatedById',
          'p.first_name as updatedByFirstName',
          'p.last_name as updatedByLastName',
        ])
        .orderBy('c.name_key')
        .execute();
    },

    /** Adds a confidential client; null when its folded name is taken. */
    async addConfidentialClient(row: {
      name: string;
      nameKey: string;
      sectorFr: string;
      sectorEn: string;
      by: number;
    }) {
      const inserted = await db
        .insertInto('confidential_client')
        .values({
          name: row.name,
          name_key: row.nameKey,
          sector_fr: row.sectorFr,
          sector_en: row.sectorEn,
          updated_by: row.by,
        })
        .onConflict((oc) => oc.column('name_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },

    /** Changes a confidential client: 'missing', 'taken' (another has that name) or 'updated'. */
    async updateConfidentialClient(row: {
      id: number;
      name: string;
      nameKey: string;
      sectorFr: string;
      sectorEn: string;
      by: number;
    }): Promise<'missing' | 'taken' | 'updated'> {
      return db.transaction().execute(async (trx) => {
        const other = await trx
          .selectFrom('confidential_client')
          .select('id')
          .where('name_key', '=', row.nameKey)
          .where('id', '<>', row.id)
          .executeTakeFirst();
        if (other) return 'taken';
        const updated = await trx
          .updateTable('confidential_client')
          .set({
            name: row.name,
            name_key: row.nameKey,
            sector_fr: row.sectorFr,
            sector_en: row.sectorEn,
            updated_by: row.by,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', row.id)
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) ? 'updated' : 'missing';
      });
    },

    async deleteConfidentialClient(id: number): Promise<boolean> {
      const r = await db.deleteFrom('confidential_client').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    // ── the clients a person hides ───────────────────────────────────────────

    hiddenClients(personId: number) {
      return db
        .selectFrom('client_cv_hidden_client')
        .select(['client_key as clientKey', 'client', 'sector_fr as sectorFr', 'sector_en as sectorEn'])
        .where('person_id', '=', personId)
        .orderBy('client_key')
        .execute();
    },

    /** The distinct clients of the person's current files (both languages). */
    async clientsOfFiles(personId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('dc_experience as e')
        .innerJoin('dc as d', 'd.id', 'e.dc_id')
        .select('e.client')
        .distinct()
        .where('d.person_id', '=', personId)
        .where('d.status', '<>', DC_STATUSES.ARCHIVED)
        .where(sql<boolean>`btrim(e.client) <> ''`)
        .execute();
      return rows.map((r) => r.client.trim());
    },

    /** Replaces the person's hidden clients by `rows` (one transaction). */
    async replaceHiddenClients(
      personId: number,
      rows: { clientKey: string; client: string; sectorFr: string; sectorEn: string }[],
    ) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('client_cv_hidden_client').where('person_id', '=', personId).execute();
        if (!rows.length) return;
        await trx
          .insertInto('client_cv_hidden_client')
          .values(
            rows.map((r) => ({
              person_id: personId,
              client_key: r.clientKey,
              client: r.client,
              sector_fr: r.sectorFr,
              sector_en: r.sectorEn,
            })),
          )
          .execute();
      });
    },

    // ── the log ──────────────────────────────────────────────────────────────

    async logExport(row: ClientCvLogInsert, q: Queryable = db): Promise<number> {
      const inserted = await q
        .insertInto('client_cv_export')
        .values({
          person_id: row.personId,
          dc_id: row.fileId,
          dc_version: row.version,
          id_lang: row.idLang,
          format: row.format,
          anonymisation: row.anonymisation,
          alias: row.alias,
          need_sha256: row.needSha256,
          need_skills: JSON.stringify(row.needSkills),
          hidden_clients: row.hiddenClients,
          exported_by: row.exportedBy,
          exported_by_account: row.exportedByAccount,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** The person's log, newest first (at most 500 rows). */
    log(personId: number) {
      return db
        .selectFrom('client_cv_export as x')
        .leftJoin('person as p', 'p.id', 'x.exported_by')
        .select([
          'x.id',
          'x.created_at as exportedAt',
          'x.exported_by as exportedById',
          'p.first_name as exportedByFirstName',
          'p.last_name as exportedByLastName',
          'x.dc_id as idDc',
          'x.dc_version as version',
          'x.id_lang as idLang',
          'x.format',
          'x.anonymisation',
          'x.alias',
          'x.need_sha256 as needSha256',
          'x.need_skills as needSkills',
          'x.hidden_clients as hiddenClients',
        ])
        .where('x.person_id', '=', personId)
        .orderBy('x.created_at', 'desc')
        .orderBy('x.id', 'desc')
        .limit(500)
        .execute();
    },
  };
}
export type ClientCvRepository = ReturnType<typeof createClientCvRepository>;
