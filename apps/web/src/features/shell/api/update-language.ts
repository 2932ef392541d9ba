import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls } from '@my-skills/shared/calls/user';
import { apiData } from '../../../lib/api-client';
import { getStoredUser, storeUser } from '../../../lib/session';
import { currentUiLanguage, languageIdOf, setUiLanguage, type UiLanguage } from '../../../lib/i18n';

/** PUT /api/User/updateLang?idLang=1|2: saves a signed-in person's interface language. */
export const updateLanguage = (idLang: 1 | 2) => apiData(userCalls.updateLanguage, { query: { idLang } });

/** Switches the interface at once, then saves the choice; answers from the server are refetched in the new language. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lng: UiLanguage) => {
      const previous = currentUiLanguage();
      await setUiLanguage(lng);
      const idLang = languageIdOf(lng);
      try {
        await updateLanguage(idLang);
      } catch (error) {
        await setUiLanguage(previous);
        throw error;
      }
      return idLang;
    },
    onSuccess: (idLang) => {
      const user = getStoredUser();
      if (user) storeUser({ ...user, idLang });
      void queryClient.invalidateQueries();
    },
  });
}
