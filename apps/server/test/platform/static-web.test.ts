import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'myskills-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>My Skills</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app on the API port', () => {
  it.each(['/', '/page/accueil', '/management/droitDAcces', '/status/404', '/anything/unknown'])(
    '%s answers index.html for the client router',
    async (url) => {
      const res = await t.call(null, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );
  it('serves hashed assets with a long cache', async () => {
    const res = await t.call(null, 'GET', '/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
  it('answers 404 for a missing asset and for unknown API paths, in JSON', async () => {
    expect((await t.call(null, 'GET', '/assets/missing-123.js')).statusCode).toBe(404);
    const api = await t.call(null, 'GET', '/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});

describe('bad input is never a 500', () => {
  it('an oversized body answers 413 and writes nothing', async () => {
    const res = await t.call(
      null,
      'POST',
      '/api/Login/authentication',
      JSON.stringify({ LoginFromEmail: 'a'.repeat(2 * 1024 * 1024) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
  it('an unsupported content type answers 415', async () => {
    const res = await t.call(null, 'POST', '/api/Login/authentication', 'LoginFromEmail=x', {
      'content-type': 'text/csv',
    });
    expect(res.statusCode).toBe(415);
  });
  it('an empty JSON body answers 400', async () => {
    const res = await t.call(null, 'POST', '/api/Login/authentication', '', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
  });
});
