import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink, useNavigate } from 'react-router';
import { DC_STATUSES, RELOAD_AFTER_RESULT_MS } from '@my-skills/shared/constants';
import { can } from '@my-skills/shared/roles';
import type { DcDetails, DcVersion } from '@my-skills/shared/schemas/skills-file';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { isApiError } from '../../../lib/api-client';
import { useDeliveryFollow, useResendBoond } from '../../../lib/delivery';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useCreateNewVersion } from '../api/create-new-version';
import { skillsFileKeys } from '../api/keys';
import { updateDc } from '../api/update-dc';
import { useUpdateDcStatus } from '../api/update-dc-status';
import { useFileWriteSettled } from '../api/use-file-write';
import { CertificationsSection } from './CertificationsSection';
import { DeliveryPanel } from '../../../components/document/DeliveryPanel';
import { DocumentEditorContext, useDocumentEditor } from '../../../components/document/document-editor';
import { EditorButtons, EditorStatusLine } from '../../../components/document/EditorControls';
import { EducationSection } from './EducationSection';
import { ExperiencesSection } from './ExperiencesSection';
import { ExportMenu } from '../../../components/document/ExportMenu';
import { FileContext, type FileContextValue } from './file-context';
import { FileHeader } from './FileHeader';
import { HistoryPanel } from '../../../components/document/HistoryPanel';
import { IdentitySection } from './IdentitySection';
import { LanguagesSection } from './LanguagesSection';
import { describeMissing } from './missing-fields';
import { OtherSkillsSection } from './OtherSkillsSection';
import { ProjectsSection } from './ProjectsSection';
import { SkillsSection } from './SkillsSection';
import { duplicateOtherSkills, fileFormValuesOf, updateBodyOf, type FileFormValues } from './file-form';
import { VersionsPanel, type DocumentVersion } from '../../../components/document/VersionsPanel';
import {
  ConflictDialog,
  MissingDataDialog,
  SendFailedDialog,
  WorkflowConfirmDialog,
} from '../../../components/document/WorkflowDialogs';
import { DcStatusChip } from './DcStatusChip';

type Confirmable = 'submit' | 'validate' | 'toDraft' | 'resendBoond' | 'newVersion';

