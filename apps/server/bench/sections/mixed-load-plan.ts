/**
 * Who takes part in the mixed load (issue 24 §4) and which documents each may change: 50 accounts — nine demo
 * accounts and generated people (consultants, managers, HR, directors, a recruiter) — picked from the seeded
 * population so that no two virtual users ever write the same document. A manager's workflow documents (team
 * members' skills files to submit, validate and version again, submitted evaluations to rate and validate) belong to
 * direct reports who take no part themselves.
 */
import { sql } from 'kysely';
import type { BenchContext } from '../lib';
import { benchDatabase } from './skills-file';

export type Persona = 'consultant' | 'manager' | 'hr' | 'director' | 'recruiter';

export interface VirtualUser {
  email: string;
  personId: number;
  persona: Persona;
  /** Team members' skills files and this year's evaluations the user reads (managers). */
  teamFiles: number[];
  teamEvaluations: number[];
  /** Skills files of direct reports this user takes through submit → validate → new version (managers). */
  workflowFiles: number[];
  /** Submitted evaluations of direct reports this user rates and validates (managers). */
  evaluationsToValidate: number[];
}

export interface LoadPlan {
  year: number;
  users: VirtualUser[];
  /** The catalogue skills held by the most files (multi-criteria search). */
  topSkills: number[];
}

/** The demo accounts taking part (the DPO stays out: a campaign week is not hers). */
const DEMO: { email: string; persona: Persona }[] = [
  { email: 'alice.martin@example.com', persona: 'consultant' },
  { email: 'bruno.petit@example.com', persona: 'consultant' },
  { email: 'nina.lambert@example.com', persona: 'consultant' },
  { email: 'thomas.bernard@example.com', persona: 'manager' },
  { email: 'marc.durand@example.com', persona: 'manager' },
  { email: 'sophie.lefebvre@example.com', persona: 'director' },
  { email: 'julien.moreau@example.com', persona: 'director' },
  { email: 'helene.roux@example.com', persona: 'hr' },
  { email: 'camille.girard@example.com', persona: 'recruiter' },
];

/** Generated people per persona (with the demo accounts: 50 in all). */
const GENERATED = { consultant: 26, manager: 8, hr: 3, director: 3, recruiter: 1 } as const;

export const USERS = DEMO.length + Object.values(GENERATED).reduce((a, b) => a + b, 0);

type Db = Awaited<ReturnType<typeof benchDatabase>>['db'];

/** Generated people whose only active account has one of `roles`, in a stable spread order. */
async function generatedWithRole(db: Db, roles: number[], count: number, exclude: number[]) {
  const { rows } = await sql<{ id: number; email: string }>`
    select p.id, p.email from person p
    where p.email like '%@staff.example.net' and p.id <> all(${exclude}::int[])
      and (select array_agg(a.role_id::int) from account a where a.person_id = p.id and a.is_active)
        <@ ${roles}::int[]
      and exists (select 1 from account a where a.person_id = p.id and a.is_active)
    order by md5(p.id::text) limit ${count}`.execute(db);
  return rows;
}

