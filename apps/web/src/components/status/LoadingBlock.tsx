import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/**
 * A page's content while it loads: a skeleton that assistive technologies read as a named progress indicator (its
 * own label, or "Loading…" in the interface's language). A plain skeleton is a `span` without a role, which may not
 * carry a label (axe: aria-prohibited-attr, serious — seen by the browser tests when a page loaded slowly).
 */
export function LoadingBlock({ height, label }: { height: number; label?: string }) {
  const { t } = useTranslation('common');
  return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={label ?? t('layout.loading')} />;
}
