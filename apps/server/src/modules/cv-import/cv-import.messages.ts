/**
 * Server-side texts of the CV import's flow (errors, the apply's message, the history line, the logs' Excel export),
 * French and English; merged into the one dictionary of i18n/messages.ts. The reading's own errors are the reader's
 * (integrations/cv-reading).
 */
const fr = {
  'errors.CV_IMPORT_SUBMITTED_FILE':
    'Cette fiche de compétences est soumise : un import de CV ne la modifie pas. Elle doit d’abord être validée ou renvoyée en brouillon.',
  'errors.CV_IMPORT_NOT_FOUND': 'Import de CV introuvable.',
  'errors.CV_IMPORT_APPLIED': 'Cet import de CV a déjà été appliqué à la fiche de compétences.',
  'errors.CV_IMPORT_FILE_CHANGED':
    'La fiche de compétences a changé entre-temps (une autre version est en cours) : rechargez la page.',
  'errors.CV_IMPORT_PERIOD': 'La fin de la période ({end}) précède son début ({start}).',
  'errors.CV_IMPORT_PERIOD_TOO_LONG': 'La période ne peut pas dépasser {days} jours.',
  'messages.cvImportApplied': 'Le CV a été importé dans la fiche de compétences (brouillon).',
  'cvImport.history': 'Import du CV {fileName}',
  'cvImport.outcome.read': 'Lu',
  'cvImport.outcome.applied': 'Appliqué',
  'cvImport.outcome.failed': 'Échec',
  'lists.cvImport.sheet': 'Imports de CV',
  'lists.cvImport.createdAt': 'Date',
  'lists.cvImport.byName': 'Importé par',
  'lists.cvImport.forName': 'Pour',
  'lists.cvImport.fileName': 'Fichier',
  'lists.cvImport.format': 'Format',
  'lists.cvImport.idLang': 'Langue de la fiche',
  'lists.cvImport.pages': 'Pages',
  'lists.cvImport.ocr': 'OCR',
  'lists.cvImport.durationMs': 'Durée (ms)',
  'lists.cvImport.found': 'Lignes lues',
  'lists.cvImport.applied': 'Lignes appliquées',
  'lists.cvImport.warnings': 'Avertissements',
  'lists.cvImport.outcome': 'Résultat',
  'lists.cvImport.error': 'Erreur',
  'lists.cvImport.lang.1': 'Français',
  'lists.cvImport.lang.2': 'Anglais',
} as const;

const en: Record<keyof typeof fr, string> = {
  'errors.CV_IMPORT_SUBMITTED_FILE':
    'This skills file is submitted: a CV import does not change it. It must first be validated or sent back to draft.',
  'errors.CV_IMPORT_NOT_FOUND': 'CV import not found.',
  'errors.CV_IMPORT_APPLIED': 'This CV import has already been applied to the skills file.',
  'errors.CV_IMPORT_FILE_CHANGED':
    'The skills file changed in the meantime (another version is in progress): reload the page.',
  'errors.CV_IMPORT_PERIOD': 'The period’s end ({end}) is before its start ({start}).',
  'errors.CV_IMPORT_PERIOD_TOO_LONG': 'The period cannot be longer than {days} days.',
  'messages.cvImportApplied': 'The CV was imported into the skills file (draft).',
  'cvImport.history': 'CV import {fileName}',
  'cvImport.outcome.read': 'Read',
  'cvImport.outcome.applied': 'Applied',
  'cvImport.outcome.failed': 'Failed',
  'lists.cvImport.sheet': 'CV imports',
  'lists.cvImport.createdAt': 'Date',
  'lists.cvImport.byName': 'Imported by',
  'lists.cvImport.forName': 'For',
  'lists.cvImport.fileName': 'File',
  'lists.cvImport.format': 'Format',
  'lists.cvImport.idLang': 'File language',
  'lists.cvImport.pages': 'Pages',
  'lists.cvImport.ocr': 'OCR',
  'lists.cvImport.durationMs': 'Duration (ms)',
  'lists.cvImport.found': 'Rows read',
  'lists.cvImport.applied': 'Rows applied',
  'lists.cvImport.warnings': 'Warnings',
  'lists.cvImport.outcome': 'Outcome',
  'lists.cvImport.error': 'Error',
  'lists.cvImport.lang.1': 'French',
  'lists.cvImport.lang.2': 'English',
};

export const CV_IMPORT_MESSAGES = { fr, en };
