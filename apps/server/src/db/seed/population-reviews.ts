/**
 * Business-manager reviews (decision 018) of the generated managers, directors and business-unit directors (main
 * role 3–5, not subcontractors), for the management lists:
 * - this year: not opened yet (no row, 20 %), draft (30 %), submitted (20 %), validated (30 %);
 * - last year (people hired before October of last year): mostly validated (82 %), a few left in draft, some never
 *   opened;
 * - under the profile a review starts with (defaultProfileOf; a manager is sometimes a senior business manager, a
 *   director a senior director), every active line rated by the employee once submitted (part of them in a draft) and
 *   by the reviewer once validated; the employee's fields (position, mobility, languages, projection) filled once
 *   submitted, the reviewer's (interview date, results, comments) once validated; validated ones signed by the
 *   reviewer, their manager (population-signatures).
 * Deterministic for a seed; idempotent (a review of a person and year that exists is left as it is).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { defaultProfileOf } from '@my-skills/shared/eep-bm-rules';
import type { Database } from '../schema';
import { seedReferenceData } from './reference-data';
import { careerOf, personSeed, seededRandom, type Random } from './population';
import {
  drawStatus,
  isoDay,
  lastYearTimeline,
  loadGenerated,
  thisYearTimeline,
  type GeneratedRow,
  type Timeline,
} from './population-people';
import { keepSignatures, plannedSignature, type PlannedSignature } from './population-signatures';

const CHUNK = 500;
const THIS_YEAR: [number, number, number, number] = [0.2, 0.3, 0.2, 0.3];
const LAST_YEAR: [number, number, number, number] = [0.15, 0.03, 0, 0.82];
const POSITIONS: Record<number, string> = {
  3: 'Ingénieur d’affaires',
  4: 'Directeur d’agence',
  5: 'Directeur de business unit',
};

interface Planned {
  person: GeneratedRow;
  year: number;
  status: 1 | 2 | 3;
  profile: number;
  timeline: Timeline;
  signature: PlannedSignature | null;
  rnd: Random;
  experience: number;
}

function row(e: Planned) {
  const { person: p, status, timeline: t, rnd } = e;
  const mine = status >= 2 || rnd.chance(0.5);
  const theirs = status === 3;
  return {
    person_id: p.id,
    year: e.year,
    id_lang: p.idLang,
    status,
    row_version: status,
    id_business_manager: e.profile,
    interview_date: theirs ? isoDay(t.validated!) : null,
    position: mine ? (POSITIONS[p.mainRole ?? 3] ?? '') : '',
    entity: p.entity,
    function_entry_date: mine ? p.hireDate : null,
    degree: mine ? 'Master en management' : '',
    degree_obtain_period: mine ? String(e.year - Math.round(e.experience)) : '',
    experience: mine ? e.experience : null,
    r_plus: theirs ? rnd.int(0, 15) : null,
    sign: theirs ? rnd.int(0, 10) : null,
    oc: theirs ? rnd.int(0, 5) : null,
    texts: JSON.stringify({
      ...(mine
        ? {
            mobility: rnd.pick(['Île-de-France', 'Lyon', 'Pas de mobilité souhaitée']),
            shortTermGoal: 'Ouvrir deux nouveaux comptes',
            shortTermMotivation: 'Développer l’agence',
          }
        : {}),
      ...(theirs
        ? {
            strengthsManager: 'Relation client, ténacité',
            areasOfProgress: 'Structurer le suivi des propositions',
            promotionCriteria: 'Atteindre les objectifs de marge deux années de suite',
          }
        : {}),
    }),
    languages: JSON.stringify(
      mine
        ? [
            { name: 'Français', idLanguageLevel: p.idLang === 2 ? 3 : 5 },
            { name: 'Anglais', idLanguageLevel: p.idLang === 2 ? 5 : rnd.int(2, 4) },
          ]
        : [],
    ),
    created_by: p.id,
    updated_by: theirs && p.managerId !== null ? p.managerId : p.id,
    created_at: t.opened,
    updated_at: t.validated ?? t.submitted ?? t.opened,
    submitted_at: t.submitted,
    validated_at: t.validated,
    validated_by: theirs ? p.managerId : null,
    signed_by: e.signature?.signedBy ?? null,
    signed_at: e.signature?.signedAt ?? null,
    document_hash: e.signature?.hash ?? null,
  };
}

/** Ratings of every active line (from a hash of person, year and line: repeatable) and the status history. */
async function childRows(trx: Transaction<Database>, ids: number[]) {
  const h = (salt: string) =>
    sql.raw(`abs(hashtext(p.id_boond::text || '-' || r.year::text || '${salt}' || l.id::text))`);
  await sql`insert into eep_bm_skill (eep_bm_id, id_line, evaluation_consultant, evaluation_manager)
    select r.id, l.id,
      case when r.status >= 2 or l.id % 3 = 0 then 1 + ${h('c')} % 4 end,
      case when r.status = 3 then 1 + ${h('m')} % 4 end
    from eep_bm r join person p on p.id = r.person_id
    cross join business_manager_skill_line l
    where r.id = any(${ids}) and l.is_active`.execute(trx);
  await sql`insert into eep_bm_status_history (eep_bm_id, from_status, to_status, changed_by, changed_at)
    select r.id, h.from_status, h.to_status, case when h.to_status = 3 then r.validated_by else r.person_id end,
      case h.to_status when 1 then r.created_at when 2 then r.submitted_at else r.validated_at end
    from eep_bm r cross join (values (null::smallint, 1::smallint), (1, 2), (2, 3)) as h(from_status, to_status)
    where r.id = any(${ids}) and h.to_status <= r.status`.execute(trx);
}

