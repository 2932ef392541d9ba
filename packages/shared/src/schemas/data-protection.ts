/**
 * The data protection screen (issue 23 §2a, decision 023): the audit trail's search and Excel export, the chain's
 * verification, the register of processing activities, and the person lookup that names who a search is about.
 * Every call: page permission `dataProtection` (the DPO, role 7, and administrators, internal role 1).
 */
import { z } from 'zod';
import { defineList, listPageSchema } from '../lists';
import { idSchema, langIdSchema, searchTermSchema } from './common';

/** An entry's result, as lib/audit writes it. */
export const AUDIT_RESULTS = ['ok', 'denied', 'failed'] as const;
export type AuditResultCode = (typeof AUDIT_RESULTS)[number];

/**
 * The actions the areas write (decision 023 §1b and §2; the search's select offers them, with their labels); an
 * action not listed here (a key-people status code…) is still searchable by its code and shown as it is.
 */
export const AUDIT_ACTION_LABELS = {
  read: { fr: 'Consultation', en: 'Read' },
  export: { fr: 'Export', en: 'Export' },
  submit: { fr: 'Soumission', en: 'Submission' },
  validate: { fr: 'Validation', en: 'Validation' },
  toDraft: { fr: 'Retour en brouillon', en: 'Back to draft' },
  newVersion: { fr: 'Nouvelle version', en: 'New version' },
  sign: { fr: 'Signature', en: 'Signature' },
  process: { fr: 'Traitement', en: 'Processing' },
  cancel: { fr: 'Annulation', en: 'Cancellation' },
  reopen: { fr: 'Réouverture', en: 'Reopening' },
  backToInProgress: { fr: 'Retour en cours', en: 'Back to in progress' },
  systemStatus: { fr: 'Changement d’état (système)', en: 'Status change (system)' },
  signIn: { fr: 'Connexion', en: 'Sign-in' },
  signOut: { fr: 'Déconnexion', en: 'Sign-out' },
  switchAccount: { fr: 'Changement de compte', en: 'Account switch' },
  roleInternal: { fr: 'Changement de rôle interne', en: 'Internal role change' },
  import: { fr: 'Import de CV', en: 'CV import' },
  deadline: { fr: 'Changement d’échéance', en: 'Deadline change' },
  create: { fr: 'Création', en: 'Creation' },
  update: { fr: 'Modification', en: 'Change' },
  dataExport: { fr: 'Export des données d’une personne', en: 'Export of a person’s data' },
  retentionList: { fr: 'Liste des candidats échus', en: 'Expired candidates list' },
  erase: { fr: 'Effacement', en: 'Erasure' },
  auditSearch: { fr: 'Recherche dans le journal', en: 'Audit trail search' },
  auditExport: { fr: 'Export du journal', en: 'Audit trail export' },
  verifyChain: { fr: 'Vérification de la chaîne', en: 'Chain verification' },
  register: { fr: 'Lecture du registre', en: 'Register read' },
  registerExport: { fr: 'Export du registre', en: 'Register export' },
} as const satisfies Record<string, { fr: string; en: string }>;
export const KNOWN_AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as (keyof typeof AUDIT_ACTION_LABELS)[];

/** An action's label in the language (1 French, 2 English); its code when the trail knows it by its code only. */
export const auditActionLabel = (action: string, idLang: number): string => {
  const labels = (AUDIT_ACTION_LABELS as Record<string, { fr: string; en: string }>)[action];
  return labels ? (idLang === 2 ? labels.en : labels.fr) : action;
};

/** An action's code: letters, digits and dots, as the trail stores it (40 characters at most). */
export const auditActionCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9.]{0,39}$/, 'not an action code');

/** An instant with its offset (`2026-11-26T00:00:00+01:00` or `…Z`): the period's bounds, the user's own days. */
const instant = z.iso.datetime({ offset: true });

/**
 * The audit trail's list (GET /api/DataProtection/auditSearch, POST /api/DataProtection/auditExport): its columns
 * for the grid and the export's choice of columns. Read in time order only (newest first by default): the search's
 * filters are its own parameters below, each served by one of the trail's indexes — not the lists' generic filters,
 * whose date filter compares days in the server's time zone and cannot use them.
 */
