/**
 * Key people (issue 20 §1): a person's key-people record — six "Key People Tech" capacities, four comments, the
 * categories (ids 1–4 of KEY_PEOPLE_CATEGORIES, several at once), missions, positions and the rates of the person's
 * skills (BoondManager's tool levels 0–5; `high` marks the skills that make the person key) — with its status (1 in
 * progress, 2 past). Named by the person's id (`idUser`). The list (ListeDc/listeKP, listSearchKp, filtreKp and its
 * export), the people who are not key people yet (KeyPeople/userNoKp) and the brands of missions (Brand/*).
 *
 * The spec's payload keys stay at the edge: userInfo, missionData, allPosition, dcSkillsData.
 */
import { z } from 'zod';
import { KEY_PEOPLE_CATEGORIES, KEY_PEOPLE_STATUS_FILTERS } from '../constants';
import { defineList, listPageSchema } from '../lists';
import { objectStateSchema } from './exchanges';
import {
  endNotBeforeStart,
  idSchema,
  integerInput,
  longText,
  optionalDate,
  requiredShortText,
  searchTermSchema,
  shortText,
} from './common';

/** Category ids 1–4, in the order of KEY_PEOPLE_CATEGORIES. */
export const KEY_PEOPLE_CATEGORY_IDS = KEY_PEOPLE_CATEGORIES.map((_, i) => i + 1) as readonly number[];
export const KEY_PEOPLE_STATUSES = { IN_PROGRESS: 1, PAST: 2 } as const;
export type KeyPeopleStatusFilter = (typeof KEY_PEOPLE_STATUS_FILTERS)[number];
export const keyPeopleStatusCode = (status: number): KeyPeopleStatusFilter =>
  status === KEY_PEOPLE_STATUSES.PAST ? 'past' : 'inProgress';
/** BoondManager's tool levels. */
export const KEY_PEOPLE_RATE_MAX = 5;
/** The most missions, positions and rated skills one record holds. */
export const KEY_PEOPLE_ROWS_MAX = 200;

/** The six capacities (booleans) of "Key People Tech". */
export const KEY_PEOPLE_CAPACITIES = [
  'kptEvalCapacity',
  'kptTechContributor',
  'kptArchitectCapacity',
  'kptRecruitQuality',
  'kptConceptionTraining',
  'kptPreSale',
] as const;
export type KeyPeopleCapacity = (typeof KEY_PEOPLE_CAPACITIES)[number];
/** The four comments (one per category). */
export const KEY_PEOPLE_COMMENTS = ['kptComment', 'kpmissionComment', 'kpmissionRsiComment', 'kphpoComment'] as const;
export type KeyPeopleComment = (typeof KEY_PEOPLE_COMMENTS)[number];

const categoryId = z.number().int().min(1).max(KEY_PEOPLE_CATEGORIES.length);
const rate = z.number().int().min(0).max(KEY_PEOPLE_RATE_MAX);

// ─────────────────────────────────────────────────────────────── the record (GET, PUT KeyPeople)

export const keyPeopleQuery = z.object({ idUser: idSchema });

const userInfoFields = {
  kptEvalCapacity: z.boolean(),
  kptTechContributor: z.boolean(),
  kptArchitectCapacity: z.boolean(),
  kptRecruitQuality: z.boolean(),
  kptConceptionTraining: z.boolean(),
  kptPreSale: z.boolean(),
  kptComment: longText,
  kpmissionComment: longText,
  kpmissionRsiComment: longText,
  kphpoComment: longText,
};

/** A mission of the person (a client, a brand of the group, a period, a role). */
export const keyPeopleMissionInput = z
  .object({
    client: requiredShortText,
    idBrand: idSchema.nullable().optional(),
    startDate: optionalDate,
    endDate: optionalDate,
    role: shortText.default(''),
  })
  .superRefine(endNotBeforeStart('startDate', 'endDate'));
export type KeyPeopleMissionInput = z.input<typeof keyPeopleMissionInput>;

