/**
 * The generated population as the management lists need it (`npm run seed -- --people N`): skills files, annual
 * evaluations and business-manager reviews in every status, certifications expiring at every horizon, careers of
 * every length, management chains several levels deep — deterministic for a seed, and consistent with what the
 * workflow code expects (read back through the API).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { careerOf, generatePopulation } from '../../src/db/seed/population';
import { seedPopulation } from '../../src/db/seed/seed';
import { seedPopulationFiles } from '../../src/db/seed/population-files';
import { seedPopulationEvaluations } from '../../src/db/seed/population-evaluations';
import { seedPopulationReviews } from '../../src/db/seed/population-reviews';
import { seedPopulationImports } from '../../src/db/seed/population-imports';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = new Date('2026-05-15T10:00:00Z');
const SEED = 4711;
const PEOPLE = 300;
const G = sql`p.email like '%@staff.example.net'`;

let t: TestApp;
let created: { files: number; evaluations: number; reviews: number; imports: number };

async function seedAll() {
  await seedPopulation(t.db, PEOPLE, SEED, NOW);
  return {
    files: await seedPopulationFiles(t.db, SEED, NOW),
    evaluations: await seedPopulationEvaluations(t.db, NOW, SEED),
    reviews: await seedPopulationReviews(t.db, NOW, SEED),
    imports: await seedPopulationImports(t.db, SEED, NOW),
  };
}

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;

/** Counts per kind and status ('0': not opened, among those who could have one). */
async function counts() {
  const tally = (list: { k: string; n: number }[]) => Object.fromEntries(list.map((r) => [r.k, r.n]));
  return {
    files: tally(
      await rows<{ k: string; n: number }>(sql`select d.id_lang || '/' || d.status as k, count(*)::int as n
        from dc d join person p on p.id = d.person_id where ${G} group by 1 order by 1`),
    ),
    evaluations: tally(
      await rows<{ k: string; n: number }>(sql`select y.year || '/' || coalesce(e.status, 0) as k, count(*)::int as n
        from person p cross join (values (2025), (2026)) as y(year)
        left join evaluation e on e.person_id = p.id and e.year = y.year
        where ${G} and p.ea_deadline is not null group by 1 order by 1`),
    ),
    reviews: tally(
      await rows<{ k: string; n: number }>(sql`select y.year || '/' || coalesce(r.status, 0) as k, count(*)::int as n
        from person p cross join (values (2025), (2026)) as y(year)
        left join eep_bm r on r.person_id = p.id and r.year = y.year
        where ${G} and (select max(a.role_id) from account a where a.person_id = p.id and a.is_active) between 3 and 5
        group by 1 order by 1`),
    ),
  };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  created = await seedAll();
}, 120_000);
afterAll(() => t.close());

describe('the generated organisation', () => {
  it('has management chains several levels deep under the generated business-unit directors', () => {
    const people = generatePopulation(2000, SEED);
    const byKey = new Map(people.map((p) => [p.key, p]));
    const depth = (key: number): number => {
      const manager = byKey.get(key)!.managerKey;
      return manager === undefined ? 0 : 1 + depth(manager);
    };
    const depths = people.map((p) => depth(p.key));
    // Business-unit director → director → manager → (manager →) consultant.
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(4);
    expect(
      people.filter((p) => p.roles[0]!.roleId === 3 && byKey.get(p.managerKey!)?.roles[0]!.roleId === 3).length,
    ).toBeGreaterThan(0);
  });

  it('gives careers of 0 to 25 years, seniors longer, and never joining before the first job', () => {
    const careers = Array.from({ length: 500 }, (_, i) => careerOf(SEED, i + 1, i % 10 === 0 ? 4 : 1));
    expect(Math.min(...careers.map((c) => c.careerMonths))).toBeLessThan(12);
    expect(Math.max(...careers.map((c) => c.careerMonths))).toBeGreaterThan(20 * 12);
    expect(careers.every((c) => c.careerMonths <= 300 && (c.tenureMonths ?? 0) <= c.careerMonths)).toBe(true);
    expect(careers.filter((_, i) => i % 10 === 0).every((c) => c.careerMonths >= 12 * 12)).toBe(true);
    expect(careerOf(SEED, 7, 1)).toEqual(careerOf(SEED, 7, 1));
  });

  it('stores the managers of managers generated in the same insert chunk', async () => {
    const [orphans] = await rows<{ n: number }>(sql`select count(*)::int as n from person p
      where ${G} and p.manager_id is null`);
    expect(orphans!.n).toBe(0);
  });
});

