import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDateTimeFormat } from '../../../lib/dates';
import { useVerifyChain } from '../api/verify-chain';

/**
 * The audit trail's integrity: a button runs POST /api/DataProtection/verifyChain (itself audited) and the result
 * is said in words — how many entries were checked and the chain intact, or the entry where it breaks and when.
 */
export function ChainVerification() {
  const { t, i18n } = useTranslation('dataProtection');
  const verify = useVerifyChain();
  const dateTime = useDateTimeFormat();
  const number = new Intl.NumberFormat(i18n.language);
  const result = verify.data;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="chain-title"
      sx={{ p: 2.5, mb: 3, borderRadius: 2, displayPrint: 'none' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography id="chain-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('chain.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('chain.explain')}
          </Typography>
        </Stack>
        <Button
          variant="outlined"
          startIcon={<LinkOutlined />}
          onClick={() => verify.mutate()}
          disabled={verify.isPending}
          data-testid="verify-chain"
          sx={{ flexShrink: 0 }}
        >
          {verify.isPending ? t('chain.verifying') : t('chain.verify')}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {verify.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(verify.error)}
          </Alert>
        ) : result ? (
          <Alert severity={result.broken ? 'error' : 'success'} sx={{ mt: 2 }} data-testid="chain-result">
            {result.broken
              ? t('chain.broken', {
                  id: result.broken.id,
                  at: dateTime(result.broken.at),
                  count: result.checked,
                  formattedCount: number.format(result.checked),
                })
              : t('chain.intact', { count: result.checked, formattedCount: number.format(result.checked) })}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('chain.verifiedAt', { at: dateTime(result.verifiedAt) })}
            </Typography>
          </Alert>
        ) : null}
      </div>
    </Paper>
  );
}
