/**
 * CV imports (migration 0019): the import's row (its log and what was extracted), its original kept as an attachment
 * of the person bound to it (`user_file.cv_import_id`, hidden from the person's own files), and the logs' list on the
 * lists' layer (the page's ids, the count apart and capped, then the page's rows).
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import { cvImportLogList } from '@my-skills/shared/schemas/cv-import';
import type { CountMode, Db, Queryable, Trx } from '../../db/types';
import type { CvImportOutcome, CvImportTarget } from '../../db/schema-cv-import';
import { idsInOrder, listOrder, listWhere, pageOfIds, queryReads, type ListColumnsSql } from '../../db/list-query';

export interface NewCvImport {
  personId: number;
  byPersonId: number;
  byAccountId: number;
  idLang: number;
  idDc: number | null;
  target: CvImportTarget;
  fileName: string;
  format: string | null;
  pages: number | null;
  ocr: boolean;
  durationMs: number | null;
  found: Record<string, number>;
  warnings: number;
  outcome: CvImportOutcome;
  errorKey: string | null;
  extraction: unknown;
}

/** The original as stored: its bytes and how to answer it. */
export interface CvOriginal {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface CvImportLogRow {
  id: number;
  createdAt: Date;
  byId: number | null;
  byFirstName: string | null;
  byLastName: string | null;
  forId: number;
  forFirstName: string;
  forLastName: string;
  fileName: string;
  format: string | null;
  idLang: number;
  pages: number | null;
  ocr: boolean;
  durationMs: number | null;
  found: Record<string, number>;
  applied: Record<string, number> | null;
  warnings: number;
  outcome: CvImportOutcome;
  errorKey: string | null;
  idDc: number | null;
}

/** The sum of a per-section counts object. */
const sumOf = (column: RawBuilder<unknown>) => sql`(select sum(v.value::int) from jsonb_each_text(${column}) v)::int`;

/** Each column of the logs' list as SQL over `i` (the import), `b` (who) and `p` (for whom). */
const columns: ListColumnsSql<typeof cvImportLogList.columns> = {
  createdAt: sql`i.created_at`,
  byName: sql`(b.last_name || ' ' || b.first_name)`,
  forName: sql`(p.last_name || ' ' || p.first_name)`,
  fileName: sql`i.file_name`,
  format: sql`i.format`,
  idLang: sql`i.id_lang`,
  pages: sql`i.pages`,
  ocr: sql`i.ocr`,
  durationMs: sql`i.duration_ms`,
  found: sumOf(sql`i.found`),
  applied: sumOf(sql`i.applied`),
  warnings: sql`i.warnings`,
  outcome: sql`i.outcome`,
  error: sql`i.error_key`,
};
const searchFields = [sql`b.first_name`, sql`b.last_name`, sql`p.first_name`, sql`p.last_name`, sql`i.file_name`];

/** A period of days, end included. */
export interface Period {
  start: string;
  end: string;
}
type PageQuery = Omit<ListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The logs of a period matching the list's query, over `i` (the import), `b` (who) and `p` (for whom) — each person
 * joined only when the search, a filter or the sort reads their name: neither join adds or removes a log (`person_id`
 * is a required key, `by_person_id` a left join on a key), so the page and its count read the logs alone otherwise.
 */
function logsOf(period: Period, query: Omit<ListQuery, 'page' | 'pageSize'>) {
  const reads = (field: string) => queryReads(query, [field], { search: true, sort: true });
  return sql`from cv_import i
    ${reads('forName') ? sql`join person p on p.id = i.person_id` : sql``}
    ${reads('byName') ? sql`left join person b on b.id = i.by_person_id` : sql``}
    where i.created_at >= ${period.start}::date and i.created_at < ${period.end}::date + 1
      and ${listWhere(cvImportLogList, columns, query, searchFields)}`;
}

export function createCvImportRepository(db: Db) {
  /** The rows of `ids`, in their order. */
  async function rowsOf(ids: readonly number[]) {
    const { rows } = await sql<CvImportLogRow>`
      select i.id, i.created_at as "createdAt", b.id as "byId", b.first_name as "byFirstName",
        b.last_name as "byLastName", p.id as "forId", p.first_name as "forFirstName", p.last_name as "forLastName",
        i.file_name as "fileName", i.format, i.id_lang as "idLang", i.pages, i.ocr, i.duration_ms as "durationMs",
        i.found, i.applied, i.warnings, i.outcome, i.error_key as "errorKey", i.dc_id as "idDc"
      from ${idsInOrder(ids)} join cv_import i on i.id = s.id join person p on p.id = i.person_id
        left join person b on b.id = i.by_person_id
      order by s.n`.execute(db);
    return rows;
  }

  /**
   * A page of the logs: the page's ids first (newest first, the period a range of `cv_import_created_at`), counted
   * apart and capped (db/list-query), then the rows of those ids — the count no longer joins and numbers every log of
   * the period (`count(*) over ()` read the year's 10 000 imports at 50 000 people for each page).
   */
  async function page(period: Period, query: PageQuery, mode: CountMode) {
    const { rows: ids, ...counted } = await pageOfIds(
      db,
      query,
      {
        from: logsOf(period, query),
        key: sql`i.id`,
        order: listOrder(cvImportLogList, columns, query, sql`i.id desc`),
      },
      mode,
    );
    return { rows: ids.length ? await rowsOf(ids) : [], ...counted };
  }

  return {
    transaction: <T>(work: (trx: Trx) => Promise<T>) => db.transaction().execute(work),

    /** Logs an import (read or failed); answers its id. */
    async insert(row: NewCvImport, q: Queryable = db): Promise<number> {
      const { id } = await q
        .insertInto('cv_import')
        .values({
          person_id: row.personId,
          by_person_id: row.byPersonId,
          by_account_id: row.byAccountId,
          id_lang: row.idLang,
          dc_id: row.idDc,
          target: row.target,
          file_name: row.fileName,
          format: row.format,
          pages: row.pages,
          ocr: row.ocr,
          duration_ms: row.durationMs,
          found: JSON.stringify(row.found),
          warnings: row.warnings,
          outcome: row.outcome,
          error_key: row.errorKey,
          extraction: row.extraction === null ? null : JSON.stringify(row.extraction),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Keeps the original as an attachment of the person bound to the import (base64 across the driver). */
    async keepOriginal(trx: Trx, importId: number, personId: number, by: number, original: CvOriginal) {
      await trx
        .insertInto('user_file')
        .values({
          person_id: personId,
          file_name: original.fileName,
          content_type: original.contentType,
          size: original.content.length,
          sha256: createHash('sha256').update(original.content).digest('hex'),
          content: sql<Buffer>`decode(${original.content.toString('base64')}, 'base64')`,
          uploaded_by: by,
          cv_import_id: importId,
        })
        .execute();
    },

    find(id: number) {
      return db
        .selectFrom('cv_import')
        .select([
          'id',
          'person_id as personId',
          'by_person_id as byPersonId',
          'id_lang as idLang',
          'dc_id as idDc',
          'file_name as fileName',
          'format',
          'pages',
          'ocr',
          'outcome',
          'extraction',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async original(importId: number): Promise<CvOriginal | undefined> {
      const row = await db
        .selectFrom('user_file')
        .select([
          'file_name as fileName',
          'content_type as contentType',
          sql<string>`encode(content, 'base64')`.as('b64'),
        ])
        .where('cv_import_id', '=', importId)
        .executeTakeFirst();
      return row && { fileName: row.fileName, contentType: row.contentType, content: Buffer.from(row.b64, 'base64') };
    },

    /** Marks a read import applied (in the apply's transaction); false when it was applied meanwhile. */
    async markApplied(trx: Trx, id: number, values: { idDc: number; applied: Record<string, number>; by: number }) {
      const r = await trx
        .updateTable('cv_import')
        .set({
          outcome: 'applied',
          dc_id: values.idDc,
          applied: JSON.stringify(values.applied),
          applied_at: sql<Date>`now()`,
          applied_by: values.by,
        })
        .where('id', '=', id)
        .where('outcome', '=', 'read')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** A page of the logs of a period, with how many match (capped: "more than"). */
    page: (period: Period, query: ListQuery) => page(period, query, 'capped'),
    /** One batch of an export (no count). */
    exportPage: async (period: Period, query: ListExport, pageNo: number, pageSize: number) =>
      (await page(period, { ...query, page: pageNo, pageSize }, 'none')).rows,
  };
}
export type CvImportRepository = ReturnType<typeof createCvImportRepository>;

export const CV_CONTENT_TYPES = { pdf: PDF, docx: DOCX } as const;
