/**
 * Annual evaluations of the generated population (docs/decisions/015), for the management lists:
 * - this year's campaign: every evaluable generated person gets a deadline (`person.ea_deadline`, `next_ea_year`),
 *   some already passed; those with a skills file are spread over not opened yet (no row, 15 %), draft (30 %),
 *   submitted (20 %) and validated (35 %) — late ones being those whose deadline passed before validation;
 * - last year's (for people hired before October of last year): mostly validated (85 %), a few left submitted or in
 *   draft, a few never opened;
 * - complete as the workflow requires at each step: the consultant's side filled once submitted (ratings, mobility,
 *   languages, skills file up to date), the manager's once validated (ratings, interview date, performance, goals),
 *   technical ratings close to the skills file's levels; validated ones signed by the manager (population-signatures).
 * Deterministic for a seed (each person's own draws); rows in chunks, child rows set-based. Idempotent: a person's
 * evaluation of a year that exists is left as it is.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { LANGUAGE_LIST } from '@my-skills/shared/languages';
import { personFileName } from '../../integrations/documents/text';
import type { Database } from '../schema';
import { seedReferenceData } from './reference-data';
import { personSeed, seededRandom, type Random } from './population';
import {
  DAY,
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
const THIS_YEAR: [number, number, number, number] = [0.15, 0.3, 0.2, 0.35];
const LAST_YEAR: [number, number, number, number] = [0.07, 0.04, 0.04, 0.85];
const MOBILITY = ['Île-de-France', 'Lyon ou Grenoble', 'Pas de mobilité souhaitée', 'Toute la France', 'Nantes'];

interface Planned {
  person: GeneratedRow;
  year: number;
  status: 1 | 2 | 3;
  timeline: Timeline;
  interviewDate: string | null;
  signature: PlannedSignature | null;
  rnd: Random;
}

/** This year's deadline: passed for some (late unless validated), weeks or months ahead for the others. */
function deadline(rnd: Random, now: Date, status: number): string {
  const year = now.getUTCFullYear();
  const late = status === 3 ? rnd.chance(0.5) : rnd.chance(0.3);
  const day = now.getTime() + (late ? -rnd.int(1, 60) : rnd.int(7, 120)) * DAY;
  return isoDay(Math.min(Date.UTC(year, 11, 31), Math.max(Date.UTC(year, 0, 15), day)));
}

function plan(person: GeneratedRow, year: number, status: 1 | 2 | 3, timeline: Timeline, rnd: Random): Planned {
  const planned = rnd.chance(0.5)
    ? isoDay(Math.min(Date.UTC(year, 11, 31), timeline.opened.getTime() + 40 * DAY))
    : null;
  const interviewDate = status === 3 ? isoDay(timeline.validated!) : status === 2 ? planned : null;
  const signature =
    status === 3 && person.managerId !== null
      ? plannedSignature(
          person.managerId,
          timeline.validated!,
          `EA_${year}_${personFileName(person)}_${person.idLang === 2 ? 'EN' : 'FR'}.pdf`,
          [
            `Entretien annuel ${year}`,
            `${person.firstName} ${person.lastName} (${person.reference ?? ''})`,
            `Validé et signé par ${person.managerName} le ${isoDay(timeline.validated!)}`,
            'Document de démonstration généré par le jeu de données.',
          ],
        )
      : null;
  return { person, year, status, timeline, interviewDate, signature, rnd };
}

const text = (status: number, min: number, value: string) => (status >= min ? value : '');

