/**
 * Server-side texts of the catalogue's Excel exports (the skills and the other skills: sheets and headers), French and
 * English; merged into the one dictionary of i18n/messages.ts.
 */
const fr = {
  'lists.skills.sheet': 'Compétences',
  'lists.skills.label': 'Libellé',
  'lists.skills.nameFr': 'Nom français',
  'lists.skills.nameEn': 'Nom anglais',
  'lists.skills.aliases': 'Alias',
  'lists.skills.aliasCount': 'Nombre d’alias',
  'lists.skills.skillType': 'Type',
  'lists.skills.idBoond': 'Id BoondManager',
  'lists.skills.isActive': 'Active',
  'lists.skills.files': 'Dossiers',
  'lists.skills.profiles': 'Profils de poste',
  'lists.skills.tools': 'Outils d’expérience',
  'lists.skills.certifications': 'Certifications',
  'lists.otherSkills.sheet': 'Autres compétences',
  'lists.otherSkills.name': 'Autre compétence',
  'lists.otherSkills.names': 'Graphies rencontrées',
  'lists.otherSkills.skillType': 'Type',
  'lists.otherSkills.fileCount': 'Dossiers',
  'lists.otherSkills.hasCatalogueMatch': 'Dans le catalogue',
  'lists.otherSkills.catalogueMatch': 'Compétence du catalogue',
};

const en: Record<keyof typeof fr, string> = {
  'lists.skills.sheet': 'Skills',
  'lists.skills.label': 'Label',
  'lists.skills.nameFr': 'French name',
  'lists.skills.nameEn': 'English name',
  'lists.skills.aliases': 'Aliases',
  'lists.skills.aliasCount': 'Number of aliases',
  'lists.skills.skillType': 'Type',
  'lists.skills.idBoond': 'BoondManager id',
  'lists.skills.isActive': 'Active',
  'lists.skills.files': 'Skills files',
  'lists.skills.profiles': 'Job profiles',
  'lists.skills.tools': 'Experience tools',
  'lists.skills.certifications': 'Certifications',
  'lists.otherSkills.sheet': 'Other skills',
  'lists.otherSkills.name': 'Other skill',
  'lists.otherSkills.names': 'Spellings met',
  'lists.otherSkills.skillType': 'Type',
  'lists.otherSkills.fileCount': 'Skills files',
  'lists.otherSkills.hasCatalogueMatch': 'In the catalogue',
  'lists.otherSkills.catalogueMatch': 'Catalogue skill',
};

export const CATALOGUE_LIST_MESSAGES = { fr, en };
