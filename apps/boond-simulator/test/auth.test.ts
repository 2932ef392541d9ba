import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHs256 } from '../src/jwt';
import { CREDENTIALS, startTestSimulator, validToken, type RunningSimulator } from './support';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.stop());

const currentUser = (headers: Record<string, string>) =>
  sim.api('GET', '/application/current-user', { auth: false, headers });

describe('client authentication (X-Jwt-Client-Boondmanager)', () => {
  it('accepts an HS256 JWT with userToken, clientToken, time and mode "normal"', async () => {
    const res = await currentUser({ 'x-jwt-client-boondmanager': validToken() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: '1', type: 'currentuser' });
    expect(res.body.meta).toMatchObject({ isLogged: true });
  });

  it('accepts a payload holding only the two tokens', async () => {
    const token = signHs256(
      { userToken: CREDENTIALS.userToken, clientToken: CREDENTIALS.clientToken },
      CREDENTIALS.clientKey,
    );
    expect((await currentUser({ 'x-jwt-client-boondmanager': token })).status).toBe(200);
  });

  it('answers 401 without credentials, in the error shape with meta', async () => {
    const res = await currentUser({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      errors: [
        { status: '401', code: '401', detail: '401 - Missing credentials', source: { parameter: 'xJwtClient' } },
      ],
      meta: expect.objectContaining({ isLogged: false }),
    });
  });

  it('answers 422 "Signature verification failed" to a token signed with another key', async () => {
    const res = await currentUser({ 'x-jwt-client-boondmanager': validToken({}, 'another-key') });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: [
        {
          status: '422',
          code: '422',
          detail: '422 - Signature verification failed',
          source: { parameter: 'xJwtClient' },
        },
      ],
      meta: expect.any(Object),
    });
  });

  it('answers 422 to a malformed token', async () => {
    const res = await currentUser({ 'x-jwt-client-boondmanager': 'not-a-jwt' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].detail).toBe('422 - Signature verification failed');
  });

  it('answers 422 to a token whose header names another algorithm', async () => {
    const [, payload, signature] = validToken().split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await currentUser({ 'x-jwt-client-boondmanager': `${header}.${payload}.${signature}` })).status).toBe(422);
  });

  it('answers 422 to the same JWT sent as Authorization: Bearer', async () => {
    const res = await currentUser({ authorization: `Bearer ${validToken()}` });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ status: '422', detail: '422 - Signature verification failed' });
  });

  it('answers 401 to wrong tokens inside a valid signature', async () => {
    expect((await currentUser({ 'x-jwt-client-boondmanager': validToken({ clientToken: 'other' }) })).status).toBe(401);
    expect((await currentUser({ 'x-jwt-client-boondmanager': validToken({ userToken: 'other' }) })).status).toBe(401);
  });

  it('accepts the modes "normal" and "god", and answers 401 to another', async () => {
    expect((await currentUser({ 'x-jwt-client-boondmanager': validToken({ mode: 'god' }) })).status).toBe(200);
    expect((await currentUser({ 'x-jwt-client-boondmanager': validToken({ mode: 'root' }) })).status).toBe(401);
  });

  it('protects every Boond call, including unknown paths, but not /__admin', async () => {
    expect((await sim.api('GET', '/resources/1001', { auth: false })).status).toBe(401);
    expect((await sim.api('PUT', '/resources/1001/technical-data', { auth: false, json: {} })).status).toBe(401);
    expect((await sim.api('GET', '/nowhere', { auth: false })).status).toBe(401);
    expect((await sim.api('GET', '/nowhere')).status).toBe(404);
    expect((await sim.admin('GET', '/received')).status).toBe(200);
  });
});
