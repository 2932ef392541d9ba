/** Server-side texts of the management lists (filters, deadlines), French and English; merged into messages.ts. */
const fr = {
  'errors.EA_DEADLINE_INVALID': "Une nouvelle échéance d'évaluation doit être postérieure à aujourd'hui et ne peut pas être vide.",
  'errors.LIST_FILTER_INVALID': "Un filtre de la liste n'est pas valide : vérifiez la colonne, l'opérateur et la valeur.",
  'lists.employees.lastName': "Nom",
  'lists.employees.firstName': "Prénom",
  'lists.employees.reference': "Référence",
  'lists.employees.role': "Rôle",
  'lists.employees.managerName': "Manager",
  'lists.employees.isActive': "Actif",
  'lists.employees.dcFr': "DC français",
  'lists.employees.dcEn': "DC anglais",
  'lists.employees.eaStatus': "Évaluation de l'année",
  'lists.employees.eaLate': "En retard",
  'lists.employees.eaDeadline': "Échéance",
  'lists.employees.eaNotStarted': "Pas commencée",
  'lists.employees.sheet': "Collaborateurs",
  'messages.eaDeadlineUpdated': "L'échéance a été modifiée ({count} personne(s)).",
};

const en: Record<keyof typeof fr, string> = {
  'errors.EA_DEADLINE_INVALID': 'A new evaluation deadline must be later than today and cannot be empty.',
  'errors.LIST_FILTER_INVALID': 'A filter of the list is not valid: check its column, operator and value.',
  'lists.employees.lastName': "Last name",
  'lists.employees.firstName': "First name",
  'lists.employees.reference': "Reference",
  'lists.employees.role': "Role",
  'lists.employees.managerName': "Manager",
  'lists.employees.isActive': "Active",
  'lists.employees.dcFr': "French skills file",
  'lists.employees.dcEn': "English skills file",
  'lists.employees.eaStatus': "This year's evaluation",
  'lists.employees.eaLate': "Late",
  'lists.employees.eaDeadline': "Deadline",
  'lists.employees.eaNotStarted': "Not started",
  'lists.employees.sheet': "Employees",
  'messages.eaDeadlineUpdated': 'The deadline has been changed ({count} person(s)).',
};

export const LIST_MESSAGES = { fr, en };
