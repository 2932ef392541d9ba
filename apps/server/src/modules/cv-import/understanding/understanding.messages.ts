/**
 * Texts of the CV understanding's warnings (issue 21 §2), French and English; merged into the one dictionary of
 * i18n/messages.ts. `{text}`: the start of the CV text the warning is about; `{section}`: a heading as written.
 */
const fr = {
  'cvImport.warnings.lineNotUnderstood': 'Texte non compris, à reprendre si besoin : « {text} ».',
  'cvImport.warnings.periodNotUnderstood': 'Période non comprise : « {text} ». Indiquez les dates de l’expérience.',
  'cvImport.warnings.experienceWithoutPosition':
    'Expérience sans intitulé de poste : « {text} ». Renseignez le poste pour la garder.',
  'cvImport.warnings.languageWithoutLevel': 'Langue sans niveau : « {text} ». Niveau proposé : {level}.',
  'cvImport.warnings.languageNotUnderstood': 'Langue non reconnue : « {text} ».',
  'cvImport.warnings.emptySection': 'Rien n’a été compris sous le titre « {section} ».',
  'cvImport.warnings.nameNotFound': 'Le nom de la personne n’a pas été trouvé dans le CV.',
};

const en: Record<keyof typeof fr, string> = {
  'cvImport.warnings.lineNotUnderstood': 'Text not understood, to take up if needed: “{text}”.',
  'cvImport.warnings.periodNotUnderstood': 'Period not understood: “{text}”. Enter the experience’s dates.',
  'cvImport.warnings.experienceWithoutPosition':
    'Experience without a position: “{text}”. Enter the position to keep it.',
  'cvImport.warnings.languageWithoutLevel': 'Language without a level: “{text}”. Level proposed: {level}.',
  'cvImport.warnings.languageNotUnderstood': 'Language not recognised: “{text}”.',
  'cvImport.warnings.emptySection': 'Nothing was understood under the heading “{section}”.',
  'cvImport.warnings.nameNotFound': 'The person’s name was not found in the CV.',
};

export const CV_UNDERSTANDING_MESSAGES = { fr, en };
