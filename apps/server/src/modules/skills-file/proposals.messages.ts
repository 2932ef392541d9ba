/**
 * Server-side texts of the skills-file proposals (their errors, sources and history lines) and of the certification
 * expiry e-mail, French and English; merged into the one dictionary of i18n/messages.ts.
 */
const fr = {
  'errors.PROPOSAL_NOT_FOUND': 'Cette proposition n’existe pas (ou plus).',
  'errors.PROPOSAL_DECIDED': 'Cette proposition a déjà été acceptée ou écartée.',
  'errors.PROPOSAL_CERTIFICATION_PRESENT':
    'Le dossier contient déjà la certification « {name} » ({organism}) obtenue à cette date.',
  'errors.PROPOSAL_OWNER_ONLY': 'Seul le titulaire du dossier peut accepter ou écarter une proposition.',
  'messages.proposalAccepted': 'Proposition acceptée : le dossier est mis à jour.',
  'messages.proposalDismissed': 'Proposition écartée.',
  'proposals.source.training': 'souhait de formation n° {id}',
  'proposals.history.certification': 'Certification obtenue ({source})',
  'proposals.source.evaluation': 'évaluation {year}',
  'proposals.source.eepBm': 'entretien business manager {year}',
  'proposals.history.skillLevel': 'Niveau de {skill} : {before} → {after} étoiles ({source})',
  'proposals.history.skillAdded': 'Compétence ajoutée : {skill}, {after} étoiles ({source})',
  'mail.certificationExpiry.subject': 'La certification « {certification} » de {person} expire le {date}',
  'mail.certificationExpiry.bodyPerson':
    'Votre certification « {certification} » ({organism}) expire le {date}, dans {days} jours. Pensez à la renouveler et à mettre votre dossier de compétences à jour.',
  'mail.certificationExpiry.bodyManager':
    'La certification « {certification} » ({organism}) de {person} expire le {date}, dans {days} jours.',
  'mail.certificationExpiry.action': 'Ouvrir le dossier de compétences',
} as const;

const en: Record<keyof typeof fr, string> = {
  'errors.PROPOSAL_NOT_FOUND': 'This proposal does not exist (any more).',
  'errors.PROPOSAL_DECIDED': 'This proposal has already been accepted or dismissed.',
  'errors.PROPOSAL_CERTIFICATION_PRESENT':
    'The file already holds the certification “{name}” ({organism}) obtained on that date.',
  'errors.PROPOSAL_OWNER_ONLY': 'Only the file’s owner may accept or dismiss a proposal.',
  'messages.proposalAccepted': 'Proposal accepted: the file is updated.',
  'messages.proposalDismissed': 'Proposal dismissed.',
  'proposals.source.training': 'training wish #{id}',
  'proposals.history.certification': 'Certification obtained ({source})',
  'proposals.source.evaluation': 'evaluation {year}',
  'proposals.source.eepBm': 'business-manager review {year}',
  'proposals.history.skillLevel': 'Level of {skill}: {before} → {after} stars ({source})',
  'proposals.history.skillAdded': 'Skill added: {skill}, {after} stars ({source})',
  'mail.certificationExpiry.subject': 'The certification “{certification}” of {person} expires on {date}',
  'mail.certificationExpiry.bodyPerson':
    'Your certification “{certification}” ({organism}) expires on {date}, in {days} days. Remember to renew it and to update your skills file.',
  'mail.certificationExpiry.bodyManager':
    'The certification “{certification}” ({organism}) of {person} expires on {date}, in {days} days.',
  'mail.certificationExpiry.action': 'Open the skills file',
};

export const PROPOSALS_MESSAGES = { fr, en };
