/**
 * The message kinds the outbox knows, each with the schema of its stored payload.
 * A payload is validated when enqueued (a programming error throws) and again when delivered
 * (a row that no longer matches fails at once, without retries).
 */
import { z } from 'zod';
import type { ExchangeKind } from '@my-skills/shared/schemas/exchanges';
import { OUR_ACTION_TYPE_VALUES } from '../boond/dictionary';

const resourceId = z.number().int().positive();
/** Key-people rates: a skill named by its label, at Boond's tool level 0–5. */
const rates = z.array(z.object({ skill: z.string().min(1).max(255), level: z.number().int().min(0).max(5) })).max(500);

/**
 * The technical data of a validated skills file, in our own values: coded values (languages, levels, the experience
 * range, tools) are resolved through the tenant's dictionary when delivered (integrations/boond/requests.ts), so
 * that a decision taken after the message was held applies to it.
 */
export const technicalDataSchema = z.object({
  title: z.string().optional(),
  /** Soft and other skills, free text. */
  skills: z.string().optional(),
  /** Hard catalogue skills: our skill id, its name (for the held reason), our level 1–4. */
  tools: z
    .array(
      z.object({
        idSkill: z.number().int().positive(),
        label: z.string().max(255),
        level: z.number().int().min(1).max(4),
      }),
    )
    .optional(),
  /** Spoken languages: ISO 639-1 code and our level id (1–5). */
  languages: z.array(z.object({ code: z.string().min(2).max(10), idLevel: z.number().int().min(1).max(5) })).optional(),
  /** Degrees and certifications, one line each. */
  diplomas: z.array(z.string()).optional(),
  /** Years of experience, sent as the tenant's range. */
  experienceYears: z.number().int().min(0).max(80).optional(),
  references: z
    .array(
      z.object({
        title: z.string(),
        company: z.string().optional(),
        description: z.string().optional(),
        startMonth: z.number().int().optional(),
        startYear: z.number().int().optional(),
        endMonth: z.number().int().optional(),
        endYear: z.number().int().optional(),
        skills: z.string().optional(),
      }),
    )
    .optional(),
});
export type TechnicalDataPayload = z.infer<typeof technicalDataSchema>;

export const mailPayloadSchema = z.object({
  template: z.string().min(1).max(50),
  idLang: z.union([z.literal(1), z.literal(2)]),
  to: z.string().min(3).max(320),
  from: z.string().min(3).max(320).optional(),
  subject: z.string().min(1).max(500),
  text: z.string(),
  html: z.string(),
});
export type MailPayload = z.infer<typeof mailPayloadSchema>;

export const OUTBOX_PAYLOADS = {
  /** Credentials check: GET /application/current-user. */
  /** The read-only contract checks (boond/contract.ts); the technical data of `resourceId` when given. */
  'boond.checkConnection': z.object({ resourceId: resourceId.nullable().optional() }),
  /** PUT /resources/{id}/technical-data. */
  'boond.technicalData': z.object({ resourceId, data: technicalDataSchema }),
  /** POST /documents; the file itself is the message's attachment (bytea). */
  'boond.document': z.object({
    parentType: z.enum(['resourceResume', 'resource']),
    parentId: resourceId,
    fileName: z.string().min(1).max(255),
    contentType: z.string().min(1).max(100),
  }),
  /**
   * POST /actions: a log entry on the resource. `actionType` is ours (the tenant's type is the administrator's
   * mapping); `date` an ISO date-time, sent with its offset.
   */
  'boond.action': z.object({
    resourceId,
    actionType: z.enum(OUR_ACTION_TYPE_VALUES),
    date: z.iso.datetime({ offset: true }),
    text: z.string().min(1).max(20_000),
  }),
  /** Key-people rates and high rates: the levels of the resource's tools in its technical data (read, merged, written). */
  'boond.rates': z.object({ resourceId, rates }),
  'boond.highRates': z.object({ resourceId, rates }),
  /** An e-mail, rendered when enqueued (what the business change decided is what leaves). */
  'mail.send': mailPayloadSchema,
} as const;

export type OutboxKind = keyof typeof OUTBOX_PAYLOADS;
// The shared list of kinds (web filters) and this registry stay the same set.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameKinds: Same<OutboxKind, ExchangeKind> = true;
void _sameKinds;
export const OUTBOX_KINDS = Object.keys(OUTBOX_PAYLOADS) as [OutboxKind, ...OutboxKind[]];
export type OutboxPayload<K extends OutboxKind> = z.infer<(typeof OUTBOX_PAYLOADS)[K]>;
export const BOOND_KINDS = OUTBOX_KINDS.filter((k) => k.startsWith('boond.'));

export type { ExchangeObjectType as ObjectType } from '@my-skills/shared/schemas/exchanges';
