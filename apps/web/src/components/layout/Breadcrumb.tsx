import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  to: string;
}

/** The trail of levels, with a round back button to the previous level; hidden with a single level. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  if (crumbs.length <= 1) return null;
  const previous = crumbs[crumbs.length - 2]!;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
      <Tooltip title={t('breadcrumb.back', { level: previous.label })}>
        <IconButton
          component={RouterLink}
          to={previous.to}
          aria-label={t('breadcrumb.back', { level: previous.label })}
          size="small"
          sx={{ border: 1, borderColor: 'primary.main', color: 'primary.main', width: 34, height: 34 }}
        >
          <ArrowBack fontSize="small" />
        </IconButton>
      </Tooltip>
      <Breadcrumbs aria-label={t('breadcrumb.label')}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Typography key={crumb.to} color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
              {crumb.label}
            </Typography>
          ) : (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          ),
        )}
      </Breadcrumbs>
    </Stack>
  );
}
