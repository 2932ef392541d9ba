/**
 * Who reaches the DPO's screen (issue 23 §2a, §3): every call of it answers 403 to every demo account but the DPO
 * (paul.fournier, role 7) and the administrator (sophie.lefebvre, internal role 1) — HR (helene.roux, internal role
 * 2) included —, and 401 without a session; the DPO still opens no skills file, evaluation or review. The chain's
 * verification: intact, then broken at the entry changed directly in the database, each run audited.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainVerificationResult } from '@my-skills/shared/schemas/data-protection';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

type Who = keyof typeof DEMO;
let t: TestApp;
const s = {} as Record<Who, TestSession>;
const ids = {} as Record<Who, number>;

const CALLS: [string, 'GET' | 'POST', string, unknown?][] = [
  ['auditSearch', 'GET', '/api/DataProtection/auditSearch?pageSize=5'],
  ['auditExport', 'POST', '/api/DataProtection/auditExport', { from: '2099-01-01T00:00:00Z' }],
  ['verifyChain', 'POST', '/api/DataProtection/verifyChain'],
  ['register', 'GET', '/api/DataProtection/register'],
  ['registerExport', 'POST', '/api/DataProtection/registerExport', {}],
  ['people', 'GET', '/api/DataProtection/people?searchTerm=martin'],
];
const ALLOWED: Who[] = ['dpo', 'director'];

beforeAll(async () => {
  t = await createTestApp();
  for (const who of Object.keys(DEMO) as Who[]) {
    s[who] = await t.login(DEMO[who]);
    ids[who] = (
      await t.db.selectFrom('person').select('id').where('email', '=', DEMO[who]).executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => t.close());

describe('the data protection calls, per demo account', () => {
  for (const who of Object.keys(DEMO) as Who[]) {
    const allowed = ALLOWED.includes(who);
    it(`${allowed ? 'answer' : 'refuse'} ${DEMO[who]}`, async () => {
      for (const [name, method, url, body] of CALLS) {
        const before = await t.db
          .selectFrom('audit_entry')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('actor_person_id', '=', ids[who])
          .where('action', '=', name)
          .executeTakeFirstOrThrow();
        const res = await t.call(s[who], method, url, body);
        expect(res.statusCode, `${name} by ${who}: ${res.body.slice(0, 200)}`).toBe(allowed ? 200 : 403);
        const after = await t.db
          .selectFrom('audit_entry')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('actor_person_id', '=', ids[who])
          .where('action', '=', name)
          .executeTakeFirstOrThrow();
        // Each call but the person lookup writes exactly one entry of its own; a refused call writes none.
        expect(Number(after.n) - Number(before.n), `${name} by ${who}`).toBe(allowed && name !== 'people' ? 1 : 0);
      }
    });
  }

  it('answer 401 without a session', async () => {
    for (const [name, method, url, body] of CALLS)
      expect((await t.call(null, method, url, body)).statusCode, name).toBe(401);
  });
});

describe('the DPO opens no skills file, evaluation or review', () => {
  it('answers 403 to Paul on Alice’s skills file and evaluation and on the manager’s review', async () => {
    const dc = await t.db.selectFrom('dc').select('id').where('person_id', '=', ids.consultant).executeTakeFirst();
    const saved = await t.call(s.consultant, 'POST', '/api/Ea/save', { year: 2026 });
    expect(saved.statusCode, saved.body).toBe(200);
    const idEa = (saved.json().data as { idEa: number }).idEa;
    const urls = [
      dc ? `/api/Dc/details?idDc=${dc.id}` : `/api/Dc/details?idUser=${ids.consultant}&idLang=1`,
      `/api/Ea/details?idEa=${idEa}`,
      `/api/Ea/eepBmDetails?idUser=${ids.manager}&year=2026`,
    ];
    // The owner and their manager do open them (the 403s are the DPO's, not broken calls).
    expect((await t.call(s.manager, 'GET', `/api/Ea/details?idEa=${idEa}`)).statusCode).toBe(200);
    for (const url of urls) expect((await t.call(s.dpo, 'GET', url)).statusCode, url).toBe(403);
  });
});

describe('POST /api/DataProtection/verifyChain', () => {
  const verify = async (who: TestSession) => {
    const res = await t.call(who, 'POST', '/api/DataProtection/verifyChain');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ChainVerificationResult;
  };
  const lastVerification = () =>
    t.db
      .selectFrom('audit_entry')
      .select(['result', 'detail', 'actor_person_id'])
      .where('action', '=', 'verifyChain')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('reports the chain intact, then broken at the entry changed in the database', async () => {
    const intact = await verify(s.dpo);
    const total = Number(
      (
        await t.db
          .selectFrom('audit_entry')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // Every entry before the verification's own.
    expect(intact.checked).toBe(total - 1);
    expect(intact.broken).toBeNull();
    expect(await lastVerification()).toMatchObject({ result: 'ok', actor_person_id: ids.dpo });

    const victim = await t.db
      .selectFrom('audit_entry')
      .select(['id', 'at'])
      .orderBy('id')
      .offset(Math.floor(total / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`alter table audit_entry disable trigger audit_entry_no_change`.execute(t.db);
    await sql`update audit_entry set detail = 'changed' where id = ${victim.id}`.execute(t.db);
    await sql`alter table audit_entry enable trigger audit_entry_no_change`.execute(t.db);

    const broken = await verify(s.director);
    expect(broken.broken).toEqual({ id: String(victim.id), at: new Date(victim.at).toISOString() });
    expect(broken.checked).toBe(Math.floor(total / 2));
    const entry = await lastVerification();
    expect(entry).toMatchObject({ result: 'failed', actor_person_id: ids.director });
    expect(JSON.parse(entry.detail)).toEqual({ checked: broken.checked, brokenId: String(victim.id) });
  });
});
