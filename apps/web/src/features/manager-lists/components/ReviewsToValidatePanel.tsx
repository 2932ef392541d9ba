import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListEntry } from '../../../components/lists/ListEntry';
import { useDateTimeFormat } from '../../../lib/dates';
import { documentTypes } from '../../../lib/document-types';
import { errorMessage } from '../../../lib/error-message';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { useReviewsToValidate } from '../api/get-reviews-to-validate';

/** "Reviews to validate": the submitted business-manager reviews the viewer reviews; a click opens the review. */
export function ReviewsToValidatePanel() {
  const { t } = useTranslation('managerLists');
  const openedFrom = useOpenedFromHere();
  const reviews = useReviewsToValidate();
  const formatDate = useDateTimeFormat();
  const count = reviews.data?.length ?? 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reviews-to-validate-title"
      data-testid="reviews-to-validate"
      sx={{ p: 2.5, borderRadius: 2, mb: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography id="reviews-to-validate-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('toValidate.reviewsTitle')}
        </Typography>
        {reviews.data ? (
          <Chip
            size="small"
            color={count > 0 ? 'warning' : 'default'}
            label={count}
            aria-label={t('toValidate.count', { count })}
            data-testid="reviews-to-validate-count"
          />
        ) : null}
      </Stack>
      {reviews.isPending ? <LinearProgress aria-label={t('toValidate.loading')} sx={{ mt: 2 }} /> : null}
      {reviews.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(reviews.error)}
        </Alert>
      ) : null}
      {reviews.data && count === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('toValidate.noReview')}
        </Typography>
      ) : null}
      {count > 0 ? (
        <List aria-labelledby="reviews-to-validate-title" sx={{ mt: 1 }}>
          {reviews.data!.map((review) => (
            <ListEntry key={review.idEep}>
              <ListItemButton
                component={RouterLink}
                to={documentTypes.eepBm.page({ idUser: review.idUser, year: review.year })}
                state={openedFrom}
                data-testid={`review-to-validate-${review.idEep}`}
                sx={{ borderRadius: 1.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <PendingActionsOutlined color="warning" />
                </ListItemIcon>
                <ListItemText
                  primary={`${review.firstName} ${review.lastName}`}
                  secondary={[
                    review.year,
                    t('toValidate.submittedAt', { date: formatDate(review.submittedAt) }),
                    review.reference,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListEntry>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
