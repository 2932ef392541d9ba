import { confirmLeavingUnsaved } from '../../../lib/unsaved-changes';
import { LanguageSwitch } from '../../../components/layout/LanguageSwitch';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateLanguage } from '../api/update-language';

/** The signed-in language switch: the interface changes at once, the choice is saved on the server. */
export function HeaderLanguageSwitch() {
  const notify = useNotify();
  const update = useUpdateLanguage();
  return (
    <LanguageSwitch
      inverted
      disabled={update.isPending}
      onSelect={(lng) =>
        // The page is read again in the other language: unsaved input asks first.
        void confirmLeavingUnsaved().then(
          (leave) => leave && update.mutate(lng, { onError: (error) => notify(errorMessage(error), 'error') }),
        )
      }
    />
  );
}
