/**
 * Annual evaluations of the demo organisation and of the generated population (docs/decisions/015).
 * - Demo: Alice — last year validated and signed by Marc (the signature hashes the real signed PDF), this year a
 *   draft with part of her side filled and her deadline passed (late); Thomas — this year submitted, waiting for Marc.
 * - Population (`--people N`): population-evaluations.ts.
 * Idempotent: a person's evaluation of a year that exists is left as it is.
 */
import { insertSignature } from '../../lib/documents/document-tables.repository';
import { sql, type Kysely } from 'kysely';
import { EA_STATUSES } from '@my-skills/shared/constants';
import { evaluationPermissions } from '@my-skills/shared/evaluation-rules';
import type { Database } from '../schema';
import { createEvaluationRepository } from '../../modules/evaluation/evaluation.repository';
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

export { seedPopulationEvaluations } from './population-evaluations';
