/**
 * Hardening: bad input is a 4xx in the envelope everywhere (NUL and control characters, ids that are not
 * integers, 404/413/415/431), security headers on every answer, rate limits, and the session token
 * renewed on a role switch (auth.test.ts). Nothing changes after a refused request.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

let t: TestApp;
let admin: TestSession; // Sophie: director, administrator
let alice: TestSession;
let aliceId: number;
let aliceFile: { idDc: number; rowVersion: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, alice] = await Promise.all([t.login(DEMO.director), t.login(DEMO.consultant)]);
  aliceId = (
    await t.db.selectFrom('person').select('id').where('email', '=', DEMO.consultant).executeTakeFirstOrThrow()
  ).id;
  aliceFile = (await t.call(alice, 'POST', '/api/Dc/save', { idUser: aliceId, idLang: 1 })).json().data;
});
afterAll(async () => {
  await t?.close();
});

/** A fingerprint of what a refused request must not change. */
async function fingerprint() {
  const count = (table: 'dc' | 'dc_experience' | 'skill' | 'outbox_message' | 'person') => countRows(t, table);
  const dc = await t.db
    .selectFrom('dc')
    .select('row_version')
    .where('id', '=', aliceFile.idDc)
    .executeTakeFirstOrThrow();
  const roles = await t.db.selectFrom('person').select(['id', 'id_role_internal']).orderBy('id').execute();
  return {
    files: await count('dc'),
    experiences: await count('dc_experience'),
    skills: await count('skill'),
    messages: await count('outbox_message'),
    rowVersion: dc.row_version,
    roles: JSON.stringify(roles),
  };
}

const NUL = '\u0000';

describe('control characters: 400 in the envelope, nothing written', () => {
  // GETs as the administrator (every list is open to her), writes on Alice's own file as Alice.
  const cases: [string, 'GET' | 'POST' | 'PUT', () => string, (() => unknown)?][] = [
    ['File/getFile with NUL in the name', 'GET', () => '/api/File/getFile?fileName=x.pdf%00'],
    ['a catalogue search with NUL', 'GET', () => '/api/ListeDc/listSearchSkills?searchTerm=a%00b'],
    ['the skills list with NUL', 'GET', () => '/api/ListeDc/listSkills?searchTerm=a%00b'],
    ['my team with NUL', 'GET', () => '/api/ListMyConsultant/all?searchTerm=a%00b'],
    ['role settings search with NUL', 'GET', () => '/api/RoleInternal/userRoleInfo?searchTerm=a%00b'],
    ['Dc/update with NUL in the summary', 'PUT', () => '/api/Dc/update', () => ({ ...aliceFile, summary: `a${NUL}b` })],
    [
      'Dc/update with a vertical tab in the title',
      'PUT',
      () => '/api/Dc/update',
      () => ({ ...aliceFile, title: 'a\u000bb' }),
    ],
    [
      'Experience/add with NUL in the position',
      'POST',
      () => '/api/Experience/add',
      () => ({ ...aliceFile, position: `Dev${NUL}` }),
    ],
    [
      'Experience/add with an escape character in the description',
      'POST',
      () => '/api/Experience/add',
      () => ({ ...aliceFile, position: 'Dev', description: 'x\u001b[31m' }),
    ],
    [
      'Education/add with NUL in the degree',
      'POST',
      () => '/api/Education/add',
      () => ({ ...aliceFile, degree: `Master${NUL}` }),
    ],
    [
      'ListeDc/insertSkills with NUL in the label',
      'POST',
      () => '/api/ListeDc/insertSkills',
      () => ({ label: `Java${NUL}`, idSkillType: 1 }),
    ],
    [
      'a tab in a single-line text',
      'POST',
      () => '/api/ListeDc/insertSkills',
      () => ({ label: 'Ja\tva', idSkillType: 1 }),
    ],
  ];
  it.each(cases)('%s', async (_name, method, url, body) => {
    const before = await fingerprint();
    const session = method === 'GET' || url().includes('insertSkills') ? admin : alice;
    const res = await t.call(session, method, url(), body?.());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, code: 'VALIDATION_FAILED' });
    expect(res.json().message).toBe('Action échouée, veuillez vérifier les données.');
    expect(await fingerprint()).toEqual(before);
  });

  it('long texts keep tabs and line breaks; short texts are trimmed', async () => {
    const res = await t.call(alice, 'PUT', '/api/Dc/update', {
      ...aliceFile,
      title: '  Développeuse  ',
      summary: 'Ligne 1\r\n\tLigne 2\n',
    });
    expect(res.statusCode).toBe(200);
    aliceFile = { idDc: aliceFile.idDc, rowVersion: res.json().data.rowVersion };
    const view = (await t.call(alice, 'GET', `/api/Dc/details?idDc=${aliceFile.idDc}`)).json().data;
    expect(view).toMatchObject({ title: 'Développeuse', summary: 'Ligne 1\r\n\tLigne 2\n' });
  });
});

