import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CvApplyResult, CvImport } from '@my-skills/shared/schemas/cv-import';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { PageHeading } from '../../../components/layout/PageHeading';
import { documentTypes } from '../../../lib/document-types';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/session';
import { useUnsavedInput } from '../../../lib/unsaved-changes';
import { useApplyCv } from '../api/apply-cv';
import { useFileVersion } from '../api/get-file-version';
import { useSubmitFile } from '../api/submit-file';
import { ReviewSections } from './ReviewSections';
import { SourceText } from './review-parts';
import { applyBodyOf, initialReview, ROW_SECTIONS, keptCount } from './review-state';

/**
 * The review of a CV read (one screen, a card per section): what was read, each row kept or dropped, skills' levels,
 * what was not understood. Applying writes the kept rows into a draft in one transaction; then, when the file has
 * what submitting needs, the choice between continuing in the draft and submitting it; else straight to the draft
 * with what is missing. Leaving before applying asks first (the application's one unsaved-input guard).
 */
export function CvReview({ cvImport }: { cvImport: CvImport }) {
  const { t } = useTranslation('cvImport');
  const notify = useNotify();
  const navigate = useNavigate();
  const own = useCurrentUser()?.id === cvImport.idUser;
  const [review, setReview] = useState(() => initialReview(cvImport.proposal));
  const [applied, setApplied] = useState<CvApplyResult | null>(null);
  const [landing, setLanding] = useState<string | null>(null);
  const version = useFileVersion(cvImport.target === 'new' ? null : cvImport.idDc);
  const apply = useApplyCv();
  const submit = useSubmitFile();
  const filePage = documentTypes.dc.page({ idUser: cvImport.idUser, idLang: cvImport.idLang });
  const identity = cvImport.proposal.identity;
  const warnings = cvImport.proposal.warnings;
  const kept = ROW_SECTIONS.reduce((sum, section) => sum + keptCount(review, section), 0);

  useUnsavedInput(applied === null);
  // Once applied, the guard no longer holds the page (its registration is updated after this render).
  useEffect(() => {
    if (landing) navigate(landing);
  }, [landing, navigate]);

  const onApply = () =>
    apply.mutate(applyBodyOf(review, cvImport.id, cvImport.target === 'new' ? null : (version.data ?? null)), {
      onSuccess: ({ data, message }) => {
        setApplied(data);
        if (data.missing.length > 0) {
          const sections = [...new Set(data.missing.map((key) => key.split('.')[0]!))];
          const list = sections.map((s) => t(`missing.${s}`, { defaultValue: t('missing.other') })).join(', ');
          notify(t('applied.missing', { list }), 'warning');
          setLanding(filePage);
        } else if (message) notify(message, 'success');
      },
    });
  const onSubmit = () =>
    applied &&
    submit.mutate(
      { idDc: applied.idDc, rowVersion: applied.rowVersion },
      {
        onSuccess: ({ message }) => {
          if (message) notify(message, 'success');
          setLanding(filePage);
        },
      },
    );

  return (
    <Box component="section" aria-labelledby="cv-review-title" data-testid="cv-review">
      <PageHeading
        id="cv-review-title"
        title={t('review.title')}
        subtitle={t('review.subtitle', {
          name: cvImport.fileName,
          pages: cvImport.pages,
          language: t(`review.fileIn.${cvImport.idLang}`),
        })}
      />
      {cvImport.ocr ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('review.ocr')}
        </Alert>
      ) : null}
      {cvImport.target === 'newVersion' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('review.newVersion')}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <Card component="section" aria-labelledby="cv-section-identity">
          <CardContent>
            <Typography id="cv-section-identity" component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('sections.identity')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {[identity.firstName, identity.lastName].filter(Boolean).join(' ') || t('review.noName')}
            </Typography>
            <Stack spacing={1} sx={{ mt: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={review.useTitle}
                    disabled={!identity.title.trim()}
                    onChange={(event) => setReview({ ...review, useTitle: event.target.checked })}
                  />
                }
                label={t('review.useTitle', { title: identity.title || '—' })}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={review.useSummary}
                    disabled={!identity.summary.trim()}
                    onChange={(event) => setReview({ ...review, useSummary: event.target.checked })}
                  />
                }
                label={t('review.useSummary')}
              />
              {identity.summary ? (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', pl: 4 }}>
                  {identity.summary}
                </Typography>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
        <ReviewSections review={review} onChange={setReview} />
        <Card component="section" aria-labelledby="cv-section-warnings" data-testid="cv-section-warnings">
          <CardContent>
            <Typography id="cv-section-warnings" component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('sections.warnings')}{' '}
              <Typography component="span" color="text.secondary">
                ({warnings.length})
              </Typography>
            </Typography>
            {warnings.length === 0 ? (
              <Typography color="text.secondary">{t('review.noWarnings')}</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
                {warnings.map((warning, index) => (
                  <li key={index}>
                    <Typography variant="body2">{warning.message}</Typography>
                    {warning.source ? <SourceText text={warning.source} /> : null}
                  </li>
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
      </Stack>
      <Paper
        elevation={3}
        sx={{ position: 'sticky', bottom: 0, mt: 2, p: 2, display: 'flex', gap: 2, alignItems: 'center', zIndex: 2 }}
      >
        <Typography sx={{ flex: 1 }} role="status">
          {t('review.keptTotal', { count: kept })}
        </Typography>
        {apply.isError ? <Alert severity="error">{errorMessage(apply.error)}</Alert> : null}
        {version.isError ? <Alert severity="error">{errorMessage(version.error)}</Alert> : null}
        <Button
          variant="contained"
          onClick={onApply}
          disabled={apply.isPending || applied !== null || (cvImport.target !== 'new' && version.data === undefined)}
          data-testid="cv-apply"
        >
          {apply.isPending ? t('review.applying') : t('review.apply')}
        </Button>
      </Paper>
      <Dialog
        open={applied !== null && applied.missing.length === 0 && landing === null}
        aria-labelledby="cv-done-title"
      >
        <DialogTitle id="cv-done-title">{t('applied.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('applied.text')}</DialogContentText>
          {submit.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(submit.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLanding(filePage)} data-testid="cv-continue-draft">
            {t('applied.continue')}
          </Button>
          <Button variant="contained" onClick={onSubmit} disabled={submit.isPending} data-testid="cv-submit">
            {t(own ? 'applied.submit' : 'applied.submitOther')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
