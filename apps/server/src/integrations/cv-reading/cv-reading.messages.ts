/** The reading's failure messages (types.ts), spread into the server's messages (i18n/messages.ts). */
const fr = {
  'errors.CV_IMPORT_FORMAT':
    'Ce fichier n’est ni un document Word (.docx) ni un PDF : enregistrez votre CV dans l’un de ces formats.',
  'errors.CV_IMPORT_TOO_LARGE': 'Ce fichier dépasse la taille maximale de {max} Mo.',
  'errors.CV_IMPORT_UNREADABLE':
    'Ce document n’a pas pu être lu : il est endommagé, protégé par un mot de passe ou construit d’une façon refusée par sécurité.',
  'errors.CV_IMPORT_TOO_MANY_PAGES': 'Ce document a trop de pages : un CV en a au plus {max}.',
  'errors.CV_IMPORT_TIMEOUT':
    'La lecture de ce document a pris trop de temps : essayez avec une version plus simple (PDF exporté depuis Word, par exemple).',
  'errors.CV_IMPORT_NO_TEXT': 'Aucun texte n’a pu être lu dans ce document.',
};

const en: typeof fr = {
  'errors.CV_IMPORT_FORMAT':
    'This file is neither a Word document (.docx) nor a PDF: save your CV in one of these formats.',
  'errors.CV_IMPORT_TOO_LARGE': 'This file is larger than the {max} MB limit.',
  'errors.CV_IMPORT_UNREADABLE':
    'This document could not be read: it is damaged, password-protected or built in a way refused for safety.',
  'errors.CV_IMPORT_TOO_MANY_PAGES': 'This document has too many pages: a CV has at most {max}.',
  'errors.CV_IMPORT_TIMEOUT':
    'Reading this document took too long: try a simpler version (a PDF exported from Word, for example).',
  'errors.CV_IMPORT_NO_TEXT': 'No text could be read from this document.',
};

export const CV_READING_MESSAGES = { fr, en };