/** A position the person held or holds in the group. */
export const keyPeoplePositionInput = z
  .object({ title: requiredShortText, startDate: optionalDate, endDate: optionalDate })
  .superRefine(endNotBeforeStart('startDate', 'endDate'));

/** A skill's rate on the record (Boond's tool level 0–5) and whether it is one that makes the person key. */
export const keyPeopleSkillInput = z.object({ idSkill: idSchema, rate, high: z.boolean().default(false) });

/** PUT /api/KeyPeople: the whole record (created on its first save; `rowVersion` 0 then). */
export const keyPeopleUpdateBody = z
  .object({
    idUser: idSchema,
    /** The row version read (0: the record does not exist yet). */
    rowVersion: z.number().int().min(0).max(2_147_483_647),
    status: z.enum(KEY_PEOPLE_STATUS_FILTERS).default('inProgress'),
    userInfo: z.object({
      ...userInfoFields,
      categories: z.array(categoryId).max(KEY_PEOPLE_CATEGORIES.length),
    }),
    missionData: z.array(keyPeopleMissionInput).max(KEY_PEOPLE_ROWS_MAX).default([]),
    allPosition: z.array(keyPeoplePositionInput).max(KEY_PEOPLE_ROWS_MAX).default([]),
    dcSkillsData: z.array(keyPeopleSkillInput).max(KEY_PEOPLE_ROWS_MAX).default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.dcSkillsData.forEach((s, i) => {
      if (seen.has(s.idSkill))
        ctx.addIssue({ code: 'custom', path: ['dcSkillsData', i, 'idSkill'], message: 'skill named twice' });
      seen.add(s.idSkill);
    });
  });
export type KeyPeopleUpdate = z.input<typeof keyPeopleUpdateBody>;
export type KeyPeopleUpdateParsed = z.output<typeof keyPeopleUpdateBody>;

export const keyPeopleMissionSchema = z.object({
  id: z.number().int(),
  client: z.string(),
  idBrand: z.number().int().nullable(),
  brandName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  role: z.string(),
});
export type KeyPeopleMission = z.infer<typeof keyPeopleMissionSchema>;
export const keyPeoplePositionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type KeyPeoplePosition = z.infer<typeof keyPeoplePositionSchema>;

/**
 * A skill of the record: the person's skills-file skills (the latest version in the caller's language, with their star
 * level 1–4) merged with the saved rates. `suggestedRate` is the star level on Boond's scale (what a new rate starts
 * from); `rate` null: not rated yet; `inFile` false: a saved rate whose skill is no longer in the file (kept, flagged).
 */
export const keyPeopleSkillSchema = z.object({
  idSkill: z.number().int(),
  label: z.string(),
  name: z.string(),
  starLevel: z.number().int().nullable(),
  suggestedRate: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  high: z.boolean(),
  inFile: z.boolean(),
});
export type KeyPeopleSkill = z.infer<typeof keyPeopleSkillSchema>;

export const keyPeopleRecordSchema = z.object({
  idUser: z.number().int(),
  /** False: the person is not a key person yet (the first save creates the record). */
  exists: z.boolean(),
  rowVersion: z.number().int(),
  status: z.enum(KEY_PEOPLE_STATUS_FILTERS),
  userInfo: z.object({
    idUser: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    reference: z.string().nullable(),
    managerName: z.string().nullable(),
    /** The person has a BoondManager resource (rates can be sent). */
    hasBoond: z.boolean(),
    categories: z.array(z.number().int()),
    kptEvalCapacity: z.boolean(),
    kptTechContributor: z.boolean(),
    kptArchitectCapacity: z.boolean(),
    kptRecruitQuality: z.boolean(),
    kptConceptionTraining: z.boolean(),
    kptPreSale: z.boolean(),
    kptComment: z.string(),
    kpmissionComment: z.string(),
    kpmissionRsiComment: z.string(),
    kphpoComment: z.string(),
  }),
  missionData: z.array(keyPeopleMissionSchema),
  allPosition: z.array(keyPeoplePositionSchema),
  dcSkillsData: z.array(keyPeopleSkillSchema),
  /** The skills file the skills come from (the page links to it), or null. */
  skillsFile: z.object({ idDc: z.number().int(), idLang: z.number().int() }).nullable(),
  canEdit: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  /** The delivery state of the record's last rates sent to BoondManager, or null. */
  delivery: objectStateSchema.nullable(),
});
export type KeyPeopleRecord = z.infer<typeof keyPeopleRecordSchema>;