export async function loadPlan(ctx: BenchContext): Promise<LoadPlan> {
  const database = await benchDatabase(ctx);
  const db = database.db;
  const year = new Date().getFullYear();
  try {
    const users: VirtualUser[] = [];
    const add = (email: string, personId: number, persona: Persona) =>
      users.push({
        email,
        personId,
        persona,
        teamFiles: [],
        teamEvaluations: [],
        workflowFiles: [],
        evaluationsToValidate: [],
      });
    const demo = await sql<{ id: number; email: string }>`
      select id, email from person where email = any(${DEMO.map((d) => d.email)}::text[])`.execute(db);
    for (const d of DEMO) {
      const row = demo.rows.find((r) => r.email === d.email);
      if (!row) throw new Error(`demo account ${d.email} not seeded`);
      add(d.email, row.id, d.persona);
    }

    // Consultants with a file they may edit (draft or submitted) and this year's evaluation as a draft.
    const consultants = await sql<{ id: number; email: string }>`
      select p.id, p.email from person p
      where p.email like '%@staff.example.net' and coalesce(p.boond_profile, '') <> 'Sous Traitant'
        and (select array_agg(a.role_id::int) from account a where a.person_id = p.id and a.is_active) = '{1}'
        and exists (select 1 from dc d where d.person_id = p.id and d.status in (1, 2))
        and exists (select 1 from evaluation e where e.person_id = p.id and e.year = ${year} and e.status = 1
          and exists (select 1 from evaluation_skill l where l.evaluation_id = e.id))
      order by md5(p.id::text) limit ${GENERATED.consultant}`.execute(db);
    for (const c of consultants.rows) add(c.email, c.id, 'consultant');

    // Business managers whose direct reports (none of them taking part) have a file to move through its workflow
    // and a submitted evaluation to rate and validate.
    const taken = () => users.map((u) => u.personId);
    const managers = await sql<{ id: number; email: string; files: number[]; evaluations: number[] }>`
      select m.id, m.email,
        (array(select d.id from dc d join person r on r.id = d.person_id
           where r.manager_id = m.id and r.id_boond is not null and d.status in (1, 2, 3)
             and r.id <> all(${taken()}::int[]) order by d.status desc, d.id))[1:2] as files,
        (array(select e.id from evaluation e join person r on r.id = e.person_id
           where r.manager_id = m.id and r.id_boond is not null and e.year = ${year} and e.status = 2
             and r.id <> all(${taken()}::int[]) order by e.id))[1:2] as evaluations
      from person m
      where m.email like '%@staff.example.net' and m.id <> all(${taken()}::int[])
        and (select array_agg(a.role_id::int) from account a where a.person_id = m.id and a.is_active) = '{3}'
        and exists (select 1 from evaluation e join person r on r.id = e.person_id
          where r.manager_id = m.id and e.year = ${year} and e.status = 2)
        and exists (select 1 from dc d join person r on r.id = d.person_id
          where r.manager_id = m.id and r.id_boond is not null and d.status in (1, 2, 3))
      order by md5(m.id::text) limit ${GENERATED.manager}`.execute(db);
    for (const m of managers.rows) {
      add(m.email, m.id, 'manager');
      const user = users.at(-1)!;
      user.workflowFiles = m.files;
      user.evaluationsToValidate = m.evaluations;
    }
    const others: [Persona, number[]][] = [
      ['hr', [6]],
      ['director', [4, 5]],
      ['recruiter', [8]],
    ];
    for (const [persona, roles] of others)
      for (const row of await generatedWithRole(db, roles, GENERATED[persona as keyof typeof GENERATED], taken()))
        add(row.email, row.id, persona);
    if (users.length !== USERS) throw new Error(`only ${users.length} of ${USERS} accounts found in the population`);

    // A workflow document of someone who takes part (a manager reporting to another) would be written by two users.
    const owners = await sql<{ kind: string; id: number; owner: number }>`
      select 'dc' as kind, id, person_id as owner from dc where id = any(${users.flatMap((u) => u.workflowFiles)}::int[])
      union all select 'ea', id, person_id from evaluation
        where id = any(${users.flatMap((u) => u.evaluationsToValidate)}::int[])`.execute(db);
    const taking = new Set(taken());
    const ownedByUser = (kind: string) =>
      new Set(owners.rows.filter((r) => r.kind === kind && taking.has(r.owner)).map((r) => r.id));
    const [filesOfUsers, evaluationsOfUsers] = [ownedByUser('dc'), ownedByUser('ea')];
    for (const user of users) {
      user.workflowFiles = user.workflowFiles.filter((id) => !filesOfUsers.has(id));
      user.evaluationsToValidate = user.evaluationsToValidate.filter((id) => !evaluationsOfUsers.has(id));
    }

    // What each manager reads of their team: direct reports' current files and this year's evaluations.
    for (const user of users.filter((u) => u.persona === 'manager')) {
      const team = await sql<{ files: number[] | null; evaluations: number[] | null }>`
        select (array(select d.id from dc d join person r on r.id = d.person_id
                  where r.manager_id = ${user.personId} and d.status <> 4 order by d.id))[1:10] as files,
               (array(select e.id from evaluation e join person r on r.id = e.person_id
                  where r.manager_id = ${user.personId} and e.year = ${year} order by e.id))[1:10] as evaluations
      `.execute(db);
      user.teamFiles = team.rows[0]?.files ?? [];
      user.teamEvaluations = team.rows[0]?.evaluations ?? [];
    }
    const skills = await sql<{ id: number }>`
      select ds.id_skill as id from dc_skill ds join skill k on k.id = ds.id_skill
      join skill_type t on t.id = k.id_skill_type where not t.is_soft
      group by ds.id_skill order by count(*) desc, ds.id_skill limit 6`.execute(db);
    return { year, users, topSkills: skills.rows.map((r) => r.id) };
  } finally {
    await database.close();
  }
}