describe('ids: a positive integer from a number or a digit string, nothing else', () => {
  it.each([
    [
      'RoleInternal/UpdateUserRoleInternal with userId true',
      'POST',
      '/api/RoleInternal/UpdateUserRoleInternal',
      { userId: true, idRoleInternal: 2 },
    ],
    [
      'RoleInternal/UpdateUserRoleInternal with userId [5]',
      'POST',
      '/api/RoleInternal/UpdateUserRoleInternal',
      { userId: [5], idRoleInternal: 2 },
    ],
    [
      'RoleInternal/UpdateUserRoleInternal with userId 1.5',
      'POST',
      '/api/RoleInternal/UpdateUserRoleInternal',
      { userId: 1.5, idRoleInternal: 2 },
    ],
    ['Dc/sendEmailDC with idDc true', 'POST', '/api/Dc/sendEmailDC', { idDc: true }],
    ['Dc/sendEmailDC with idDc "1e3"', 'POST', '/api/Dc/sendEmailDC', { idDc: '1e3' }],
    ['a query id written in hexadecimal', 'GET', '/api/Dc/details?idDc=0x10', undefined],
    ['a query id with a space', 'GET', '/api/Dc/details?idDc=%201', undefined],
    ['an empty query id', 'GET', '/api/Dc/details?idDc=', undefined],
    ['a query id beyond integers', 'GET', '/api/Dc/details?idDc=99999999999999999999', undefined],
  ] as const)('%s → 400', async (_name, method, url, body) => {
    const before = await fingerprint();
    const res = await t.call(admin, method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(await fingerprint()).toEqual(before);
  });

  it('a digit string is an id in a query and in a body', async () => {
    expect((await t.call(alice, 'GET', `/api/Dc/details?idDc=${aliceFile.idDc}`)).statusCode).toBe(200);
    const res = await t.call(alice, 'PUT', '/api/Dc/update', {
      idDc: String(aliceFile.idDc),
      rowVersion: String(aliceFile.rowVersion),
      title: 'Développeuse Java',
    });
    expect(res.statusCode).toBe(200);
    aliceFile = { idDc: aliceFile.idDc, rowVersion: res.json().data.rowVersion };
  });
});

describe('every answer in the envelope', () => {
  it('404 for an unknown API path, translated', async () => {
    const res = await t.call(null, 'GET', '/api/Nothing/here', undefined, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, data: null, message: 'No data found.', code: 'NOT_FOUND' });
  });

  it('413 for a body over the limit', async () => {
    const res = await t.call(alice, 'PUT', '/api/Dc/update', { ...aliceFile, summary: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, data: null, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('415 for a content type the route does not take', async () => {
    const res = await t.call(alice, 'PUT', '/api/Dc/update', 'summary=x', { 'content-type': 'text/csv' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, data: null, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('431 for a URL or header block over Node’s limit, in the language of the request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; type: string; body: string; headers: http.IncomingHttpHeaders }>(
        (resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString('utf8')));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                type: String(res.headers['content-type']),
                body,
                headers: res.headers,
              }),
            );
          });
          req.on('error', reject);
        },
      );
    // The URL alone overflows: no header was read, the answer is in French (the default).
    const longUrl = await get(`/api/Login/options?x=${'a'.repeat(20_000)}`, { 'accept-language': 'en-GB' });
    expect(longUrl.status).toBe(431);
    expect(longUrl.type).toContain('application/json');
    expect(JSON.parse(longUrl.body)).toEqual({
      success: false,
      data: null,
      message: 'L’adresse ou les en-têtes de la requête sont trop longs.',
      code: 'HEADERS_TOO_LARGE',
    });
    // Refused by Node's parser before the app, it still carries the security headers of every answer.
    const served = await get('/api/Login/options', {});
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'])
      expect(longUrl.headers[name], name).toBe(served.headers[name]);
    expect(longUrl.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    // A header block that overflows after Accept-Language: in that language.
    const bigHeader = await get('/api/Login/options', { 'accept-language': 'en', 'x-filler': 'b'.repeat(20_000) });
    expect(bigHeader.status).toBe(431);
    expect(JSON.parse(bigHeader.body)).toMatchObject({
      message: 'The request’s address or headers are too long.',
      code: 'HEADERS_TOO_LARGE',
    });
    // The server still serves the next request.
    expect((await get('/api/Login/options', {})).status).toBe(200);
  });
});

