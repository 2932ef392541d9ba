/**
 * Annual evaluations of the demo organisation and of the generated population (docs/decisions/015).
 * - Demo: Alice — last year validated and signed by Marc (the signature hashes the real signed PDF), this year a
 *   draft with part of her side filled and her deadline passed (late); Thomas — this year submitted, waiting for Marc.
 * - Population (`--people N`): last year and this year for every evaluable person with a skills file, statuses
 *   spread, technical ratings following their skills file's levels, set-based SQL (seconds for thousands).
 * Idempotent: a person's evaluation of a year that exists is left as it is.
 */
import { insertSignature } from '../../lib/documents/document-tables.repository';
import { sql, type Kysely } from 'kysely';
import { EA_STATUSES } from '@my-skills/shared/constants';
import { evaluationPermissions } from '@my-skills/shared/evaluation-rules';
import type { Database } from '../schema';
import { createEvaluationRepository } from '../../modules/evaluation/evaluation.repository';
import { evaluablePerson } from '../../modules/people/org-chart.repository';
import { createEvaluationReadRepository } from '../../modules/evaluation/evaluation-read.repository';
import { createEvaluationRowsRepository } from '../../modules/evaluation/evaluation-rows.repository';
import { createEvaluationDetails } from '../../modules/evaluation/evaluation.details';
import { createEvaluationDocuments } from '../../modules/evaluation/evaluation.documents';
import { seedReferenceData } from './reference-data';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

interface DemoSide {
  consultant?: (i: number) => number | null;
  manager?: (i: number) => number | null;
}

/** Creates one demo evaluation with its lines rated by the given rules; answers its id (undefined if it existed). */
async function demoEvaluation(
  db: Kysely<Database>,
  p: { personId: number; year: number; by: number; interviewDate: string | null },
  notes: DemoSide,
  blocks: { bilan?: unknown; evolution?: unknown; isDcUpToDate?: boolean; synthese?: string },
): Promise<number | undefined> {
  const read = createEvaluationReadRepository(db);
  const rows = createEvaluationRowsRepository(db);
  if ((await read.idOf(p.personId, p.year)) !== undefined) return undefined;
  const [prefill, criteria] = await Promise.all([read.prefill(p.personId, p.year), read.activeCriteria()]);
  return db.transaction().execute(async (trx) => {
    const id = await rows.insertDraft(
      {
        personId: p.personId,
        year: p.year,
        idLang: 1,
        createdBy: p.personId,
        interviewDate: p.interviewDate,
        cadreEntretien: {
          experience: '',
          society: prefill.entity ?? '',
          dateNaissance: prefill.birthDate,
          dateEntreeAstek: prefill.hireDate,
          function: prefill.skillsFileTitle ?? '',
          dateEntretienN: p.interviewDate,
          dateEntretienNm1: prefill.lastYear?.interviewDate ?? null,
        },
      },
      trx,
    );
    await trx
      .insertInto('evaluation_status_history')
      .values({ evaluation_id: id, from_status: null, to_status: 1, changed_by: p.personId })
      .execute();
    await rows.syncTechnicalLines(id, prefill.hardSkills, trx);
    await rows.insertSkillLines(
      id,
      criteria.map((c) => ({ idType: c.idType, idCriterion: c.id, idSkill: null, label: '', sortOrder: c.sortOrder })),
      trx,
    );
    const lines = await trx
      .selectFrom('evaluation_skill')
      .select('id')
      .where('evaluation_id', '=', id)
      .orderBy('id')
      .execute();
    await rows.updateSkillLines(
      id,
      lines.map((l, i) => ({
        id: l.id,
        ...(notes.consultant ? { noteConsultant: notes.consultant(i) } : {}),
        ...(notes.manager ? { noteManager: notes.manager(i) } : {}),
      })),
      trx,
    );
    await trx
      .updateTable('evaluation')
      .set({
        ...(blocks.bilan ? { bilan_annuel: JSON.stringify(blocks.bilan) } : {}),
        ...(blocks.evolution ? { evolution: JSON.stringify(blocks.evolution) } : {}),
        ...(blocks.isDcUpToDate !== undefined ? { is_dc_up_to_date: blocks.isDcUpToDate } : {}),
        ...(blocks.synthese ? { synthese: blocks.synthese } : {}),
      })
      .where('id', '=', id)
      .execute();
    return id;
  });
}

