import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useTranslation } from 'react-i18next';
import { EA_STATUSES } from '@my-skills/shared/constants';
import { EVALUATION_SECTIONS, sectionOfMissing } from '@my-skills/shared/evaluation-rules';
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { ReviewHistory, ReviewNotices } from '../../../components/document/review-parts';
import { DocumentScope, useDocumentWorkflow } from '../../../components/document/use-document-workflow';
import type { MissingItem } from '../../../components/document/WorkflowDialogs';
import { useUiLanguage } from '../../../lib/ui-language';
import { changeEaStatus } from '../api/change-ea-status';
import { evaluationKeys } from '../api/keys';
import { managerSigned } from '../api/manager-signed';
import { saveEa } from '../api/save-ea';
import { sendEaReminder } from '../api/send-reminder';
import { AnnualReviewSection } from './AnnualReviewSection';
import { EaSignatures } from './EaSignatures';
import { EaStatusChip } from './EaStatusChip';
import { EvaluationContext, useEvaluationState } from './evaluation-context';
import { formValuesOf, saveBodyOf, type EaFormValues } from './evaluation-form';
import { EvaluationHeader } from './EvaluationHeader';
import { EvolutionSection } from './EvolutionSection';
import { IdentitySection } from './IdentitySection';
import { LanguagesActions } from './LanguagesActions';
import { ObjectivesSection } from './ObjectivesSection';
import { SkillsSection } from './SkillsSection';
import { TrainingsSection } from './TrainingsSection';

/** Missing fields ({key, name}) grouped under their section's name, in the form's order, for the dialog. */
function missingItems(fields: { key: string; name: string }[], idLang: number): MissingItem[] {
  return EVALUATION_SECTIONS.flatMap((section) => {
    const names = fields.filter((f) => sectionOfMissing(f.key) === section.key).map((f) => f.name);
    return names.length > 0 ? [{ title: pickLanguage(idLang, section), fields: names }] : [];
  });
}

/**
 * A loaded evaluation: read as a document, edited through the one document editor (decision 017: "Edit", one
 * "Save" of the viewer's own fields, nothing lost), the header and the shared document workflow, the sections in the
 * form's order, the signatures, delivery and history.
 */
export function LoadedEvaluation({ ea }: { ea: EaDetails }) {
  const { t } = useTranslation('evaluation');
  const { idLang } = useUiLanguage();
  const perms = ea.permissions;
  const values = useMemo(() => formValuesOf(ea), [ea]);
  const unsigned = ea.status === EA_STATUSES.VALIDATED && ea.signature === null;
  /** Who a reminder goes to: the owner reminds the manager, the manager's side the owner (until validated). */
  const reminded =
    perms.side === null || ea.status === EA_STATUSES.VALIDATED
      ? null
      : perms.isOwner
        ? (ea.person.manager?.name ?? null)
        : `${ea.person.firstName} ${ea.person.lastName}`;
  const editable = perms.canEditConsultantSide || perms.canEditManagerSide;
  const workflow = useDocumentWorkflow<EaFormValues>({
    kind: 'ea',
    document: {
      ...ea,
      ownerName: `${ea.person.firstName} ${ea.person.lastName}`,
      check: { ok: ea.check.ok, missing: () => missingItems(ea.check.fields, idLang) },
    },
    // Only a signed evaluation is sent again (its signed PDF).
    permissions: { ...perms, canResendBoond: perms.canResendBoond && ea.signature !== null },
    cache: { details: evaluationKeys.details(), root: evaluationKeys.all },
    changeStatus: (body) => changeEaStatus({ id: ea.id, ...body }),
    editor: {
      values,
      canEdit: editable,
      save: (form, stored, rowVersion) => saveEa({ idEa: ea.id, rowVersion, ...saveBodyOf(form, stored, perms) }),
    },
    // A 422: the fields the server names (the reload refreshes the red fields).
    missingOf: (details) =>
      missingItems(
        details.map((d) => ({ key: d.path, name: d.message })),
        idLang,
      ),
    steps: [
      // After HR's correction no signature covers the evaluation: its manager (never the corrector) signs again.
      {
        step: 'sign',
        shown: unsigned && perms.canSign,
        icon: <DrawOutlined />,
        contained: true,
        run: ({ writes }) => writes.run(() => managerSigned(ea.id)),
        deliver: true,
      },
      {
        step: 'remind',
        shown: reminded !== null,
        icon: <ForwardToInboxOutlined />,
        name: reminded,
        run: async () => {
          await sendEaReminder(ea.id);
          return { message: t('workflow.reminded', { name: reminded }) };
        },
      },
    ],
  });
  const context = useEvaluationState(ea, workflow);

  return (
    <DocumentScope workflow={workflow}>
      <EvaluationContext.Provider value={context}>
        <EvaluationHeader ea={ea} {...workflow.header} />
        <Stack spacing={2.5}>
          <ReviewNotices
            ns="evaluation"
            editable={editable}
            managerHidden={perms.isOwner && !perms.seesManagerSide}
            correctedUnsigned={ea.correctedByHr && unsigned}
          />
          <IdentitySection />
          <AnnualReviewSection />
          <SkillsSection />
          <ObjectivesSection />
          <EvolutionSection />
          <LanguagesActions />
          <TrainingsSection />
          <EaSignatures />
          {workflow.deliveryPanel}
          <ReviewHistory
            ns="evaluation"
            history={ea.history}
            renderStatus={(status) => <EaStatusChip status={status} />}
            testId="ea-history"
          />
        </Stack>
      </EvaluationContext.Provider>
    </DocumentScope>
  );
}
