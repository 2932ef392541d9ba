/**
 * BoondManager's dictionary and the administrator's mapping (docs/decisions/005-skills-file.md): every coded value we
 * send — spoken languages and their levels, the experience range, tools, the action types of our log entries — is
 * the tenant's own id, read from `GET /application/dictionary`. An administrator confirms, per value of ours, which
 * of the tenant's ids it is sent as (or that it is not sent); the screen proposes matches by label. A message that
 * needs a value nobody decided is held (exchange error code DICTIONARY) and re-queued when someone decides.
 */
import { z } from 'zod';
import { text } from './common';

export const BOOND_MAPPING_KINDS = ['languageSpoken', 'languageLevel', 'experience', 'tool', 'actionType'] as const;
export type BoondMappingKind = (typeof BOOND_MAPPING_KINDS)[number];

/** The error code of an exchange held for a value the mapping does not give. */
export const DICTIONARY_HELD_CODE = 'DICTIONARY';

/**
 * The state of one of our values: `decided` (sent as `boondId`), `notSent` (decided: no equivalent), `proposed`
 * (nobody decided; the screen proposes `proposal`), `missing` (nobody decided, nothing to propose), `stale` (decided,
 * but the tenant's dictionary no longer has that id). Messages that need a `proposed`, `missing` or `stale` value are held.
 */
export const BOOND_MAPPING_STATES = ['decided', 'notSent', 'proposed', 'missing', 'stale'] as const;
export type BoondMappingState = (typeof BOOND_MAPPING_STATES)[number];

/** One coded value of the tenant (ids are sent as the tenant types them; shown and chosen as text). */
export const boondDictionaryEntrySchema = z.object({ id: z.string(), label: z.string() });
export type BoondDictionaryEntry = z.infer<typeof boondDictionaryEntrySchema>;

export const boondMappingRowSchema = z.object({
  kind: z.enum(BOOND_MAPPING_KINDS),
  /** Our value: an ISO language code, a level id, an experience range, a catalogue skill id, an action name. */
  ourValue: z.string(),
  labelFr: z.string(),
  labelEn: z.string(),
  state: z.enum(BOOND_MAPPING_STATES),
  /** The decided tenant id (null: not decided, or decided "not sent"). */
  boondId: z.string().nullable(),
  /** Its label in the tenant's dictionary (null when not in it). */
  boondLabel: z.string().nullable(),
  /** The tenant's entry the screen proposes, when nobody decided. */
  proposal: boondDictionaryEntrySchema.nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type BoondMappingRow = z.infer<typeof boondMappingRowSchema>;

export const boondMappingSchema = z.object({
  /** The kept dictionary (null when it could never be read). */
  dictionary: z.object({ version: z.string().nullable(), fetchedAt: z.string() }).nullable(),
  /** Why the dictionary could not be read, when it is missing. */
  dictionaryError: z.string().nullable(),
  kinds: z.array(
    z.object({
      kind: z.enum(BOOND_MAPPING_KINDS),
      entries: z.array(boondDictionaryEntrySchema),
      rows: z.array(boondMappingRowSchema),
    }),
  ),
  /** Values messages would be held for (proposed, missing or stale), all kinds together. */
  undecided: z.number().int(),
  /** Exchanges held now for a value the mapping does not give. */
  heldMessages: z.number().int(),
});
export type BoondMapping = z.infer<typeof boondMappingSchema>;

const ourValueSchema = text({ max: 100, min: 1 });
const kindSchema = z.enum(BOOND_MAPPING_KINDS);

/** PUT /api/BoondMapping/save: decisions (an existing one for the same value is replaced). */
export const boondMappingSaveBody = z
  .object({
    decisions: z
      .array(
        z
          .object({
            kind: kindSchema,
            ourValue: ourValueSchema,
            /** The tenant's id, or null: "not sent". */
            boondId: text({ max: 255, min: 1 }).nullable(),
          })
          .strict(),
      )
      .min(1)
      .max(5000),
  })
  .strict();
export type BoondMappingSaveBody = z.infer<typeof boondMappingSaveBody>;

/** The mapping after a change, and how many held exchanges went back to the queue. */
export const boondMappingSavedSchema = boondMappingSchema.extend({ requeued: z.number().int() });
export type BoondMappingSaved = z.infer<typeof boondMappingSavedSchema>;

/** DELETE /api/BoondMapping/delete: forget a decision (the value is undecided again). */
export const boondMappingDeleteQuery = z.object({ kind: kindSchema, ourValue: ourValueSchema }).strict();
export type BoondMappingDeleteQuery = z.infer<typeof boondMappingDeleteQuery>;

/**
 * The read-only checks of the connection and of the API's contract (GET current user, dictionary, one resource's
 * technical data), as the exchanges screen's "test the connection" shows them (the result of a
 * `boond.checkConnection` exchange) and the contract test suite asserts them.
 */
export const BOOND_CONTRACT_CHECKS = ['currentUser', 'dictionary', 'technicalData'] as const;
export type BoondContractCheckName = (typeof BOOND_CONTRACT_CHECKS)[number];
export const boondContractCheckSchema = z.object({
  name: z.enum(BOOND_CONTRACT_CHECKS),
  outcome: z.enum(['passed', 'failed', 'skipped']),
  /** What was found (the user's name, the dictionary's version and sizes, the resource) or what is wrong. */
  detail: z.string(),
});
export type BoondContractCheck = z.infer<typeof boondContractCheckSchema>;
export const boondConnectionResultSchema = z.object({
  id: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  checks: z.array(boondContractCheckSchema),
});
export type BoondConnectionResult = z.infer<typeof boondConnectionResultSchema>;
