/**
 * The SQL of a person's data export (issue 23 §2b): the person, one count per part (the progress headers), each
 * part's rows in batches (JSON built by PostgreSQL, `to_jsonb` without the omitted columns), the stored files one
 * at a time (base64 across the driver: PGlite converts bytea byte by byte).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ALL_PARTS, type Part, type Subject } from './person-data-parts.repository';

/** Rows read per batch of a part in id order. */
export const PART_BATCH = 500;

export interface PersonHead {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  reference: string | null;
  idLang: number;
  idRoleInternal: number | null;
  roles: number[];
  /** How they may sign in: a password of their own, a Microsoft work account. */
  signInMethods: ('password' | 'microsoft')[];
}

/** A stored file of the person: an attachment, or a signed document of their evaluation or review. */
export interface StoredFile {
  kind: 'attachment' | 'signature';
  id: number;
  fileName: string;
  size: number;
  at: Date;
}

const projection = (part: Part) => {
  if (part.columns) {
    return sql`jsonb_build_object(${sql.join(part.columns.map((c) => sql`${sql.lit(c)}::text, t.${sql.ref(c)}`))})`;
  }
  return sql`to_jsonb(t) - ${sql.val([...(part.omit ?? [])])}::text[]`;
};

const batched = (part: Part) => !part.orderBy || (part.orderBy.length === 1 && part.orderBy[0] === 'id');

export function createPersonDataRepository(db: Kysely<Database>) {
  return {
    async person(id: number): Promise<PersonHead | undefined> {
      const row = await db
        .selectFrom('person')
        .select(['id', 'email', 'reference'])
        .select([
          'first_name as firstName',
          'last_name as lastName',
          'id_lang as idLang',
          'id_role_internal as idRoleInternal',
        ])
        .select(
          sql<number[]>`coalesce((select array_agg(role_id order by role_id) from account a
          where a.person_id = person.id), '{}')`.as('roles'),
        )
        .select(
          sql<boolean>`exists (select 1 from credential c where c.person_id = person.id
          and c.password_hash is not null)`.as('hasPassword'),
        )
        .select(sql<boolean>`oidc_subject is not null`.as('hasMicrosoft'))
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { hasPassword, hasMicrosoft, ...head } = row;
      const signInMethods = [
        ...(hasPassword ? (['password'] as const) : []),
        ...(hasMicrosoft ? (['microsoft'] as const) : []),
      ];
      return { ...head, roles: row.roles.map(Number), signInMethods };
    },

    /** How many rows each part holds (one statement: the export's announced size). */
    async counts(subject: Subject): Promise<number[]> {
      const counts = ALL_PARTS.map(
        ({ part }, i) =>
          sql`(select count(*)::int from ${sql.table(part.table)} t where ${part.where(subject)}) as ${sql.ref(`c${i}`)}`,
      );
      const { rows } = await sql<Record<string, number>>`select ${sql.join(counts)}`.execute(db);
      return ALL_PARTS.map((_, i) => Number(rows[0]?.[`c${i}`] ?? 0));
    },

    /** A part's rows as JSON objects, batch after batch. */
    async *rows(part: Part, subject: Subject): AsyncGenerator<Record<string, unknown>[]> {
      if (!batched(part)) {
        const order = sql.join((part.orderBy ?? []).map((c) => sql`t.${sql.ref(c)}`));
        const { rows } = await sql<{ row: Record<string, unknown> }>`select ${projection(part)} as row
          from ${sql.table(part.table)} t where ${part.where(subject)} order by ${order}`.execute(db);
        yield rows.map((r) => r.row);
        return;
      }
      let after = '0';
      for (;;) {
        const { rows } = await sql<{ row: Record<string, unknown>; key: string }>`select ${projection(part)} as row,
            t.id::text as key from ${sql.table(part.table)} t
          where (${part.where(subject)}) and t.id > ${after}::bigint order by t.id limit ${PART_BATCH}`.execute(db);
        if (rows.length > 0) yield rows.map((r) => r.row);
        if (rows.length < PART_BATCH) return;
        after = rows[rows.length - 1]!.key;
      }
    },

    /** The person's stored files (metadata). */
    async files(personId: number): Promise<StoredFile[]> {
      const { rows } = await sql<StoredFile>`
        select 'attachment' as kind, id, file_name as "fileName", size, created_at as at
          from user_file where person_id = ${personId}
        union all
        select 'signature', s.id, s.file_name, octet_length(s.content), s.signed_at from document_signature s
          where (s.object_type = 'ea' and s.object_id in (select id from evaluation where person_id = ${personId}))
             or (s.object_type = 'eepBm' and s.object_id in (select id from eep_bm where person_id = ${personId}))
        order by 1, 2`.execute(db);
      return rows.map((r) => ({ ...r, id: Number(r.id), size: Number(r.size) }));
    },

    /** One stored file's bytes. */
    async fileContent(file: Pick<StoredFile, 'kind' | 'id'>): Promise<Buffer> {
      const { rows } =
        file.kind === 'attachment'
          ? await sql<{ content: string }>`select encode(content, 'base64') as content from user_file
              where id = ${file.id}`.execute(db)
          : await sql<{ content: string }>`select encode(content, 'base64') as content from document_signature
              where id = ${file.id}`.execute(db);
      return Buffer.from(rows[0]?.content ?? '', 'base64');
    },
  };
}
export type PersonDataRepository = ReturnType<typeof createPersonDataRepository>;
