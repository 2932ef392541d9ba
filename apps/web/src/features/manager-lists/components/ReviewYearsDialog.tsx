import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyListEntry, ListEntry } from '../../../components/lists/ListEntry';
import { formatDay } from '../../../lib/dates';
import { documentTypes } from '../../../lib/document-types';
import { errorMessage } from '../../../lib/error-message';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useManagerReviews } from '../api/get-manager-reviews';
import { reviewStatusCodeOf } from './review-status';
import { ReviewStatusChip } from './ReviewStatusChip';

/** One manager's reviews by year (ListMyManager/eep); each opens its review. */
export function ReviewYearsDialog({
  person,
  onClose,
}: {
  person: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('managerLists');
  const titleId = useId();
  const openedFrom = useOpenedFromHere();
  const reviews = useManagerReviews(person?.id ?? null);
  const day = (iso: string | null) => formatDay(iso?.slice(0, 10), i18n.language);

  return (
    <Dialog open={person !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('years.title', { name: person?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {reviews.isPending ? <LinearProgress aria-label={t('years.loading')} /> : null}
        {reviews.isError ? <Alert severity="error">{errorMessage(reviews.error)}</Alert> : null}
        {reviews.data ? (
          <List aria-labelledby={titleId} data-testid="review-years">
            {reviews.data.years.length === 0 ? <EmptyListEntry text={t('years.none')} /> : null}
            {reviews.data.years.map((y) => (
              <ListEntry key={y.idEep}>
                <ListItemButton
                  component={RouterLink}
                  to={documentTypes.eepBm.page({ idUser: reviews.data.idUser, year: y.year })}
                  state={openedFrom}
                  data-testid={`review-year-${y.year}`}
                  sx={{ borderRadius: 1.5, gap: 2 }}
                >
                  <ListItemText
                    primary={t('years.year', { year: y.year })}
                    secondary={[
                      y.submittedAt ? t('years.submittedAt', { date: day(y.submittedAt) }) : null,
                      y.validatedAt ? t('years.validatedAt', { date: day(y.validatedAt) }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  <ReviewStatusChip status={reviewStatusCodeOf(y.status)} />
                </ListItemButton>
              </ListEntry>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('years.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