describe('security headers', () => {
  /** An API answer's policy: nothing loads, runs, submits or frames it (plugins/security.ts). */
  const JSON_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
  const expectCommonHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  };
  /** A page's policy: the web app's, scripts from this origin only. */
  const expectPageHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The in-app PDF view frames a blob: address of an export, and nothing from elsewhere.
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("img-src 'self'");
    expectCommonHeaders(headers);
  };
  const expectHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(JSON_POLICY);
    expectCommonHeaders(headers);
  };

  it('pages keep the web app’s policy, API answers the JSON one', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'myskills-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>My Skills</title><div id="root"></div>');
    const web = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      // The documentation's pages and its OpenAPI document keep the page policy.
      for (const url of ['/', '/page/accueil', '/api?x=1', '/index.html', '/api/docs', '/api/docs/json']) {
        const res = await web.call(null, 'GET', url);
        expect(res.statusCode, url).toBeLessThan(400);
        expectPageHeaders(res.headers);
      }
      const page = await web.call(null, 'GET', '/page/accueil');
      expect(page.headers['content-type']).toContain('text/html');
      for (const url of ['/api', '/api/Login/options', '/api/unknown', '/api/Login/me']) {
        const res = await web.call(null, 'GET', url);
        expect(res.headers['content-type'], url).toContain('application/json');
        expectHeaders(res.headers);
      }
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('on the sign-in calls: the captcha, a refused password sign-in, the reset answer and the OpenID redirects', async () => {
    const onboarding = { host: 'onboarding.localhost' };
    const answers = [
      await t.call(null, 'GET', '/api/Login/captcha', undefined, onboarding),
      await t.call(
        null,
        'POST',
        '/api/Login/authentication',
        { LoginFromEmail: 'x@example.com', Password: 'p' },
        onboarding,
      ),
      await t.call(null, 'POST', '/api/Login/reset', { LoginFromEmail: 'not-an-address' }, onboarding),
      await t.call(null, 'GET', '/api/Login/oidc/start'),
      await t.call(null, 'GET', '/api/Login/oidc/callback?code=x&state=y'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 400, 302, 302]);
    for (const res of answers) expectHeaders(res.headers);
  });

  it('on a success, a failure and a 404; no HSTS over plain HTTP', async () => {
    for (const [session, url] of [
      [alice, '/api/Login/me'],
      [null, '/api/Login/me'],
      [alice, '/api/Dc/details?idDc=abc'],
      [alice, '/api/Nothing/here'],
    ] as const) {
      const res = await t.call(session, 'GET', url);
      expectHeaders(res.headers);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('HSTS and a Secure cookie when COOKIE_SECURE is on', async () => {
    const secure = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const res = await secure.call(null, 'POST', '/api/Login/authentication', {
        LoginFromEmail: DEMO.consultant,
        isDevModeRessource: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(`${JSON_POLICY}; upgrade-insecure-requests`);
      expect(String((await secure.call(null, 'GET', '/api/docs')).headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
      expect(res.cookies.find((c) => c.name === 'ms_session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.close();
    }
  });
});

describe('production', () => {
  it('no development sign-in, no demo accounts listed, Secure cookies', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', DEV_LOGIN: 'false' } });
    try {
      expect(prod.config).toMatchObject({ production: true, cookieSecure: true, devLogin: false });
      const accounts = await prod.call(null, 'GET', '/api/Login/devAccounts');
      expect(accounts.statusCode).toBe(403);
      expect(accounts.json().code).toBe('DEV_LOGIN_DISABLED');
      const signIn = await prod.call(null, 'POST', '/api/Login/authentication', {
        LoginFromEmail: DEMO.director,
        isDevModeRessource: true,
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().code).toBe('DEV_LOGIN_DISABLED');
      expect(signIn.cookies).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', RATE_LIMIT_MAILS_PER_HOUR: '2', RATE_LIMIT_EXPORTS_PER_MINUTE: '2' },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const signIn = (email: string, ip = '203.0.113.7') =>
    limited.call(
      null,
      'POST',
      '/api/Login/authentication',
      { LoginFromEmail: email, isDevModeRessource: true },
      { 'x-forwarded-for': ip },
    );

  it('sign-in: a few attempts per address and minute, then 429 with Retry-After; bad input does not count', async () => {
    const bad = await limited.call(
      null,
      'POST',
      '/api/Login/authentication',
      { LoginFromEmail: 'not an address' },
      {
        'x-forwarded-for': '203.0.113.7',
      },
    );
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await signIn(DEMO.consultant)).statusCode).toBe(200);
    const refused = await signIn(DEMO.consultant);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      data: null,
      message: 'Trop de tentatives, réessayez plus tard.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.cookies).toHaveLength(0);
    // Another address has its own allowance.
    expect((await signIn(DEMO.consultant, '203.0.113.8')).statusCode).toBe(200);
  });

  it('notice e-mails: one allowance per person shared by every call that sends one; nothing queued past it', async () => {
    const marc = await limited.login(DEMO.manager);
    const bruno = await limited.login(DEMO.subcontractor);
    const brunoId = (
      await limited.db
        .selectFrom('person')
        .select('id')
        .where('email', '=', DEMO.subcontractor)
        .executeTakeFirstOrThrow()
    ).id;
    const file = (await limited.call(bruno, 'POST', '/api/Dc/save', { idUser: brunoId, idLang: 1 })).json().data as {
      idDc: number;
    };
    const messages = () => countRows(limited, 'outbox_message');
    const support = (s: TestSession) =>
      limited.call(s, 'POST', '/api/Boond/sendEmailErrorSendBoond', {
        id: file.idDc,
        type: 'actions_dc',
        message: 'Boond answered 503',
      });
    expect((await support(bruno)).statusCode).toBe(200);
    expect((await limited.call(bruno, 'POST', '/api/Dc/sendEmailDC', { idDc: file.idDc })).statusCode).toBe(200);
    const before = await messages();
    const third = await support(bruno);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect((await limited.call(bruno, 'POST', '/api/Dc/sendEmailDC', { idDc: file.idDc })).statusCode).toBe(429);
    expect(await messages()).toBe(before);
    // Marc, who manages Bruno, still has his own allowance.
    expect((await support(marc)).statusCode).toBe(200);
  });

  it('exports: a few per person and minute', async () => {
    const alice2 = await limited.login(DEMO.consultant);
    const created = (await limited.call(alice2, 'POST', '/api/Dc/save', { idUser: aliceId, idLang: 2 })).json().data;
    const id = created.idDc as number;
    // A file with some content (an empty one has nothing to export).
    await limited.call(alice2, 'PUT', '/api/Dc/update', { ...created, title: 'Java developer', summary: 'Java.' });
    for (let i = 0; i < 2; i++) {
      const res = await limited.call(alice2, 'GET', `/api/SpireDoc/downLoadDC?idDc=${id}&format=pdf`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    const refused = await limited.call(alice2, 'GET', `/api/SpireDoc/downLoadDC?idDc=${id}&format=pdf`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