describe('seeding', () => {
  it('is deterministic for a seed: the same counts in every status, every time', async () => {
    expect(created).toEqual({ files: 348, evaluations: 402, reviews: 45, imports: 70 });
    // Files by language/status; evaluations and reviews by year/status, 0 for none (among those who could have one).
    expect(await counts()).toEqual({
      files: { '1/1': 90, '1/2': 41, '1/3': 135, '2/1': 40, '2/2': 17, '2/3': 25 },
      evaluations: {
        ...{ '2025/0': 72, '2025/1': 6, '2025/2': 11, '2025/3': 175 },
        ...{ '2026/0': 54, '2026/1': 63, '2026/2': 51, '2026/3': 96 },
      },
      reviews: { '2025/0': 7, '2025/3': 21, '2026/0': 4, '2026/1': 9, '2026/2': 6, '2026/3': 9 },
    });
  });

  it('adds nothing when run again over the same people', async () => {
    expect(await seedPopulationFiles(t.db, SEED, NOW)).toBe(0);
    expect(await seedPopulationEvaluations(t.db, NOW, SEED)).toBe(0);
    expect(await seedPopulationReviews(t.db, NOW, SEED)).toBe(0);
    expect(await seedPopulationImports(t.db, SEED, NOW)).toBe(0);
  });
});

describe('skills files', () => {
  it('list 8–25 catalogue skills for a consultant, levels leaning to 2–3, common skills frequent and rare ones rare', async () => {
    const [sizes] = await rows<{ min: number; max: number }>(sql`select min(n)::int as min, max(n)::int as max
      from (select count(*) as n from dc d join person p on p.id = d.person_id join dc_skill s on s.dc_id = d.id
        where ${G} and (select max(a.role_id) from account a where a.person_id = p.id) = 1 group by d.id) x`);
    expect(sizes!.min).toBeGreaterThanOrEqual(8);
    expect(sizes!.max).toBeLessThanOrEqual(25);
    const levels = await rows<{ level: number; n: number }>(sql`select s.level, count(*)::int as n
      from dc_skill s join dc d on d.id = s.dc_id join person p on p.id = d.person_id where ${G} group by 1 order by 1`);
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4]);
    const total = levels.reduce((a, l) => a + l.n, 0);
    expect((levels[1]!.n + levels[2]!.n) / total).toBeGreaterThan(0.6);
    const usage = await rows<{ label: string; n: number }>(sql`select k.label, count(s.id)::int as n
      from skill k left join dc_skill s on s.id_skill = k.id group by k.label`);
    const n = (label: string) => usage.find((u) => u.label === label)?.n ?? 0;
    const files = created.files;
    for (const common of ['Java', 'JavaScript', 'SQL', 'Git', 'Python', 'Docker'])
      expect(n(common)).toBeGreaterThan(files / 5);
    expect(usage.filter((u) => u.n <= 2).length).toBeGreaterThan(usage.length / 4);
  });

  it('tell careers from a few months to 25 years', async () => {
    const years = await rows<{ y: number }>(sql`select floor((${NOW}::date - min(e.start_date)) / 365.25)::int as y
      from dc d join person p on p.id = d.person_id join dc_experience e on e.dc_id = d.id where ${G} group by d.id`);
    const ys = years.map((r) => r.y);
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...ys)).toBeLessThanOrEqual(26);
  });

  it('hold certifications expired, expiring within 90 days, valid longer and without expiry', async () => {
    const states = await rows<{ state: string; n: number }>(sql`select case
        when c.expiry_date is null then 'none' when c.expiry_date < ${NOW}::date then 'expired'
        when c.expiry_date <= ${NOW}::date + 90 then 'soon' else 'later' end as state, count(*)::int as n
      from dc_certification c join dc d on d.id = c.dc_id join person p on p.id = d.person_id
      where ${G} group by 1 order by 1`);
    expect(states.map((s) => s.state)).toEqual(['expired', 'later', 'none', 'soon']);
    expect(states.every((s) => s.n >= 5)).toBe(true);
  });
});

