import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin, loggableError } from './errors';

/** A database error as node-postgres and PGlite raise them. */
const databaseError = (code: string, message: string, detail?: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR', routine: 'errorMissingColumn', detail });

async function appThrowing(error: Error) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandlerPlugin);
  app.post('/boom', async () => {
    throw error;
  });
  await app.ready();
  return { app, lines };
}

describe('the error handler', () => {
  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P02', 'invalid input syntax for type integer: "secret-value"'],
    ['22003', 'value "99999999999" is out of range for type integer'],
    ['22007', 'invalid input syntax for type date: "secret-value"'],
    ['2200D', 'invalid escape octet'],
  ])('maps data exception %s to 400 and logs no value', async (code, message) => {
    const { app, lines } = await appThrowing(databaseError(code, message, 'Key (label)=(secret-value) is bad.'));
    const res = await app.inject({ method: 'POST', url: '/boom', payload: { text: 'secret-value' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null, code: 'VALIDATION_FAILED' });
    const log = lines.join('');
    expect(log).toContain(code);
    expect(log).not.toContain('secret-value');
    await app.close();
  });

  it('answers 500 without details for anything unexpected, and logs it without the database’s detail', async () => {
    const { app, lines } = await appThrowing(databaseError('XX000', 'internal error: "secret-value"', 'secret-value'));
    const res = await app.inject({ method: 'POST', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(res.body).not.toContain('secret-value');
    expect(lines.join('')).not.toContain('secret-value');
    await app.close();
  });

  it('keeps the message of errors that are not the database’s', () => {
    expect(loggableError(new TypeError('x is undefined'))).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined',
    });
  });
});
