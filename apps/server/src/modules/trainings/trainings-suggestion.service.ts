/**
 * POST Training/wishFromSuggestion (issue 22 §2): one click turns a suggestion into a wish. The wish is filled by the
 * server from the catalogue entry (type, title in the caller's language, organism, hours, cost, scheme; context
 * "Skills"), never from the client; the gap it addresses (subject, level from and to) is the person's gap computed
 * now (SkillGapsPort) — none, or an entry that does not cover the subject, is a 422.
 * - With idEa: in the evaluation (origin EEP), under its row version and side rules (EvaluationWishesPort); the
 *   evaluation must be the person's (else 404).
 * - Without: a manager's wish (origin Manager) for a person in their scope (trainings permission, not oneself unless
 *   "all" access): 404 unknown person, 403 otherwise.
 */
import { TRAINING_CONTEXTS, TRAINING_REQUEST_ORIGINS } from '@my-skills/shared/constants';
import { can } from '@my-skills/shared/roles';
import type { WishFromSuggestionBody } from '@my-skills/shared/schemas/skills-gaps';
import { canManageTraining, TRAINING_STATUS } from '@my-skills/shared/trainings-rules';
import { pickLanguage } from '@my-skills/shared/ui-language';
import type { Trx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { EvaluationWishesPort } from '../../lib/evaluation-wishes';
import type { SkillGapsPort } from '../../lib/skill-gaps';
import type { FileAccess } from '../people/file-access';
import type { CatalogueRepository } from './catalogue.repository';
import type { TrainingWishHandle } from './trainings.document';
import type { TrainingsRepository } from './trainings.repository';

const EEP_ORIGIN = TRAINING_REQUEST_ORIGINS[0].id;
const MANAGER_ORIGIN = TRAINING_REQUEST_ORIGINS[3].id;
const SKILLS_CONTEXT = TRAINING_CONTEXTS[1].id;

export interface WishFromSuggestionDeps {
  kernel: DocumentKernel;
  document: TrainingWishHandle;
  repository: TrainingsRepository;
  catalogue: CatalogueRepository;
  gaps: SkillGapsPort;
  fileAccess: FileAccess;
  evaluationWishes: EvaluationWishesPort;
}

export function createWishFromSuggestion(deps: WishFromSuggestionDeps) {
  /** The wish's values from the entry and the person's gap now (422 when none or not covered). */
  async function valuesFor(auth: AuthContext, body: WishFromSuggestionBody) {
    const entry = await deps.catalogue.activeEntryFor(body.idEntry, body.subject);
    if (!entry) throw new AppError('NOT_FOUND', 'errors.CATALOGUE_ENTRY_NOT_FOUND');
    if (entry.level === null) throw new AppError('BUSINESS_RULE', 'errors.SUGGESTION_NOT_COVERING');
    const gap = await deps.gaps.gapOf(body.idUser, body.subject);
    if (!gap) throw new AppError('BUSINESS_RULE', 'errors.SUGGESTION_NO_GAP');
    return {
      type: entry.type,
      title: pickLanguage(auth.idLang, { fr: entry.titleFr, en: entry.titleEn }),
      nature: null,
      context: SKILLS_CONTEXT,
      organism: entry.organism,
      desiredDate: null,
      durationHours: entry.durationHours,
      comment: '',
      scheme: entry.scheme,
      costExclTax: entry.costExclTax,
      catalogueEntryId: entry.id,
      gapSkillId: body.subject.kind === 'skill' ? body.subject.id : null,
      gapLineId: body.subject.kind === 'line' ? body.subject.id : null,
      gapLevelFrom: gap.levelFrom,
      gapLevelTo: gap.levelTo,
      personId: body.idUser,
      by: auth.personId,
    };
  }

  async function insert(trx: Trx, values: Awaited<ReturnType<typeof valuesFor>>, idEa: number | null, origin: number) {
    const id = await deps.repository.insert(trx, { ...values, evaluationId: idEa, requestOrigin: origin });
    await deps.document.recordCreation(trx, id, TRAINING_STATUS.IN_PROGRESS, values.by);
    return id;
  }

  return async function wishFromSuggestion(
    auth: AuthContext,
    body: WishFromSuggestionBody,
  ): Promise<{ id: number; rowVersion: number }> {
    if (body.idEa !== undefined) {
      const idEa = body.idEa;
      // The person first (404, 403), then the entry and the gap, read outside the evaluation's transaction.
      await deps.fileAccess.assertCanOpen(auth, body.idUser);
      const values = await valuesFor(auth, body);
      const r = await deps.evaluationWishes.write(auth, idEa, body.rowVersion ?? 1, async (trx, ea) => {
        if (ea.personId !== body.idUser) throw new AppError('NOT_FOUND', 'errors.TRAINING_NOT_OF_EVALUATION');
        return insert(trx, values, idEa, EEP_ORIGIN);
      });
      return { id: r.result, rowVersion: r.rowVersion };
    }
    const relation = await deps.fileAccess.relationTo(auth, body.idUser);
    const visible = relation.isOwner || relation.managesOwner || can(auth, 'people:seeAll');
    if (!canManageTraining(auth, { isOwner: relation.isOwner, visible })) throw new AppError('FORBIDDEN');
    const values = await valuesFor(auth, body);
    const id = await deps.kernel.transaction((trx) => insert(trx, values, null, MANAGER_ORIGIN));
    return { id, rowVersion: 1 };
  };
}
