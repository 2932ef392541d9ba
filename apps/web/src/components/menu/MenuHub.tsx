import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';

export interface MenuEntry {
  id: string;
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** A count to flag on the card (e.g. files waiting for validation), with its spoken label. */
  badge?: { count: number; label: string };
}

export interface MenuHubProps {
  title: string;
  subtitle?: string;
  entries: MenuEntry[];
  emptyText: string;
}

/** A navigation hub: one card per screen the account may open. */
export function MenuHub({ title, subtitle, entries, emptyText }: MenuHubProps) {
  return (
    <Box component="section" aria-labelledby="menu-title">
      <Typography id="menu-title" variant="h1" component="h1" sx={{ mb: subtitle ? 0.5 : 3 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
      {entries.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
          }}
        >
          {entries.map((entry) => (
            <Box component="li" key={entry.id} sx={{ display: 'flex' }}>
              <Card
                sx={{
                  flex: 1,
                  display: 'flex',
                  transition: 'box-shadow .2s, border-color .2s',
                  '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
                }}
              >
                <CardActionArea
                  component={RouterLink}
                  to={entry.to}
                  data-testid={`menu-entry-${entry.id}`}
                  sx={{
                    p: 2.5,
                    display: 'flex',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    height: '100%',
                  }}
                >
                  <Stack direction="row" spacing={2} sx={{ width: '100%', alignItems: 'flex-start' }}>
                    <Box
                      aria-hidden
                      sx={{
                        flexShrink: 0,
                        width: 48,
                        height: 48,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                      }}
                    >
                      {entry.icon}
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                        {entry.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {entry.description}
                      </Typography>
                    </Box>
                    {entry.badge ? (
                      <Chip
                        size="small"
                        color="warning"
                        label={entry.badge.count}
                        aria-label={entry.badge.label}
                        title={entry.badge.label}
                        data-testid={`menu-badge-${entry.id}`}
                        sx={{ alignSelf: 'center', fontWeight: 700 }}
                      />
                    ) : null}
                    <ChevronRight aria-hidden sx={{ color: 'text.disabled', alignSelf: 'center' }} />
                  </Stack>
                </CardActionArea>
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