/** A status change as the workflow records it (history row and timestamps). */
async function advance(db: Kysely<Database>, id: number, from: number, to: number, by: number, at: Date) {
  await db
    .insertInto('evaluation_status_history')
    .values({ evaluation_id: id, from_status: from, to_status: to, changed_by: by, changed_at: at })
    .execute();
  await db
    .updateTable('evaluation')
    .set({
      status: to,
      row_version: sql`row_version + 1`,
      updated_by: by,
      updated_at: at,
      ...(to === EA_STATUSES.SUBMITTED ? { submitted_at: at } : {}),
      ...(to === EA_STATUSES.VALIDATED ? { validated_at: at, validated_by: by } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Signs a validated evaluation as `signerId`: renders the signed PDF and records its hash. */
async function sign(db: Kysely<Database>, id: number, signerId: number, signerName: string, at: Date) {
  const repo = createEvaluationRepository(db);
  const ea = (await repo.load(id, signerId))!;
  const perms = evaluationPermissions(
    { roleId: 3, idRoleInternal: null, boondProfile: null },
    { isOwner: false, managesOwner: ea.managesOwner, ownerEvaluable: ea.evaluable },
    ea.status,
  );
  const details = createEvaluationDetails({
    read: createEvaluationReadRepository(db),
    delivery: async () => null,
    now: () => at,
  });
  const full = await details.buildDetails({ ea, isOwner: false, perms }, ea.idLang);
  const signed = await createEvaluationDocuments(() => at).renderSigned(full, { id: signerId, name: signerName }, at);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('evaluation')
      .set({ signed_by: signerId, signed_at: at, document_hash: signed.hash })
      .where('id', '=', id)
      .execute();
    // The signed bytes are kept, as the workflow keeps them: a resend sends this very PDF.
    await insertSignature(trx, {
      objectType: 'ea',
      objectId: id,
      signedBy: signerId,
      signedAt: at,
      sha256: signed.hash,
      fileName: signed.fileName,
      contentType: signed.contentType,
      content: signed.content,
    });
  });
}

const appreciation = (contributions: string, strengths: string, weaknesses: string) => ({
  contributions,
  strengths,
  weaknesses,
});

export async function seedDemoEvaluations(db: Kysely<Database>, now = new Date()): Promise<number> {
  await seedReferenceData(db);
  const people = await db.selectFrom('person').select(['id', 'email']).execute();
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  const [alice, thomas, marc] = [
    id('alice.martin@example.com'),
    id('thomas.bernard@example.com'),
    id('marc.durand@example.com'),
  ];
  if (alice === undefined || thomas === undefined || marc === undefined) return 0;
  const year = now.getUTCFullYear();
  const facts: [number, string, string, string][] = [
    [alice, '1990-04-12', '2019-09-02', isoDay(new Date(now.getTime() - 7 * DAY))],
    [thomas, '1986-10-03', '2014-01-06', isoDay(new Date(now.getTime() + 21 * DAY))],
    [marc, '1981-02-27', '2011-03-14', isoDay(new Date(now.getTime() + 35 * DAY))],
  ];
  for (const [personId, birth, hire, deadline] of facts) {
    await db
      .updateTable('person')
      .set({ birth_date: birth, hire_date: hire, ea_deadline: deadline, next_ea_year: year })
      .where('id', '=', personId)
      .where('ea_deadline', 'is', null)
      .execute();
  }
  let created = 0;
  const lastInterview = `${year - 1}-11-18`;
  const last = await demoEvaluation(
    db,
    { personId: alice, year: year - 1, by: alice, interviewDate: lastInterview },
    { consultant: (i) => 2 + (i % 3), manager: (i) => 2 + ((i + 1) % 3) },
    {
      isDcUpToDate: true,
      synthese: 'Une année solide : montée en compétence sur Spring Boot et premières revues de code.',
      bilan: {
        experienceComment: 'Mission chez un grand compte bancaire, équipe de huit développeurs.',
        consultantAppreciation: appreciation('Refonte du module de paiement', 'Rigueur, entraide', 'Prise de parole'),
        managerAppreciation: appreciation('Livraisons tenues', 'Qualité du code', 'Estimer les charges'),
        evaluationPerformance: 2,
        commentaire: 'Très bon retour du client.',
      },
      evolution: {
        shortTerm: { goal: 'Certification AWS', motivation: 'Missions cloud', way: 'Formation en ligne' },
        mediumTerm: { goal: 'Référente technique', motivation: 'Transmettre', way: 'Tutorat' },
        longTerm: { goal: 'Architecte', motivation: 'Vision d’ensemble', way: 'Missions d’architecture' },
        mobility: 'Lyon ou Paris',
        otherActivity: '',
        otherWill: '',
      },
    },
  );
  if (last !== undefined) {
    created += 1;
    const rows = createEvaluationRowsRepository(db);
    await rows.upsertGoal(last, {
      text: 'Obtenir la certification AWS Developer',
      measure: 'Certification obtenue',
      dueDate: `${year}-06-30`,
    });
    await rows.upsertGoal(last, {
      text: 'Animer deux revues de code par mois',
      measure: 'Comptes rendus',
      dueDate: null,
    });
    await rows.insertLanguage(last, { name: 'Anglais', idLanguageLevel: 3 });
    await rows.replaceTrainingReviews(last, [
      { name: 'Spring Boot avancé', date: `${year - 1}-03-14`, evaluation: 1, comment: '' },
    ]);
    await advance(db, last, 1, 2, alice, new Date(`${year - 1}-11-10T10:00:00Z`));
    const validatedAt = new Date(`${lastInterview}T16:00:00Z`);
    await advance(db, last, 2, 3, marc, validatedAt);
    await sign(db, last, marc, 'Marc Durand', validatedAt);
  }
  const current = await demoEvaluation(
    db,
    { personId: alice, year, by: alice, interviewDate: null },
    { consultant: (i) => (i < 8 ? 2 + (i % 3) : null) },
    {
      bilan: {
        experienceComment: 'Suite de la mission bancaire, passage sur l’équipe API.',
        consultantAppreciation: appreciation('Migration vers Java 21', 'Autonomie', ''),
        managerAppreciation: appreciation('', '', ''),
        evaluationPerformance: null,
        commentaire: '',
      },
    },
  );
  if (current !== undefined) created += 1;
  const submitted = await demoEvaluation(
    db,
    { personId: thomas, year, by: thomas, interviewDate: null },
    { consultant: (i) => 1 + ((i + 2) % 4) },
    {
      isDcUpToDate: true,
      evolution: {
        shortTerm: { goal: 'Encadrer une équipe de cinq', motivation: 'Management', way: 'Formation managers' },
        mediumTerm: { goal: '', motivation: '', way: '' },
        longTerm: { goal: '', motivation: '', way: '' },
        mobility: 'Pas de mobilité souhaitée',
        otherActivity: '',
        otherWill: '',
      },
    },
  );
  if (submitted !== undefined) {
    created += 1;
    await advance(db, submitted, 1, 2, thomas, new Date(now.getTime() - 2 * DAY));
  }
  return created;
}

/**
 * Last year's and this year's evaluations of the generated people (an @staff.example.net address) with a skills
 * file: last year mostly validated, this year spread over draft, submitted and validated; ratings derived from a hash
 * of (evaluation, line) so that runs are repeatable, technical ones close to the skills file's level.
 */
export async function seedPopulationEvaluations(db: Kysely<Database>, now = new Date()): Promise<number> {
  await seedReferenceData(db);
  const year = now.getUTCFullYear();
  return db.transaction().execute(async (trx) => {
    const created = await sql<{ id: number }>`
      insert into evaluation (person_id, year, id_lang, status, interview_date, is_dc_up_to_date, created_by, updated_by,
        submitted_at, validated_at, validated_by, evolution)
      select p.id, y.year, 1, s.status,
        case when s.status >= 2 then make_date(y.year, 10 + (p.id % 2), 1 + (p.id % 27)) end,
        s.status >= 2, p.id, p.id,
        case when s.status >= 2 then make_timestamptz(y.year, 10, 1 + (p.id % 27), 9, 0, 0) end,
        case when s.status = 3 then make_timestamptz(y.year, 11, 1 + (p.id % 27), 17, 0, 0) end,
        case when s.status = 3 then p.manager_id end,
        jsonb_build_object('mobility', case when s.status >= 2 then 'Île-de-France' else '' end)
      from person p
      cross join (values (${year - 1}::int), (${year}::int)) as y(year)
      cross join lateral (select case
          when y.year < ${year} then case when p.id % 10 < 8 then 3 when p.id % 10 < 9 then 2 else 1 end
          else case when p.id % 10 < 3 then 3 when p.id % 10 < 6 then 2 else 1 end end as status) s
      where p.email like '%@staff.example.net'
        and ${evaluablePerson}
        and exists (select 1 from dc d where d.person_id = p.id and d.status <> 4)
        and not exists (select 1 from evaluation e where e.person_id = p.id and e.year = y.year)
      returning id`.execute(trx);
    if (created.rows.length === 0) return 0;
    const ids = created.rows.map((r) => r.id);
    // Rated by side: the consultant side once submitted (and part of it in a draft), the manager side once validated.
    const note = (salt: 'c' | 'm') => sql.raw(`1 + abs(hashtext(e.id::text || '${salt}' || l.k::text)) % 4`);
    await sql`insert into evaluation_skill (evaluation_id, id_type, id_criterion, id_skill, label, skills_file_level, sort_order, note_consultant, note_manager)
      select e.id, l.id_type, l.id_criterion, l.id_skill, '', l.level, l.sort_order,
        case when l.id_type = 1 and (e.status >= 2 or l.k % 3 = 0) then greatest(1, least(4, l.level + (abs(hashtext(e.id::text || 'c' || l.k::text)) % 3) - 1))
             when e.status >= 2 or l.k % 3 = 0 then ${note('c')} end,
        case when l.id_type = 1 and e.status = 3 then greatest(1, least(4, l.level + (abs(hashtext(e.id::text || 'm' || l.k::text)) % 3) - 1))
             when e.status = 3 then ${note('m')} end
      from evaluation e
      cross join lateral (
        select 1 as id_type, null::int as id_criterion, d.id_skill, d.level, row_number() over (order by d.level desc, d.id_skill)::int as sort_order, d.id_skill as k
          from dc_skill d join skill s on s.id = d.id_skill join skill_type t on t.id = s.id_skill_type
          where d.dc_id = (select x.id from dc x where x.person_id = e.person_id and x.status <> 4 order by x.id_lang limit 1) and not t.is_soft
        union all
        select c.id_type, c.id, null, 0, c.sort_order, 100000 + c.id from evaluation_criterion c where c.is_active) l
      where e.id = any(${ids})`.execute(trx);
    await sql`insert into evaluation_status_history (evaluation_id, from_status, to_status, changed_by, changed_at)
      select e.id, h.from_status, h.to_status, case when h.to_status = 3 then e.validated_by else e.person_id end, e.created_at
      from evaluation e cross join (values (null::smallint, 1::smallint), (1, 2), (2, 3)) as h(from_status, to_status)
      where e.id = any(${ids}) and h.to_status <= e.status`.execute(trx);
    await sql`insert into evaluation_goal (evaluation_id, text, measure, due_date)
      select e.id, g.text, g.measure, make_date(e.year + 1, 6, 30)
      from evaluation e cross join (values ('Obtenir une certification du domaine', 'Certification obtenue'),
        ('Partager un retour d’expérience en interne', 'Une présentation')) as g(text, measure)
      where e.id = any(${ids}) and e.status = 3`.execute(trx);
    return ids.length;
  });
}
