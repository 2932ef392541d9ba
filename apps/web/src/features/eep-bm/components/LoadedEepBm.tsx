import { useCallback, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EA_STATUSES } from '@my-skills/shared/constants';
import type { EepBmDetails } from '@my-skills/shared/schemas/eep-bm';
import { ReviewHistory, ReviewNotices } from '../../../components/document/review-parts';
import { DocumentScope, useDocumentWorkflow } from '../../../components/document/use-document-workflow';
import { useUiLanguage } from '../../../lib/ui-language';
import { changeEepBmStatus } from '../api/change-eep-bm-status';
import { eepBmKeys } from '../api/keys';
import { eepBmManagerSigned } from '../api/manager-signed';
import { updateEepBm } from '../api/update-eep-bm';
import { EepBmContext, useEepBmState } from './eep-bm-context';
import { errorsOf, formProblems, formValuesOf, saveBodyOf, type EepBmFormValues } from './eep-bm-form';
import { EepBmHeader, EepBmStatusChip } from './EepBmHeader';
import { EepBmSignatures } from './EepBmSignatures';
import { EepBmTabs } from './EepBmTabs';
import { missingItems } from './missing-items';

/**
 * A loaded business-manager review: read as a document, edited through the one document editor ("Edit", one "Save"
 * of the viewer's own fields — the skill lines, languages and actions with them — nothing lost), the header with the
 * profile selector and the shared document workflow (submit; validate and sign, back to draft; resend to
 * BoondManager), the ten tabs, the signatures, delivery and history.
 */
export function LoadedEepBm({ details }: { details: EepBmDetails }) {
  const { t: tc } = useTranslation();
  const { idLang } = useUiLanguage();
  const perms = details.permissions;
  const values = useMemo(() => formValuesOf(details), [details]);
  const editable = perms.canEditConsultantSide || perms.canEditManagerSide;
  const unsigned = details.idStatus === EA_STATUSES.VALIDATED && details.signature === null;
  // The viewer's own fields are checked before the save (the other side's are not theirs to fix).
  const resolver = useCallback<Resolver<EepBmFormValues>>(
    (form) => {
      const problems = formProblems(form, perms);
      return problems.length === 0
        ? { values: form, errors: {} }
        : {
            values: {},
            errors: errorsOf(problems, (rule) => tc(`form.errors.${rule}`)) as FieldErrors<EepBmFormValues>,
          };
    },
    [perms, tc],
  );
  const workflow = useDocumentWorkflow<EepBmFormValues>({
    kind: 'eepBm',
    document: {
      id: details.id,
      idUser: details.idUser,
      idLang: details.idLang,
      status: details.idStatus,
      rowVersion: details.rowVersion,
      delivery: details.delivery,
      ownerName: details.fullName,
      check: { ok: details.check.ok, missing: () => missingItems(details.check.fields, idLang) },
    },
    // Only a signed review is sent again (its signed PDF).
    permissions: { ...perms, canResendBoond: perms.canResendBoond && details.signature !== null },
    cache: { details: eepBmKeys.details(), root: eepBmKeys.all },
    changeStatus: (body) => changeEepBmStatus({ id: details.id, ...body }),
    editor: {
      values,
      canEdit: editable,
      resolver,
      save: (form, stored, rowVersion) =>
        updateEepBm({ id: details.id, rowVersion, ...saveBodyOf(form, stored, perms) }),
    },
    // A 422: the fields the server names, under their tab (the reload refreshes the red fields).
    missingOf: (found) =>
      missingItems(
        found.map((d) => ({ key: d.path, section: '', name: d.message })),
        idLang,
      ),
    steps: [
      // After HR's correction no signature covers the review: its reviewer (never the corrector) signs again.
      {
        step: 'sign',
        shown: unsigned && perms.canSign,
        icon: <DrawOutlined />,
        contained: true,
        run: ({ writes }) => writes.run(() => eepBmManagerSigned(details.id)),
        deliver: true,
      },
    ],
  });
  const context = useEepBmState(details, workflow.editor, idLang);

  return (
    <DocumentScope workflow={workflow}>
      <EepBmContext.Provider value={context}>
        <EepBmHeader {...workflow.header} />
        <Stack spacing={2.5}>
          <ReviewNotices
            ns="eepBm"
            editable={editable}
            managerHidden={perms.isOwner && !perms.seesManagerSide}
            correctedUnsigned={details.correctedByHr && unsigned}
          />
          <EepBmTabs />
          <EepBmSignatures />
          {workflow.deliveryPanel}
          <ReviewHistory
            ns="eepBm"
            history={details.history}
            renderStatus={(status) => <EepBmStatusChip status={status} />}
            testId="bm-history"
          />
        </Stack>
      </EepBmContext.Provider>
    </DocumentScope>
  );
}
