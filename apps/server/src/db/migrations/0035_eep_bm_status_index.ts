/**
 * Issue 24 §2 (docs/decisions/024-scale-org-chart.md): the business-managers' reviews of a year filtered on a status
 * (`ListEEPManager/all`, `ListMyManager/all`) wrote the filter on the computed status text, so every review of every
 * year was read (a sequential scan of `eep_bm`) for the page and again for its count. The repository now writes it on
 * `eep_bm.status` itself; this index gives the year's reviews of one status with their person from the index alone.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index eep_bm_year_status_person on eep_bm (year, status, person_id) include (id)`.execute(db);
}
