/**
 * Reference data: skill types, the skills catalogue, job profiles, language levels, the evaluation criteria and the
 * business-manager review's profiles, categories, skill lines, goals and maturity objectives.
 * Seeded on every start (main.ts, after the migrations) and by `npm run seed`; idempotent, by natural key:
 * skill_type.code, lower(skill.label), lower(skill_alias.alias), lower(job_profile.name_en), language_level.id,
 * evaluation_criterion.code, business_manager_profile.id, business_manager_skill_category.id,
 * business_manager_skill_line.code, and the (line, profile) and (category, profile) pairs of the goals and maturity
 * objectives.
 *
 * Catalogue rows are only ever added, never overwritten: administrators edit, deactivate and delete skills (and the
 * business-manager lines, goals and maturity objectives); the business-manager profiles and categories, whose only
 * source is packages/shared/src/constants.ts, are upserted.
 * A skill or profile an administrator deleted comes back only when REFERENCE_DATA_VERSION changes
 * (a new release of the lists) or with `force` (npm run seed). See docs/decisions/007-skills-catalogue.md.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { LANGUAGE_LEVELS } from '@my-skills/shared/languages';
import { BM_SKILL_CATEGORIES, BUSINESS_MANAGER_PROFILES } from '@my-skills/shared/constants';
import type { Database } from '../schema';
import { SKILL_TYPES } from './reference/skill-types';
import { SKILLS_BY_TYPE } from './reference/skills';
import { SKILL_ALIASES } from './reference/skill-aliases';
import { JOB_PROFILES } from './reference/job-profiles';
import { EVALUATION_CRITERIA } from './reference/evaluation-criteria';
import { BUSINESS_MANAGER_LINES, BUSINESS_MANAGER_MATURITY } from './reference/business-manager';

/** Bump when the lists in ./reference change, so that running instances add what is new on their next start. */
export const REFERENCE_DATA_VERSION = '2026-11-25.2';
const VERSION_KEY = 'reference_data_version';
/** Serialises concurrent seeders (several processes starting together on one PostgreSQL). */
const ADVISORY_LOCK_KEY = 7_301_202;
const CHUNK = 200;

export interface ReferenceSeedReport {
  /** False when the fast path found everything in place and wrote nothing. */
  seeded: boolean;
  skillTypes: number;
  skillsAdded: number;
  profilesAdded: number;
  languageLevels: number;
  criteriaAdded: number;
}

const lower = (s: string) => s.toLowerCase();

/** One query: is this version seeded, with every type, level, business-manager profile and category in place? */
async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  const row = await sql<{
    version: string | null;
    types: number;
    levels: number;
    bmProfiles: number;
    bmCategories: number;
  }>`
    select (select value from app_meta where key = ${VERSION_KEY}) as version,
           (select count(*)::int from skill_type) as types,
           (select count(*)::int from language_level) as levels,
           (select count(*)::int from business_manager_profile) as "bmProfiles",
           (select count(*)::int from business_manager_skill_category) as "bmCategories"`.execute(db);
  const state = row.rows[0];
  return (
    state !== undefined &&
    state.version === REFERENCE_DATA_VERSION &&
    state.types >= SKILL_TYPES.length &&
    state.levels >= LANGUAGE_LEVELS.length &&
    state.bmProfiles >= BUSINESS_MANAGER_PROFILES.length &&
    state.bmCategories >= BM_SKILL_CATEGORIES.length
  );
}

async function upsertSkillTypes(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('skill_type')
    .values(
      SKILL_TYPES.map((t) => ({
        code: t.code,
        label_fr: t.labelFr,
        label_en: t.labelEn,
        is_soft: t.isSoft,
        sort_order: t.sortOrder,
      })),
    )
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        label_fr: eb.ref('excluded.label_fr'),
        label_en: eb.ref('excluded.label_en'),
        is_soft: eb.ref('excluded.is_soft'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .returning(['id', 'code'])
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function upsertLanguageLevels(trx: Transaction<Database>): Promise<number> {
  await trx
    .insertInto('language_level')
    .values(LANGUAGE_LEVELS.map((l) => ({ id: l.id, label_fr: l.fr, label_en: l.en })))
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ label_fr: eb.ref('excluded.label_fr'), label_en: eb.ref('excluded.label_en') })),
    )
    .execute();
  return LANGUAGE_LEVELS.length;
}

