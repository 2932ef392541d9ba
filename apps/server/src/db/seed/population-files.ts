/**
 * Skills files of the generated population (people with an @staff.example.net address and no file yet), in bulk:
 * - who has one: most consultants (93 %), managers and directors (80 %), many candidates (60 %), half of HR and
 *   recruiters;
 * - the French file in every status (employees: half validated, 15 % submitted, the rest draft; candidates mostly
 *   draft), an English counterpart for a fifth of them (most English-speaking people), in every status too;
 * - dated: created within the last two and a half years, submitted and validated days later, never after `now`;
 * - content as population-content.ts draws it (the two languages of a person tell the same career).
 * Deterministic for a seed: each person's draws come from their own key (see personSeed), statuses before content,
 * so that the status counts do not depend on the catalogue.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedReferenceData } from './reference-data';
import { careerOf, GENERATED_BOOND_BASE, personSeed, seededRandom, type Random } from './population';
import { personFileContent, skillPicker } from './population-content';
import {
  DRAFT,
  historyTo,
  insertFiles,
  loadCatalogue,
  SUBMITTED,
  VALIDATED,
  type FileSpec,
} from './skills-files-insert';

const BATCH = 1000;
const DAY = 86_400_000;

/** Share of people with a file, by main role. */
const HAS_FILE: Record<number, number> = { 0: 0.6, 1: 0.93, 2: 0.93, 3: 0.8, 4: 0.8, 5: 0.8, 6: 0.5, 8: 0.5 };

function pickStatus(rnd: Random, validated: number, submitted: number): number {
  const r = rnd.next();
  return r < validated ? VALIDATED : r < validated + submitted ? SUBMITTED : DRAFT;
}

/** Created, submitted and validated dates of a file in `status`, all in the past. */
function fileDates(rnd: Random, now: Date, status: number) {
  const created = now.getTime() - rnd.int(10, 900) * DAY;
  const submitted = status >= SUBMITTED ? Math.min(now.getTime(), created + rnd.int(1, 30) * DAY) : null;
  const validated =
    status >= VALIDATED && submitted !== null ? Math.min(now.getTime(), submitted + rnd.int(1, 20) * DAY) : null;
  return {
    created: new Date(created),
    submitted: submitted === null ? null : new Date(submitted),
    validated: validated === null ? null : new Date(validated),
  };
}

/** The generated people's skills files; answers how many files were created (0 when they all have theirs). */
export async function seedPopulationFiles(db: Kysely<Database>, seed = 20261121, now = new Date()): Promise<number> {
  await seedReferenceData(db);
  return db.transaction().execute(async (trx) => {
    const cat = await loadCatalogue(trx);
    if (cat.hard.length === 0) return 0;
    const pool = skillPicker(cat);
    const { rows: people } = await sql<{
      id: number;
      key: number;
      managerId: number | null;
      idLang: number;
      mainRole: number;
    }>`select p.id, p.id_boond - ${GENERATED_BOOND_BASE} as key, p.manager_id as "managerId", p.id_lang as "idLang",
        (select max(a.role_id) from account a where a.person_id = p.id) as "mainRole"
      from person p
      where p.email like '%@staff.example.net' and p.id_boond is not null
        and not exists (select 1 from dc where dc.person_id = p.id)
      order by p.id`.execute(trx);
    let created = 0;
    let files: FileSpec[] = [];
    for (const p of people) {
      const mainRole = p.mainRole ?? 1;
      const rnd = seededRandom(personSeed(seed, p.key, 2));
      if (!rnd.chance(HAS_FILE[mainRole] ?? 0.9)) continue;
      const isCandidate = mainRole === 0;
      const personLang: 1 | 2 = p.idLang === 2 ? 2 : 1;
      const statuses: [1 | 2, number][] = [[1, isCandidate ? pickStatus(rnd, 0.25, 0.2) : pickStatus(rnd, 0.5, 0.15)]];
      if (rnd.chance(personLang === 2 ? 0.7 : 0.2)) statuses.push([2, pickStatus(rnd, 0.3, 0.2)]);
      const facts = { mainRole, careerMonths: careerOf(seed, p.key, mainRole).careerMonths, isCandidate, personLang };
      for (const [idLang, status] of statuses) {
        // The same draws for both languages: the English file tells the French one's career.
        const content = personFileContent(seededRandom(personSeed(seed, p.key, 3)), now, cat, pool, facts, idLang);
        files.push({
          personId: p.id,
          idLang,
          version: 1,
          status,
          title: content.experiences[0]!.position,
          summary:
            idLang === 1
              ? 'Consultant attaché à la qualité et au travail en équipe.'
              : 'Consultant committed to quality and team work.',
          ...content,
          history: historyTo(status, p.id, p.managerId),
          validatedBy: status === VALIDATED ? p.managerId : null,
          dates: fileDates(rnd, now, status),
        });
      }
      if (files.length >= BATCH) {
        created += files.length;
        await insertFiles(trx, files);
        files = [];
      }
    }
    created += files.length;
    await insertFiles(trx, files);
    await sql`analyze dc, dc_experience, dc_skill, dc_certification, person_skill`.execute(trx);
    return created;
  });
}