/** A loaded skills file: its sections, the workflow actions and dialogs, delivery, history and versions. */
export function LoadedFile({ dc, isVersionView }: { dc: DcDetails; isVersionView: boolean }) {
  const { t } = useTranslation('skillsFile');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settled = useFileWriteSettled();
  const statusChange = useUpdateDcStatus();
  const newVersion = useCreateNewVersion();
  const resend = useResendBoond();
  const [conflict, setConflict] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [comment, setComment] = useState('');
  const perms = dc.permissions;
  const user = useCurrentUser();
  // Whether the person submitting may still change the file while it is submitted (the spec allows most roles).
  const editsSubmitted = user
    ? can(
        { roleId: user.role.id, idRoleInternal: user.idRoleInternal, boondProfile: user.boondProfile },
        'dc:updateSubmitted',
      )
    : false;
  const archived = dc.status === DC_STATUSES.ARCHIVED;
  const values = useMemo(() => fileFormValuesOf(dc), [dc]);
  // The one save model (decision 017): "Edit", then one save of the title, summary and skills; rows in dialogs.
  const editor = useDocumentEditor<FileFormValues>({
    values,
    canEdit: perms.canEdit && !archived,
    async save(form, stored) {
      const duplicates = duplicateOtherSkills(form);
      if (duplicates.length > 0)
        throw new ApiError(t('otherSkills.duplicates', { names: duplicates.join(', ') }), 422, 'BUSINESS_RULE');
      const result = await updateDc({ idDc: dc.id, rowVersion: dc.rowVersion, ...updateBodyOf(form, stored) });
      await settled(result.data.rowVersion);
    },
    onConflict: (error) => handleError(error),
  });
  const editable = editor.editing && perms.canEdit && !archived;
  const filePath = generatePath(paths.page.dcFile, { id: String(dc.idUser), idLang: String(dc.idLang) });

  const reloadFile = useCallback(() => queryClient.invalidateQueries({ queryKey: skillsFileKeys.all }), [queryClient]);
  const reloadSoon = useCallback(
    () => window.setTimeout(() => void reloadFile(), RELOAD_AFTER_RESULT_MS),
    [reloadFile],
  );

  const handleError = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'CONFLICT') setConflict(error.message || t('conflict.fallback'));
      else notify(errorMessage(error), 'error');
    },
    [notify, t],
  );
  const handleSuccess = useCallback(
    (message?: string) => notify(message || tc('messages.actionSuccess'), 'success'),
    [notify, tc],
  );
  const context = useMemo<FileContextValue>(
    () => ({ dc, editable, handleError, handleSuccess }),
    [dc, editable, handleError, handleSuccess],
  );

  /** After a validation or a resend: follow the delivery to BoondManager, then the spec's result alert or dialog. */
  const delivery = useDeliveryFollow({
    document: { objectType: 'dc', id: dc.id, idUser: dc.idUser },
    supportType: 'actions_dc',
    onSettled: useCallback(
      (state) => {
        if (state?.state === 'sent') notify(t('delivery.sentSuccess'), 'success');
        else notify(`${tc('messages.actionSuccess')}&&${t('delivery.stillPending')}`, 'success');
        reloadSoon();
      },
      [notify, t, tc, reloadSoon],
    ),
    onSupportTold: useCallback(
      (message) => {
        notify(message, 'plain');
        void reloadFile();
      },
      [notify, reloadFile],
    ),
  });

  /** Submit and validate save unsaved input first, then check what is missing (part 2 §4: save, check, confirm). */
  const askChecked = async (action: 'submit' | 'validate') => {
    const hadChanges = editor.editing && editor.dirty;
    if (hadChanges && !(await editor.save())) return;
    if (!hadChanges && !dc.check.ok) setMissing(describeMissing(dc, t));
    else setConfirming(action);
  };

  const confirm = () => {
    const action = confirming;
    /** The dialog closes whatever the outcome; then the action's own success, or the given failure handling. */
    const closing = <R,>(onSuccess: (result: R) => void, onError: (error: unknown) => void = handleError) => ({
      onSuccess: (result: R) => {
        setConfirming(null);
        setComment('');
        onSuccess(result);
      },
      onError: (error: unknown) => {
        setConfirming(null);
        setComment('');
        onError(error);
      },
    });
    const statusBody = { idDc: dc.id, rowVersion: dc.rowVersion, comment: comment.trim() || undefined };
    if (action === 'submit' || action === 'toDraft') {
      statusChange.mutate(
        { ...statusBody, action },
        closing(({ message, data }) => {
          handleSuccess(message);
          void settled(data.rowVersion);
        }),
      );
    } else if (action === 'validate') {
      statusChange.mutate(
        { ...statusBody, action },
        closing(
          () => void delivery.follow(),
          (error) => {
            if (isApiError(error) && error.code === 'CONFLICT') handleError(error);
            else notify(`${t('workflow.validateFailed')}&&${errorMessage(error)}`, 'error');
          },
        ),
      );
    } else if (action === 'resendBoond') {
      resend.mutate(
        { objectType: 'dc', idUser: dc.idUser, id: dc.id, idLang: dc.idLang },
        closing(() => void delivery.follow()),
      );
    } else if (action === 'newVersion') {
      newVersion.mutate(
        { idDc: dc.id, rowVersion: dc.rowVersion },
        closing(({ message }) => {
          handleSuccess(message);
          if (isVersionView) void navigate(filePath);
        }),
      );
    }
  };
  const pending =
    statusChange.isPending ||
    newVersion.isPending ||
    resend.isPending ||
    delivery.sending ||
    editor.status === 'saving';

  /** The workflow buttons the viewer may use on this file, in the spec's order. */
  const workflowButtons: {
    action: Confirmable;
    shown: boolean;
    icon: ReactNode;
    onClick: () => void;
    variant: 'contained' | 'outlined';
    color?: 'success';
  }[] = [
    {
      action: 'submit',
      shown: perms.canSubmit && !archived,
      icon: <SendOutlined />,
      onClick: () => void askChecked('submit'),
      variant: 'contained',
    },
    {
      action: 'validate',
      shown: perms.canValidate,
      icon: <CheckCircleOutlined />,
      onClick: () => void askChecked('validate'),
      variant: 'contained',
      color: 'success',
    },
    ...(
      [
        ['toDraft', perms.canResendToDraft, <UndoOutlined key="icon" />],
        ['resendBoond', perms.canResendBoond, <ReplayOutlined key="icon" />],
        ['newVersion', perms.canCreateVersion, <NoteAddOutlined key="icon" />],
      ] as const
    ).map(([action, shown, icon]) => ({
      action,
      shown,
      icon,
      onClick: () => setConfirming(action),
      variant: 'outlined' as const,
    })),
  ];
  const actions = (
    <>
      <EditorButtons editor={editor} />
      {workflowButtons
        .filter((button) => button.shown)
        .map((button) => (
          <Button
            key={button.action}
            variant={button.variant}
            color={button.color}
            startIcon={button.icon}
            onClick={button.onClick}
            disabled={pending}
            data-testid={`action-${button.action}`}
          >
            {t(`workflow.${button.action}`)}
          </Button>
        ))}
      {perms.canExport ? <ExportMenu document={{ type: 'dc', id: dc.id }} /> : null}
    </>
  );

  const versions = dc.versions.map((version: DcVersion): DocumentVersion<number> => ({
    id: version.idDc,
    version: version.version,
    status: version.status,
    updatedAt: version.updatedAt,
    validatedAt: version.validatedAt,
    archived: version.status === DC_STATUSES.ARCHIVED,
  }));
  // The current version opens without ?version.
  const versionLink = (version: DocumentVersion<number>) =>
    version.archived ? `${filePath}?version=${version.id}` : filePath;
  const renderStatus = (status: number) => <DcStatusChip status={status} />;

  return (
    <DocumentEditorContext.Provider value={editor}>
      <FileContext.Provider value={context}>
        <FileHeader
          dc={dc}
          actions={actions}
          statusLine={<EditorStatusLine editor={editor} />}
          busyText={delivery.sending ? t('delivery.sending') : null}
        />
        <Stack spacing={2.5}>
          {archived ? (
            <Alert
              severity="info"
              data-testid="archived-banner"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={filePath}>
                  {t('versions.backToCurrent')}
                </Button>
              }
            >
              {t('versions.archivedBanner', { version: dc.version })}
            </Alert>
          ) : !perms.canEdit ? (
            <Alert severity="info" data-testid="read-only-banner">
              {t('readOnly')}
            </Alert>
          ) : null}
          {perms.canEdit && !archived && !dc.check.ok ? (
            <Alert severity="warning" variant="outlined" data-testid="incomplete-banner">
              {t('missing.banner')}
            </Alert>
          ) : null}
          <IdentitySection />
          <ExperiencesSection />
          <SkillsSection soft={false} />
          <SkillsSection soft />
          <OtherSkillsSection />
          <EducationSection />
          <CertificationsSection />
          <LanguagesSection />
          <ProjectsSection />
          <Box sx={{ pt: 1 }} />
          {dc.status === DC_STATUSES.VALIDATED || dc.delivery ? (
            <DeliveryPanel
              delivery={dc.delivery}
              documentType="dc"
              canResend={perms.canResendBoond && !pending}
              resending={pending}
              onResend={() => setConfirming('resendBoond')}
              labels={{ failedHint: t('delivery.failedHint'), resend: t('workflow.resendBoond') }}
            />
          ) : null}
          <HistoryPanel history={dc.history} renderStatus={renderStatus} testId="dc-history" />
          <VersionsPanel
            versions={versions}
            shownId={dc.id}
            linkTo={versionLink}
            renderStatus={renderStatus}
            testId="dc-versions"
          />
        </Stack>

        <WorkflowConfirmDialog
          open={confirming !== null}
          question={
            confirming
              ? t(`workflow.confirm.${confirming === 'submit' && !editsSubmitted ? 'submitLocked' : confirming}`, {
                  name: `${dc.identity.firstName} ${dc.identity.lastName}`,
                })
              : ''
          }
          confirmLabel={confirming ? t(`workflow.${confirming}`) : undefined}
          commentLabel={confirming === 'toDraft' || confirming === 'validate' ? t('workflow.comment') : undefined}
          comment={comment}
          onCommentChange={setComment}
          onConfirm={confirm}
          onCancel={() => {
            setConfirming(null);
            setComment('');
          }}
          pending={pending}
        />
        <MissingDataDialog
          items={missing?.map((title) => ({ title })) ?? null}
          intro={t('missing.intro')}
          onClose={() => setMissing(null)}
        />
        <SendFailedDialog
          state={delivery.failure}
          documentType="dc"
          retryGuide={t('delivery.retryGuide')}
          onClose={() => void delivery.closeFailure()}
        />
        <ConflictDialog
          message={conflict}
          labels={{ title: t('conflict.title'), reload: t('conflict.reload') }}
          onClose={() => setConflict(null)}
          onReload={() => {
            setConflict(null);
            void reloadFile();
          }}
        />
      </FileContext.Provider>
    </DocumentEditorContext.Provider>
  );
}
