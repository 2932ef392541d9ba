/**
 * Server-side texts of the business-manager review (errors, confirmations, its log entry in BoondManager), French and
 * English; merged into the one dictionary of messages.ts.
 */
const fr = {
  'errors.EEP_BM_NOT_FOUND': 'Cet entretien business manager n’existe pas.',
  'errors.EEP_BM_NOT_STARTED': 'L’entretien business manager de cette année n’a pas encore été ouvert.',
  'errors.EEP_BM_NOT_REVIEWABLE':
    'Cette personne n’a pas d’entretien business manager (rôles manager, directeur et directeur de BU, hors sous-traitants).',
  'errors.EEP_BM_ONLY_CURRENT_YEAR': 'Seul l’entretien de l’année en cours peut être ouvert ({year}).',
  'errors.EEP_BM_CONFLICT':
    'Cet entretien a été modifié entre-temps par {name}, rechargez pour voir les modifications.',
  'errors.EEP_BM_STATUS_TRANSITION': 'Action impossible : l’entretien est au statut « {status} ».',
  'errors.EEP_BM_INCOMPLETE': 'Veuillez compléter les champs obligatoires : {sections}.',
  'errors.EEP_BM_READ_ONLY': 'Vous ne pouvez pas modifier cet entretien.',
  'errors.EEP_BM_OTHER_SIDE':
    'Ces champs appartiennent à l’autre partie de l’entretien, vous ne pouvez pas les modifier : {fields}.',
  'errors.EEP_BM_LINE_NOT_FOUND': 'Cette ligne de compétence n’appartient pas à cette catégorie.',
  'errors.EEP_BM_NOT_SIGNABLE': 'Seul un entretien validé, pas encore signé, peut être signé.',
  'errors.EEP_BM_NOT_SIGNER':
    'Seul le responsable de la personne (ou, en haut de l’organisation, les RH) valide et signe son entretien.',
  'errors.EEP_BM_CORRECTOR_SIGNS':
    'Vous avez corrigé cet entretien : son responsable le signe à nouveau, pas la personne qui l’a corrigé.',
  'errors.EEP_BM_NOT_SENDABLE':
    'Seul un entretien validé et signé peut être envoyé à BoondManager ; après une correction, il est d’abord signé à nouveau.',
  'messages.eepBmSaved': 'Entretien enregistré.',
  'messages.eepBmSubmitted': 'Entretien soumis ; votre responsable est prévenu par courriel.',
  'messages.eepBmValidated': 'Entretien validé et signé ; l’envoi vers BoondManager est programmé.',
  'messages.eepBmValidatedNoBoond': 'Entretien validé et signé.',
  'messages.eepBmToDraft': 'Entretien renvoyé en brouillon.',
  'messages.eepBmSigned': 'Signature enregistrée ; l’envoi vers BoondManager est programmé.',
  'messages.eepBmBoondAction': 'Entretien business manager {year} validé et signé par {manager} (SHA-256 {hash}).',
} as const;

export type EepBmMessageKey = keyof typeof fr;

const en: Record<EepBmMessageKey, string> = {
  'errors.EEP_BM_NOT_FOUND': 'This business-manager review does not exist.',
  'errors.EEP_BM_NOT_STARTED': 'This year’s business-manager review has not been opened yet.',
  'errors.EEP_BM_NOT_REVIEWABLE':
    'This person has no business-manager review (manager, director and BU director roles, not subcontractors).',
  'errors.EEP_BM_ONLY_CURRENT_YEAR': 'Only the current year’s review can be opened ({year}).',
  'errors.EEP_BM_CONFLICT': 'This review was changed in the meantime by {name}, reload to see the changes.',
  'errors.EEP_BM_STATUS_TRANSITION': 'Action not possible: the review is {status}.',
  'errors.EEP_BM_INCOMPLETE': 'Please fill in the required fields: {sections}.',
  'errors.EEP_BM_READ_ONLY': 'You may not change this review.',
  'errors.EEP_BM_OTHER_SIDE': 'These fields belong to the other side of the review; you may not change them: {fields}.',
  'errors.EEP_BM_LINE_NOT_FOUND': 'This skill line does not belong to this category.',
  'errors.EEP_BM_NOT_SIGNABLE': 'Only a validated review not yet signed can be signed.',
  'errors.EEP_BM_NOT_SIGNER':
    'Only the person’s reviewer (their manager, or HR at the top of the organisation) validates and signs their review.',
  'errors.EEP_BM_CORRECTOR_SIGNS':
    'You corrected this review: its reviewer signs it again, not the person who corrected it.',
  'errors.EEP_BM_NOT_SENDABLE':
    'Only a validated and signed review can be sent to BoondManager; after a correction, it is signed again first.',
  'messages.eepBmSaved': 'Review saved.',
  'messages.eepBmSubmitted': 'Review submitted; your reviewer is notified by e-mail.',
  'messages.eepBmValidated': 'Review validated and signed; sending to BoondManager is scheduled.',
  'messages.eepBmValidatedNoBoond': 'Review validated and signed.',
  'messages.eepBmToDraft': 'Review sent back to draft.',
  'messages.eepBmSigned': 'Signature recorded; sending to BoondManager is scheduled.',
  'messages.eepBmBoondAction': '{year} business-manager review validated and signed by {manager} (SHA-256 {hash}).',
};

export const EEP_BM_MESSAGES = { fr, en };
