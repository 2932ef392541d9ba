import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePagePermissions, landingPathFor } from '@my-skills/shared/roles';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO_ACCOUNTS = [
  { email: DEMO.candidate, roleId: 0, idRoleInternal: null, boondProfile: null, accounts: 1 },
  { email: DEMO.consultant, roleId: 1, idRoleInternal: null, boondProfile: null, accounts: 1 },
  { email: DEMO.subcontractor, roleId: 1, idRoleInternal: null, boondProfile: 'Sous Traitant', accounts: 1 },
  { email: DEMO.technicalManager, roleId: 2, idRoleInternal: null, boondProfile: null, accounts: 2 },
  { email: DEMO.manager, roleId: 3, idRoleInternal: null, boondProfile: null, accounts: 1 },
  { email: DEMO.director, roleId: 4, idRoleInternal: 1, boondProfile: null, accounts: 1 },
  { email: DEMO.buDirector, roleId: 5, idRoleInternal: null, boondProfile: null, accounts: 1 },
  { email: DEMO.hr, roleId: 6, idRoleInternal: 2, boondProfile: null, accounts: 1 },
  { email: DEMO.dpo, roleId: 7, idRoleInternal: null, boondProfile: null, accounts: 1 },
  { email: DEMO.recruiter, roleId: 8, idRoleInternal: null, boondProfile: null, accounts: 1 },
];

