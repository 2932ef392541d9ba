/** Server-side texts of the gaps, the suggestions and the training catalogue (issue 22 §2), French and English. */
const fr = {
  'errors.CATALOGUE_ENTRY_NOT_FOUND': 'Cette formation du catalogue n’existe pas ou n’est plus active.',
  'errors.CATALOGUE_DUPLICATE': 'Le catalogue contient déjà « {title} » chez {organism}.',
  'errors.CATALOGUE_UNKNOWN_SKILL': 'Une compétence couverte n’existe pas ou n’est plus active dans le catalogue.',
  'errors.CATALOGUE_UNKNOWN_LINE': 'Une compétence business manager couverte n’existe pas ou n’est plus active.',
  'errors.SKILL_TARGET_SELF': 'On ne se fixe pas soi-même un niveau cible.',
  'errors.SKILL_TARGET_UNKNOWN_SKILL': 'Cette compétence n’existe pas ou n’est plus active dans le catalogue.',
  'errors.SUGGESTION_NO_GAP': 'Cette personne n’a pas (ou plus) d’écart sur cette compétence.',
  'errors.SUGGESTION_NOT_COVERING': 'Cette formation ne couvre pas la compétence de l’écart.',
  'messages.catalogueEntrySaved': 'Formation du catalogue enregistrée.',
  'messages.skillTargetSaved': 'Niveau cible enregistré.',
};

const en: Record<keyof typeof fr, string> = {
  'errors.CATALOGUE_ENTRY_NOT_FOUND': 'This catalogue entry does not exist or is no longer active.',
  'errors.CATALOGUE_DUPLICATE': 'The catalogue already holds “{title}” by {organism}.',
  'errors.CATALOGUE_UNKNOWN_SKILL': 'A covered skill does not exist or is no longer active in the catalogue.',
  'errors.CATALOGUE_UNKNOWN_LINE': 'A covered business-manager skill does not exist or is no longer active.',
  'errors.SKILL_TARGET_SELF': 'Nobody sets a target level for themselves.',
  'errors.SKILL_TARGET_UNKNOWN_SKILL': 'This skill does not exist or is no longer active in the catalogue.',
  'errors.SUGGESTION_NO_GAP': 'This person has no (or no longer a) gap on this skill.',
  'errors.SUGGESTION_NOT_COVERING': 'This training does not cover the skill of the gap.',
  'messages.catalogueEntrySaved': 'Catalogue entry saved.',
  'messages.skillTargetSaved': 'Target level saved.',
};

export const SKILLS_GAPS_MESSAGES = { fr, en };