/** PUT /api/KeyPeople answer: the new row version and what went to BoondManager (nothing: `notSentReason`). */
export const keyPeopleSavedSchema = z.object({
  idUser: z.number().int(),
  rowVersion: z.number().int(),
  status: z.enum(KEY_PEOPLE_STATUS_FILTERS),
  created: z.boolean(),
  sent: z.boolean(),
  /** Why nothing was sent (translated), or null. */
  notSentReason: z.string().nullable(),
  messageIds: z.array(z.number().int()),
  batchId: z.string().nullable(),
});
export type KeyPeopleSaved = z.infer<typeof keyPeopleSavedSchema>;

// ─────────────────────────────────────────────────────────────── userNoKp, brands

/** GET /api/KeyPeople/userNoKp: people of the caller's scope, employees, without a record (autocomplete). */
export const userNoKpQuery = z.object({
  searchTerm: searchTermSchema.default(''),
  limit: integerInput(1, 50).default(20),
});
export const userNoKpSchema = z.array(
  z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    reference: z.string().nullable(),
    managerName: z.string().nullable(),
  }),
);
export type UserNoKp = z.infer<typeof userNoKpSchema>;

export const brandSchema = z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() });
export type Brand = z.infer<typeof brandSchema>;
export const brandsSchema = z.array(brandSchema);
/** GET /api/Brand/allWithCurrent?idUser: the active brands and those the person's missions use. */
export const brandsWithCurrentQuery = z.object({ idUser: idSchema });

// ─────────────────────────────────────────────────────────────── the list (ListeDc/listeKP…)

export const keyPeopleList = defineList(
  {
    name: { type: 'text', sortable: true, filterable: true, required: true },
    reference: { type: 'text', sortable: true, filterable: true },
    manager: { type: 'text', sortable: true, filterable: true },
    /** "Has category X" (several categories per person): equal/different X, empty, not empty. */
    categories: {
      type: 'enum',
      filterable: true,
      options: KEY_PEOPLE_CATEGORY_IDS.map(String),
    },
    status: { type: 'enum', sortable: true, filterable: true, options: KEY_PEOPLE_STATUS_FILTERS },
    missions: { type: 'number', sortable: true, filterable: true },
    currentClient: { type: 'text', sortable: true, filterable: true },
    highSkills: { type: 'number', sortable: true, filterable: true },
    updatedAt: { type: 'date', sortable: true, filterable: true },
  },
  { sort: 'name' },
);
export const keyPeopleListQuery = keyPeopleList.query;
export const keyPeopleExportBody = keyPeopleList.exportBody;

export const keyPeopleRowSchema = z.object({
  idUser: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reference: z.string().nullable(),
  managerName: z.string().nullable(),
  categories: z.array(z.number().int()),
  status: z.enum(KEY_PEOPLE_STATUS_FILTERS),
  missions: z.number().int(),
  currentClient: z.string().nullable(),
  highSkills: z.number().int(),
  updatedAt: z.string().nullable(),
  /** The person's current skills file in the viewer's language (the list links to it), or null. */
  idDc: z.number().int().nullable(),
  idLang: z.number().int(),
});
export type KeyPeopleRow = z.infer<typeof keyPeopleRowSchema>;
export const keyPeoplePageSchema = listPageSchema(keyPeopleRowSchema);
export type KeyPeoplePage = z.infer<typeof keyPeoplePageSchema>;
