/**
 * Issue 24 §2 (docs/decisions/024-scale-org-chart.md): the evaluations of the year filtered on a campaign status
 * (`ListMyConsultant/ea`) wrote the filter on the computed status, so the capped count hashed every evaluation of the
 * year (33 322 at 50 000 people) before counting. The repository now writes it on `evaluation.status` and the deadline
 * (`campaignStatusIs`); this index gives the year's evaluations of one status with their person, from the index alone
 * (the count hashes that status's 7 798 rather than the year's 33 322; the page probes it once per person read).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index evaluation_year_status_person on evaluation (year, status, person_id) include (id)`.execute(
    db,
  );
}
