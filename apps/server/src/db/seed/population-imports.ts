/**
 * CV imports (issue 21) of the generated people over the last year, for the import logs (issue 24 §1: a list measured
 * on no rows measures nothing): about one employee in five imported a CV (one in ten of them twice), mostly
 * themselves, otherwise through their manager; a Word or PDF file (a scanned PDF now and then, read by OCR) in their
 * language; most read and applied to their skills file, some refused (unreadable, too many pages, no text). Only the
 * log is generated: neither the original nor what was read is kept (the log of an import applied long ago, whose
 * extraction nobody opens again).
 * Deterministic for a seed; idempotent (nothing is added once the generated people have imports).
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { CvImportTable } from '../schema-cv-import';
import { personSeed, seededRandom } from './population';
import { DAY, loadGenerated } from './population-people';

const CHUNK = 500;
const FAILURES = ['errors.CV_IMPORT_UNREADABLE', 'errors.CV_IMPORT_TOO_MANY_PAGES', 'errors.CV_IMPORT_NO_TEXT'];
const TARGETS = ['draft', 'new', 'newVersion'] as const;

/** Adds the generated people's CV imports of the year before `now`; answers how many were added. */
export async function seedPopulationImports(db: Kysely<Database>, seed = 20261121, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await sql<{ n: number }>`select count(*)::int as n from cv_import i
      join person p on p.id = i.person_id where p.email like '%@staff.example.net'`.execute(trx);
    if ((existing.rows[0]?.n ?? 0) > 0) return 0;
    const people = (await loadGenerated(trx)).filter((p) => p.mainRole !== null && p.mainRole >= 1);
    const accounts = await sql<{ personId: number; accountId: number }>`
      select a.person_id as "personId", min(a.id)::int as "accountId" from account a join person p on p.id = a.person_id
      where a.is_active and p.email like '%@staff.example.net' group by a.person_id`.execute(trx);
    const accountOf = new Map(accounts.rows.map((r) => [r.personId, r.accountId]));
    const files = await sql<{ personId: number; idLang: number; id: number }>`
      select distinct on (d.person_id, d.id_lang) d.person_id as "personId", d.id_lang as "idLang", d.id
      from dc d join person p on p.id = d.person_id
      where d.status <> 4 and p.email like '%@staff.example.net' order by d.person_id, d.id_lang, d.id desc`.execute(
      trx,
    );
    const fileOf = new Map(files.rows.map((r) => [`${r.personId}/${r.idLang}`, r.id]));
    const rows: Insertable<CvImportTable>[] = [];
    for (const p of people) {
      const rnd = seededRandom(personSeed(seed, p.key, 9));
      if (!rnd.chance(0.2)) continue;
      const own = accountOf.get(p.id);
      if (own === undefined) continue;
      for (let n = rnd.chance(0.1) ? 2 : 1; n > 0; n--) {
        const byManager = p.managerId !== null && accountOf.has(p.managerId) && rnd.chance(0.15);
        const by = byManager ? p.managerId! : p.id;
        const format = rnd.chance(0.6) ? 'docx' : 'pdf';
        const ocr = format === 'pdf' && rnd.chance(0.1);
        const failed = rnd.chance(0.1);
        const at = new Date(now.getTime() - rnd.int(1, 364) * DAY - rnd.int(0, DAY - 1));
        const found = {
          experiences: rnd.int(1, 12),
          educations: rnd.int(0, 4),
          certifications: rnd.int(0, 5),
          projects: rnd.int(0, 6),
          languages: rnd.int(1, 3),
          skills: rnd.int(5, 40),
          otherSkills: rnd.int(0, 8),
        };
        const applied = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, rnd.int(0, v)]));
        rows.push({
          person_id: p.id,
          by_person_id: by,
          by_account_id: byManager ? accountOf.get(p.managerId!)! : own,
          id_lang: p.idLang,
          dc_id: failed ? null : (fileOf.get(`${p.id}/${p.idLang}`) ?? null),
          target: rnd.pick(TARGETS),
          file_name: `CV_${p.lastName}_${p.firstName}.${format}`.replace(/\s+/g, '_'),
          format,
          pages: failed ? null : rnd.int(1, 6),
          ocr,
          duration_ms: rnd.int(ocr ? 4_000 : 300, ocr ? 25_000 : 3_000),
          found: JSON.stringify(failed ? {} : found),
          applied: failed ? null : JSON.stringify(applied),
          warnings: failed ? 0 : rnd.int(0, 3),
          outcome: failed ? 'failed' : 'applied',
          error_key: failed ? rnd.pick(FAILURES) : null,
          extraction: null,
          created_at: at,
          applied_at: failed ? null : new Date(at.getTime() + rnd.int(60_000, 3_600_000)),
          applied_by: failed ? null : by,
        });
      }
    }
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('cv_import')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    await sql`analyze cv_import`.execute(trx);
    return rows.length;
  });
}
