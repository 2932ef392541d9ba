/**
 * Every permission row of roles.md on the seeded demo files (Alice: validated French, draft English;
 * Bruno: submitted; Thomas: versions in every status), the population seed, and the details' speed on a rich file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSkillsFiles, seedPopulationFiles } from '../../src/db/seed/skills-files';
import { seedPopulation } from '../../src/db/seed/seed';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { expectOk, personId, type DetailsData } from './helpers';

let t: TestApp;
const s = {} as Record<keyof typeof DEMO, TestSession>;
const files = { aliceFr: 0, aliceEn: 0, bruno: 0 };

const currentFile = async (email: string, idLang: number) => {
  const id = await personId(t, email);
  const row = await t.db
    .selectFrom('dc')
    .select('id')
    .where('person_id', '=', id)
    .where('id_lang', '=', idLang)
    .where('status', '<>', 4)
    .executeTakeFirstOrThrow();
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoSkillsFiles(t.db)).toBe(7);
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) s[key] = await t.login(DEMO[key]);
  files.aliceFr = await currentFile(DEMO.consultant, 1);
  files.aliceEn = await currentFile(DEMO.consultant, 2);
  files.bruno = await currentFile(DEMO.subcontractor, 1);
});
afterAll(async () => t.close());

type Who = keyof typeof DEMO;
const view = async (who: Who | null, idDc: number) => {
  const res = await t.call(who ? s[who] : null, 'GET', `/api/Dc/details?idDc=${idDc}`);
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json() as { data: DetailsData }).data : null };
};

describe('who may open Alice’s files (roles.md)', () => {
  const rows: [Who | null, number][] = [
    ['consultant', 200], // owner
    ['manager', 200], // Marc, her manager
    ['director', 200], // Sophie, up the chain
    ['buDirector', 200], // "all" access
    ['hr', 200],
    ['recruiter', 200],
    ['technicalManager', 403], // Thomas, a colleague
    ['subcontractor', 403], // Bruno, a colleague
    ['dpo', 403], // no ficheDc
    ['candidate', 403], // own file only
    [null, 401],
  ];
  for (const [who, expected] of rows) {
    it(`${who ?? 'anonymous'} → ${expected}`, async () => {
      expect((await view(who, files.aliceFr)).status).toBe(expected);
      expect((await view(who, files.aliceEn)).status).toBe(expected);
      expect(
        (await t.call(who ? s[who] : null, 'GET', `/api/Dc/getDc?idUser=${await personId(t, DEMO.consultant)}`))
          .statusCode,
      ).toBe(expected);
    });
  }
});

describe('who may send Alice’s file to BoondManager, and only Alice’s file as hers (roles.md, object binding)', () => {
  // Boond/actions names the document; the server composes the action (a skills file writes none: 422).
  const action = (idUser: number, objectId: number) => ({ idUser, objectType: 'dc', objectId });
  const messages = () => countRows(t, 'outbox_message');
  // managerAutorisation (manages her or "all" access, and the role may validate) or resendBoondAutorisation (internal role 1 or 2).
  const rows: [Who | null, number][] = [
    ['consultant', 403], // her own file: neither authorisation
    ['manager', 200], // Marc manages her and may validate
    ['director', 200], // Sophie may not validate, but is an administrator (internal role 1)
    ['buDirector', 200], // "all" access, may validate
    ['hr', 200], // "all" access, may validate
    ['recruiter', 200], // "all" access, may validate
    ['technicalManager', 403], // may not open her file
    ['subcontractor', 403],
    ['dpo', 403],
    ['candidate', 403],
    [null, 401],
  ];
  for (const [who, expected] of rows) {
    it(`${who ?? 'anonymous'}: her file named as hers → ${expected}; Bruno’s file named as hers → ${who ? 404 : 401}`, async () => {
      const alice = await personId(t, DEMO.consultant);
      const session = who ? s[who] : null;
      const before = await messages();
      // Sending the validated file itself (the server's export, as the resume): one message when allowed.
      const own = await t.call(session, 'POST', '/api/Boond/uploadFileToBoondDC', {
        idUser: alice,
        idDc: files.aliceFr,
      });
      expect(own.statusCode).toBe(expected);
      expect(await messages()).toBe(before + (expected === 200 ? 1 : 0));
      // An action on it: checked the same way; allowed, there is nothing to write for a skills file.
      const ownAction = await t.call(session, 'POST', '/api/Boond/actions', action(alice, files.aliceFr));
      expect(ownAction.statusCode).toBe(expected === 200 ? 422 : expected);
      const forged = await t.call(session, 'POST', '/api/Boond/actions', action(alice, files.bruno));
      expect(forged.statusCode).toBe(who ? 404 : 401);
      const resend = await t.call(session, 'POST', '/api/ResendBoond/actions', {
        idUser: alice,
        id: files.bruno,
        objectType: 'dc',
      });
      expect(resend.statusCode).toBe(who ? 404 : 401);
      expect(await messages()).toBe(before + (expected === 200 ? 1 : 0));
    });
  }
});

describe('what each may do', () => {
  it('on Alice’s validated French file', async () => {
    expect((await view('consultant', files.aliceFr)).data!.permissions).toMatchObject({
      canEdit: false,
      canCreateVersion: true,
      canValidate: false,
      canResendBoond: false,
    });
    expect((await view('manager', files.aliceFr)).data!.permissions).toMatchObject({
      canEdit: true,
      canResendBoond: true,
      canCreateVersion: true,
    });
    expect((await view('director', files.aliceFr)).data!.permissions).toMatchObject({
      canEdit: false,
      canResendBoond: true,
    }); // Sophie is internal admin
    expect((await view('hr', files.aliceFr)).data!.permissions).toMatchObject({ canEdit: true, canResendBoond: true });
  });
  it('on Alice’s draft English file', async () => {
    expect((await view('consultant', files.aliceEn)).data!.permissions).toMatchObject({
      canEdit: true,
      canSubmit: true,
    });
    expect((await view('director', files.aliceEn)).data!.permissions).toMatchObject({
      canEdit: true,
      canValidate: false,
    });
  });
  it('on Bruno’s submitted file: validators are Marc and the "all" roles that may validate, not Sophie, not Bruno', async () => {
    const can = async (who: Who) => (await view(who, files.bruno)).data!.permissions.canValidate;
    expect(await can('manager')).toBe(true);
    expect(await can('buDirector')).toBe(true);
    expect(await can('hr')).toBe(true);
    expect(await can('recruiter')).toBe(true);
    expect(await can('director')).toBe(false);
    expect(await can('subcontractor')).toBe(false);
    expect((await view('subcontractor', files.bruno)).data!.permissions.canEdit).toBe(true);
  });
  it('the candidate sees only her own files', async () => {
    const nina = await personId(t, DEMO.candidate);
    expect(expectOk<{ canCreate: boolean }>(await t.call(s.candidate, 'GET', '/api/Dc/getDc')).canCreate).toBe(true);
    expect((await t.call(s.candidate, 'GET', `/api/Dc/getDc?idUser=${nina}`)).statusCode).toBe(200);
  });
});

describe('seeded files', () => {
  it('Thomas: French v1 archived and v2 validated, English v1 archived and v2 submitted, with history', async () => {
    const thomas = await personId(t, DEMO.technicalManager);
    const menu = expectOk<{
      files: { idLang: number; status: number; version: number; archived: { version: number; status: number }[] }[];
    }>(await t.call(s.manager, 'GET', `/api/Dc/getDc?idUser=${thomas}`));
    expect(menu.files.map((f) => [f.idLang, f.status, f.version, f.archived.map((a) => a.version)])).toEqual([
      [1, 3, 2, [1]],
      [2, 2, 2, [1]],
    ]);
    const validated = await currentFile(DEMO.technicalManager, 1);
    const d = (await view('manager', validated)).data!;
    expect(d.history.map((h) => h.toStatus)).toEqual([3, 2, 1]);
    expect(d.experiences.length).toBeGreaterThan(0);
    expect(d.versions.map((v) => v.status)).toEqual([3, 4]);
    expect(d.check.ok).toBe(true);
  });

  it('is idempotent', async () => {
    expect(await seedDemoSkillsFiles(t.db)).toBe(7);
    const count = await t.db
      .selectFrom('dc')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(7);
  });

  it('the generated population gets realistic files (1–15 experiences, 4–25 skills; juniors have few)', async () => {
    await seedPopulation(t.db, 400);
    const files = await seedPopulationFiles(t.db);
    expect(files).toBeGreaterThan(300);
    const stats = await t.db
      .selectFrom('dc as d')
      .innerJoin('person as p', 'p.id', 'd.person_id')
      .select((eb) => [
        eb.fn
          .min(
            eb
              .selectFrom('dc_experience as e')
              .select(eb.fn.countAll<number>().as('c'))
              .whereRef('e.dc_id', '=', 'd.id'),
          )
          .as('minExp'),
        eb.fn
          .max(
            eb
              .selectFrom('dc_experience as e')
              .select(eb.fn.countAll<number>().as('c'))
              .whereRef('e.dc_id', '=', 'd.id'),
          )
          .as('maxExp'),
        eb.fn
          .min(eb.selectFrom('dc_skill as k').select(eb.fn.countAll<number>().as('c')).whereRef('k.dc_id', '=', 'd.id'))
          .as('minSkills'),
        eb.fn
          .max(eb.selectFrom('dc_skill as k').select(eb.fn.countAll<number>().as('c')).whereRef('k.dc_id', '=', 'd.id'))
          .as('maxSkills'),
      ])
      .where('p.email', 'like', '%@staff.example.net')
      .executeTakeFirstOrThrow();
    expect(Number(stats.minExp)).toBeGreaterThanOrEqual(1);
    expect(Number(stats.maxExp)).toBeLessThanOrEqual(15);
    expect(Number(stats.maxExp)).toBeGreaterThanOrEqual(10);
    expect(Number(stats.minSkills)).toBeGreaterThanOrEqual(4);
    expect(Number(stats.maxSkills)).toBeLessThanOrEqual(25);
    expect(Number(stats.maxSkills)).toBeGreaterThanOrEqual(20);
    expect(await seedPopulationFiles(t.db)).toBe(0);
  });

  it('GET /api/Dc/details serves a rich generated file whole (its speed is measured by npm run bench)', async () => {
    const rich = await t.db
      .selectFrom('dc as d')
      .select((eb) => [
        'd.id',
        eb
          .selectFrom('dc_experience as e')
          .select(eb.fn.countAll<number>().as('c'))
          .whereRef('e.dc_id', '=', 'd.id')
          .as('experiences'),
        eb
          .selectFrom('dc_skill as k')
          .select(eb.fn.countAll<number>().as('c'))
          .whereRef('k.dc_id', '=', 'd.id')
          .as('skills'),
      ])
      .where((eb) =>
        eb(
          eb.selectFrom('dc_experience as e').select(eb.fn.countAll<number>().as('c')).whereRef('e.dc_id', '=', 'd.id'),
          '>=',
          12,
        ),
      )
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await view('hr', rich.id);
    expect(res.status).toBe(200);
    expect(res.data!.experiences).toHaveLength(Number(rich.experiences));
    expect(Number(rich.skills)).toBeGreaterThanOrEqual(8);
  });
});
