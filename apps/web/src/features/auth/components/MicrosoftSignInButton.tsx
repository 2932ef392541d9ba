import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { authCalls } from '@my-skills/shared/calls/auth';
import { storeUser } from '../../../lib/session';
import { useCurrentUserCheck } from '../api/get-current-user';

/** Microsoft's four-square logo (decorative: the button's text names it). */
function MicrosoftLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

/**
 * The Microsoft work-account sign-in. A link, not a call: the server redirects to the provider, completes the code
 * exchange when the browser comes back, opens the session (httpOnly cookie) and redirects to `returnTo` or `/`; a
 * refusal comes back as `/?error=<CODE>`. Tokens never reach the browser. Since the session then exists on the server
 * only, the callback comes back to `/?signedIn=1`: then (`resume`) this component asks Login/me once and stores the user
 * it answers (the page then goes to `returnTo` or the landing page); an ordinary visit asks nothing.
 */
export function MicrosoftSignInButton({ returnTo, resume }: { returnTo?: string; resume: boolean }) {
  const { t } = useTranslation('auth');
  const session = useCurrentUserCheck(resume);
  useEffect(() => {
    if (session.data) storeUser(session.data);
  }, [session.data]);
  const href = `${authCalls.oidcStart.path}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`;
  return (
    <Stack spacing={0.5}>
      <Button
        component="a"
        href={href}
        variant="outlined"
        size="large"
        startIcon={<MicrosoftLogo />}
        data-testid="microsoft-sign-in"
      >
        {t('microsoft.button')}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('microsoft.help')}
      </Typography>
    </Stack>
  );
}
