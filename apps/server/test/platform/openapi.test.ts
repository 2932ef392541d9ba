import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is served without a session at /api/docs/json and lists every API route with its schemas', async () => {
    const res = await t.call(null, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe('v3.1.5');
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((l) => l.includes('/api/'));
    expect(routes.length).toBeGreaterThan(0);
    for (const expected of [
      'POST /api/Login/authentication',
      'GET /api/Login/me',
      'POST /api/Login/changeRole',
      'POST /api/Logout',
      'GET /api/User/userAccount',
      'PUT /api/User/updateLang',
      'GET /api/User/profile',
      'GET /api/User/hasManagerPermission',
      'GET /api/RoleInternal/userRoleInfo',
      'POST /api/RoleInternal/UpdateUserRoleInternal',
      'GET /api/File/guide',
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
    ]) {
      expect(documented, expected).toContain(expected);
    }
    const body =
      doc.paths['/api/RoleInternal/UpdateUserRoleInternal'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['userId', 'idRoleInternal']));
  });

  it('serves the browsable documentation page', async () => {
    const res = await t.call(null, 'GET', '/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