/** The evaluation's row as the workflow leaves it at its status. */
function row(e: Planned, lastInterview: string | null) {
  const { person: p, status, timeline: t, rnd } = e;
  const last = t.validated ?? t.submitted ?? t.opened;
  const by = status === 3 && p.managerId !== null ? p.managerId : p.id;
  return {
    person_id: p.id,
    year: e.year,
    id_lang: p.idLang,
    status,
    row_version: status,
    cadre_entretien: JSON.stringify({
      experience: '',
      society: p.entity,
      dateNaissance: p.birthDate,
      dateEntreeAstek: p.hireDate,
      function: p.fileTitle ?? '',
      dateEntretienN: e.interviewDate,
      dateEntretienNm1: lastInterview,
    }),
    bilan_annuel: JSON.stringify({
      experienceComment: text(status, 2, 'Mission chez un grand compte, équipe agile.'),
      consultantAppreciation: {
        contributions: text(status, 2, 'Livraisons tenues'),
        strengths: text(status, 2, 'Autonomie'),
        weaknesses: text(status, 2, 'Estimer les charges'),
      },
      managerAppreciation: {
        contributions: text(status, 3, 'Bon retour du client'),
        strengths: text(status, 3, 'Qualité du travail'),
        weaknesses: text(status, 3, 'Prise de parole'),
      },
      evaluationPerformance:
        status === 3 ? (rnd.chance(0.2) ? 1 : rnd.chance(0.7) ? 2 : rnd.chance(0.8) ? 3 : 4) : null,
      commentaire: '',
    }),
    evolution: JSON.stringify({
      shortTerm: { goal: text(status, 2, 'Monter en compétence'), motivation: '', way: text(status, 2, 'Formation') },
      mobility: status >= 2 ? rnd.pick(MOBILITY) : '',
    }),
    interview_date: e.interviewDate,
    synthese: text(status, 3, 'Une année solide, objectifs atteints pour l’essentiel.'),
    is_dc_up_to_date: status >= 2,
    created_by: p.id,
    updated_by: by,
    created_at: t.opened,
    updated_at: last,
    submitted_at: t.submitted,
    validated_at: t.validated,
    validated_by: status === 3 ? p.managerId : null,
    signed_by: e.signature?.signedBy ?? null,
    signed_at: e.signature?.signedAt ?? null,
    document_hash: e.signature?.hash ?? null,
  };
}

/** Lines, history, goals and languages of the evaluations `ids`, set-based. */
async function childRows(trx: Transaction<Database>, ids: number[]) {
  // Ratings from a hash of (person, year, line): repeatable; technical ones within one of the file's level.
  const h = (salt: string) =>
    sql.raw(`abs(hashtext(p.id_boond::text || '-' || e.year::text || '${salt}' || l.k::text))`);
  await sql`insert into evaluation_skill (evaluation_id, id_type, id_criterion, id_skill, label, skills_file_level,
      sort_order, note_consultant, note_manager)
    select e.id, l.id_type, l.id_criterion, l.id_skill, '', l.level, l.sort_order,
      case when e.status >= 2 or l.k % 3 = 0 then case when l.id_type = 1
        then greatest(1, least(4, l.level + ${h('c')} % 3 - 1)) else 1 + ${h('c')} % 4 end end,
      case when e.status = 3 then case when l.id_type = 1
        then greatest(1, least(4, l.level + ${h('m')} % 3 - 1)) else 1 + ${h('m')} % 4 end end
    from evaluation e join person p on p.id = e.person_id
    cross join lateral (
      select 1 as id_type, null::int as id_criterion, d.id_skill, d.level,
          row_number() over (order by d.level desc, d.id_skill)::int as sort_order, d.id_skill as k
        from dc_skill d join skill s on s.id = d.id_skill join skill_type t on t.id = s.id_skill_type
        where d.dc_id = (select x.id from dc x where x.person_id = e.person_id and x.status <> 4
          order by x.id_lang, x.version desc limit 1) and not t.is_soft
      union all
      select c.id_type, c.id, null, 0, c.sort_order, 100000 + c.id from evaluation_criterion c where c.is_active) l
    where e.id = any(${ids})`.execute(trx);
  await sql`insert into evaluation_status_history (evaluation_id, from_status, to_status, changed_by, changed_at)
    select e.id, h.from_status, h.to_status, case when h.to_status = 3 then e.validated_by else e.person_id end,
      case h.to_status when 1 then e.created_at when 2 then e.submitted_at else e.validated_at end
    from evaluation e cross join (values (null::smallint, 1::smallint), (1, 2), (2, 3)) as h(from_status, to_status)
    where e.id = any(${ids}) and h.to_status <= e.status`.execute(trx);
  await sql`insert into evaluation_goal (evaluation_id, text, measure, due_date)
    select e.id, g.text, g.measure, make_date(e.year + 1, 6, 30)
    from evaluation e cross join (values ('Obtenir une certification du domaine', 'Certification obtenue'),
      ('Partager un retour d’expérience en interne', 'Une présentation')) as g(text, measure)
    where e.id = any(${ids}) and e.status = 3`.execute(trx);
  const names = sql.join(LANGUAGE_LIST.map((l) => sql`(${l.code}::text, ${l.fr}::text)`));
  await sql`insert into evaluation_language (evaluation_id, name, id_language_level)
    select e.id, n.name, dl.id_level
    from evaluation e join dc_language dl on dl.dc_id = (select x.id from dc x where x.person_id = e.person_id
        and x.status <> 4 order by x.id_lang, x.version desc limit 1)
      join (values ${names}) as n(code, name) on n.code = dl.language_code
    where e.id = any(${ids}) and e.status >= 2`.execute(trx);
}

