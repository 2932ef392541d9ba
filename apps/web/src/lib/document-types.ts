import { generatePath } from 'react-router';
import { eepBmCalls } from '@my-skills/shared/calls/eep-bm';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { DC_STATUSES, EA_STATUSES } from '@my-skills/shared/constants';
import { KEY_PEOPLE_STATUSES } from '@my-skills/shared/schemas/key-people';
import type { RESENDABLE_OBJECT_TYPES, SendEmailErrorSendBoondBody } from '@my-skills/shared/schemas/exchanges';
import type { Base64File } from '@my-skills/shared/schemas/files';
import { apiData } from './api-client';
import { paths } from './paths';

export type ExportFormat = 'docx' | 'pdf';

/** A translation key of the document's namespace, or several (shown as the lines of one notice). */
type Keys = string | readonly string[];

/** The document's own words, as keys of its namespace (`common:…` names a common text). */
export interface DocumentLabels {
  /** The translation namespace of the document's screens. */
  ns: 'skillsFile' | 'evaluation' | 'eepBm' | 'keyPeople';
  /** A step's button and confirmation label: `<steps>.<step>` (workflow.submit…). */
  steps: string;
  /** A step's confirmation question: `<questions>.<step>`, with the owner's `{{name}}`. */
  questions: string;
  /** The optional comment of the steps kept in the history (validate, back to draft). */
  comment: string;
  /** The missing-data dialog's intro (the document's own check, read with it). */
  missingIntro: string;
  conflict: {
    title: string;
    reload: string;
    /** The conflict's text when the server gave none. */
    fallback?: string;
  };
  delivery: {
    /** The header's progress line while the delivery to BoondManager is followed. */
    sending: string;
    /** The delivery panel: what a failure means for the document. */
    failedHint: string;
    /** The send-failure dialog: what to do next. */
    retryGuide: string;
    /** The notice once delivered, or still on its way. */
    sent: Keys;
    accepted: Keys;
  };
  /** Put before a failed validation's message (nothing was sent). */
  validateFailed?: string;
  /** The header's "read the PDF" button (the in-app view), beside the export menu. */
  readPdf?: string;
}

/** What the web app knows of a document type: one entry per kind, read by the shared document layers. */
export interface DocumentType<Page> {
  /** The object type of its deliveries (outbox, exchanges screen, ResendBoond). */
  objectType: (typeof RESENDABLE_OBJECT_TYPES)[number];
  /** The type named when support is told that a delivery failed (Boond/sendEmailErrorSendBoond). */
  supportType: SendEmailErrorSendBoondBody['type'];
  /** Its export as Word or PDF (base64); absent while the document has none. */
  exportDocument?: (id: number, format: ExportFormat, signal?: AbortSignal) => Promise<Base64File>;
  /** Its export with the evidence listed under each rated skill (the evaluation, issue 22 §3). */
  exportWithEvidence?: (id: number, format: ExportFormat, signal?: AbortSignal) => Promise<Base64File>;
  /** The kinds of its deliveries' messages that have the document's own words (document:delivery.kinds.<kind>.…). */
  deliveryKinds: readonly string[];
  /** The statuses the shared layers read: validated (the delivery panel shows), archived (no step). */
  statuses: { validated: number; archived?: number };
  /** A failed write's notice: the server's message, or after a dash as the evaluation's spec words it. */
  failureNotice: 'message' | 'afterDash';
  labels: DocumentLabels;
  /** The document's page. */
  page: (at: Page) => string;
}

/**
 * The document types (decision 014): the skills file, the annual evaluation and the business-manager review.
 * Nothing else in the web app switches on a document's kind.
 */
