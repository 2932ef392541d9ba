/**
 * The scale section's population (issue 24 §1): one database per population size (PGlite: its own data folder;
 * PostgreSQL: `bench_scale_<N>` created on the server given to the bench), seeded with the demo organisation and N
 * generated people, and the ids of the documents its calls read (chosen the same way at every size).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { BenchContext } from '../lib';
import { seedPopulationImports } from '../../src/db/seed/population-imports';
import { benchDatabase, seedPeople } from './skills-file';

export interface PopulationIds {
  /** The skills file with the most experiences and skills among the generated people's. */
  richFile: number;
  /** An evaluation of this year or last with the most lines. */
  richEvaluation: number;
  /** A business-manager review of this year: its person and year. */
  review: { idUser: number; year: number };
  /** A key person's id. */
  keyPerson: number;
  /** The generated director (role 4) with the most direct reports, and that count. */
  director: { email: string; reports: number };
  /** The three hard skills held by the most files. */
  skills: number[];
}

/** A context of its own for population `people`: a fresh data folder, a fresh PostgreSQL database when on PostgreSQL. */
export async function populationContext(
  ctx: BenchContext,
  people: number,
): Promise<{ ctx: BenchContext; seeded: boolean }> {
  const dataDir = path.join(ctx.dataDir, `people-${people}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!ctx.postgresServerUrl) return { ctx: { ...ctx, dataDir, people, databaseUrl: undefined }, seeded: false };
  const name = `bench_scale_${people}`;
  const url = new URL(ctx.postgresServerUrl);
  url.pathname = `/${name}`;
  const popCtx = { ...ctx, dataDir, people, databaseUrl: url.toString() };
  if (ctx.reuse && (await generatedPeople(popCtx.databaseUrl)) >= people) return { ctx: popCtx, seeded: true };
  const admin = new pg.Client({ connectionString: ctx.postgresServerUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return { ctx: popCtx, seeded: false };
}

/** The generated people of a database already seeded (0 when it does not exist or has none). */
async function generatedPeople(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from person where email like '%@staff.example.net'`,
    );
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Seeds the population (timed; unless `seeded`) and picks the documents its calls read. */
export async function seedPopulation(
  ctx: BenchContext,
  seeded: boolean,
): Promise<{ seconds: number; ids: PopulationIds }> {
  const started = performance.now();
  if (!seeded) seedPeople(ctx);
  const seconds = (performance.now() - started) / 1000;
  const database = await benchDatabase(ctx);
  try {
    const db = database.db;
    // A population seeded before the generated CV imports existed gets them now (none added when it has some).
    await seedPopulationImports(db);
    const file = await sql<{ id: number }>`
      select d.id from dc d join person p on p.id = d.person_id
      where p.email like '%@staff.example.net' and d.status <> 4
      order by (select count(*) from dc_experience e where e.dc_id = d.id) desc,
        (select count(*) from dc_skill s where s.dc_id = d.id) desc, d.id
      limit 1`.execute(db);
    const evaluation = await sql<{ id: number }>`
      select e.id from evaluation e join person p on p.id = e.person_id
      where p.email like '%@staff.example.net' and e.status in (1, 2)
      order by (select count(*) from evaluation_skill l where l.evaluation_id = e.id) desc, e.id
      limit 1`.execute(db);
    const review = await sql<{ idUser: number; year: number }>`
      select person_id as "idUser", year from eep_bm order by year desc, status desc, id limit 1`.execute(db);
    const keyPerson = await sql<{ id: number }>`
      select k.id from key_people k join person p on p.id = k.id
      where p.email like '%@staff.example.net' order by k.id limit 1`.execute(db);
    const director = await sql<{ email: string; reports: number }>`
      select p.email, (select count(*)::int from person x where x.manager_id = p.id) as reports
      from person p join account a on a.person_id = p.id and a.role_id = 4 and a.is_active
      where p.email like '%@staff.example.net' order by reports desc, p.id limit 1`.execute(db);
    const skills = await sql<{ id: number }>`
      select ds.id_skill as id from dc_skill ds join skill k on k.id = ds.id_skill
      join skill_type t on t.id = k.id_skill_type where not t.is_soft
      group by ds.id_skill order by count(*) desc, ds.id_skill limit 3`.execute(db);
    const [f, e, r, k, d] = [file, evaluation, review, keyPerson, director].map((q) => q.rows[0]);
    if (!f || !e || !r || !k || !d)
      throw new Error('the generated population lacks a file, evaluation, review or key person');
    return {
      seconds,
      ids: {
        richFile: (f as { id: number }).id,
        richEvaluation: (e as { id: number }).id,
        review: r as PopulationIds['review'],
        keyPerson: (k as { id: number }).id,
        director: d as PopulationIds['director'],
        skills: skills.rows.map((row) => row.id),
      },
    };
  } finally {
    await database.close();
  }
}