describe('annual evaluations', () => {
  it('signs validated ones as the workflow does: the manager, the hash of the kept bytes', async () => {
    const signed = await rows<{ ok: boolean; n: number }>(sql`select (e.signed_by = e.validated_by
        and e.validated_by = p.manager_id and s.sha256 = e.document_hash
        and encode(sha256(s.content), 'hex') = s.sha256) as ok, count(*)::int as n
      from evaluation e join person p on p.id = e.person_id
      left join document_signature s on s.object_type = 'ea' and s.object_id = e.id
      where ${G} and e.status = 3 group by 1`);
    expect(signed).toEqual([{ ok: true, n: expect.any(Number) }]);
  });

  it('are late for some: deadline passed before validation', async () => {
    const [late] = await rows<{ n: number }>(sql`select count(*)::int as n from person p
      left join evaluation e on e.person_id = p.id and e.year = 2026
      where ${G} and p.ea_deadline < ${NOW}::date and coalesce(e.status, 0) <> 3`);
    expect(late!.n).toBeGreaterThan(10);
  });

  it('read back complete for the side that acted: submitted for the owner, validated for the manager', async () => {
    const pick = async (status: number) =>
      (
        await rows<{ id: number; owner: string; manager: string }>(sql`select e.id, p.email as owner,
          m.email as manager from evaluation e join person p on p.id = e.person_id join person m on m.id = p.manager_id
          where ${G} and e.year = 2026 and e.status = ${status} order by e.id limit 1`)
      )[0]!;
    const submitted = await pick(2);
    const owner = await t.login(submitted.owner);
    const mine = (await t.call(owner, 'GET', `/api/Ea/details?idEa=${submitted.id}`)).json().data;
    expect(mine.check).toMatchObject({ ok: true, side: 'consultant' });
    const validated = await pick(3);
    const manager = await t.login(validated.manager);
    const theirs = (await t.call(manager, 'GET', `/api/Ea/details?idEa=${validated.id}`)).json().data;
    expect(theirs.check).toMatchObject({ ok: true });
    expect(theirs.signature.documentHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('business-manager reviews', () => {
  it('are signed by the reviewer when validated, and read back complete', async () => {
    const [review] = await rows<{ id: number; personId: number; manager: string; hash: string; content: Buffer }>(
      sql`select r.id, r.person_id as "personId", m.email as manager, r.document_hash as hash, s.content
        from eep_bm r join person p on p.id = r.person_id join person m on m.id = p.manager_id
        join document_signature s on s.object_type = 'eepBm' and s.object_id = r.id
        where ${G} and r.year = 2026 and r.status = 3 order by r.id limit 1`,
    );
    expect(createHash('sha256').update(review!.content).digest('hex')).toBe(review!.hash);
    expect(Buffer.from(review!.content).subarray(0, 5).toString()).toBe('%PDF-');
    const manager = await t.login(review!.manager);
    const res = await t.call(manager, 'GET', `/api/Ea/eepBmDetails?idUser=${review!.personId}&year=2026`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.check).toMatchObject({ ok: true });
  });
});

describe('CV imports', () => {
  it('read back through the import logs of the year before: Word and PDF, applied and refused, by the person or their manager', async () => {
    const hr = await t.login('helene.roux@example.com');
    const start = new Date(NOW.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.call(hr, 'GET', `/api/Cv2Dc/logs?start=${start}&end=2026-05-15&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as {
      total: number;
      items: { format: string; outcome: string; by: { id: number }; forPerson: { id: number }; error: string | null }[];
    };
    expect(page.total).toBe(created.imports);
    const seen = (pick: (i: (typeof page.items)[number]) => unknown) => new Set(page.items.map(pick));
    expect(seen((i) => i.format)).toEqual(new Set(['docx', 'pdf']));
    expect(seen((i) => i.outcome)).toEqual(new Set(['applied', 'failed']));
    expect(seen((i) => i.by.id === i.forPerson.id)).toEqual(new Set([true, false]));
    expect(page.items.filter((i) => i.outcome === 'failed').every((i) => i.error !== null)).toBe(true);
  });
});

describe('re-seeding', () => {
  it('replaces the population and its kept signatures, with the same counts', async () => {
    const before = await counts();
    expect(await seedAll()).toEqual(created);
    expect(await counts()).toEqual(before);
    const [orphans] = await rows<{ n: number }>(sql`select count(*)::int as n from document_signature s
      where (s.object_type = 'ea' and not exists (select 1 from evaluation e where e.id = s.object_id))
        or (s.object_type = 'eepBm' and not exists (select 1 from eep_bm r where r.id = s.object_id))`);
    expect(orphans!.n).toBe(0);
  });
});
