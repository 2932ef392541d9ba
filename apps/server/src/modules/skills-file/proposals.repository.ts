/**
 * Skills-file proposals (migration 0018): a person's pending proposals, their decision, and the writes other areas
 * make through the port (inside their own transaction). The certification row an accepted proposal adds is written
 * by sections.repository.ts, behind the file's row-version gate.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Queryable, Trx } from '../../db/types';
import type { ProposalState } from '../../db/schema-proposals';
import { DC_STATUSES } from '@my-skills/shared/constants';

export interface ProposalRow {
  id: number;
  personId: number;
  kind: string;
  subject: string;
  sourceType: string;
  sourceId: number;
  payload: unknown;
  state: ProposalState;
  createdAt: Date;
  createdById: number | null;
  createdByFirstName: string | null;
  createdByLastName: string | null;
}

export interface NewProposal {
  personId: number;
  kind: string;
  /** What it is about within its source ('' for a certification, 'skill:<id>'). */
  subject?: string;
  sourceType: string;
  sourceId: number;
  payload: object;
  createdBy: number;
}

export function createProposalsRepository(db: Kysely<Database>) {
  const selectRows = (q: Queryable) =>
    q
      .selectFrom('skills_file_proposal as s')
      .leftJoin('person as c', 'c.id', 's.created_by')
      .select([
        's.id',
        's.person_id as personId',
        's.kind',
        's.subject',
        's.source_type as sourceType',
        's.source_id as sourceId',
        's.payload',
        's.state',
        's.created_at as createdAt',
        's.created_by as createdById',
        'c.first_name as createdByFirstName',
        'c.last_name as createdByLastName',
      ]);

  return {
    /**
     * The proposals a file in `idLang` shows: its person's proposals not decided in that language, pending or
     * accepted into a file of another language (one dismissed before any acceptance shows nowhere); oldest first.
     */
    openFor(personId: number, idLang: number, q: Queryable = db): Promise<ProposalRow[]> {
      return selectRows(q)
        .where('s.person_id', '=', personId)
        .where('s.state', '<>', 'dismissed')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('skills_file_proposal_decision as d')
                .select('d.proposal_id')
                .whereRef('d.proposal_id', '=', 's.id')
                .where('d.id_lang', '=', idLang),
            ),
          ),
        )
        .orderBy('s.created_at')
        .orderBy('s.id')
        .execute();
    },

    /** The languages a proposal was decided in, and how. */
    decisionsOf(ids: readonly number[], q: Queryable = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return q
        .selectFrom('skills_file_proposal_decision')
        .select(['proposal_id as proposalId', 'id_lang as idLang', 'decision'])
        .where('proposal_id', 'in', ids)
        .orderBy('id_lang')
        .execute();
    },

    find(id: number, q: Queryable = db): Promise<ProposalRow | undefined> {
      return selectRows(q).where('s.id', '=', id).executeTakeFirst();
    },

    /** Records a pending proposal, replacing the pending one of the same (person, kind, source). */
    async replacePending(trx: Trx, p: NewProposal): Promise<number> {
      await trx
        .deleteFrom('skills_file_proposal')
        .where('person_id', '=', p.personId)
        .where('kind', '=', p.kind)
        .where('source_type', '=', p.sourceType)
        .where('source_id', '=', p.sourceId)
        .where('subject', '=', p.subject ?? '')
        .where('state', '=', 'pending')
        .execute();
      const { id } = await trx
        .insertInto('skills_file_proposal')
        .values({
          person_id: p.personId,
          kind: p.kind,
          subject: p.subject ?? '',
          source_type: p.sourceType,
          source_id: p.sourceId,
          payload: JSON.stringify(p.payload),
          created_by: p.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * A source's skill proposals: the pending ones are removed (they are computed again), the decided ones answered
     * (their subject and payload), for the caller not to propose again what the owner already decided.
     */
    async clearPendingSkills(trx: Trx, personId: number, source: { type: string; id: number }) {
      await trx
        .deleteFrom('skills_file_proposal')
        .where('person_id', '=', personId)
        .where('source_type', '=', source.type)
        .where('source_id', '=', source.id)
        .where('kind', 'in', ['skillLevel', 'skill'])
        .where('state', '=', 'pending')
        .execute();
      return trx
        .selectFrom('skills_file_proposal')
        .select(['subject', 'payload'])
        .where('person_id', '=', personId)
        .where('source_type', '=', source.type)
        .where('source_id', '=', source.id)
        .where('kind', 'in', ['skillLevel', 'skill'])
        .execute();
    },

    /** Records new pending proposals (one statement). */
    async insertPending(trx: Trx, rows: readonly (NewProposal & { subject: string })[]) {
      if (rows.length === 0) return;
      await trx
        .insertInto('skills_file_proposal')
        .values(
          rows.map((p) => ({
            person_id: p.personId,
            kind: p.kind,
            subject: p.subject,
            source_type: p.sourceType,
            source_id: p.sourceId,
            payload: JSON.stringify(p.payload),
            created_by: p.createdBy,
          })),
        )
        .execute();
    },

    /**
     * The person's current files (one per language: the version not archived) and their levels of `idSkills`
     * (the active catalogue skills among them: an inactive or unknown one is never proposed).
     */
    async currentLevels(personId: number, idSkills: readonly number[], q: Queryable = db) {
      const [files, skills] = await Promise.all([
        q
          .selectFrom('dc')
          .select(['id', 'id_lang as idLang'])
          .where('person_id', '=', personId)
          .where('status', '<>', DC_STATUSES.ARCHIVED)
          .execute(),
        idSkills.length === 0
          ? Promise.resolve([])
          : q.selectFrom('skill').select('id').where('id', 'in', idSkills).where('is_active', '=', true).execute(),
      ]);
      const levels =
        files.length === 0 || skills.length === 0
          ? []
          : await q
              .selectFrom('dc_skill')
              .select(['dc_id as dcId', 'id_skill as idSkill', 'level'])
              .where(
                'dc_id',
                'in',
                files.map((f) => f.id),
              )
              .where(
                'id_skill',
                'in',
                skills.map((s) => s.id),
              )
              .execute();
      return { files, activeSkills: new Set(skills.map((s) => s.id)), levels };
    },

    /** A file's level of each of `idSkills` (absent: not in the file). */
    async levelsIn(fileId: number, idSkills: readonly number[], q: Queryable = db): Promise<Map<number, number>> {
      if (idSkills.length === 0) return new Map();
      const rows = await q
        .selectFrom('dc_skill')
        .select(['id_skill as idSkill', 'level'])
        .where('dc_id', '=', fileId)
        .where('id_skill', 'in', idSkills)
        .execute();
      return new Map(rows.map((r) => [r.idSkill, r.level]));
    },

    /** The skills' names in a language. */
    async skillNames(idSkills: readonly number[], idLang: number, q: Queryable = db): Promise<Map<number, string>> {
      if (idSkills.length === 0) return new Map();
      const rows = await q
        .selectFrom('skill')
        .select(['id', idLang === 2 ? 'name_en as name' : 'name_fr as name'])
        .where('id', 'in', idSkills)
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Sets a skill's level in a file (adds the row when the file lacks the skill); answers the row's id. */
    async setSkillLevel(trx: Trx, fileId: number, idSkill: number, level: number): Promise<number> {
      const { id } = await trx
        .insertInto('dc_skill')
        .values({ dc_id: fileId, id_skill: idSkill, level })
        .onConflict((oc) => oc.columns(['dc_id', 'id_skill']).doUpdateSet({ level }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Withdraws a source's proposals: the still-pending ones are removed; one already accepted into a file stays
     * (the file keeps its row) but is no longer offered to the other language's file (a 'dismissed' decision there,
     * by nobody).
     */
    async withdraw(trx: Trx, source: { type: string; id: number }, at: Date): Promise<number> {
      await sql`insert into skills_file_proposal_decision (proposal_id, id_lang, decision, decided_at)
        select s.id, l.id_lang, 'dismissed', ${at}::timestamptz
        from skills_file_proposal s cross join (values (1::smallint), (2::smallint)) as l (id_lang)
        where s.source_type = ${source.type} and s.source_id = ${source.id} and s.state = 'accepted'
        on conflict (proposal_id, id_lang) do nothing`.execute(trx);
      const r = await trx
        .deleteFrom('skills_file_proposal')
        .where('source_type', '=', source.type)
        .where('source_id', '=', source.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    /**
     * Records the decision in a language (one per language; none on a proposal dismissed or gone meanwhile) and sums
     * the proposal's state up; false when it was already decided there, dismissed or withdrawn.
     */
    async decide(
      id: number,
      d: { idLang: number; decision: Exclude<ProposalState, 'pending'>; by: number; at: Date; fileId: number | null },
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await sql<{ id: number }>`insert into skills_file_proposal_decision
          (proposal_id, id_lang, decision, dc_id, decided_by, decided_at)
        select s.id, ${d.idLang}::smallint, ${d.decision}::varchar, ${d.fileId}::int, ${d.by}::int, ${d.at}::timestamptz
        from skills_file_proposal s where s.id = ${id} and s.state <> 'dismissed'
        on conflict (proposal_id, id_lang) do nothing returning proposal_id as id`.execute(q);
      if (rows.length === 0) return false;
      await sql`update skills_file_proposal s set decided_by = ${d.by}, decided_at = ${d.at},
          decided_dc_id = coalesce(${d.fileId}, s.decided_dc_id),
          state = case when exists (select 1 from skills_file_proposal_decision x
            where x.proposal_id = s.id and x.decision = 'accepted') then 'accepted' else 'dismissed' end
        where s.id = ${id}`.execute(q);
      return true;
    },

    /**
     * Whether the file already holds that certification: the same name and organism (trimmed, case-insensitive)
     * obtained on the same date (both without a date count as the same).
     */
    async certificationPresent(
      fileId: number,
      c: { name: string; organism: string; obtainedDate: string | null },
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await sql<{ present: boolean }>`select exists (select 1 from dc_certification c
        where c.dc_id = ${fileId} and lower(trim(c.name)) = lower(trim(${c.name}))
          and lower(trim(c.organism)) = lower(trim(${c.organism}))
          and c.obtained_date is not distinct from ${c.obtainedDate}::date) as present`.execute(q);
      return Boolean(rows[0]?.present);
    },
  };
}
export type ProposalsRepository = ReturnType<typeof createProposalsRepository>;
