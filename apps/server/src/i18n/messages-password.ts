/**
 * Server-side texts of the candidates' password sign-in (confirmations, the link e-mails), French and English;
 * merged into the one dictionary of messages.ts. The sign-in error texts are with the other errors there.
 */
const fr = {
  'messages.resetLinkSent': 'Si cette adresse est connue, un e-mail contenant un lien vient d’être envoyé.',
  'messages.passwordSaved': 'Mot de passe enregistré : vous pouvez vous connecter.',
  'messages.candidateAdded': 'Candidat ajouté.',
  'messages.candidateInvited': 'Invitation envoyée au candidat.',
  'mail.passwordFirst.subject': 'My Skills : créez votre mot de passe',
  'mail.passwordFirst.body':
    'Vous êtes invité(e) à compléter votre dossier de compétences sur My Skills. Choisissez votre mot de passe avec le lien ci-dessous : il est valable {hours} heures et ne sert qu’une fois.',
  'mail.passwordFirst.action': 'Créer mon mot de passe',
  'mail.passwordReset.subject': 'My Skills : réinitialisez votre mot de passe',
  'mail.passwordReset.body':
    'Une réinitialisation de votre mot de passe My Skills a été demandée. Choisissez un nouveau mot de passe avec le lien ci-dessous : il est valable {minutes} minutes et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
  'mail.passwordReset.action': 'Choisir un nouveau mot de passe',
} as const;

export type PasswordMessageKey = keyof typeof fr;

const en: Record<PasswordMessageKey, string> = {
  'messages.resetLinkSent': 'If this address is known, an e-mail with a link has been sent.',
  'messages.passwordSaved': 'Password saved: you can sign in.',
  'messages.candidateAdded': 'Candidate added.',
  'messages.candidateInvited': 'Invitation sent to the candidate.',
  'mail.passwordFirst.subject': 'My Skills: create your password',
  'mail.passwordFirst.body':
    'You are invited to fill in your skills file on My Skills. Choose your password with the link below: it is valid for {hours} hours and works once.',
  'mail.passwordFirst.action': 'Create my password',
  'mail.passwordReset.subject': 'My Skills: reset your password',
  'mail.passwordReset.body':
    'A reset of your My Skills password was requested. Choose a new password with the link below: it is valid for {minutes} minutes and works once. If you did not ask for it, ignore this message: your password does not change.',
  'mail.passwordReset.action': 'Choose a new password',
};

export const PASSWORD_MESSAGES = { fr, en };
