/**
 * The evaluation criteria administrators keep (page permission managementSkills, like the skills catalogue): list,
 * add, change, deactivate, and delete when unused (a criterion evaluations rate is only deactivated). New evaluations
 * open with the active ones; the open evaluations' lines keep theirs. Every process's cached evaluation rows follow a
 * rename through the `catalogue_changed` notification (migration 0007).
 */
import { SKILL_EVALUATION_TYPES } from '@my-skills/shared/evaluation-rules';
import type { Criterion, CriterionSave } from '@my-skills/shared/schemas/evaluation-criteria';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { MessageKey } from '../../i18n/messages';
import type { CriterionRow, EvaluationCriteriaRepository } from './evaluation-criteria.repository';

export function createEvaluationCriteriaService(deps: {
  repository: EvaluationCriteriaRepository;
  changed: () => void;
}) {
  const { repository: repo } = deps;
  const toAnswer = (row: CriterionRow, idLang: number): Criterion => ({
    ...row,
    typeName: pickLanguage(
      idLang,
      SKILL_EVALUATION_TYPES.find((t) => t.id === row.idType)!,
    ),
  });
  const notFound = () => new AppError('NOT_FOUND', 'errors.EA_CRITERION_NOT_FOUND');

  return {
    async list(auth: AuthContext, idType?: number): Promise<Criterion[]> {
      return (await repo.list({ idType })).map((r) => toAnswer(r, auth.idLang));
    },

    async save(auth: AuthContext, body: CriterionSave): Promise<{ item: Criterion; messageKey: MessageKey }> {
      let id = body.id;
      if (id === undefined) id = await repo.insert(body);
      else if (!(await repo.update(id, body))) throw notFound();
      deps.changed();
      return {
        item: toAnswer((await repo.byId(id))!, auth.idLang),
        messageKey: body.id === undefined ? 'messages.eaCriterionCreated' : 'messages.eaCriterionUpdated',
      };
    },

    async remove(auth: AuthContext, id: number) {
      const result = await repo.remove(id);
      if (!result) throw notFound();
      deps.changed();
      return {
        id,
        deleted: result.deleted,
        messageKey: (result.deleted ? 'messages.eaCriterionDeleted' : 'messages.eaCriterionDeactivated') as MessageKey,
      };
    },
  };
}
export type EvaluationCriteriaService = ReturnType<typeof createEvaluationCriteriaService>;
