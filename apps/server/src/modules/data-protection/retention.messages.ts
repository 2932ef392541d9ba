/**
 * Server-side texts of candidate retention and erasure (issue 23 §2c), French and English: the refusals, the
 * success message and the DPO's daily e-mail. Merged in i18n/messages.ts.
 */
const fr = {
  'errors.ERASE_COUNT_MISMATCH':
    'La confirmation porte sur {confirmed} candidat(s) mais {count} sont sélectionnés : rien n’a été effacé.',
  'errors.ERASE_NOT_EXPIRED':
    '{count} des personnes sélectionnées ne sont pas des candidats sans activité depuis la durée de conservation (ou n’existent plus) : rien n’a été effacé.',
  'messages.retentionErased': '{count} candidat(s) effacé(s) définitivement.',
  'mail.retentionDue.subject': 'My Skills : {count} candidat(s) à effacer',
  'mail.retentionDue.body':
    '{count} candidat(s) n’ont plus d’activité depuis {months} mois, la durée de conservation des données des candidats. Leurs données doivent être effacées : la liste est sur l’écran Protection des données.',
  'mail.retentionDue.action': 'Ouvrir la liste des candidats à effacer',
} as const;

const en: Record<keyof typeof fr, string> = {
  'errors.ERASE_COUNT_MISMATCH':
    'The confirmation names {confirmed} candidate(s) but {count} are selected: nothing was erased.',
  'errors.ERASE_NOT_EXPIRED':
    '{count} of the selected persons are not candidates without activity for the retention period (or no longer exist): nothing was erased.',
  'messages.retentionErased': '{count} candidate(s) erased for good.',
  'mail.retentionDue.subject': 'My Skills: {count} candidate(s) to erase',
  'mail.retentionDue.body':
    '{count} candidate(s) have had no activity for {months} months, the retention period of candidates’ data. Their data must be erased: the list is on the Data protection screen.',
  'mail.retentionDue.action': 'Open the list of candidates to erase',
};

export const RETENTION_MESSAGES = { fr, en };
