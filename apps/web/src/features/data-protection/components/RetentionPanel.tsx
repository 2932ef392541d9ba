import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { withTexts } from '../../../lib/lazy-texts';

/** The list and its texts (namespace `retention`) load when the DPO opens the tab. */
const RetentionList = lazy(() => withTexts(import('./RetentionList'), ['retention']));

/** Candidate retention and erasure (issue 23 §2c): the data protection screen's fourth tab. */
export function RetentionPanel() {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
      <RetentionList />
    </Suspense>
  );
}