/** Adds the catalogue skills whose label is missing; a Boond id already taken by another skill is left empty. */
async function addMissingSkills(trx: Transaction<Database>, typeIds: Map<string, number>): Promise<number> {
  const existing = await trx.selectFrom('skill').select(['label', 'id_boond']).execute();
  const labels = new Set(existing.map((s) => lower(s.label)));
  const boondIds = new Set(existing.map((s) => s.id_boond).filter((id): id is number => id !== null));
  const missing = Object.entries(SKILLS_BY_TYPE).flatMap(([code, skills]) => {
    const typeId = typeIds.get(code);
    if (typeId === undefined) throw new Error(`reference skills: unknown skill type ${code}`);
    return skills
      .filter(([, nameFr]) => !labels.has(lower(nameFr)))
      .map(([idBoond, nameFr, nameEn]) => ({
        id_skill_type: typeId,
        label: nameFr,
        name_fr: nameFr,
        name_en: nameEn ?? nameFr,
        id_boond: idBoond !== null && !boondIds.has(idBoond) ? idBoond : null,
      }));
  });
  for (let i = 0; i < missing.length; i += CHUNK) {
    await trx
      .insertInto('skill')
      .values(missing.slice(i, i + CHUNK))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return missing.length;
}

/**
 * Adds the aliases missing (whatever the case) to the seeded skills still in the catalogue; an alias that is now
 * another skill's label or name (an administrator's skill) is left out.
 */
async function addMissingAliases(trx: Transaction<Database>): Promise<void> {
  const skills = await trx.selectFrom('skill').select(['id', 'label', 'name_fr', 'name_en']).execute();
  const names = new Set(skills.flatMap((s) => [s.label, s.name_fr, s.name_en].map(lower)));
  const ids = new Map(skills.map((s) => [lower(s.label), s.id] as const));
  const rows = Object.entries(SKILL_ALIASES).flatMap(([label, aliases]) => {
    const idSkill = ids.get(lower(label));
    return idSkill === undefined
      ? []
      : aliases.filter((alias) => !names.has(lower(alias))).map((alias) => ({ id_skill: idSkill, alias }));
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto('skill_alias')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Adds the job profiles missing by English name, each with its expected skills (those still in the catalogue). */
async function addMissingProfiles(trx: Transaction<Database>): Promise<number> {
  const existing = new Set(
    (await trx.selectFrom('job_profile').select('name_en').execute()).map((p) => lower(p.name_en)),
  );
  const missing = JOB_PROFILES.filter((p) => !existing.has(lower(p.nameEn)));
  if (missing.length === 0) return 0;
  const skillIds = new Map(
    (await trx.selectFrom('skill').select(['id', 'label']).execute()).map((s) => [lower(s.label), s.id] as const),
  );
  for (const profile of missing) {
    const { id } = await trx
      .insertInto('job_profile')
      .values({
        name_fr: profile.nameFr,
        name_en: profile.nameEn,
        description_fr: profile.descriptionFr,
        description_en: profile.descriptionEn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const skills = profile.skills.flatMap(([label, level]) => {
      const skillId = skillIds.get(lower(label));
      return skillId === undefined ? [] : [{ id_profile: id, id_skill: skillId, level }];
    });
    if (skills.length > 0)
      await trx
        .insertInto('job_profile_skill')
        .values(skills)
        .onConflict((oc) => oc.doNothing())
        .execute();
  }
  return missing.length;
}

/** Adds the evaluation criteria missing by code; administrators' edits and deactivations are kept. */
async function addMissingCriteria(trx: Transaction<Database>): Promise<number> {
  const added = await trx
    .insertInto('evaluation_criterion')
    .values(
      EVALUATION_CRITERIA.map((c) => ({
        code: c.code,
        id_type: c.idType,
        label_fr: c.labelFr,
        label_en: c.labelEn,
        sort_order: c.sortOrder,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .execute();
  return added.length;
}

/** The six business-manager profiles and the nine categories: upserted (the shared constants are their only source). */
async function upsertBusinessManagerProfilesAndCategories(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('business_manager_profile')
    .values(BUSINESS_MANAGER_PROFILES.map((p) => ({ id: p.id, goal_field: p.goalField, name_fr: p.fr, name_en: p.en })))
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        goal_field: eb.ref('excluded.goal_field'),
        name_fr: eb.ref('excluded.name_fr'),
        name_en: eb.ref('excluded.name_en'),
      })),
    )
    .execute();
  await trx
    .insertInto('business_manager_skill_category')
    .values(
      BM_SKILL_CATEGORIES.map((c, i) => ({
        id: c.id,
        group_key: c.group,
        name_fr: c.fr,
        name_en: c.en,
        sort_order: (i + 1) * 10,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        group_key: eb.ref('excluded.group_key'),
        name_fr: eb.ref('excluded.name_fr'),
        name_en: eb.ref('excluded.name_en'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();
}

/**
 * Adds the business-manager skill lines missing by code, the goals missing for the seeded lines still there, and the
 * maturity objectives missing: what administrators changed (names, order, deactivation, goals, objectives) is kept.
 */
async function addMissingBusinessManagerLines(trx: Transaction<Database>): Promise<number> {
  const added = await trx
    .insertInto('business_manager_skill_line')
    .values(
      BUSINESS_MANAGER_LINES.map((l) => ({
        code: l.code,
        id_category: l.idCategory,
        name_fr: l.nameFr,
        name_en: l.nameEn,
        sort_order: l.sortOrder,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .execute();
  const lineIds = new Map(
    (
      await trx
        .selectFrom('business_manager_skill_line')
        .select(['id', 'code'])
        .where(
          'code',
          'in',
          BUSINESS_MANAGER_LINES.map((l) => l.code),
        )
        .execute()
    ).map((l) => [l.code, l.id] as const),
  );
  const goals = BUSINESS_MANAGER_LINES.flatMap((l) => {
    const idLine = lineIds.get(l.code);
    return idLine === undefined
      ? []
      : BUSINESS_MANAGER_PROFILES.map((p, i) => ({ id_line: idLine, id_profile: p.id, goal: l.goals[i]! }));
  });
  for (let i = 0; i < goals.length; i += CHUNK) {
    await trx
      .insertInto('business_manager_skill_goal')
      .values(goals.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['id_line', 'id_profile']).doNothing())
      .execute();
  }
  await trx
    .insertInto('business_manager_maturity_objective')
    .values(
      BM_SKILL_CATEGORIES.flatMap((c) =>
        BUSINESS_MANAGER_PROFILES.map((p, i) => ({
          id_category: c.id,
          id_profile: p.id,
          objective: BUSINESS_MANAGER_MATURITY[c.id]![i]!,
        })),
      ),
    )
    .onConflict((oc) => oc.columns(['id_category', 'id_profile']).doNothing())
    .execute();
  return added.length;
}

/**
 * Seeds what is missing. Costs one query when this version is already seeded (unless `force`).
 */
export async function seedReferenceData(
  db: Kysely<Database>,
  options: { force?: boolean } = {},
): Promise<ReferenceSeedReport> {
  if (!options.force && (await isUpToDate(db))) {
    return { seeded: false, skillTypes: 0, skillsAdded: 0, profilesAdded: 0, languageLevels: 0, criteriaAdded: 0 };
  }
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEY})`.execute(trx);
    const typeIds = await upsertSkillTypes(trx);
    const languageLevels = await upsertLanguageLevels(trx);
    const skillsAdded = await addMissingSkills(trx, typeIds);
    await addMissingAliases(trx);
    const profilesAdded = await addMissingProfiles(trx);
    const criteriaAdded = await addMissingCriteria(trx);
    await upsertBusinessManagerProfilesAndCategories(trx);
    await addMissingBusinessManagerLines(trx);
    await trx
      .insertInto('app_meta')
      .values({ key: VERSION_KEY, value: REFERENCE_DATA_VERSION })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: REFERENCE_DATA_VERSION }))
      .execute();
    return { seeded: true, skillTypes: typeIds.size, skillsAdded, profilesAdded, languageLevels, criteriaAdded };
  });
}
