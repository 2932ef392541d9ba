/**
 * Skills-file proposals from a validated evaluation (issue 22 §1), with 5000 generated people and their files:
 * computing one person's proposals (the port's `proposeSkillRatings`, as the evaluation's signature runs it inside its
 * transaction: the source's pending rows replaced, the person's current files read, the new rows written) for the
 * richest file of the population — every skill of the file rated at another level and five skills it lacks —
 * p95 ≤ 20 ms; each run rolled back. In process (buildApp on the bench's database), one run at a time.
 */
import { sql } from 'kysely';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { percentile, type BenchContext } from '../lib';
import { benchDatabase, seedPeople } from './skills-file';

const RUNS = 200;
const WARMUP = 20;

class RolledBack extends Error {}

export async function proposalsSection(ctx: BenchContext) {
  seedPeople(ctx);
  const database = await benchDatabase(ctx);
  const config = loadConfig({
    DATA_DIR: ctx.dataDir,
    LOG_LEVEL: 'silent',
    OUTBOX_RELAY: 'false',
    ...(ctx.databaseUrl ? { DATABASE_URL: ctx.databaseUrl } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const { rows } = await sql<{ personId: number; skills: number }>`
      select d.person_id as "personId", count(s.id)::int as skills
      from dc d join person p on p.id = d.person_id join dc_skill s on s.dc_id = d.id
      where p.email like '%@staff.example.net' and d.status <> 4
      group by d.person_id order by skills desc, d.person_id limit 1`.execute(database.db);
    const person = rows[0];
    if (!person) throw new Error('no generated skills file');
    const levels = await sql<{ idSkill: number; level: number }>`
      select distinct on (s.id_skill) s.id_skill as "idSkill", s.level from dc d join dc_skill s on s.dc_id = d.id
      where d.person_id = ${person.personId} and d.status <> 4 order by s.id_skill`.execute(database.db);
    const lacking = await sql<{ id: number }>`
      select k.id from skill k where k.is_active and not exists (select 1 from dc_skill s join dc d on d.id = s.dc_id
        where d.person_id = ${person.personId} and s.id_skill = k.id) order by k.id limit 5`.execute(database.db);
    const ratings = [
      ...levels.rows.map((l) => ({ idSkill: l.idSkill, rating: (l.level % 4) + 1 })),
      ...lacking.rows.map((k) => ({ idSkill: k.id, rating: 2 })),
    ];
    let proposed = 0;
    const once = async () => {
      const started = performance.now();
      await database.db
        .transaction()
        .execute(async (trx) => {
          proposed = await app.skillsFileProposals.proposeSkillRatings(trx, {
            personId: person.personId,
            source: { type: 'evaluation', id: 1 },
            year: 2026,
            ratings,
            createdBy: person.personId,
          });
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i += 1) await once();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await once());
    ctx.record({
      section: 'proposals',
      metric: `proposals computed for one person (${ratings.length} ratings, ${proposed} proposed), p95`,
      value: percentile(times, 95),
      unit: 'ms',
      goal: { op: '<=', target: 20 },
    });
    ctx.record({ section: 'proposals', metric: '  same, median', value: percentile(times, 50), unit: 'ms' });
  } finally {
    await app.close();
    await database.close();
  }
}
