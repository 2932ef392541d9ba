import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@my-skills/shared/constants';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import { DcStatusChip } from './DcStatusChip';
import { formatDateTime } from '../../../lib/dates';

/** The sticky band of the file: who, which title, status, version, last change, and the allowed actions. */
export function FileHeader({ dc, actions, busyText }: { dc: DcDetails; actions: ReactNode; busyText?: string | null }) {
  const { t, i18n } = useTranslation('skillsFile');
  const { firstName, lastName } = dc.identity;
  return (
    <Paper
      component="header"
      elevation={0}
      data-testid="file-header"
      sx={{
        position: 'sticky',
        top: LAYOUT.headerHeight,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mb: 3,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        boxShadow: '0 6px 16px -12px rgba(0,0,0,.35)',
      }}
    >
      <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }} aria-hidden>
          {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem', lineHeight: 1.2 }} data-testid="file-owner">
            {firstName} {lastName}
          </Typography>
          <Typography color="text.secondary" noWrap sx={{ mt: 0.25 }}>
            {dc.title || t('identity.noTitle')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
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
          </Stack>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end', alignItems: 'center' }}
          data-testid="workflow-actions"
        >
          {actions}
        </Stack>
      </Box>
      {busyText ? (
        <Box role="status" aria-live="polite">
          <LinearProgress />
          <Typography variant="caption" sx={{ display: 'block', px: 2.5, py: 0.75, bgcolor: 'action.hover' }}>
            {busyText}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}
