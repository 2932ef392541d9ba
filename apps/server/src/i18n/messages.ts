/**
 * Server-side texts (failure and success messages of the envelope, e-mails, documents), French and English.
 * French is the default and the fallback. Keys mirror the web's `errors.*` and `messages.*`.
 */
import type { LanguageId } from '@my-skills/shared/constants';

const fr = {
  'errors.BAD_REQUEST': 'Requête invalide.',
  'errors.VALIDATION_FAILED': 'Action échouée, veuillez vérifier les données.',
  'errors.INVALID_JSON': 'Le corps de la requête n’est pas un JSON valide.',
  'errors.PAYLOAD_TOO_LARGE': 'Les données envoyées sont trop volumineuses.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'Type de contenu non pris en charge.',
  'errors.UNAUTHENTICATED': 'Veuillez vous connecter.',
  'errors.SESSION_EXPIRED': 'Session expirée, veuillez vous reconnecter.',
  'errors.FORBIDDEN': 'Vous n’avez pas les droits pour cette action.',
  'errors.NO_ACCESS': 'Ce compte n’est pas accessible.',
  'errors.DEV_LOGIN_DISABLED': 'La connexion de développement est désactivée sur ce serveur.',
  'errors.UNKNOWN_USER': 'Utilisateur inconnu : contactez votre interlocuteur.',
  'errors.NOT_FOUND': 'Aucune donnée trouvée.',
  'errors.CONFLICT': 'Ces données ont été modifiées entre-temps, veuillez recharger la page.',
  'errors.BUSINESS_RULE': 'Action échouée, veuillez vérifier les données.',
  'errors.RATE_LIMITED': 'Trop de tentatives, réessayez plus tard.',
  'errors.INTERNAL': 'Une erreur inattendue est survenue. Réessayez ; si elle persiste, contactez le support.',
  'errors.EXTERNAL_SYSTEM_FAILED': 'Le système externe n’a pas répondu.',
  'errors.LOGIN_METHOD_UNAVAILABLE': 'Cette méthode de connexion n’est pas disponible sur ce serveur.',
  'errors.PERSON_NOT_FOUND': 'Cette personne n’existe pas.',
  'errors.ROLE_NOT_FOUND': 'Ce rôle interne n’existe pas.',
  'errors.FILE_NOT_AVAILABLE': 'Le fichier demandé n’est pas disponible.',
  'errors.OWN_INTERNAL_ROLE': 'Vous ne pouvez pas retirer votre propre rôle d’administrateur.',
  'messages.actionSuccess': 'Action effectuée avec succès.',
  'messages.loggedOut': 'Vous êtes déconnecté.',
} as const;

export type MessageKey = keyof typeof fr;

const en: Record<MessageKey, string> = {
  'errors.BAD_REQUEST': 'Bad request.',
  'errors.VALIDATION_FAILED': 'Action failed, please check the data again.',
  'errors.INVALID_JSON': 'The request body is not valid JSON.',
  'errors.PAYLOAD_TOO_LARGE': 'The data sent is too large.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'Unsupported content type.',
  'errors.UNAUTHENTICATED': 'Please log in.',
  'errors.SESSION_EXPIRED': 'Session expired, please log in again.',
  'errors.FORBIDDEN': 'You are not allowed to do this.',
  'errors.NO_ACCESS': 'This account cannot be used.',
  'errors.DEV_LOGIN_DISABLED': 'The development sign-in is disabled on this server.',
  'errors.UNKNOWN_USER': 'Unknown user: contact your contact person.',
  'errors.NOT_FOUND': 'No data found.',
  'errors.CONFLICT': 'This data was changed in the meantime, please reload the page.',
  'errors.BUSINESS_RULE': 'Action failed, please check the data again.',
  'errors.RATE_LIMITED': 'Too many attempts, try again later.',
  'errors.INTERNAL': 'An unexpected error occurred. Try again; if it persists, contact support.',
  'errors.EXTERNAL_SYSTEM_FAILED': 'The external system did not answer.',
  'errors.LOGIN_METHOD_UNAVAILABLE': 'This sign-in method is not available on this server.',
  'errors.PERSON_NOT_FOUND': 'This person does not exist.',
  'errors.ROLE_NOT_FOUND': 'This internal role does not exist.',
  'errors.FILE_NOT_AVAILABLE': 'The requested file is not available.',
  'errors.OWN_INTERNAL_ROLE': 'You cannot remove your own administrator role.',
  'messages.actionSuccess': 'Action completed successfully.',
  'messages.loggedOut': 'You are logged out.',
};

const dictionaries: Record<LanguageId, Record<string, string>> = { 1: fr, 2: en };

export const isMessageKey = (key: string): key is MessageKey => key in fr;

/** Translate a key into the given language, French as fallback; `{name}` placeholders are filled. */
export function translate(idLang: LanguageId, key: string, params: Record<string, string | number> = {}): string {
  const text = dictionaries[idLang][key] ?? fr[key as MessageKey] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