export const auditList = defineList(
  {
    at: { type: 'date', sortable: true, required: true },
    actor: { type: 'text' },
    account: { type: 'number' },
    action: { type: 'text' },
    object: { type: 'text' },
    subject: { type: 'text' },
    result: { type: 'enum', options: AUDIT_RESULTS },
    ip: { type: 'text' },
    userAgent: { type: 'text' },
    detail: { type: 'text' },
  },
  { sort: 'at', order: 'desc' },
);

/** The search's filters: whose data, who acted, what, with which result, when (from ≤ at < to). */
const auditFilters = {
  subject: idSchema.optional(),
  actor: idSchema.optional(),
  action: auditActionCode.optional(),
  result: z.enum(AUDIT_RESULTS).optional(),
  from: instant.optional(),
  to: instant.optional(),
};
const periodInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to);
const PERIOD_MESSAGE = { message: 'the period ends before it starts', path: ['to'] };

export const auditSearchQuery = auditList.query
  .omit({ searchTerm: true, filters: true })
  .extend(auditFilters)
  .strict()
  .refine(periodInOrder, PERIOD_MESSAGE);
export type AuditSearchQuery = z.infer<typeof auditSearchQuery>;

export const auditExportBody = auditList.exportBody
  .omit({ searchTerm: true, filters: true })
  .extend(auditFilters)
  .strict()
  .refine(periodInOrder, PERIOD_MESSAGE);
export type AuditExportBody = z.infer<typeof auditExportBody>;

/** A person named by an entry: their name while they exist; `erased` when the id refers to nobody any more. */
const namedPerson = {
  id: z.number().int(),
  name: z.string().nullable(),
  erased: z.boolean(),
};

export const auditEntrySchema = z.object({
  /** The entry's number (a bigint, as text). */
  id: z.string(),
  at: z.string(),
  actor: z.object(namedPerson).nullable(),
  /** The account the actor was signed in with, and its role. */
  account: z.object({ id: z.number().int(), roleId: z.number().int().nullable() }).nullable(),
  action: z.string(),
  objectType: z.string().nullable(),
  objectId: z.number().int().nullable(),
  subject: z.object(namedPerson).nullable(),
  result: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The most entries a search counts: beyond it the total is "more than" (`totalCapped`): narrow the search. */
export const AUDIT_COUNT_CAP = 10_000;
export const auditPageSchema = listPageSchema(auditEntrySchema).extend({ totalCapped: z.boolean() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** POST /api/DataProtection/verifyChain: how many entries were checked, the first broken link if any. */
export const chainVerificationSchema = z.object({
  checked: z.number().int(),
  broken: z.object({ id: z.string(), at: z.string() }).nullable(),
  verifiedAt: z.string(),
});
export type ChainVerificationResult = z.infer<typeof chainVerificationSchema>;

/** GET /api/DataProtection/people?searchTerm=: persons (employees and candidates) by name or e-mail. */
export const peopleLookupQuery = z.object({ searchTerm: searchTermSchema, id: idSchema.optional() }).strict();
export const personLookupSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.number().int(),
});
export type PersonLookup = z.infer<typeof personLookupSchema>;
export const peopleLookupSchema = z.object({ items: z.array(personLookupSchema) });

// ---------------------------------------------------------------- register of processing activities

/** GET /api/DataProtection/register, GET /api/DataProtection/registerExport: in French (1) or English (2). */
export const registerQuery = z.object({ idLang: langIdSchema.optional() }).strict();

export const registerTableSchema = z.object({
  table: z.string(),
  /** The table's personal columns. */
  columns: z.array(z.string()),
  rows: z.number().int(),
});

export const registerActivitySchema = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  legalBasis: z.string(),
  persons: z.array(z.string()),
  data: z.array(z.object({ category: z.string(), tables: z.array(registerTableSchema) })),
  recipients: z.array(z.string()),
  retention: z.string(),
  security: z.array(z.string()),
});
export type RegisterActivity = z.infer<typeof registerActivitySchema>;

export const registerSchema = z.object({
  idLang: z.number().int(),
  generatedAt: z.string(),
  controller: z.string(),
  activities: z.array(registerActivitySchema),
  /** The tables that hold no personal data, and why. */
  otherTables: z.array(z.object({ table: z.string(), why: z.string(), rows: z.number().int() })),
});
export type Register = z.infer<typeof registerSchema>;
