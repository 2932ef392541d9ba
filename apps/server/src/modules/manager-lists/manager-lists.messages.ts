/**
 * Server-side texts of the managers' lists and the campaign follow-up (the reminders' confirmation, the Excel
 * exports' sheets, headers and status names), French and English; merged into the one dictionary of
 * i18n/messages.ts.
 */
const fr = {
  'messages.eaRemindersSent':
    '{sent} relance(s) envoyée(s), {skipped} ignorée(s) : {alreadyReminded} déjà relancée(s) aujourd’hui, {notLate} ni en retard ni à démarrer, {notVisible} hors de votre liste, {noRecipient} sans destinataire.',
  'errors.CAMPAIGN_ROLES_ONLY': 'Le suivi de campagne est réservé aux RH et aux directeurs.',
  'errors.NOT_A_MANAGER':
    'Cette personne n’a pas d’entretien business manager (rôles manager, directeur et directeur de BU).',
  'lists.sheet.myManagers': 'Mes managers',
  'lists.sheet.managerReviews': 'Entretiens managers',
  'lists.sheet.evaluations': 'Entretiens annuels',
  'lists.column.name': 'Nom',
  'lists.column.firstName': 'Prénom',
  'lists.column.lastName': 'Nom de famille',
  'lists.column.reference': 'Référence',
  'lists.column.role': 'Rôle',
  'lists.column.manager': 'Manager',
  'lists.column.active': 'Actif',
  'lists.column.year': 'Année',
  'lists.column.reviewStatus': 'Entretien BM de l’année',
  'lists.column.skillsFileStatus': 'Dossier de compétences',
  'lists.column.status': 'Statut',
  'lists.column.submittedAt': 'Soumis le',
  'lists.column.validatedAt': 'Validé le',
  'lists.column.reviewer': 'Évaluateur',
  'lists.column.profile': 'Profil',
  'lists.column.businessUnit': 'Business unit',
  'lists.column.deadline': 'Échéance',
  'lists.yes': 'Oui',
  'lists.no': 'Non',
  'lists.hr': 'Ressources humaines',
  'lists.status.notOpened': 'Non ouvert',
  'lists.status.notStarted': 'Non démarré',
  'lists.status.draft': 'Brouillon',
  'lists.status.submitted': 'Soumis',
  'lists.status.validated': 'Validé',
  'lists.status.late': 'En retard',
};

const en: Record<keyof typeof fr, string> = {
  'messages.eaRemindersSent':
    '{sent} reminder(s) sent, {skipped} skipped: {alreadyReminded} already reminded today, {notLate} neither late nor to start, {notVisible} not in your list, {noRecipient} without a recipient.',
  'errors.CAMPAIGN_ROLES_ONLY': 'The campaign follow-up is for HR and directors.',
  'errors.NOT_A_MANAGER': 'This person has no business-manager review (manager, director and BU director roles).',
  'lists.sheet.myManagers': 'My managers',
  'lists.sheet.managerReviews': 'Managers reviews',
  'lists.sheet.evaluations': 'Annual evaluations',
  'lists.column.name': 'Name',
  'lists.column.firstName': 'First name',
  'lists.column.lastName': 'Last name',
  'lists.column.reference': 'Reference',
  'lists.column.role': 'Role',
  'lists.column.manager': 'Manager',
  'lists.column.active': 'Active',
  'lists.column.year': 'Year',
  'lists.column.reviewStatus': 'This year’s BM review',
  'lists.column.skillsFileStatus': 'Skills file',
  'lists.column.status': 'Status',
  'lists.column.submittedAt': 'Submitted on',
  'lists.column.validatedAt': 'Validated on',
  'lists.column.reviewer': 'Reviewer',
  'lists.column.profile': 'Profile',
  'lists.column.businessUnit': 'Business unit',
  'lists.column.deadline': 'Deadline',
  'lists.yes': 'Yes',
  'lists.no': 'No',
  'lists.hr': 'Human resources',
  'lists.status.notOpened': 'Not opened',
  'lists.status.notStarted': 'Not started',
  'lists.status.draft': 'Draft',
  'lists.status.submitted': 'Submitted',
  'lists.status.validated': 'Validated',
  'lists.status.late': 'Late',
};

export const MANAGER_LIST_MESSAGES = { fr, en };