export const documentTypes = {
  dc: {
    objectType: 'dc',
    supportType: 'actions_dc',
    exportDocument: (idDc, format, signal) => apiData(skillsFileCalls.dcDownload, { query: { idDc, format }, signal }),
    deliveryKinds: ['boond.document', 'boond.technicalData'],
    statuses: { validated: DC_STATUSES.VALIDATED, archived: DC_STATUSES.ARCHIVED },
    failureNotice: 'message',
    labels: {
      ns: 'skillsFile',
      steps: 'workflow',
      questions: 'workflow.confirm',
      comment: 'workflow.comment',
      missingIntro: 'missing.intro',
      conflict: { title: 'conflict.title', reload: 'conflict.reload', fallback: 'conflict.fallback' },
      delivery: {
        sending: 'delivery.sending',
        failedHint: 'delivery.failedHint',
        retryGuide: 'delivery.retryGuide',
        sent: 'delivery.sentSuccess',
        accepted: ['common:messages.actionSuccess', 'delivery.stillPending'],
      },
      validateFailed: 'workflow.validateFailed',
    },
    page: ({ idUser, idLang }: { idUser: number; idLang: number }) =>
      generatePath(paths.page.dcFile, { id: String(idUser), idLang: String(idLang) }),
  },
  ea: {
    objectType: 'ea',
    supportType: 'actions_ea',
    exportDocument: (idEa, format, signal) => apiData(evaluationCalls.eaDownload, { query: { idEa, format }, signal }),
    exportWithEvidence: (idEa, format, signal) =>
      apiData(evaluationCalls.eaDownload, { query: { idEa, format, evidence: 'true' }, signal }),
    deliveryKinds: ['boond.action', 'boond.document'],
    statuses: { validated: EA_STATUSES.VALIDATED },
    failureNotice: 'afterDash',
    labels: {
      ns: 'evaluation',
      steps: 'workflow',
      questions: 'workflow.confirm',
      comment: 'workflow.comment',
      missingIntro: 'missing.intro',
      conflict: { title: 'conflict.title', reload: 'conflict.reload' },
      delivery: {
        sending: 'delivery.sending',
        failedHint: 'delivery.failedHint',
        retryGuide: 'delivery.retryGuide',
        sent: 'delivery.sent',
        accepted: 'delivery.accepted',
      },
      readPdf: 'workflow.readPdf',
    },
    page: ({ idUser, year }: { idUser: number; year: number }) =>
      generatePath(paths.page.eaFile, { year: String(year), id: String(idUser) }),
  },
  eepBm: {
    objectType: 'eepBm',
    supportType: 'actions_eepBm',
    // The server draws the radar and takes the review's own language and profile.
    exportDocument: (id, format, signal) => apiData(eepBmCalls.eepBmDownload, { query: { id, format }, signal }),
    deliveryKinds: ['boond.action', 'boond.document'],
    statuses: { validated: EA_STATUSES.VALIDATED },
    failureNotice: 'afterDash',
    labels: {
      ns: 'eepBm',
      steps: 'workflow',
      questions: 'workflow.confirm',
      comment: 'workflow.comment',
      missingIntro: 'missing.intro',
      conflict: { title: 'conflict.title', reload: 'conflict.reload' },
      delivery: {
        sending: 'delivery.sending',
        failedHint: 'delivery.failedHint',
        retryGuide: 'delivery.retryGuide',
        sent: 'delivery.sent',
        accepted: 'delivery.accepted',
      },
      readPdf: 'workflow.readPdf',
    },
    page: ({ idUser, year }: { idUser: number; year: number }) =>
      generatePath(paths.page.eepBmFile, { year: String(year), id: String(idUser) }),
  },
  /** The key-people record: no workflow (its status is a field of its one save), its rates go to BoondManager. */
  keyPeople: {
    objectType: 'keyPeople',
    // Boond/sendEmailErrorSendBoond: 'rates', or 'highRates' when only those failed (the record's page chooses).
    supportType: 'rates',
    deliveryKinds: ['boond.rates', 'boond.highRates'],
    statuses: { validated: KEY_PEOPLE_STATUSES.IN_PROGRESS },
    failureNotice: 'message',
    labels: {
      ns: 'keyPeople',
      steps: 'form',
      questions: 'form',
      comment: 'form',
      missingIntro: 'form',
      conflict: { title: 'conflict.title', reload: 'conflict.reload' },
      delivery: {
        sending: 'delivery.sending',
        failedHint: 'delivery.failedHint',
        retryGuide: 'delivery.retryGuide',
        sent: 'delivery.sent',
        accepted: 'delivery.sending',
      },
    },
    page: ({ idUser }: { idUser: number }) => generatePath(paths.management.keyPeople, { idUser: String(idUser) }),
  },
} satisfies Record<string, DocumentType<never>>;

/** A document type of the web app: 'dc', 'ea', 'eepBm', 'keyPeople'. */
export type DocumentKind = keyof typeof documentTypes;

/** The kinds that have an export. */
export type ExportedKind = {
  [K in DocumentKind]: (typeof documentTypes)[K] extends { exportDocument: object } ? K : never;
}[DocumentKind];

/** The entry of a kind, as the shared layers read it (whatever its page takes). */
export const documentTypeOf = (kind: DocumentKind): DocumentType<never> => documentTypes[kind];

export const isDocumentKind = (value: string | null): value is DocumentKind =>
  value !== null && Object.hasOwn(documentTypes, value);

export const isExportedKind = (value: string | null): value is ExportedKind =>
  isDocumentKind(value) && documentTypeOf(value).exportDocument !== undefined;

/** A notice's text from one key or several (the lines of one notice, joined as notifications read them). */
export const labelText = (t: (key: string) => string, keys: Keys): string =>
  typeof keys === 'string' ? t(keys) : keys.map((key) => t(key)).join('&&');
