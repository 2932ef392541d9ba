import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { discardUnsavedInput, hasUnsavedInput, onConfirmationRequest } from '../../lib/unsaved-changes';

/**
 * Asks before unsaved input is lost (decision 017): leaving the page inside the app (the router's blocker), a
 * language or role switch and signing out (`confirmLeavingUnsaved`), and closing or reloading the tab (the
 * browser's own `beforeunload` prompt). Mounted once, in the signed-in layout.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedInput() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [request, setRequest] = useState<{ answer: (leave: boolean) => void } | null>(null);

  useEffect(() => onConfirmationRequest((answer) => setRequest({ answer })), []);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedInput()) return;
      event.preventDefault();
      // Older browsers need a value; the text shown is the browser's own.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  const answer = (leave: boolean) => {
    if (blocked) {
      if (leave) {
        discardUnsavedInput();
        blocker.proceed();
      } else blocker.reset();
    }
    if (request) {
      request.answer(leave);
      setRequest(null);
    }
  };

  return (
    <ConfirmDialog
      open={blocked || request !== null}
      title={t('unsaved.title')}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
    >
      <Typography data-testid="unsaved-dialog">{t('unsaved.message')}</Typography>
    </ConfirmDialog>
  );
}
