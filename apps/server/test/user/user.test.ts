import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
});
afterAll(() => t.close());

describe('GET /api/User/userAccount', () => {
  it('lists only the person’s active accounts, marking the current one', async () => {
    const s = await t.login(DEMO.consultant);
    const res = await t.call(s, 'GET', '/api/User/userAccount');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ role: { id: 1, name: 'Consultant' }, isActive: true, isCurrent: true }),
    ]);
  });
  it('answers 401 without a session', async () => {
    expect((await t.call(null, 'GET', '/api/User/userAccount')).statusCode).toBe(401);
  });
});

describe('PUT /api/User/updateLang', () => {
  it('saves the language; later messages and role names follow it', async () => {
    const s = await t.login(DEMO.hr);
    // Read first: Login/me's answer is kept per cached session (modules/auth/auth.routes.ts); a change replaces it.
    expect((await t.call(s, 'GET', '/api/Login/me')).json().data).toMatchObject({ idLang: 1 });
    const res = await t.call(s, 'PUT', '/api/User/updateLang?idLang=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Action completed successfully.');
    const me = (await t.call(s, 'GET', '/api/Login/me')).json().data;
    expect(me).toMatchObject({ idLang: 2, role: { name: 'Human Resources' } });
    const refused = await t.call(s, 'GET', '/api/RoleInternal/GetAll');
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    await t.call(s, 'PUT', '/api/User/updateLang?idLang=1');
    expect((await t.call(s, 'GET', '/api/Login/me')).json().data.role.name).toBe('Ressources humaines');
  });
  it.each(['0', '3', 'en', ''])('refuses idLang=%s with 400 and changes nothing', async (value) => {
    const s = await t.login(DEMO.manager);
    const res = await t.call(s, 'PUT', `/api/User/updateLang?idLang=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect((await t.call(s, 'GET', '/api/Login/me')).json().data.idLang).toBe(1);
  });
});

describe('GET /api/User/profile', () => {
  it('answers the person with manager and country', async () => {
    const s = await t.login(DEMO.consultant);
    const res = await t.call(s, 'GET', '/api/User/profile');
    expect(res.json().data).toMatchObject({
      id: ids[DEMO.consultant],
      firstName: 'Alice',
      lastName: 'Martin',
      reference: 'MS-0001',
      managerName: 'Marc Durand',
      country: 'France',
      role: { id: 1 },
    });
  });
  it('a person without a manager has managerName null', async () => {
    const s = await t.login(DEMO.buDirector);
    expect((await t.call(s, 'GET', '/api/User/profile')).json().data.managerName).toBeNull();
  });
});

describe('GET /api/User/hasManagerPermission', () => {
  const check = async (viewer: string, owner: string, type = 'DC') => {
    const s = await t.login(viewer);
    const res = await t.call(s, 'GET', `/api/User/hasManagerPermission?id=${ids[owner]}&type=${type}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('own file: no manager rights, own-file flag', async () => {
    expect(await check(DEMO.consultant, DEMO.consultant)).toEqual({
      managerAutorisation: false,
      resendBoondAutorisation: false,
      isOwnFile: true,
      isTeamManager: false,
      canOpen: true,
    });
  });
  it('direct manager (role 3) may validate and resend', async () => {
    expect(await check(DEMO.manager, DEMO.consultant)).toMatchObject({
      managerAutorisation: true,
      resendBoondAutorisation: true,
      isTeamManager: true,
      canOpen: true,
    });
  });
  it('manager down the chain (Sophie, role 4) sees the file but cannot validate a skills file; as administrator she may resend', async () => {
    expect(await check(DEMO.director, DEMO.consultant)).toMatchObject({
      managerAutorisation: false,
      resendBoondAutorisation: true,
      isTeamManager: true,
      canOpen: true,
    });
  });
  it('role 4 may act on an evaluation of her chain', async () => {
    expect(await check(DEMO.director, DEMO.consultant, 'EA')).toMatchObject({ managerAutorisation: true });
  });
  it('"all" access (HR) without managing: may validate', async () => {
    expect(await check(DEMO.hr, DEMO.consultant)).toMatchObject({
      managerAutorisation: true,
      isTeamManager: false,
      canOpen: true,
    });
  });
  it('a colleague cannot open the file', async () => {
    expect(await check(DEMO.subcontractor, DEMO.consultant)).toMatchObject({
      managerAutorisation: false,
      resendBoondAutorisation: false,
      canOpen: false,
    });
  });
  it('the DPO cannot open anyone’s file', async () => {
    expect(await check(DEMO.dpo, DEMO.consultant)).toMatchObject({ canOpen: false, managerAutorisation: false });
  });
  it('404 for a person that does not exist, 400 for a bad id or type', async () => {
    const s = await t.login(DEMO.manager);
    expect((await t.call(s, 'GET', '/api/User/hasManagerPermission?id=999999')).statusCode).toBe(404);
    expect((await t.call(s, 'GET', '/api/User/hasManagerPermission?id=abc')).statusCode).toBe(400);
    expect(
      (await t.call(s, 'GET', `/api/User/hasManagerPermission?id=${ids[DEMO.consultant]}&type=XX`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/File/guide', () => {
  it('serves the skills-file guide as a real PDF, base64, in the person’s language', async () => {
    const s = await t.login(DEMO.consultant);
    const res = await t.call(s, 'GET', '/api/File/guide?fileName=guide-dossier-competences.pdf');
    expect(res.statusCode).toBe(200);
    const { content, contentType, fileName } = res.json().data;
    expect(contentType).toBe('application/pdf');
    expect(fileName).toBe('guide-dossier-competences.pdf');
    const pdf = Buffer.from(content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1500);
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  });
  it('gives candidates the candidate memo and not the employee guides', async () => {
    const s = await t.login(DEMO.candidate);
    expect((await t.call(s, 'GET', '/api/File/guide?fileName=memo-candidat.pdf')).statusCode).toBe(200);
    expect((await t.call(s, 'GET', '/api/File/guide?fileName=guide-eep.pdf')).statusCode).toBe(403);
  });
  it('refuses the candidate memo to employees and unknown names', async () => {
    const s = await t.login(DEMO.consultant);
    expect((await t.call(s, 'GET', '/api/File/guide?fileName=memo-candidat.pdf')).statusCode).toBe(403);
    expect((await t.call(s, 'GET', '/api/File/guide?fileName=../../etc/passwd')).statusCode).toBe(400);
  });
});
