/** Server-side texts of the evidence behind skills (issue 22 §3), French and English; merged in i18n/messages.ts. */
const fr = {
  'errors.SKILL_EVIDENCE_NOT_FOUND': 'Cette preuve n’existe pas (ou plus) pour cette personne.',
  'errors.SKILL_EVIDENCE_OWNER_ONLY': 'Seule la personne concernée peut proposer, confirmer ou écarter ses preuves.',
  'messages.skillEvidenceDecided': 'Preuve enregistrée.',
} as const;

const en: Record<keyof typeof fr, string> = {
  'errors.SKILL_EVIDENCE_NOT_FOUND': 'This evidence does not exist (any more) for this person.',
  'errors.SKILL_EVIDENCE_OWNER_ONLY': 'Only the person concerned may propose, confirm or reject their evidence.',
  'messages.skillEvidenceDecided': 'Evidence saved.',
};

export const SKILL_EVIDENCE_MESSAGES = { fr, en };
