/**
 * Server-side texts of the annual evaluation (errors, confirmations, e-mails), French and English;
 * merged into the one dictionary of messages.ts.
 */
const fr = {
  'errors.EA_NOT_FOUND': 'Cette évaluation n’existe pas.',
  'errors.EA_NOT_STARTED': 'L’évaluation de cette année n’a pas encore été ouverte.',
  'errors.EA_NOT_EVALUABLE': 'Cette personne n’a pas d’évaluation annuelle.',
  'errors.EA_ONLY_CURRENT_YEAR': 'Seule l’évaluation de l’année en cours peut être ouverte ({year}).',
  'errors.EA_CONFLICT':
    'Cette évaluation a été modifiée entre-temps par {name}, rechargez pour voir les modifications.',
  'errors.EA_STATUS_TRANSITION': 'Action impossible : l’évaluation est au statut « {status} ».',
  'errors.EA_INCOMPLETE': 'Veuillez compléter les champs obligatoires : {sections}.',
  'errors.EA_READ_ONLY': 'Vous ne pouvez pas modifier cette partie de l’évaluation.',
  'errors.EA_ROW_NOT_FOUND': 'Cette ligne n’appartient pas à cette évaluation.',
  'errors.EA_LANGUAGE_INVALID': 'Chaque langue doit avoir un nom et un niveau.',
  'errors.EA_NO_LAST_YEAR': 'Il n’y a pas d’objectifs de l’an dernier à revoir.',
  'errors.EA_NOT_SIGNABLE': 'Seule une évaluation validée, pas encore signée, peut être signée.',
  'errors.EA_NO_RECIPIENT': 'Aucune personne à prévenir pour cette évaluation : pas de manager connu.',
  'errors.EA_CRITERION_NOT_FOUND': 'Ce critère d’évaluation n’existe pas.',
  'errors.EA_OTHER_SIDE':
    'Ces champs appartiennent à l’autre partie de l’évaluation, vous ne pouvez pas les modifier : {fields}.',
  'errors.EA_NOT_SIGNER':
    'Seul le manager de la personne, ou un responsable au-dessus de lui, valide et signe son évaluation.',
  'errors.EA_CORRECTOR_SIGNS':
    'Vous avez corrigé cette évaluation : son manager la signe à nouveau, pas la personne qui l’a corrigée.',
  'errors.EA_NOT_SENDABLE':
    'Seule une évaluation validée et signée peut être envoyée à BoondManager ; après une correction, le manager la signe d’abord à nouveau.',
  'messages.eaCriterionCreated': 'Critère ajouté.',
  'messages.eaCriterionUpdated': 'Critère modifié.',
  'messages.eaCriterionDeleted': 'Critère supprimé.',
  'messages.eaCriterionDeactivated': 'Critère désactivé et non supprimé, car des évaluations le notent.',
  'messages.eaSaved': 'Évaluation enregistrée.',
  'messages.eaSubmitted': 'Évaluation soumise ; votre manager est prévenu par courriel.',
  'messages.eaValidated': 'Évaluation validée et signée ; l’envoi vers BoondManager est programmé.',
  'messages.eaValidatedNoBoond': 'Évaluation validée et signée.',
  'messages.eaToDraft': 'Évaluation renvoyée en brouillon.',
  'messages.eaSigned': 'Signature enregistrée ; l’envoi vers BoondManager est programmé.',
  'messages.eaSkillsUpdated': 'Les évaluations de compétences ont été mises à jour.',
  'messages.eaReminderSent': 'Courriel envoyé.',
  'messages.eaBoondAction': 'Évaluation annuelle {year} validée et signée par {manager} (SHA-256 {hash}).',
  'mail.eaSubmitted.subject': 'Évaluation annuelle de {person} à valider',
  'mail.eaSubmitted.body':
    '{person} a soumis son évaluation annuelle {year}. Elle attend votre évaluation et votre signature.',
  'mail.eaSubmitted.action': 'Ouvrir l’évaluation',
  'mail.eaReminder.subject': 'Évaluation annuelle {year} : à compléter',
  'mail.eaReminder.body': '{sender} vous rappelle que l’évaluation annuelle {year} de {person} attend votre part.',
  'mail.eaReminder.action': 'Ouvrir l’évaluation',
} as const;

