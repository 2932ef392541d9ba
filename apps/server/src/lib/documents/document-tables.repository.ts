/**
 * The document kernel's SQL: the row-version write gate, the status history and version numbers, on any
 * registered document table (docs/decisions/012-document-kernel-and-org-chart.md). Table and column names come from
 * registrations (code, never input); values are always parameters.
 */
import { sql } from 'kysely';
import type { Queryable, Trx } from '../../db/types';

/** A document table: `id`, `status`, `row_version`, `updated_by`, `updated_at` (see migration 0003's `dc`). */
export interface DocumentTable {
  table: string;
}
/** Where a document type writes its status changes (id, from_status, to_status, changed_by, comment). */
export interface HistoryTable {
  table: string;
  /** The column naming the document, e.g. `dc_id`. */
  documentColumn: string;
}

/**
 * The optimistic-concurrency gate of every write: bumps `row_version` (and `updated_by`, `updated_at`, plus `set`)
 * when it still is `rowVersion`. Undefined when the document changed (or vanished) meanwhile.
 */
export async function bumpRowVersion(
  trx: Trx,
  { table }: DocumentTable,
  fileId: number,
  rowVersion: number,
  by: number,
  set: Readonly<Record<string, unknown>> = {},
): Promise<{ rowVersion: number; status: number } | undefined> {
  const assignments = Object.entries(set)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const { rows } = await sql<{ rowVersion: number; status: number }>`update ${sql.table(table)}
    set ${sql.join([...assignments, sql`row_version = row_version + 1`, sql`updated_by = ${by}`, sql`updated_at = ${new Date()}`])}
    where id = ${fileId} and row_version = ${rowVersion}
    returning row_version as "rowVersion", status`.execute(trx);
  return rows[0];
}

/**
 * A status change nobody made in a request (a failed delivery): `from` → `to` when the document still is in `from`,
 * its row version bumped (an open form then gets the 409). Undefined when it was not in `from`.
 */
export async function systemStatusChange(
  trx: Trx,
  { table }: DocumentTable,
  fileId: number,
  from: number,
  to: number,
): Promise<{ rowVersion: number } | undefined> {
  const { rows } = await sql<{ rowVersion: number }>`update ${sql.table(table)}
    set status = ${to}, row_version = row_version + 1, updated_at = ${new Date()}
    where id = ${fileId} and status = ${from}
    returning row_version as "rowVersion"`.execute(trx);
  return rows[0];
}

/** Who changed the document last (for the conflict message). */
export async function lastEditorOf(q: Queryable, { table }: DocumentTable, fileId: number) {
  const { rows } = await sql<{ firstName: string | null; lastName: string | null }>`select
      u.first_name as "firstName", u.last_name as "lastName"
    from ${sql.table(table)} d left join person u on u.id = d.updated_by where d.id = ${fileId}`.execute(q);
  return rows[0];
}

/** One row of the document's status history. */
export async function insertHistory(
  trx: Queryable,
  history: HistoryTable,
  fileId: number,
  change: { from: number | null; to: number; by: number | null; comment?: string },
): Promise<void> {
  await sql`insert into ${sql.table(history.table)} (${sql.ref(history.documentColumn)}, from_status, to_status, changed_by, comment)
    values (${fileId}, ${change.from}, ${change.to}, ${change.by}, ${change.comment ?? ''})`.execute(trx);
}

/** The next version number of a document among those sharing `scope` (e.g. one person's files in one language). */
export async function nextVersion(
  q: Queryable,
  { table }: DocumentTable,
  scope: Readonly<Record<string, number>>,
): Promise<number> {
  const where = Object.entries(scope).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const { rows } = await sql<{ next: number }>`select coalesce(max(version), 0) + 1 as next
    from ${sql.table(table)} where ${sql.join(where, sql` and `)}`.execute(q);
  return Number(rows[0]!.next);
}

/** One row of a document's status history, as the read statements answer it (timestamps as text). */
export interface HistoryRow {
  id: number;
  fromStatus: number | null;
  toStatus: number;
  changedById: number | null;
  firstName: string | null;
  lastName: string | null;
  changedAt: string;
  comment: string;
}

/** A document's status history as a JSON array of `HistoryRow`, newest first: a column of a read statement. */
export const historyJson = (history: HistoryTable, documentId: number) =>
  sql<HistoryRow[]>`coalesce((select json_agg(x order by x.id desc) from (
    select h.id, h.from_status as "fromStatus", h.to_status as "toStatus", h.changed_by as "changedById",
      p.first_name as "firstName", p.last_name as "lastName", h.changed_at as "changedAt", h.comment
    from ${sql.table(history.table)} h left join person p on p.id = h.changed_by
    where h.${sql.ref(history.documentColumn)} = ${documentId}) x), '[]')`;

/** A signature of a document: who, when, and the bytes that were signed with their SHA-256. */
export interface SignatureRecord {
  objectType: string;
  objectId: number;
  signedBy: number;
  signedAt: Date;
  sha256: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** Keeps a signature and the signed bytes (append-only: every signature of a document stays). */
export async function insertSignature(trx: Trx, s: SignatureRecord): Promise<void> {
  await trx
    .insertInto('document_signature')
    .values({
      object_type: s.objectType,
      object_id: s.objectId,
      signed_by: s.signedBy,
      signed_at: s.signedAt,
      sha256: s.sha256,
      file_name: s.fileName,
      content_type: s.contentType,
      content: Buffer.from(s.content),
    })
    .execute();
}

/** The latest signature of a document (with its bytes), or undefined. */
export async function latestSignature(q: Queryable, objectType: string, objectId: number) {
  return q
    .selectFrom('document_signature')
    .select(['sha256', 'signed_at as signedAt', 'signed_by as signedBy', 'file_name as fileName'])
    .select(['content_type as contentType', 'content'])
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** `corrected_by` with a corrector added once (HR's correction; a signature empties it): a column value of a write. */
export const withCorrector = (personId: number) =>
  sql<number[]>`array_append(array_remove(corrected_by, ${personId}::int), ${personId}::int)`;