describe('POST /api/Login/authentication (dev sign-in)', () => {
  it.each(DEMO_ACCOUNTS)('signs in $email as role $roleId with its page permissions', async (demo) => {
    const res = await t.call(null, 'POST', '/api/Login/authentication', {
      LoginFromEmail: demo.email,
      isDevModeRessource: true,
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'ms_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const user = res.json().data;
    expect(user).toMatchObject({
      authMethod: 'dev',
      email: demo.email,
      role: { id: demo.roleId },
      idRoleInternal: demo.idRoleInternal,
      boondProfile: demo.boondProfile,
      activeAccounts: demo.accounts,
    });
    expect(user.pagePermissions).toEqual(
      computePagePermissions({
        roleId: demo.roleId,
        idRoleInternal: demo.idRoleInternal,
        boondProfile: demo.boondProfile,
      }),
    );
    expect(landingPathFor(user.role.id)).toBe(
      demo.roleId === 7 ? '/management/dataProtection' : demo.roleId > 2 ? '/page/management' : '/page/accueil',
    );
  });

  it('is case-insensitive on the e-mail', async () => {
    const res = await t.call(null, 'POST', '/api/Login/authentication', {
      LoginFromEmail: 'Alice.Martin@Example.com',
      isDevModeRessource: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.firstName).toBe('Alice');
  });

  it('answers 404 UNKNOWN_USER, translated, for an unknown e-mail', async () => {
    const fr = await t.call(null, 'POST', '/api/Login/authentication', {
      LoginFromEmail: 'nobody@example.com',
      isDevModeRessource: true,
    });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toMatchObject({
      success: false,
      data: null,
      code: 'UNKNOWN_USER',
      message: 'Utilisateur inconnu : contactez votre interlocuteur.',
    });
    const en = await t.call(
      null,
      'POST',
      '/api/Login/authentication',
      { LoginFromEmail: 'nobody@example.com', isDevModeRessource: true },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(en.json().message).toBe('Unknown user: contact your contact person.');
  });

  it('refuses a sign-in method this server does not offer', async () => {
    const res = await t.call(null, 'POST', '/api/Login/authentication', {
      LoginFromEmail: DEMO.consultant,
      Password: 'whatever',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it.each([
    ['malformed JSON', '{"LoginFromEmail":', 'INVALID_JSON'],
    ['an e-mail that is not one', { LoginFromEmail: 'not-an-email', isDevModeRessource: true }, 'VALIDATION_FAILED'],
    ['a wrong type', { LoginFromEmail: DEMO.consultant, isDevModeRessource: 'yes' }, 'VALIDATION_FAILED'],
    [
      'an oversized e-mail',
      { LoginFromEmail: `${'a'.repeat(300)}@example.com`, isDevModeRessource: true },
      'VALIDATION_FAILED',
    ],
    ['no body', undefined, 'VALIDATION_FAILED'],
  ])('answers 400 for %s and opens no session', async (_label, body, code) => {
    const before = await t.db
      .selectFrom('session')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.call(
      null,
      'POST',
      '/api/Login/authentication',
      body,
      typeof body === 'string' ? { 'content-type': 'application/json' } : {},
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, code });
    expect(res.json().message).toBeTruthy();
    expect(res.cookies.find((c) => c.name === 'ms_session')).toBeUndefined();
    const after = await t.db
      .selectFrom('session')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('names the invalid field in the details', async () => {
    const res = await t.call(null, 'POST', '/api/Login/authentication', {
      LoginFromEmail: 'x',
      isDevModeRessource: true,
    });
    expect(res.json().details[0].path).toContain('LoginFromEmail');
  });
});

describe('the dev sign-in disabled by configuration', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { DEV_LOGIN: 'false' } });
  });
  afterAll(() => off.close());

  it('refuses the dev sign-in with 403 and a clear message', async () => {
    const res = await off.call(
      null,
      'POST',
      '/api/Login/authentication',
      { LoginFromEmail: DEMO.consultant, isDevModeRessource: true },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'DEV_LOGIN_DISABLED',
      message: 'The development sign-in is disabled on this server.',
    });
  });
  it('does not list demo accounts, and says so in the options', async () => {
    expect((await off.call(null, 'GET', '/api/Login/devAccounts')).statusCode).toBe(403);
    expect((await off.call(null, 'GET', '/api/Login/options')).json().data.devLogin).toBe(false);
  });
});

describe('GET /api/Login/devAccounts and options', () => {
  it('lists the ten demo people with their roles (Thomas has two)', async () => {
    const res = await t.call(null, 'GET', '/api/Login/devAccounts', undefined, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const accounts = res.json().data as { email: string; roles: { id: number; name: string }[] }[];
    expect(accounts.map((a) => a.email).sort()).toEqual(Object.values(DEMO).sort());
    expect(accounts.find((a) => a.email === DEMO.technicalManager)!.roles.map((r) => r.name)).toEqual([
      'Consultant',
      'Technical Manager',
    ]);
  });
  it('tells the version and environment', async () => {
    expect((await t.call(null, 'GET', '/api/Login/options')).json().data).toMatchObject({
      devLogin: true,
      version: 'v3.1.5',
    });
  });
});

describe('GET /api/Login/me', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await t.call(null, 'GET', '/api/Login/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
  it('answers 401 SESSION_EXPIRED for an unknown cookie', async () => {
    const res = await t.call({ cookie: 'ms_session=forged-token', email: '' }, 'GET', '/api/Login/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });
  it('answers the current account', async () => {
    const s = await t.login(DEMO.manager);
    const res = await t.call(s, 'GET', '/api/Login/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'Marc',
      lastName: 'Durand',
      role: { id: 3, name: 'Manager' },
      reference: 'MS-0003',
    });
  });
});

describe('session expiry', () => {
  let clock: TestApp;
  let now = new Date('2026-11-21T09:00:00Z');
  beforeAll(async () => {
    clock = await createTestApp({ env: { SESSION_TTL_MINUTES: '60' }, now: () => now });
  });
  afterAll(() => clock.close());

  it('keeps a session alive while used, then every call answers 401 once it expires', async () => {
    const s = await clock.login(DEMO.consultant);
    now = new Date(now.getTime() + 40 * 60_000);
    expect((await clock.call(s, 'GET', '/api/Login/me')).statusCode).toBe(200); // sliding: extended to +60 min
    now = new Date(now.getTime() + 50 * 60_000);
    expect((await clock.call(s, 'GET', '/api/Login/me')).statusCode).toBe(200);
    now = new Date(now.getTime() + 61 * 60_000);
    for (const url of ['/api/Login/me', '/api/User/profile', '/api/User/userAccount']) {
      const res = await clock.call(s, 'GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_EXPIRED');
    }
  });
});

describe('POST /api/Logout', () => {
  it('ends the session: the cookie no longer works', async () => {
    const s = await t.login(DEMO.consultant);
    const res = await t.call(s, 'POST', '/api/Logout');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await t.call(s, 'GET', '/api/Login/me')).statusCode).toBe(401);
  });
  it('is harmless without a session', async () => {
    expect((await t.call(null, 'POST', '/api/Logout')).statusCode).toBe(200);
  });
});

describe('POST /api/Login/changeRole', () => {
  it('switches Thomas between his two active accounts; the next sign-in resumes the last one', async () => {
    const s = await t.login(DEMO.technicalManager);
    const accounts = (await t.call(s, 'GET', '/api/User/userAccount')).json().data as {
      id: number;
      role: { id: number };
      isCurrent: boolean;
    }[];
    expect(accounts).toHaveLength(2);
    const consultant = accounts.find((a) => a.role.id === 1)!;
    const res = await t.call(s, 'POST', `/api/Login/changeRole?idUser=${consultant.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: { id: 1 }, idAccount: consultant.id });
    expect(res.json().data.pagePermissions.managementCollaborators).toBe(false);
    // A new session token, as at sign-in: the old one stops working at once.
    const rotated = res.cookies.find((c) => c.name === 'ms_session');
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(`ms_session=${rotated!.value}`).not.toBe(s.cookie);
    const old = await t.call(s, 'GET', '/api/Login/me');
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('SESSION_EXPIRED');
    const switched = { ...s, cookie: `ms_session=${rotated!.value}` };
    expect((await t.call(switched, 'GET', '/api/Login/me')).json().data.role.id).toBe(1);
    const again = await t.login(DEMO.technicalManager);
    expect((await t.call(again, 'GET', '/api/Login/me')).json().data.role.id).toBe(1);
    const technical = accounts.find((a) => a.role.id === 2)!;
    expect((await t.call(again, 'POST', `/api/Login/changeRole?idUser=${technical.id}`)).json().data.role.id).toBe(2);
  });

  it('answers NO_ACCESS for an account of another person', async () => {
    const alice = await t.login(DEMO.consultant);
    const marcAccount = await t.db
      .selectFrom('account as a')
      .innerJoin('person as p', 'p.id', 'a.person_id')
      .select('a.id')
      .where('p.email', '=', DEMO.manager)
      .executeTakeFirstOrThrow();
    const res = await t.call(alice, 'POST', `/api/Login/changeRole?idUser=${marcAccount.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_ACCESS');
    // A refused switch keeps the session as it was.
    expect(res.cookies.find((c) => c.name === 'ms_session')).toBeUndefined();
    expect((await t.call(alice, 'GET', '/api/Login/me')).json().data.role.id).toBe(1);
  });

  it('answers NO_ACCESS for an inactive account of the same person', async () => {
    const person = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.manager)
      .executeTakeFirstOrThrow();
    const inactive = await t.db
      .insertInto('account')
      .values({ person_id: person.id, role_id: 1, is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const s = await t.login(DEMO.manager);
    const res = await t.call(s, 'POST', `/api/Login/changeRole?idUser=${inactive.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_ACCESS');
    const listed = (await t.call(s, 'GET', '/api/User/userAccount')).json().data as { id: number }[];
    expect(listed.map((a) => a.id)).not.toContain(inactive.id);
  });

  it.each(['abc', '-1', '0', '99999999999'])('answers 400 for idUser=%s', async (value) => {
    const s = await t.login(DEMO.technicalManager);
    const res = await t.call(s, 'POST', `/api/Login/changeRole?idUser=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers NO_ACCESS for an account id that does not exist', async () => {
    const s = await t.login(DEMO.technicalManager);
    expect((await t.call(s, 'POST', '/api/Login/changeRole?idUser=987654')).json().code).toBe('NO_ACCESS');
  });

  it('a deactivated account loses its session at the next call', async () => {
    const s = await t.login(DEMO.recruiter);
    const person = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.recruiter)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('account').set({ is_active: false }).where('person_id', '=', person.id).execute();
    const res = await t.call(s, 'GET', '/api/Login/me');
    expect(res.statusCode).toBe(401);
    await t.db.updateTable('account').set({ is_active: true }).where('person_id', '=', person.id).execute();
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the envelope, never HTML', async () => {
    const res = await t.call(null, 'GET', '/api/Nope/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