export type EvaluationMessageKey = keyof typeof fr;

const en: Record<EvaluationMessageKey, string> = {
  'errors.EA_NOT_FOUND': 'This evaluation does not exist.',
  'errors.EA_NOT_STARTED': 'This year’s evaluation has not been opened yet.',
  'errors.EA_NOT_EVALUABLE': 'This person has no annual evaluation.',
  'errors.EA_ONLY_CURRENT_YEAR': 'Only the current year’s evaluation can be opened ({year}).',
  'errors.EA_CONFLICT': 'This evaluation was changed in the meantime by {name}, reload to see the changes.',
  'errors.EA_STATUS_TRANSITION': 'Action not possible: the evaluation is {status}.',
  'errors.EA_INCOMPLETE': 'Please fill in the required fields: {sections}.',
  'errors.EA_READ_ONLY': 'You may not change this part of the evaluation.',
  'errors.EA_ROW_NOT_FOUND': 'This line does not belong to this evaluation.',
  'errors.EA_LANGUAGE_INVALID': 'Each language needs a name and a level.',
  'errors.EA_NO_LAST_YEAR': 'There are no objectives from last year to review.',
  'errors.EA_NOT_SIGNABLE': 'Only a validated evaluation not yet signed can be signed.',
  'errors.EA_NO_RECIPIENT': 'There is nobody to notify for this evaluation: no manager is known.',
  'errors.EA_CRITERION_NOT_FOUND': 'This evaluation criterion does not exist.',
  'errors.EA_OTHER_SIDE': 'These fields belong to the other side of the evaluation; you may not change them: {fields}.',
  'errors.EA_NOT_SIGNER': 'Only the person’s manager, or someone above them, validates and signs their evaluation.',
  'errors.EA_CORRECTOR_SIGNS':
    'You corrected this evaluation: its manager signs it again, not the person who corrected it.',
  'errors.EA_NOT_SENDABLE':
    'Only a validated and signed evaluation can be sent to BoondManager; after a correction, the manager signs it again first.',
  'messages.eaCriterionCreated': 'Criterion added.',
  'messages.eaCriterionUpdated': 'Criterion changed.',
  'messages.eaCriterionDeleted': 'Criterion deleted.',
  'messages.eaCriterionDeactivated': 'Criterion deactivated, not deleted, because evaluations rate it.',
  'messages.eaSaved': 'Evaluation saved.',
  'messages.eaSubmitted': 'Evaluation submitted; your manager is notified by e-mail.',
  'messages.eaValidated': 'Evaluation validated and signed; sending to BoondManager is scheduled.',
  'messages.eaValidatedNoBoond': 'Evaluation validated and signed.',
  'messages.eaToDraft': 'Evaluation sent back to draft.',
  'messages.eaSigned': 'Signature recorded; sending to BoondManager is scheduled.',
  'messages.eaSkillsUpdated': 'The skills evaluations have been updated.',
  'messages.eaReminderSent': 'E-mail sent.',
  'messages.eaBoondAction': '{year} annual evaluation validated and signed by {manager} (SHA-256 {hash}).',
  'mail.eaSubmitted.subject': 'Annual evaluation of {person} to validate',
  'mail.eaSubmitted.body':
    '{person} submitted their {year} annual evaluation. It waits for your assessment and signature.',
  'mail.eaSubmitted.action': 'Open the evaluation',
  'mail.eaReminder.subject': '{year} annual evaluation: your part is waiting',
  'mail.eaReminder.body': '{sender} reminds you that the {year} annual evaluation of {person} waits for your part.',
  'mail.eaReminder.action': 'Open the evaluation',
};

export const EVALUATION_MESSAGES = { fr, en };
