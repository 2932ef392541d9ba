/**
 * Server-side texts of the client-ready CVs (issue 22 §4), French and English; merged into the one dictionary of
 * i18n/messages.ts.
 */
const fr = {
  'errors.CLIENT_CV_NO_FILE': 'Cette personne n’a pas de dossier de compétences dans cette langue.',
  'errors.CLIENT_CV_EMPTY': 'Ce dossier de compétences est vide : il n’y a rien à envoyer.',
  'errors.CLIENT_CV_NEED_EMPTY':
    'Le besoin ne nomme aucune compétence du référentiel : le CV ne peut pas y être filtré.',
  'errors.CLIENT_CV_NEED_NO_MATCH':
    'Aucune compétence ni expérience de ce dossier ne correspond au besoin : exportez-le sans filtre ou changez le besoin.',
  'errors.CLIENT_CV_REFERENCE_NAMES_PERSON': 'La référence ne doit pas contenir le nom ni l’e-mail de la personne.',
  'errors.CONFIDENTIAL_CLIENT_TAKEN': 'Le client « {name} » est déjà dans la liste des clients confidentiels.',
  'errors.CONFIDENTIAL_CLIENT_NOT_FOUND': 'Ce client confidentiel n’existe pas.',
  'errors.CLIENT_CV_DUPLICATE_CLIENT': 'Le client « {name} » est indiqué deux fois.',
} as const;

export type ClientCvMessageKey = keyof typeof fr;

const en: Record<ClientCvMessageKey, string> = {
  'errors.CLIENT_CV_NO_FILE': 'This person has no skills file in this language.',
  'errors.CLIENT_CV_EMPTY': 'This skills file is empty: there is nothing to send.',
  'errors.CLIENT_CV_NEED_EMPTY': 'The need names no skill of the catalogue: the CV cannot be filtered to it.',
  'errors.CLIENT_CV_NEED_NO_MATCH':
    'No skill or experience of this file matches the need: export it unfiltered or change the need.',
  'errors.CLIENT_CV_REFERENCE_NAMES_PERSON': 'The reference must not contain the person’s name or e-mail.',
  'errors.CONFIDENTIAL_CLIENT_TAKEN': 'The client “{name}” is already on the confidential clients list.',
  'errors.CONFIDENTIAL_CLIENT_NOT_FOUND': 'This confidential client does not exist.',
  'errors.CLIENT_CV_DUPLICATE_CLIENT': 'The client “{name}” is given twice.',
};

export const CLIENT_CV_MESSAGES = { fr, en };
