import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LAYOUT } from '@my-skills/shared/constants';

/**
 * The sticky band of a document (skills file, evaluation): the person's initials, the title, a line under it, the
 * document's chips and facts, the allowed actions (the editor's buttons among them), the editor's status line, and a
 * progress line while a delivery is followed.
 */
export function DocumentHeader({
  person,
  title,
  subtitle,
  chips,
  actions,
  busyText,
  statusLine,
  testIds,
}: {
  person: { firstName: string; lastName: string };
  title: ReactNode;
  subtitle?: ReactNode;
  chips: ReactNode;
  actions: ReactNode;
  busyText?: string | null;
  /** A strip under the band (the editor's unsaved / saved / failed line). */
  statusLine?: ReactNode;
  testIds: { header: string; title: string };
}) {
  return (
    <Paper
      component="header"
      elevation={0}
      data-testid={testIds.header}
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
          {`${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography
            variant="h1"
            component="h1"
            sx={{ fontSize: '1.6rem', lineHeight: 1.2 }}
            data-testid={testIds.title}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" noWrap sx={{ mt: 0.25 }}>
              {subtitle}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            {chips}
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
      {statusLine}
      {busyText ? (
        <Box role="status" aria-live="polite">
          <LinearProgress aria-label={busyText} />
          <Typography variant="caption" sx={{ display: 'block', px: 2.5, py: 0.75, bgcolor: 'action.hover' }}>
            {busyText}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}
