import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import { useTranslation } from 'react-i18next';

export interface SignatureLine {
  /** Who signs, as the document names the role ("The employee", "The manager"). */
  role: string;
  name: string | null;
  /** What and when ("Submitted on 12 Nov 2026", "Signed on …"), or what is still awaited. */
  detail: string;
  testId?: string;
}

/**
 * The signature block of a signed document (an evaluation, a business-manager review): one box per signatory, and
 * the SHA-256 of the signed PDF that a copy is checked against.
 */
export function SignatureBlock({ lines, hash }: { lines: SignatureLine[]; hash: string | null }) {
  const { t } = useTranslation('document');
  return (
    <Paper variant="outlined" component="section" aria-label={t('signature.title')} sx={{ p: 2.5, borderRadius: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, display: 'flex', gap: 1 }}>
        <DrawOutlined aria-hidden /> {t('signature.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${lines.length}, 1fr)` } }}>
        {lines.map((line) => (
          <Box key={line.role} data-testid={line.testId} sx={{ borderTop: 2, borderColor: 'divider', pt: 1 }}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {line.role}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{line.name ?? '—'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {line.detail}
            </Typography>
          </Box>
        ))}
      </Box>
      {hash ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 1.5, overflowWrap: 'anywhere' }}
        >
          {t('signature.hash', { hash })}
        </Typography>
      ) : null}
    </Paper>
  );
}