/** Last year's and this year's evaluations of the generated people; answers how many were created. */
export async function seedPopulationEvaluations(
  db: Kysely<Database>,
  now = new Date(),
  seed = 20261121,
): Promise<number> {
  await seedReferenceData(db);
  const year = now.getUTCFullYear();
  return db.transaction().execute(async (trx) => {
    const people = (await loadGenerated(trx)).filter((p) => p.evaluable);
    const existing = await sql<{ personId: number; year: number }>`select e.person_id as "personId", e.year
      from evaluation e join person p on p.id = e.person_id
      where p.email like '%@staff.example.net' and e.year in (${year - 1}, ${year})`.execute(trx);
    const has = new Set(existing.rows.map((r) => `${r.personId}/${r.year}`));
    const evaluations: [Planned, string | null][] = [];
    const deadlines: { id: number; deadline: string }[] = [];
    for (const p of people) {
      const rnd = seededRandom(personSeed(seed, p.key, 4));
      const thisYear = p.fileTitle === null ? 0 : drawStatus(rnd, THIS_YEAR);
      const lastRnd = seededRandom(personSeed(seed, p.key, 5));
      const lastYear =
        p.fileTitle === null || p.hireDate === null || p.hireDate >= `${year - 1}-10-01`
          ? 0
          : drawStatus(lastRnd, LAST_YEAR);
      deadlines.push({ id: p.id, deadline: deadline(rnd, now, thisYear) });
      let lastInterview: string | null = null;
      if (lastYear > 0) {
        const e = plan(p, year - 1, lastYear as 1 | 2 | 3, lastYearTimeline(lastRnd, year - 1, lastYear), lastRnd);
        lastInterview = e.interviewDate;
        if (!has.has(`${p.id}/${year - 1}`)) evaluations.push([e, null]);
      }
      if (thisYear > 0 && !has.has(`${p.id}/${year}`)) {
        const e = plan(p, year, thisYear as 1 | 2 | 3, thisYearTimeline(rnd, now, thisYear), rnd);
        evaluations.push([e, lastInterview]);
      }
    }
    for (let i = 0; i < deadlines.length; i += CHUNK) {
      const values = sql.join(deadlines.slice(i, i + CHUNK).map((d) => sql`(${d.id}::int, ${d.deadline}::date)`));
      await sql`update person p set ea_deadline = v.deadline, next_ea_year = ${year}
        from (values ${values}) as v(id, deadline) where p.id = v.id and p.ea_deadline is null`.execute(trx);
    }
    const ids: number[] = [];
    for (let i = 0; i < evaluations.length; i += CHUNK) {
      const chunk = evaluations.slice(i, i + CHUNK);
      const inserted = await trx
        .insertInto('evaluation')
        .values(chunk.map(([e, lastInterview]) => row(e, lastInterview)))
        .returning('id')
        .execute();
      inserted.forEach((r) => ids.push(r.id));
      await keepSignatures(
        trx,
        'ea',
        chunk.flatMap(([e], j) => (e.signature ? [{ id: inserted[j]!.id, signature: e.signature }] : [])),
      );
    }
    for (let i = 0; i < ids.length; i += 5000) await childRows(trx, ids.slice(i, i + 5000));
    // Last year's goals, reviewed in this year's validated evaluation.
    await sql`update evaluation_goal g set achievement = 1 + abs(hashtext(g.text || ly.year::text || p.id_boond::text)) % 4
      from evaluation ly join person p on p.id = ly.person_id
        join evaluation ty on ty.person_id = ly.person_id and ty.year = ly.year + 1
      where g.evaluation_id = ly.id and ty.status = 3 and ty.id = any(${ids})`.execute(trx);
    await sql`analyze evaluation, evaluation_skill, evaluation_status_history`.execute(trx);
    return ids.length;
  });
}
