import Chip from '@mui/material/Chip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { generatePath, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { TeamMember } from '@my-skills/shared/schemas/team';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { paths } from '../../../lib/paths';

type TeamFile = TeamMember['files'][number];

const COLORS: Record<number, 'default' | 'info' | 'warning' | 'success'> = {
  [DC_STATUSES.DRAFT]: 'info',
  [DC_STATUSES.SUBMITTED]: 'warning',
  [DC_STATUSES.VALIDATED]: 'success',
};

/**
 * One person's file in one language, as a status chip: it opens the file; with no file yet (status 0) it offers
 * to create one when the viewer may (createDc), else it only says "new".
 */
export function TeamFileChip({
  member,
  file,
  canCreate,
}: {
  member: Pick<TeamMember, 'id' | 'firstName' | 'lastName'>;
  file: TeamFile;
  canCreate: boolean;
}) {
  const { t } = useTranslation('team');
  const openedFrom = useOpenedFromHere();
  const { t: tFile } = useTranslation('skillsFile');
  const name = `${member.firstName} ${member.lastName}`;
  const language = t(`languages.${file.idLang}`, { defaultValue: String(file.idLang) });
  const params = { idLang: String(file.idLang) };
  const common = {
    'data-testid': `team-file-${member.id}-${file.idLang}`,
    'data-status': file.status,
    'data-lang': file.idLang,
    size: 'small' as const,
    sx: { fontWeight: 600 },
  };

  if (file.status === DC_STATUSES.NEW) {
    return canCreate ? (
      <Chip
        {...common}
        component={RouterLink}
        to={generatePath(paths.page.dcCreateFor, { ...params, idUser: String(member.id) })}
        state={openedFrom}
        clickable
        icon={<AddOutlined />}
        label={t('files.create')}
        variant="outlined"
        color="primary"
        aria-label={t('files.createFor', { name, language })}
      />
    ) : (
      <Chip
        {...common}
        label={tFile(`status.${file.status}`)}
        variant="outlined"
        title={t('noFile')}
        aria-label={t('noFile')}
      />
    );
  }
  const status = tFile(`status.${file.status}`, { defaultValue: String(file.status) });
  return (
    <Chip
      {...common}
      component={RouterLink}
      to={generatePath(paths.page.dcFile, { ...params, id: String(member.id) })}
      state={openedFrom}
      clickable
      label={file.version ? t('files.statusVersion', { status, version: file.version }) : status}
      color={COLORS[file.status] ?? 'default'}
      aria-label={t('files.open', { name, language, status })}
    />
  );
}
