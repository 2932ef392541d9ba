/**
 * The evidence behind a person's skills (issue 22 §3): its rows, and the sources its proposals are read from — the
 * person's latest skills file (experience tools, certification skills, its skills) and their training wishes.
 */
import { sql } from 'kysely';
import { DC_STATUSES } from '@my-skills/shared/constants';
import type { Db, Queryable, Trx } from '../../db/types';
import type { SkillEvidenceKind, SkillEvidenceState } from '../../db/schema-skill-evidence';

const CANCELLED_WISH = 3;

export interface EvidenceCandidate {
  idSkill: number;
  kind: SkillEvidenceKind;
  sourceKey: string;
  label: string;
  detail: string;
  startDate: string | null;
  endDate: string | null;
  dcId: number | null;
  trainingWishId: number | null;
}

export interface EvidenceRow {
  id: number;
  personId: number;
  idSkill: number;
  skillLabel: string;
  nameFr: string;
  nameEn: string;
  kind: SkillEvidenceKind;
  state: SkillEvidenceState;
  label: string;
  detail: string;
  startDate: string | null;
  endDate: string | null;
  current: boolean;
}

export function createSkillEvidenceRepository(db: Db) {
  const rows = (q: Queryable = db) =>
    q
      .selectFrom('skill_evidence as e')
      .innerJoin('skill as s', 's.id', 'e.id_skill')
      .select([
        'e.id',
        'e.person_id as personId',
        'e.id_skill as idSkill',
        's.label as skillLabel',
        's.name_fr as nameFr',
        's.name_en as nameEn',
        'e.kind',
        'e.state',
        'e.label',
        'e.detail',
        'e.start_date as startDate',
        'e.end_date as endDate',
        'e.current',
      ]);

  return {
    /** Every item of a person, by skill then newest use first. */
    listFor: (personId: number, states?: SkillEvidenceState[]): Promise<EvidenceRow[]> => {
      let q = rows().where('e.person_id', '=', personId);
      if (states) q = q.where('e.state', 'in', states);
      return q
        .orderBy('e.id_skill')
        .orderBy(sql`e.end_date desc nulls first`)
        .orderBy('e.start_date', 'desc')
        .orderBy('e.id')
        .execute();
    },

    find: (id: number, q: Queryable = db): Promise<EvidenceRow | undefined> =>
      rows(q).where('e.id', '=', id).executeTakeFirst(),

    decide: async (trx: Trx, id: number, state: SkillEvidenceState, by: number, at: Date) => {
      await trx
        .updateTable('skill_evidence')
        .set({ state, decided_by: by, decided_at: at, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** The person's latest skills file: the most recently changed of their files that is not archived. */
    latestFile: async (personId: number): Promise<number | null> => {
      const row = await db
        .selectFrom('dc')
        .select('id')
        .where('person_id', '=', personId)
        .where('status', '<>', DC_STATUSES.ARCHIVED)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** The file's experiences, one row per tool (catalogue skill) they used. */
    experienceTools: (fileId: number) =>
      db
        .selectFrom('dc_experience as e')
        .innerJoin('dc_experience_tool as t', 't.id_experience', 'e.id')
        .select([
          't.id_skill as idSkill',
          'e.position',
          'e.client',
          'e.project',
          'e.start_date as startDate',
          'e.end_date as endDate',
        ])
        .where('e.dc_id', '=', fileId)
        .orderBy('e.id')
        .execute(),

    /** The file's certifications, one row per skill they cover. */
    certificationSkills: (fileId: number) =>
      db
        .selectFrom('dc_certification as c')
        .innerJoin('dc_certification_skill as s', 's.id_certification', 'c.id')
        .select([
          's.id_skill as idSkill',
          'c.name',
          'c.organism',
          'c.obtained_date as obtainedDate',
          'c.expiry_date as expiryDate',
        ])
        .where('c.dc_id', '=', fileId)
        .orderBy('c.id')
        .execute(),

    /**
     * The catalogue skills the file names (its skills, experience tools, certification skills) with every spelling
     * (label, French and English names, aliases): what a training's title is matched against.
     */
    fileSkillNames: async (fileId: number): Promise<{ idSkill: number; name: string }[]> => {
      const ids = sql<{ id_skill: number }>`(
        select id_skill from dc_skill where dc_id = ${fileId}
        union select t.id_skill from dc_experience_tool t join dc_experience e on e.id = t.id_experience
          where e.dc_id = ${fileId}
        union select s.id_skill from dc_certification_skill s join dc_certification c on c.id = s.id_certification
          where c.dc_id = ${fileId})`;
      const result = await sql<{ idSkill: number; name: string }>`
        select s.id as "idSkill", n.name from skill s
          cross join lateral (values (s.label), (s.name_fr), (s.name_en)) as n(name)
          where s.id in (select id_skill from ${ids} as f)
        union
        select a.id_skill as "idSkill", a.alias as name from skill_alias a
          where a.id_skill in (select id_skill from ${ids} as f)`.execute(db);
      return result.rows;
    },

    /**
     * The person's trainings that happened: attended (per the report) or with a certification obtained; with the
     * skills they are linked to (the gap the wish addresses, the skills of its catalogue entry — issue 22 §2).
     */
    trainingsFollowed: (personId: number) =>
      db
        .selectFrom('training_wish as w')
        .select([
          'w.id',
          'w.title',
          'w.organism',
          'w.start_date as startDate',
          'w.end_date as endDate',
          'w.certification_obtained as certificationObtained',
          'w.certification_name as certificationName',
          'w.certification_date as certificationDate',
        ])
        .select(
          sql<number[]>`array(select w.gap_skill_id where w.gap_skill_id is not null
            union select c.id_skill from training_catalogue_skill c where c.id_entry = w.catalogue_entry_id)`.as(
            'linkedSkills',
          ),
        )
        .where('w.person_id', '=', personId)
        .where('w.status', '<>', CANCELLED_WISH)
        .where((eb) => eb.or([eb('w.report_attended', '=', true), eb('w.certification_obtained', '=', true)]))
        .orderBy('w.id')
        .execute(),

    /**
     * The proposals of one refresh: each candidate added (proposed) or its facts brought up to date (its decision
     * kept); the person's proposed items no candidate names any more go, their decided ones are marked not current.
     */
    sync: async (trx: Trx, personId: number, candidates: EvidenceCandidate[], at: Date) => {
      // Candidates are unique by (skill, kind, key): one statement may not update a row twice.
      const touched = candidates.length
        ? (
            await trx
              .insertInto('skill_evidence')
              .values(
                candidates.map((c) => ({
                  person_id: personId,
                  id_skill: c.idSkill,
                  kind: c.kind,
                  source_key: c.sourceKey,
                  label: c.label,
                  detail: c.detail,
                  start_date: c.startDate,
                  end_date: c.endDate,
                  dc_id: c.dcId,
                  training_wish_id: c.trainingWishId,
                })),
              )
              .onConflict((oc) =>
                oc.constraint('skill_evidence_once').doUpdateSet((eb) => ({
                  label: eb.ref('excluded.label'),
                  detail: eb.ref('excluded.detail'),
                  start_date: eb.ref('excluded.start_date'),
                  end_date: eb.ref('excluded.end_date'),
                  dc_id: eb.ref('excluded.dc_id'),
                  training_wish_id: eb.ref('excluded.training_wish_id'),
                  current: true,
                  updated_at: at,
                })),
              )
              .returning('id')
              .execute()
          ).map((r) => r.id)
        : [];
      let gone = trx.deleteFrom('skill_evidence').where('person_id', '=', personId).where('state', '=', 'proposed');
      if (touched.length) gone = gone.where('id', 'not in', touched);
      await gone.execute();
      let stale = trx
        .updateTable('skill_evidence')
        .set({ current: false, updated_at: at })
        .where('person_id', '=', personId)
        .where('current', '=', true);
      if (touched.length) stale = stale.where('id', 'not in', touched);
      await stale.execute();
    },
  };
}
export type SkillEvidenceRepository = ReturnType<typeof createSkillEvidenceRepository>;
