/**
 * Server-side texts of key people (errors, save messages, the list's export), French and English; merged into the one
 * dictionary of i18n/messages.ts.
 */
const fr = {
  'errors.KEY_PEOPLE_NOT_FOUND': 'Cette personne n’a pas de fiche key people.',
  'errors.KEY_PEOPLE_CONFLICT':
    'Cette fiche a été modifiée entre-temps par {name}, rechargez pour voir les modifications.',
  'errors.KEY_PEOPLE_STATUS_TRANSITION': 'Action impossible : la fiche est au statut « {status} ».',
  'errors.KEY_PEOPLE_NOT_EMPLOYEE': 'Seul un collaborateur peut avoir une fiche key people.',
  'errors.KEY_PEOPLE_OWN_RECORD': 'Votre propre fiche key people est tenue par votre hiérarchie.',
  'errors.KEY_PEOPLE_UNKNOWN_BRAND': 'Marque inconnue ou désactivée (n° {id}).',
  'errors.KEY_PEOPLE_UNKNOWN_SKILL': 'Compétence inconnue du catalogue (n° {id}).',
  'errors.KEY_PEOPLE_SOFT_SKILL':
    'Seules les compétences techniques (les outils de BoondManager) sont notées : « {label} » n’en est pas une.',
  'messages.keyPeopleSaved': 'Fiche key people enregistrée ; l’envoi des notes vers BoondManager est programmé.',
  'messages.keyPeopleSavedNotSent': 'Fiche key people enregistrée. {reason}',
  'messages.keyPeopleNoRates': 'Aucune compétence notée : rien n’est envoyé à BoondManager.',
  'keyPeople.status.1': 'En cours',
  'keyPeople.status.2': 'Passé',
  'keyPeople.category.1': 'Key People Tech',
  'keyPeople.category.2': 'Mission client',
  'keyPeople.category.3': 'RSI',
  'keyPeople.category.4': 'HPO',
  'lists.keyPeople.sheet': 'Key People',
  'lists.keyPeople.name': 'Nom',
  'lists.keyPeople.reference': 'Référence',
  'lists.keyPeople.manager': 'Manager',
  'lists.keyPeople.categories': 'Catégories',
  'lists.keyPeople.status': 'Statut',
  'lists.keyPeople.missions': 'Missions',
  'lists.keyPeople.currentClient': 'Client actuel',
  'lists.keyPeople.highSkills': 'Compétences clés',
  'lists.keyPeople.updatedAt': 'Mise à jour le',
} as const;

const en: Record<keyof typeof fr, string> = {
  'errors.KEY_PEOPLE_NOT_FOUND': 'This person has no key-people record.',
  'errors.KEY_PEOPLE_CONFLICT': 'This record was changed in the meantime by {name}; reload to see the changes.',
  'errors.KEY_PEOPLE_STATUS_TRANSITION': 'Not possible: the record’s status is “{status}”.',
  'errors.KEY_PEOPLE_NOT_EMPLOYEE': 'Only an employee can have a key-people record.',
  'errors.KEY_PEOPLE_OWN_RECORD': 'Your own key-people record is kept by your management.',
  'errors.KEY_PEOPLE_UNKNOWN_BRAND': 'Unknown or inactive brand (no. {id}).',
  'errors.KEY_PEOPLE_UNKNOWN_SKILL': 'Skill not in the catalogue (no. {id}).',
  'errors.KEY_PEOPLE_SOFT_SKILL': 'Only technical skills (BoondManager’s tools) are rated: “{label}” is not one.',
  'messages.keyPeopleSaved': 'Key-people record saved; the rates are on their way to BoondManager.',
  'messages.keyPeopleSavedNotSent': 'Key-people record saved. {reason}',
  'messages.keyPeopleNoRates': 'No rated skill: nothing is sent to BoondManager.',
  'keyPeople.status.1': 'In progress',
  'keyPeople.status.2': 'Past',
  'keyPeople.category.1': 'Key People Tech',
  'keyPeople.category.2': 'Client mission',
  'keyPeople.category.3': 'RSI',
  'keyPeople.category.4': 'HPO',
  'lists.keyPeople.sheet': 'Key People',
  'lists.keyPeople.name': 'Name',
  'lists.keyPeople.reference': 'Reference',
  'lists.keyPeople.manager': 'Manager',
  'lists.keyPeople.categories': 'Categories',
  'lists.keyPeople.status': 'Status',
  'lists.keyPeople.missions': 'Missions',
  'lists.keyPeople.currentClient': 'Current client',
  'lists.keyPeople.highSkills': 'Key skills',
  'lists.keyPeople.updatedAt': 'Updated on',
};

export const KEY_PEOPLE_MESSAGES = { fr, en };
