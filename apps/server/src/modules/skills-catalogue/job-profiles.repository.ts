/** SQL of the job profiles (with their expected skills) and of the language levels. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createJobProfilesRepository(db: Kysely<Database>) {
  const profileQuery = () =>
    db
      .selectFrom('job_profile as p')
      .select([
        'p.id',
        'p.name_fr as nameFr',
        'p.name_en as nameEn',
        'p.description_fr as descriptionFr',
        'p.description_en as descriptionEn',
        sql<number>`(select count(*)::int from job_profile_skill ps where ps.id_profile = p.id)`.as('skillCount'),
      ]);

  return {
    profiles() {
      return profileQuery().orderBy('p.name_fr').orderBy('p.id').execute();
    },
    findProfile(id: number) {
      return profileQuery().where('p.id', '=', id).executeTakeFirst();
    },
    /** The expected skills of a profile, in the order of their types, then by label. */
    profileSkills(id: number) {
      return db
        .selectFrom('job_profile_skill as ps')
        .innerJoin('skill as s', 's.id', 'ps.id_skill')
        .innerJoin('skill_type as t', 't.id', 's.id_skill_type')
        .select([
          's.id as idSkill',
          's.label',
          's.name_fr as nameFr',
          's.name_en as nameEn',
          's.id_boond as idBoond',
          's.is_active as isActive',
          's.id_skill_type as idSkillType',
          't.label_fr as typeFr',
          't.label_en as typeEn',
          't.is_soft as isSoft',
          'ps.level',
        ])
        .where('ps.id_profile', '=', id)
        .orderBy('t.sort_order')
        .orderBy('t.id')
        .orderBy(sql`lower(s.label)`)
        .execute();
    },
    languageLevels() {
      return db.selectFrom('language_level').select(['id', 'label_fr', 'label_en']).orderBy('id').execute();
    },
  };
}
export type JobProfilesRepository = ReturnType<typeof createJobProfilesRepository>;
export type ProfileSkillRow = Awaited<ReturnType<JobProfilesRepository['profileSkills']>>[number];
