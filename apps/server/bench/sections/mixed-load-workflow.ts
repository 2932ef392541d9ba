/**
 * A manager's part of the mixed load that puts messages in the outbox: team members' skills files in a loop — submitted
 * (the e-mail to their manager), validated (the technical data and the document to BoondManager), versioned again (a
 * new draft) — and submitted evaluations rated on the manager's side, completed (interview date, overall rating, an
 * objective) and validated (the signed PDF and a log entry to BoondManager), each once. The documents are team
 * members' who take no part in the load (mixed-load-plan.ts): no one else writes them.
 */
import type { Answer } from './mixed-load-client';
import type { VirtualUser } from './mixed-load-plan';
import type { EvaluationDetails, FileDetails, Random } from './mixed-load-users';

/** What a manager's review steps fill on the manager's side (evaluation-rules.ts missingEvaluationData). */
const MANAGER_FILLS = /^(dateEntretienN|evaluationPerformance|goals|skills\.\d+\.noteManager)$/;

/** A team member's file in its loop: draft → submitted → validated → a new draft (its id changes). */
interface WorkflowFile {
  id: number;
  status: number;
  rowVersion: number;
}
/** A submitted evaluation: rated on the manager's side, completed, then validated (once). */
interface Review {
  id: number;
  rowVersion: number;
  lines: number[];
  step: 'rate' | 'complete' | 'validate' | 'done';
}

type Get = (path: string, kind?: string) => Promise<Answer | null>;
type Send = (method: 'POST' | 'PUT', path: string, body: unknown, kind?: string) => Promise<Answer | null>;

export function createWorkflow(get: Get, send: Send, user: VirtualUser, rnd: Random) {
  const files: WorkflowFile[] = [];
  const reviews: Review[] = [];

  /** Keeps the documents that can go through every step (a file failing the data check would be refused: 422). */
  async function setup() {
    for (const id of user.workflowFiles) {
      const d = (await get(`/api/Dc/details?idDc=${id}`))?.json<FileDetails>();
      if (d && (d.status === 3 || d.check.ok)) files.push({ id, status: d.status, rowVersion: d.rowVersion });
    }
    for (const id of user.evaluationsToValidate) {
      const d = (await get(`/api/Ea/details?idEa=${id}`))?.json<EvaluationDetails>();
      // Only what the manager's own steps fill may be missing (a training review to rate would block it).
      const fillable = d?.check.missing.every((k) => MANAGER_FILLS.test(k));
      if (d?.permissions.canValidate && d.permissions.canEditManagerSide && fillable)
        reviews.push({ id, rowVersion: d.rowVersion, lines: d.skills.map((s) => s.id), step: 'rate' });
    }
  }

  /** One step of one team document's workflow. */
  async function step() {
    const review = reviews.find((r) => r.step !== 'done');
    if (review && rnd.next() < 0.5) return reviewStep(review);
    const file = files.length ? rnd.pick(files) : null;
    if (!file) return;
    if (file.status === 3) {
      const r = (
        await send('POST', '/api/Dc/createNewVersionDc', { idDc: file.id, rowVersion: file.rowVersion })
      )?.json<{ idDc: number; status: number; rowVersion: number }>();
      if (r) Object.assign(file, { id: r.idDc, status: r.status, rowVersion: r.rowVersion });
      else await resync(file);
      return;
    }
    const action = file.status === 1 ? 'submit' : 'validate';
    const r = (
      await send(
        'PUT',
        '/api/Dc/updateStatus',
        { idDc: file.id, action, rowVersion: file.rowVersion },
        `PUT Dc/updateStatus (${action})`,
      )
    )?.json<{ status: number; rowVersion: number }>();
    if (r) Object.assign(file, { status: r.status, rowVersion: r.rowVersion });
    else await resync(file);
  }

  /** After a refused step (an error, counted), the file as it is now. */
  async function resync(file: WorkflowFile) {
    const d = (await get(`/api/Dc/details?idDc=${file.id}`))?.json<FileDetails>();
    if (d) Object.assign(file, { status: d.status, rowVersion: d.rowVersion });
  }

  async function reviewStep(review: Review) {
    if (review.step === 'rate') {
      const r = await send('PUT', '/api/SkillsEvaluation', {
        idEa: review.id,
        rowVersion: review.rowVersion,
        lines: review.lines.map((id) => ({ id, noteManager: rnd.int(2, 4), commentManager: 'Conforme aux attentes' })),
      });
      if (!r) return void (review.step = 'done');
      review.rowVersion = r.json<{ rowVersion: number }>().rowVersion;
      review.step = 'complete';
      return;
    }
    if (review.step === 'complete') {
      let r = await send('POST', '/api/Ea/save', {
        idEa: review.id,
        rowVersion: review.rowVersion,
        cadreEntretien: { dateEntretienN: new Date().toISOString().slice(0, 10) },
        bilanAnnuel: {
          evaluationPerformance: 2,
          managerAppreciation: { contributions: 'Solide', strengths: 'Fiabilité', weaknesses: 'Délégation' },
        },
      });
      if (r) review.rowVersion = r.json<{ rowVersion: number }>().rowVersion;
      const details = r ? (await get(`/api/Ea/details?idEa=${review.id}`))?.json<EvaluationDetails>() : null;
      if (details && details.goals.length === 0) {
        r = await send('POST', '/api/Goal', {
          idEa: review.id,
          rowVersion: details.rowVersion,
          text: 'Animer la communauté technique',
          measure: 'Deux présentations',
        });
        if (r) review.rowVersion = r.json<{ rowVersion: number }>().rowVersion;
      }
      review.step = r ? 'validate' : 'done';
      return;
    }
    await send(
      'PUT',
      '/api/Ea/status',
      { id: review.id, action: 'validate', rowVersion: review.rowVersion },
      'PUT Ea/status (validate and sign)',
    );
    review.step = 'done';
  }

  return { setup, step, describe: () => ({ workflow: files, reviews }) };
}
