import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import { DocumentHeader } from '../../../components/document/DocumentHeader';
import { DcStatusChip } from './DcStatusChip';
import { formatDateTime } from '../../../lib/dates';

/** The sticky band of the file: who, which title, status, version, last change, and the allowed actions. */
export function FileHeader({
  dc,
  actions,
  statusLine,
  busyText,
}: {
  dc: DcDetails;
  actions: ReactNode;
  statusLine?: ReactNode;
  busyText?: string | null;
}) {
  const { t, i18n } = useTranslation('skillsFile');
  const { firstName, lastName } = dc.identity;
  return (
    <DocumentHeader
      person={dc.identity}
      title={`${firstName} ${lastName}`}
      subtitle={dc.title || t('identity.noTitle')}
      actions={actions}
      busyText={busyText}
      statusLine={statusLine}
      testIds={{ header: 'file-header', title: 'file-owner' }}
      chips={
        <>
          <DcStatusChip status={dc.status} />
          <Chip
            size="small"
            variant="outlined"
            label={t('header.version', { version: dc.version })}
            data-testid="dc-version"
          />
          <Chip size="small" variant="outlined" label={t(`languages.${dc.idLang}`)} />
          <Typography variant="caption" color="text.secondary">
            {t('header.lastChange', {
              date: formatDateTime(dc.updatedAt, i18n.language),
              name: dc.updatedBy?.name ?? '—',
            })}
          </Typography>
        </>
      }
    />
  );
}
