/**
 * The message kinds the outbox knows, each with the schema of its stored payload.
 * A payload is validated when enqueued (a programming error throws) and again when delivered
 * (a row that no longer matches fails at once, without retries).
 */
import { z } from 'zod';
import type { ExchangeKind } from '@my-skills/shared/schemas/exchanges';

const resourceId = z.number().int().positive();
const rates = z.array(z.object({ skill: z.string().min(1).max(255), level: z.number().int().min(0).max(5) })).max(500);

export const technicalDataSchema = z.object({
  title: z.string().optional(),
  skills: z.string().optional(),
  tools: z.array(z.object({ tool: z.union([z.number(), z.string()]), level: z.number().int() })).optional(),
  languages: z
    .array(z.object({ language: z.union([z.number(), z.string()]), level: z.union([z.number(), z.string()]) }))
    .optional(),
  diplomas: z.array(z.string()).optional(),
  training: z.string().optional(),
  experience: z.number().optional(),
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
  'boond.checkConnection': z.object({}),
  /** PUT /resources/{id}/technical-data. */
  'boond.technicalData': z.object({ resourceId, data: technicalDataSchema }),
  /** POST /documents; the file itself is the message's attachment (bytea). */
  'boond.document': z.object({
    parentType: z.enum(['resourceResume', 'resource']),
    parentId: resourceId,
    fileName: z.string().min(1).max(255),
    contentType: z.string().min(1).max(100),
  }),
  /** POST /actions: a log entry on the resource. */
  'boond.action': z.object({
    resourceId,
    typeOf: z.number().int(),
    date: z.string().min(10).max(40),
    text: z.string().max(20_000),
  }),
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
