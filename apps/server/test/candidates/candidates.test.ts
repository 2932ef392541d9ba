/**
 * The candidates list (Candidate/list, add, invite): page permission managementCandidats (roles 3 and 8), the rows
 * with their invitation, password, lock and skills-file state, adding with validation and duplicates, and the
 * invitation e-mail (the first-login link) with who sent it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { lastMailTo, linkOf, ONBOARDING, setPassword, signInWithPassword, testClock } from '../support/password';

const clock = testClock();
let t: TestApp;
let recruiter: TestSession;
let manager: TestSession;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  recruiter = await t.login(DEMO.recruiter);
  manager = await t.login(DEMO.manager);
});
afterAll(() => t?.close());

const PERMISSION_ROWS = [
  { email: DEMO.candidate, role: 0, allowed: false },
  { email: DEMO.consultant, role: 1, allowed: false },
  { email: DEMO.technicalManager, role: 2, allowed: false },
  { email: DEMO.manager, role: 3, allowed: true },
  { email: DEMO.director, role: 4, allowed: false },
  { email: DEMO.buDirector, role: 5, allowed: false },
  { email: DEMO.hr, role: 6, allowed: false },
  { email: DEMO.dpo, role: 7, allowed: false },
  { email: DEMO.recruiter, role: 8, allowed: true },
];

describe('permissions', () => {
  it.each(PERMISSION_ROWS)('role $role: list, add and invite allowed = $allowed', async ({ email, allowed }) => {
    const session = await t.login(email);
    const list = await t.call(session, 'GET', '/api/Candidate/list');
    const add = await t.call(session, 'POST', '/api/Candidate/add', {
      firstName: 'Perm',
      lastName: `Role${email}`,
      email: `perm.${email}`,
      idLang: 1,
      invite: false,
    });
    const nina = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.candidate)
      .executeTakeFirstOrThrow();
    const invite = await t.call(session, 'POST', `/api/Candidate/invite?id=${nina.id}`);
    for (const res of [list, add, invite]) expect(res.statusCode, res.body).toBe(allowed ? 200 : 403);
    if (!allowed) expect(list.json().code).toBe('FORBIDDEN');
  });

  it('requires a session', async () => {
    expect((await t.call(null, 'GET', '/api/Candidate/list')).statusCode).toBe(401);
  });
});

describe('GET /api/Candidate/list', () => {
  it('lists active candidates only, by last name, with their state', async () => {
    const rows = (await t.call(recruiter, 'GET', '/api/Candidate/list?pageSize=100')).json().data.items as {
      email: string;
      lastName: string;
    }[];
    expect(rows.map((r) => r.email)).toContain(DEMO.candidate);
    expect(rows.map((r) => r.email)).not.toContain(DEMO.consultant);
    const names = rows.map((r) => r.lastName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const nina = rows.find((r) => r.email === DEMO.candidate);
    expect(nina).toMatchObject({ firstName: 'Nina', lastName: 'Lambert', passwordSet: false, lockedUntil: null });
  });

  it('searches names and e-mails case-insensitively, with LIKE characters taken literally', async () => {
    const search = async (q: string) =>
      (
        (await t.call(recruiter, 'GET', `/api/Candidate/list?searchTerm=${encodeURIComponent(q)}`)).json().data
          .items as {
          email: string;
        }[]
      ).map((r) => r.email);
    expect(await search('LAMBERT')).toEqual([DEMO.candidate]);
    expect(await search('nina lam')).toEqual([DEMO.candidate]);
    expect(await search('Lambert Nina')).toEqual([DEMO.candidate]);
    expect(await search('NINA.LAMBERT@')).toEqual([DEMO.candidate]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('shows the invitation date, the password, the lock and the skills file status', async () => {
    const added = (
      await t.call(recruiter, 'POST', '/api/Candidate/add', {
        firstName: 'State',
        lastName: 'Shown',
        email: 'state.shown@example.com',
        idLang: 2,
        invite: true,
      })
    ).json().data;
    expect(added.invitedAt).not.toBeNull();
    expect(added.passwordSet).toBe(false);
    const password = await setPassword(t, 'state.shown@example.com');
    for (let i = 0; i < 5; i++) await signInWithPassword(t, 'state.shown@example.com', 'Wrong-Pass1!x');
    const row = (
      (await t.call(recruiter, 'GET', '/api/Candidate/list?searchTerm=state.shown')).json().data.items as unknown[]
    )[0];
    expect(row).toMatchObject({ passwordSet: true, dcFr: 0, dcEn: 0 });
    const lockedUntil = Date.parse((row as { lockedUntil: string }).lockedUntil);
    expect(lockedUntil - clock.now().getTime()).toBeGreaterThan(29 * 60_000);
    clock.advance(31 * 60_000);
    try {
      const later = (
        (await t.call(recruiter, 'GET', '/api/Candidate/list?searchTerm=state.shown')).json().data.items as unknown[]
      )[0];
      expect(later).toMatchObject({ lockedUntil: null });
      // The candidate signs in and starts a skills file.
      const res = await signInWithPassword(t, 'state.shown@example.com', password);
      expect(res.statusCode).toBe(200);
    } finally {
      clock.reset();
    }
    await t.db.insertInto('dc').values({ person_id: added.id, id_lang: 2, version: 1, status: 2 }).execute();
    const withFile = (
      (await t.call(recruiter, 'GET', '/api/Candidate/list?searchTerm=state.shown')).json().data.items as unknown[]
    )[0];
    expect(withFile).toMatchObject({ dcFr: 0, dcEn: 2 });
  });
});

describe('POST /api/Candidate/add', () => {
  it('creates the person (no manager) and an active candidate account; no e-mail without invite', async () => {
    const mails = await countRows(t, 'outbox_message');
    const res = await t.call(manager, 'POST', '/api/Candidate/add', {
      firstName: 'Hugo',
      lastName: 'Blanc',
      email: 'Hugo.Blanc@Example.com',
      idLang: 2,
      invite: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Candidat ajouté.',
      data: { firstName: 'Hugo', email: 'Hugo.Blanc@Example.com', idLang: 2, invitedAt: null, passwordSet: false },
    });
    const person = await t.db
      .selectFrom('person')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({ manager_id: null, id_lang: 2 });
    const accounts = await t.db.selectFrom('account').selectAll().where('person_id', '=', person.id).execute();
    expect(accounts).toMatchObject([{ role_id: 0, is_active: true }]);
    expect(await countRows(t, 'outbox_message')).toBe(mails);
  });

  it('refuses an e-mail already used (case-insensitive) with ALREADY_EXISTS, in both languages, adding nothing', async () => {
    const people = await countRows(t, 'person');
    for (const [lang, email, text] of [
      ['fr', 'ALICE.MARTIN@example.com', 'Une personne avec cette adresse e-mail existe déjà.'],
      ['en', 'hugo.blanc@example.com', 'A person with this e-mail address already exists.'],
    ] as const) {
      const res = await t.call(
        recruiter,
        'POST',
        '/api/Candidate/add',
        { firstName: 'Dup', lastName: 'Licate', email, idLang: 1 },
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ALREADY_EXISTS' });
      // A signed-in person's answers are in their own language (the recruiter's is French).
      expect(res.json().message).toBe(lang === 'fr' ? text : 'Une personne avec cette adresse e-mail existe déjà.');
    }
    expect(await countRows(t, 'person')).toBe(people);
  });

  it.each([
    { name: 'missing first name', body: { lastName: 'X', email: 'x@example.com', idLang: 1 } },
    { name: 'empty last name', body: { firstName: 'X', lastName: '  ', email: 'x@example.com', idLang: 1 } },
    { name: 'bad e-mail', body: { firstName: 'X', lastName: 'Y', email: 'not-an-email', idLang: 1 } },
    { name: 'unknown language', body: { firstName: 'X', lastName: 'Y', email: 'x@example.com', idLang: 3 } },
    { name: 'name too long', body: { firstName: 'X'.repeat(300), lastName: 'Y', email: 'x@example.com', idLang: 1 } },
  ])('refuses $name (VALIDATION_FAILED, nothing added)', async ({ body }) => {
    const people = await countRows(t, 'person');
    const res = await t.call(recruiter, 'POST', '/api/Candidate/add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await countRows(t, 'person')).toBe(people);
  });

  it('with invite, e-mails the first-login link in the candidate’s language, sent by the caller', async () => {
    const res = await t.call(recruiter, 'POST', '/api/Candidate/add', {
      firstName: 'Zoé',
      lastName: 'Invitée',
      email: 'zoe.invitee@example.com',
      idLang: 2,
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(t, 'zoe.invitee@example.com');
    expect(mail).toMatchObject({ template: 'passwordLink', id_lang: 2, subject: 'My Skills: create your password' });
    expect(mail!.text_body).toContain('Hello Zoé Invitée,');
    const link = linkOf(mail);
    expect(link).toMatchObject({ email: 'zoe.invitee@example.com', lang: 'en' });
    const camille = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.recruiter)
      .executeTakeFirstOrThrow();
    const row = await t.db
      .selectFrom('password_link')
      .selectAll()
      .where('person_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'first', created_by: camille.id, used_at: null });
    const check = await t.call(
      null,
      'POST',
      '/api/Login/checkLink',
      { LoginFromEmail: link.email, IDToken: link.token },
      ONBOARDING,
    );
    expect(check.json().data.purpose).toBe('first');
  });
});

describe('POST /api/Candidate/invite', () => {
  it('sends a new first-login link; the earlier one stops working', async () => {
    const nina = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.candidate)
      .executeTakeFirstOrThrow();
    await t.call(manager, 'POST', `/api/Candidate/invite?id=${nina.id}`);
    const first = linkOf(await lastMailTo(t, DEMO.candidate));
    const res = await t.call(manager, 'POST', `/api/Candidate/invite?id=${nina.id}`, undefined, {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Invitation envoyée au candidat.', data: { email: DEMO.candidate } });
    expect(res.json().data.invitedAt).not.toBeNull();
    const second = linkOf(await lastMailTo(t, DEMO.candidate));
    expect(second.token).not.toBe(first.token);
    const check = (token: string) =>
      t.call(null, 'POST', '/api/Login/checkLink', { LoginFromEmail: DEMO.candidate, IDToken: token }, ONBOARDING);
    expect((await check(first.token)).statusCode).toBe(410);
    expect((await check(second.token)).statusCode).toBe(200);
  });

  it('never shows the link back: the exchanges screen withholds the invitation’s body', async () => {
    const nina = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.candidate)
      .executeTakeFirstOrThrow();
    await t.call(manager, 'POST', `/api/Candidate/invite?id=${nina.id}`);
    const { token } = linkOf(await lastMailTo(t, DEMO.candidate));
    const message = await t.db
      .selectFrom('outbox_message')
      .select('id')
      .where('kind', '=', 'mail.send')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const admin = await t.login(DEMO.director);
    const detail = await t.call(admin, 'GET', `/api/Exchanges/byId?id=${message.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.payload).toMatchObject({ template: 'passwordLink', to: DEMO.candidate });
    expect(detail.body).not.toContain(token);
  });

  it('sends a reset link to a candidate who already has a password', async () => {
    const added = (
      await t.call(recruiter, 'POST', '/api/Candidate/add', {
        firstName: 'Has',
        lastName: 'Password',
        email: 'has.password@example.com',
        idLang: 1,
        invite: false,
      })
    ).json().data;
    await setPassword(t, 'has.password@example.com');
    expect((await t.call(recruiter, 'POST', `/api/Candidate/invite?id=${added.id}`)).statusCode).toBe(200);
    const mail = await lastMailTo(t, 'has.password@example.com');
    expect(mail?.subject).toBe('My Skills : réinitialisez votre mot de passe');
  });

  it('NOT_FOUND for an id that is not a candidate', async () => {
    const alice = await t.db
      .selectFrom('person')
      .select('id')
      .where('email', '=', DEMO.consultant)
      .executeTakeFirstOrThrow();
    for (const id of [alice.id, 99_999_999]) {
      const res = await t.call(recruiter, 'POST', `/api/Candidate/invite?id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Cet élément n’existe pas pour cette personne.' });
    }
  });

  it('counts against the hourly mail allowance', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAILS_PER_HOUR: '1' } });
    try {
      const session = await limited.login(DEMO.recruiter);
      const nina = await limited.db
        .selectFrom('person')
        .select('id')
        .where('email', '=', DEMO.candidate)
        .executeTakeFirstOrThrow();
      expect((await limited.call(session, 'POST', `/api/Candidate/invite?id=${nina.id}`)).statusCode).toBe(200);
      const second = await limited.call(session, 'POST', `/api/Candidate/invite?id=${nina.id}`);
      expect(second.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