function plan(
  p: GeneratedRow,
  year: number,
  status: 1 | 2 | 3,
  profile: number,
  t: Timeline,
  rnd: Random,
  seed: number,
) {
  const signature =
    status === 3 && p.managerId !== null
      ? plannedSignature(p.managerId, t.validated!, `EEP-BM_${p.reference ?? p.id}_${year}.pdf`, [
          `Entretien professionnel business manager ${year}`,
          `${p.firstName} ${p.lastName} (${p.reference ?? ''})`,
          `Validé et signé par ${p.managerName} le ${isoDay(t.validated!)}`,
          'Document de démonstration généré par le jeu de données.',
        ])
      : null;
  const experience = Math.round(careerOf(seed, p.key, p.mainRole ?? 3).careerMonths / 1.2) / 10;
  return { person: p, year, status, profile, timeline: t, signature, rnd, experience } satisfies Planned;
}

/** Last year's and this year's reviews of the generated managers and directors; answers how many were created. */
export async function seedPopulationReviews(db: Kysely<Database>, now = new Date(), seed = 20261121): Promise<number> {
  await seedReferenceData(db);
  const year = now.getUTCFullYear();
  return db.transaction().execute(async (trx) => {
    const people = (await loadGenerated(trx)).filter(
      (p) => p.mainRole !== null && p.mainRole >= 3 && p.mainRole <= 5 && !p.subcontractor,
    );
    const existing = await sql<{ personId: number; year: number }>`select r.person_id as "personId", r.year
      from eep_bm r join person p on p.id = r.person_id
      where p.email like '%@staff.example.net' and r.year in (${year - 1}, ${year})`.execute(trx);
    const has = new Set(existing.rows.map((r) => `${r.personId}/${r.year}`));
    const reviews: Planned[] = [];
    for (const p of people) {
      const rnd = seededRandom(personSeed(seed, p.key, 6));
      const role = p.mainRole!;
      const profile = role === 3 && rnd.chance(0.3) ? 2 : role === 4 && rnd.chance(0.3) ? 4 : defaultProfileOf(role);
      const thisYear = drawStatus(rnd, THIS_YEAR);
      const lastRnd = seededRandom(personSeed(seed, p.key, 7));
      const lastYear = p.hireDate === null || p.hireDate >= `${year - 1}-10-01` ? 0 : drawStatus(lastRnd, LAST_YEAR);
      if (lastYear > 0 && !has.has(`${p.id}/${year - 1}`))
        reviews.push(
          plan(
            p,
            year - 1,
            lastYear as 1 | 2 | 3,
            profile,
            lastYearTimeline(lastRnd, year - 1, lastYear),
            lastRnd,
            seed,
          ),
        );
      if (thisYear > 0 && !has.has(`${p.id}/${year}`))
        reviews.push(plan(p, year, thisYear as 1 | 2 | 3, profile, thisYearTimeline(rnd, now, thisYear), rnd, seed));
    }
    const ids: number[] = [];
    for (let i = 0; i < reviews.length; i += CHUNK) {
      const chunk = reviews.slice(i, i + CHUNK);
      const inserted = await trx.insertInto('eep_bm').values(chunk.map(row)).returning('id').execute();
      inserted.forEach((r) => ids.push(r.id));
      await keepSignatures(
        trx,
        'eepBm',
        chunk.flatMap((e, j) => (e.signature ? [{ id: inserted[j]!.id, signature: e.signature }] : [])),
      );
    }
    if (ids.length) await childRows(trx, ids);
    await sql`analyze eep_bm, eep_bm_skill`.execute(trx);
    return ids.length;
  });
}
