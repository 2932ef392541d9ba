import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DC_STATUSES } from '@my-skills/shared/constants';
import { can } from '@my-skills/shared/roles';
import type { DcDetails, DcVersion } from '@my-skills/shared/schemas/skills-file';
import { ApiError } from '../../../lib/api-client';
import { documentTypes } from '../../../lib/document-types';
import { useCurrentUser } from '../../../lib/session';
import { createNewVersion } from '../api/create-new-version';
import { skillsFileKeys } from '../api/keys';
import { updateDc } from '../api/update-dc';
import { updateDcStatus } from '../api/update-dc-status';
import { CertificationsSection } from './CertificationsSection';
import { DocumentScope, useDocumentWorkflow } from '../../../components/document/use-document-workflow';
import { EducationSection } from './EducationSection';
import { ExperiencesSection } from './ExperiencesSection';
import { FileContext, type FileContextValue } from './file-context';
import { FileHeader } from './FileHeader';
import { HistoryPanel } from '../../../components/document/HistoryPanel';
import { IdentitySection } from './IdentitySection';
import { LanguagesSection } from './LanguagesSection';
import { describeMissing } from './missing-fields';
import { OtherSkillsSection } from './OtherSkillsSection';
import { ProjectsSection } from './ProjectsSection';
import { ProposalsPanel } from './ProposalsPanel';
import { SkillsSection } from './SkillsSection';
import { duplicateOtherSkills, fileFormValuesOf, updateBodyOf, type FileFormValues } from './file-form';
import { VersionsPanel, type DocumentVersion } from '../../../components/document/VersionsPanel';
import { DcStatusChip } from './DcStatusChip';

/** A loaded skills file: its sections, the shared document workflow, delivery, history and versions. */
export function LoadedFile({
  dc,
  isVersionView,
  extra,
}: {
  dc: DcDetails;
  isVersionView: boolean;
  /** A panel the app adds under the sections (the client CVs). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('skillsFile');
  const navigate = useNavigate();
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
  const filePath = documentTypes.dc.page(dc);
  const workflow = useDocumentWorkflow<FileFormValues>({
    kind: 'dc',
    document: {
      ...dc,
      ownerName: `${dc.identity.firstName} ${dc.identity.lastName}`,
      check: { ok: dc.check.ok, missing: () => describeMissing(dc, t).map((title) => ({ title })) },
    },
    permissions: perms,
    cache: { details: skillsFileKeys.details(), root: skillsFileKeys.all },
    changeStatus: (body) => updateDcStatus({ idDc: dc.id, ...body }),
    // The one save model (decision 017): "Edit", then one save of the title, summary and skills; rows in dialogs.
    editor: {
      values,
      canEdit: perms.canEdit && !archived,
      save(form, stored, rowVersion) {
        const duplicates = duplicateOtherSkills(form);
        if (duplicates.length > 0)
          throw new ApiError(t('otherSkills.duplicates', { names: duplicates.join(', ') }), 422, 'BUSINESS_RULE');
        return updateDc({ idDc: dc.id, rowVersion, ...updateBodyOf(form, stored) });
      },
    },
    missingOf: (details) =>
      describeMissing(
        dc,
        t,
        details.map((detail) => detail.path),
      ).map((title) => ({ title })),
    steps: [
      {
        step: 'newVersion',
        shown: perms.canCreateVersion,
        icon: <NoteAddOutlined />,
        // A new draft (another document): the file is read again, from the current version's page.
        run: async ({ writes }) => {
          const result = await createNewVersion({ idDc: dc.id, rowVersion: writes.current() });
          void writes.reload();
          if (isVersionView) void navigate(filePath);
          return result;
        },
      },
    ],
    questions: editsSubmitted ? {} : { submit: 'submitLocked' },
  });
  const editable = workflow.editor.editing && perms.canEdit && !archived;
  const { handleError, handleSuccess } = workflow;
  const context = useMemo<FileContextValue>(
    () => ({ dc, editable, handleError, handleSuccess }),
    [dc, editable, handleError, handleSuccess],
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
    <DocumentScope workflow={workflow}>
      <FileContext.Provider value={context}>
        <FileHeader dc={dc} {...workflow.header} />
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
          <ProposalsPanel />
          <IdentitySection />
          <ExperiencesSection />
          <SkillsSection soft={false} />
          <SkillsSection soft />
          <OtherSkillsSection />
          <EducationSection />
          <CertificationsSection />
          <LanguagesSection />
          <ProjectsSection />
          {extra}
          <Box sx={{ pt: 1 }} />
          {workflow.deliveryPanel}
          <HistoryPanel history={dc.history} renderStatus={renderStatus} testId="dc-history" />
          <VersionsPanel
            versions={versions}
            shownId={dc.id}
            linkTo={versionLink}
            renderStatus={renderStatus}
            testId="dc-versions"
          />
        </Stack>
      </FileContext.Provider>
    </DocumentScope>
  );
}
