import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setUiLanguage, UI_LANGUAGES, type UiLanguage } from '../../../lib/i18n';
import { PublicPageFrame } from './PublicPageFrame';
import { RequestLinkForm } from './RequestLinkForm';
import { SetPasswordForm } from './SetPasswordForm';

/**
 * /reset, for the first login and a forgotten password: without a token, ask for a link by e-mail; with the
 * e-mailed link's `?token=…&email=…`, set the password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const token = search.get('token');
  const email = search.get('email') ?? '';
  // The e-mailed link names the language of its e-mail: the page opens in it.
  const lang = search.get('lang');

  useEffect(() => {
    if (lang && (UI_LANGUAGES as readonly string[]).includes(lang)) void setUiLanguage(lang as UiLanguage);
  }, [lang]);
  useEffect(() => {
    document.title = `${t('reset.title')} · My Skills`;
  }, [t]);

  return (
    <PublicPageFrame>
      {token !== null ? <SetPasswordForm key={token} token={token} email={email} /> : <RequestLinkForm />}
    </PublicPageFrame>
  );
}
