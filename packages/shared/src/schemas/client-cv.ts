/**
 * Client-ready CVs (issue 22 §4): `POST /api/ClientCv/export`, the person's log `GET /api/ClientCv/log`, the clients a
 * person hides `GET|PUT /api/ClientCv/hiddenClients`, the administrators' confidential clients
 * `GET|POST|PUT|DELETE /api/ClientCv/confidentialClients`. Rules: ../client-cv-rules.ts.
 */
import { z } from 'zod';
import { CLIENT_CV_REFERENCE } from '../client-cv-rules';
import { DC_EXPORT_FORMATS } from './skills-file';
import { NEED_TEXT_MAX } from './staffing';
import { idSchema, langIdSchema, personNameSchema, text } from './common';

export const CLIENT_CV_ANONYMISATIONS = ['initials', 'reference'] as const;
export type ClientCvAnonymisation = (typeof CLIENT_CV_ANONYMISATIONS)[number];

const sector = text({ max: 200 });
const clientName = text({ max: 200, min: 1 });

/** POST /api/ClientCv/export */
export const clientCvExportBody = z
  .object({
    idUser: idSchema,
    /** The file of that language (the person's current one). */
    idLang: langIdSchema,
    format: z.enum(DC_EXPORT_FORMATS),
    anonymisation: z.enum(CLIENT_CV_ANONYMISATIONS),
    /** With `reference`: what the CV shows instead of the name, e.g. 'CV-2026-0042'. */
    reference: text({ max: 40 }).optional(),
    /** A staffing need (pasted): the CV keeps the skills and experiences that match it, most relevant first. */
    need: text({ max: NEED_TEXT_MAX, multiline: true }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.anonymisation !== 'reference') return;
    if (!v.reference || !CLIENT_CV_REFERENCE.test(v.reference))
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'reference: 1–40 letters, digits, - _ . / #' });
  });
export type ClientCvExportBody = z.infer<typeof clientCvExportBody>;

export const clientCvFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
  /** The log entry written. */
  idExport: z.number().int(),
});
export type ClientCvFile = z.infer<typeof clientCvFileSchema>;

/** GET /api/ClientCv/log?idUser= (the signed-in person when absent) */
export const clientCvLogQuery = z.object({ idUser: idSchema.optional() });

export const clientCvLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  exportedAt: z.string(),
  /** Who exported it (null: an account since removed). */
  exportedBy: personNameSchema.nullable(),
  idDc: z.number().int().nullable(),
  version: z.number().int(),
  idLang: z.number().int(),
  format: z.enum(DC_EXPORT_FORMATS),
  anonymisation: z.enum(CLIENT_CV_ANONYMISATIONS),
  /** What the CV showed instead of the name. */
  alias: z.string(),
  /** Filtered to a need: the skills it named, in the caller's language. */
  needSkills: z.array(z.string()),
  filtered: z.boolean(),
  hiddenClients: z.number().int(),
});
export type ClientCvLogEntry = z.infer<typeof clientCvLogEntrySchema>;
export const clientCvLogSchema = z.object({
  idUser: z.number().int(),
  /** Newest first. */
  entries: z.array(clientCvLogEntrySchema),
});
export type ClientCvLog = z.infer<typeof clientCvLogSchema>;

// ── the clients a person hides ──────────────────────────────────────────────

/** GET /api/ClientCv/hiddenClients?idUser= */
export const hiddenClientsQuery = z.object({ idUser: idSchema.optional() });

export const hiddenClientRowSchema = z.object({
  /** As written in the person's experiences. */
  client: z.string(),
  hidden: z.boolean(),
  sectorFr: z.string(),
  sectorEn: z.string(),
  /** On the administrators' confidential list: always replaced by its sector there. */
  confidential: z.boolean(),
});
export type HiddenClientRow = z.infer<typeof hiddenClientRowSchema>;
export const hiddenClientsSchema = z.object({
  idUser: z.number().int(),
  /** Only the person changes them. */
  canEdit: z.boolean(),
  /** Every client of the person's current files, and those hidden, by name. */
  clients: z.array(hiddenClientRowSchema),
});
export type HiddenClients = z.infer<typeof hiddenClientsSchema>;

/** PUT /api/ClientCv/hiddenClients: the whole list of hidden clients (the others are shown). */
export const hiddenClientsBody = z
  .object({
    idUser: idSchema,
    clients: z
      .array(
        z
          .object({ client: clientName, sectorFr: sector, sectorEn: sector })
          .strict()
          .refine((c) => c.sectorFr !== '' || c.sectorEn !== '', {
            message: 'a sector description is required',
            path: ['sectorFr'],
          }),
      )
      .max(200),
  })
  .strict();
export type HiddenClientsBody = z.infer<typeof hiddenClientsBody>;

// ── the administrators' confidential clients ────────────────────────────────

export const confidentialClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sectorFr: z.string(),
  sectorEn: z.string(),
  updatedAt: z.string(),
  updatedBy: personNameSchema.nullable(),
});
export type ConfidentialClient = z.infer<typeof confidentialClientSchema>;
export const confidentialClientsSchema = z.object({ rows: z.array(confidentialClientSchema) });
export type ConfidentialClients = z.infer<typeof confidentialClientsSchema>;

const confidentialClientFields = {
  name: clientName,
  sectorFr: text({ max: 200, min: 1 }),
  sectorEn: text({ max: 200, min: 1 }),
};
/** POST /api/ClientCv/confidentialClients */
export const addConfidentialClientBody = z.object(confidentialClientFields).strict();
export type AddConfidentialClientBody = z.infer<typeof addConfidentialClientBody>;
/** PUT /api/ClientCv/confidentialClients */
export const updateConfidentialClientBody = z.object({ id: idSchema, ...confidentialClientFields }).strict();
export type UpdateConfidentialClientBody = z.infer<typeof updateConfidentialClientBody>;
/** DELETE /api/ClientCv/confidentialClients?id= */
export const deleteConfidentialClientQuery = z.object({ id: idSchema });
