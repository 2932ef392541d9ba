/**
 * The texts of the downloadable guides (header menu), in French and English.
 * Each guide is a title, an introduction and sections of paragraphs and bullet points.
 */
import type { GuideKey } from '@my-skills/shared/constants';

export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}
export interface GuideText {
  title: string;
  intro: string;
  sections: GuideSection[];
}

export const GUIDES: Record<GuideKey, { fr: GuideText; en: GuideText }> = {
  skillsFileGuide: {
    fr: {
      title: 'Guide du dossier de compétences',
      intro:
        'Le dossier de compétences (DC) présente votre parcours aux clients et alimente BoondManager. Tenez-le à jour en français et en anglais : c’est le document que vos managers envoient pour vous positionner sur une mission.',
      sections: [
        {
          heading: '1. Créer votre dossier',
          paragraphs: [
            'Depuis « Mon dossier de compétences », choisissez la langue du dossier. Vous pouvez partir d’un profil métier qui pré-remplit les compétences attendues, ou importer un CV existant (.docx ou .pdf).',
          ],
        },
        {
          heading: '2. Remplir les rubriques',
          bullets: [
            'Expériences professionnelles : poste, période, client, projet, description, équipe et méthodes, tâches, outils. Commencez par la plus récente.',
            'Formations : diplôme, école, année et mention.',
            'Langues : langue et niveau.',
            'Certifications et tests : nom, organisme, dates, score ; joignez le justificatif (PDF, image ou Word, 10 Mo maximum).',
            'Compétences techniques : choisissez-les dans le catalogue et notez-les de 1 à 4 étoiles (Connaissance, Capacité partielle, Capacité autonome, Expertise).',
            'Compétences comportementales et autres compétences : complétez sans doublon avec les compétences techniques.',
          ],
        },
        {
          heading: '3. Soumettre et faire valider',
          paragraphs: [
            'Les champs entourés de rouge doivent être remplis. Il faut au moins une expérience et une compétence pour soumettre. Votre manager reçoit un e-mail, relit et valide le dossier ; la validation l’envoie à BoondManager.',
            'Une fois le dossier validé, créez une nouvelle version pour le faire évoluer : l’ancienne est archivée et reste consultable.',
          ],
        },
      ],
    },
    en: {
      title: 'Skills file guide',
      intro:
        'Your skills file presents your career to clients and feeds BoondManager. Keep it current in French and in English: it is the document your managers send to place you on an assignment.',
      sections: [
        {
          heading: '1. Create your file',
          paragraphs: [
            'From "My skills file", choose the language of the file. You can start from a job profile that pre-fills the expected skills, or import an existing CV (.docx or .pdf).',
          ],
        },
        {
          heading: '2. Fill in the sections',
          bullets: [
            'Professional experiences: position, period, client, project, description, teams and methods, tasks, tools. Start with the most recent.',
            'Education: degree, school, year and mention.',
            'Languages: language and level.',
            'Certifications and tests: name, organism, dates, score; attach the proof (PDF, image or Word, 10 MB at most).',
            'Hard skills: pick them from the catalogue and rate them from 1 to 4 stars (Knowledge, Partial capacity, Independent capacity, Expertise).',
            'Soft skills and other skills: add them without repeating a hard skill.',
          ],
        },
        {
          heading: '3. Submit and get it validated',
          paragraphs: [
            'Fields circled in red must be filled. At least one experience and one skill are needed to submit. Your manager gets an e-mail, reviews and validates the file; validation sends it to BoondManager.',
            'Once the file is validated, create a new version to change it: the old one is archived and stays readable.',
          ],
        },
      ],
    },
  },
  skillsFileNotice: {
    fr: {
      title: 'Notice du dossier de compétences',
      intro: 'Les règles à connaître avant de remplir ou de valider un dossier de compétences.',
      sections: [
        {
          heading: 'Statuts',
          bullets: [
            'Brouillon : le consultant complète son dossier.',
            'Soumis : le dossier attend la validation du manager ; il peut encore être corrigé.',
            'Validé : le dossier est envoyé à BoondManager ; seule une nouvelle version permet de le modifier.',
            'Archivé : une version remplacée par une plus récente, consultable en lecture seule.',
          ],
        },
        {
          heading: 'Règles de saisie',
          bullets: [
            'Textes : 4096 caractères au plus par champ.',
            'Dates : choisies dans le calendrier ; une date vide reste vide.',
            'Une compétence ne figure qu’une fois : pas de doublon entre compétences et autres compétences.',
            'Pièces jointes : PDF, images ou Word, 10 Mo au plus.',
          ],
        },
        {
          heading: 'Envoi à BoondManager',
          paragraphs: [
            'À la validation, le dossier et son export sont envoyés à BoondManager. Si l’envoi échoue, le dossier reste validé et le bouton « Renvoyer » permet de réessayer ; le support est prévenu automatiquement.',
          ],
        },
      ],
    },
    en: {
      title: 'Skills file notice',
      intro: 'The rules to know before filling in or validating a skills file.',
      sections: [
        {
          heading: 'Statuses',
          bullets: [
            'Draft: the consultant is filling in the file.',
            'Submitted: the file awaits the manager’s validation; it can still be corrected.',
            'Validated: the file is sent to BoondManager; only a new version can change it.',
            'Archived: a version replaced by a newer one, readable only.',
          ],
        },
        {
          heading: 'Input rules',
          bullets: [
            'Texts: 4096 characters at most per field.',
            'Dates: picked from the calendar; an empty date stays empty.',
            'A skill appears once: no duplicate between skills and other skills.',
            'Attachments: PDF, images or Word, 10 MB at most.',
          ],
        },
        {
          heading: 'Sending to BoondManager',
          paragraphs: [
            'On validation, the file and its export are sent to BoondManager. If sending fails, the file stays validated and the "Resend" button retries; support is told automatically.',
          ],
        },
      ],
    },
  },
  evaluationGuide: {
    fr: {
      title: 'Guide de l’entretien d’évaluation et de projection (EEP)',
      intro:
        'L’EEP est un moment d’échange annuel entre vous et votre manager : bilan de l’année, évaluation des compétences, objectifs, évolution professionnelle et souhaits de formation.',
      sections: [
        {
          heading: 'Avant l’entretien',
          bullets: [
            'Mettez à jour votre dossier de compétences et cochez la case qui le confirme.',
            'Évaluez chaque compétence de 0 à 4 : 0 Non concerné, 1 En apprentissage, 2 Maîtrise partiellement, 3 Maîtrise en autonomie, 4 Domine.',
            'Renseignez votre mobilité et vos souhaits de formation, puis soumettez à votre manager.',
          ],
        },
        {
          heading: 'Pendant et après l’entretien',
          bullets: [
            'Le manager saisit la date de l’entretien, ses évaluations, l’appréciation de l’année et au moins un objectif N+1.',
            'Il valide et signe : le document signé est envoyé aux ressources humaines (BoondManager).',
            'Les souhaits de formation sont ensuite suivis par les ressources humaines.',
          ],
        },
      ],
    },
    en: {
      title: 'Annual evaluation and projection interview (EEP) guide',
      intro:
        'The EEP is a yearly conversation between you and your manager: review of the year, skills assessment, objectives, professional evolution and training wishes.',
      sections: [
        {
          heading: 'Before the interview',
          bullets: [
            'Update your skills file and tick the box that confirms it.',
            'Rate each skill from 0 to 4: 0 Not concerned, 1 Learning, 2 Partially masters, 3 Masters autonomously, 4 Dominates.',
            'Fill in your mobility and training wishes, then submit to your manager.',
          ],
        },
        {
          heading: 'During and after the interview',
          bullets: [
            'The manager enters the interview date, their ratings, the appraisal of the year and at least one objective for next year.',
            'They validate and sign: the signed document goes to human resources (BoondManager).',
            'Human resources then follow up the training wishes.',
          ],
        },
      ],
    },
  },
  candidateMemo: {
    fr: {
      title: 'Mémo candidat',
      intro:
        'Bienvenue ! Ce mémo vous explique comment présenter votre parcours dans My Skills avant votre premier entretien.',
      sections: [
        {
          heading: 'Vos premiers pas',
          bullets: [
            'Connectez-vous avec l’e-mail et le mot de passe reçus (12 caractères au moins, avec majuscule, minuscule, chiffre et caractère spécial).',
            'Créez votre dossier de compétences, ou importez votre CV (.docx ou .pdf) pour le pré-remplir.',
            'Complétez vos expériences, formations, langues et compétences, puis soumettez le dossier au chargé de recrutement.',
          ],
        },
        {
          heading: 'Besoin d’aide ?',
          paragraphs: [
            'Si vous ne recevez pas d’e-mail, vérifiez vos courriers indésirables puis réessayez. Votre interlocuteur recrutement reste disponible pour toute question.',
          ],
        },
      ],
    },
    en: {
      title: 'Candidate memo',
      intro: 'Welcome! This memo explains how to present your career in My Skills before your first interview.',
      sections: [
        {
          heading: 'Your first steps',
          bullets: [
            'Sign in with the e-mail and password you received (at least 12 characters, with an uppercase letter, a lowercase letter, a digit and a special character).',
            'Create your skills file, or import your CV (.docx or .pdf) to pre-fill it.',
            'Complete your experiences, education, languages and skills, then submit the file to your recruiter.',
          ],
        },
        {
          heading: 'Need help?',
          paragraphs: [
            'If no e-mail arrives, check your spam folder and try again. Your recruitment contact remains available for any question.',
          ],
        },
      ],
    },
  },
};
