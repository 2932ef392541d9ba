import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
let admin: TestSession;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.director); // internal role 1
  for (const p of await t.db.selectFrom('person').select(['id', 'email']).execute()) ids[p.email] = p.id;
});
afterAll(() => t.close());

const ROUTES = [
  ['GET', '/api/RoleInternal/GetAll'],
  ['GET', '/api/RoleInternal/GetById?id=1'],
  ['GET', '/api/RoleInternal/userRoleInfo?searchTerm=mar'],
  ['GET', '/api/RoleInternal/userRoleInfoById?userId=1'],
  ['GET', '/api/RoleInternal/countries'],
  ['POST', '/api/RoleInternal/UpdateUserRoleInternal'],
] as const;

describe('role settings access (internal role 1 only)', () => {
  it.each(ROUTES)('%s %s answers 401 anonymously', async (method, url) => {
    const res = await t.call(null, method, url, method === 'POST' ? { userId: 1, idRoleInternal: 2 } : undefined);
    expect(res.statusCode).toBe(401);
  });
  it.each(ROUTES)('%s %s answers 403 to the second administration level and to others', async (method, url) => {
    for (const email of [DEMO.hr, DEMO.manager, DEMO.consultant, DEMO.buDirector]) {
      const s = await t.login(email);
      const res = await t.call(
        s,
        method,
        url,
        method === 'POST' ? { userId: ids[DEMO.consultant], idRoleInternal: 1 } : undefined,
      );
      expect(res.statusCode, email).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(
      (
        await t.db
          .selectFrom('person')
          .select('id_role_internal')
          .where('email', '=', DEMO.consultant)
          .executeTakeFirstOrThrow()
      ).id_role_internal,
    ).toBeNull();
  });
});

describe('RoleInternal reads', () => {
  it('lists the internal roles and one by id', async () => {
    expect((await t.call(admin, 'GET', '/api/RoleInternal/GetAll')).json().data).toEqual([
      { id: 1, name: 'Administrateur' },
      { id: 2, name: 'Administrateur de second niveau' },
    ]);
    expect((await t.call(admin, 'GET', '/api/RoleInternal/GetById?id=2')).json().data.id).toBe(2);
    const missing = await t.call(admin, 'GET', '/api/RoleInternal/GetById?id=3');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ce rôle interne n’existe pas.');
  });
  it('searches people by name, e-mail or reference, accent- and case-tolerant on words', async () => {
    const byName = (await t.call(admin, 'GET', '/api/RoleInternal/userRoleInfo?searchTerm=ROUX')).json().data.items;
    expect(byName).toEqual([
      expect.objectContaining({
        firstName: 'Hélène',
        lastName: 'Roux',
        idRoleInternal: 2,
        roleInternalName: 'Administrateur de second niveau',
        country: 'France',
      }),
    ]);
    expect(
      (await t.call(admin, 'GET', '/api/RoleInternal/userRoleInfo?searchTerm=MS-0002')).json().data.items[0],
    ).toMatchObject({
      lastName: 'Bernard',
      roles: [
        { id: 1, name: 'Consultant' },
        { id: 2, name: 'Manager technique' },
      ],
    });
    expect(
      (await t.call(admin, 'GET', '/api/RoleInternal/userRoleInfo?searchTerm=marc durand')).json().data.items,
    ).toHaveLength(1);
    expect((await t.call(admin, 'GET', '/api/RoleInternal/userRoleInfo?searchTerm=100%25')).json().data.items).toEqual(
      [],
    );
    expect((await t.call(admin, 'GET', '/api/RoleInternal/userRoleInfo?searchTerm=')).json().data).toMatchObject({
      total: 10,
    });
  });
  it('refuses an oversized search term', async () => {
    const res = await t.call(admin, 'GET', `/api/RoleInternal/userRoleInfo?searchTerm=${'x'.repeat(200)}`);
    expect(res.statusCode).toBe(400);
  });
  it('lists countries', async () => {
    const countries = (await t.call(admin, 'GET', '/api/RoleInternal/countries')).json().data as { code: string }[];
    expect(countries.map((c) => c.code)).toContain('FR');
  });
  it('answers 404 for an unknown person and 400 for a bad id', async () => {
    expect((await t.call(admin, 'GET', '/api/RoleInternal/userRoleInfoById?userId=424242')).statusCode).toBe(404);
    expect((await t.call(admin, 'GET', '/api/RoleInternal/userRoleInfoById?userId=x')).statusCode).toBe(400);
  });
});

describe('POST /api/RoleInternal/UpdateUserRoleInternal', () => {
  it('changes the role, audits who/when/old/new, and takes effect on the person’s next call', async () => {
    const marc = await t.login(DEMO.manager);
    expect((await t.call(marc, 'GET', '/api/RoleInternal/GetAll')).statusCode).toBe(403);

    const res = await t.call(admin, 'POST', '/api/RoleInternal/UpdateUserRoleInternal', {
      userId: ids[DEMO.manager],
      idRoleInternal: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Action effectuée avec succès.' });
    expect(res.json().data).toMatchObject({
      idRoleInternal: 1,
      history: [{ changedBy: 'Sophie Lefebvre', oldIdRoleInternal: null, newIdRoleInternal: 1 }],
    });

    // Same session, next call: the new rights apply.
    expect((await t.call(marc, 'GET', '/api/RoleInternal/GetAll')).statusCode).toBe(200);
    expect((await t.call(marc, 'GET', '/api/Login/me')).json().data.pagePermissions).toMatchObject({
      droitDAcces: true,
      exportCertifications: true,
    });

    await t.call(admin, 'POST', '/api/RoleInternal/UpdateUserRoleInternal', {
      userId: ids[DEMO.manager],
      idRoleInternal: 2,
    });
    await t.call(admin, 'POST', '/api/RoleInternal/UpdateUserRoleInternal', {
      userId: ids[DEMO.manager],
      idRoleInternal: null,
    });
    expect((await t.call(marc, 'GET', '/api/RoleInternal/GetAll')).statusCode).toBe(403);
    const detail = (await t.call(admin, 'GET', `/api/RoleInternal/userRoleInfoById?userId=${ids[DEMO.manager]}`)).json()
      .data;
    expect(detail.idRoleInternal).toBeNull();
    expect(
      detail.history.map((h: { oldIdRoleInternal: number | null; newIdRoleInternal: number | null }) => [
        h.oldIdRoleInternal,
        h.newIdRoleInternal,
      ]),
    ).toEqual([
      [2, null],
      [1, 2],
      [null, 1],
    ]);
  });

  it('setting the same role again writes no audit row', async () => {
    await t.call(admin, 'POST', '/api/RoleInternal/UpdateUserRoleInternal', {
      userId: ids[DEMO.hr],
      idRoleInternal: 2,
    });
    const rows = await t.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('action', '=', 'roleInternal')
      .where('subject_person_id', '=', ids[DEMO.hr]!)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('an administrator cannot remove their own administrator role', async () => {
    const res = await t.call(admin, 'POST', '/api/RoleInternal/UpdateUserRoleInternal', {
      userId: ids[DEMO.director],
      idRoleInternal: null,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Vous ne pouvez pas retirer votre propre rôle d’administrateur.');
    expect((await t.call(admin, 'GET', '/api/RoleInternal/GetAll')).statusCode).toBe(200);
  });

  it.each([
    ['an unknown role', { userId: 1, idRoleInternal: 3 }, 400],
    ['a string role', { userId: 1, idRoleInternal: '1' }, 400],
    ['a missing user', { idRoleInternal: 1 }, 400],
    ['an unknown person', { userId: 777777, idRoleInternal: 1 }, 404],
    ['malformed JSON', '{"userId":', 400],
  ])('refuses %s and writes nothing', async (_label, body, status) => {
    const before = await t.db
      .selectFrom('audit_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.call(
      admin,
      'POST',
      '/api/RoleInternal/UpdateUserRoleInternal',
      body,
      typeof body === 'string' ? { 'content-type': 'application/json' } : {},
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    const after = await t.db
      .selectFrom('audit_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
