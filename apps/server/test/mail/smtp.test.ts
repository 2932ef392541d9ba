/**
 * Mail over SMTP (SMTP_URL) to a real SMTP server on loopback (smtp-server): through the outbox,
 * in the recipient's language, HTML and text; permanent (5xx) and temporary (4xx) refusals.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}
let received: Received[] = [];
let server: SMTPServer;
let t: TestApp;
let admin: TestSession;
let manager: TestSession;

class SmtpRefusal extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('unknown')) return callback(new SmtpRefusal('5.1.1 No such mailbox', 550));
      if (address.address.startsWith('busy')) return callback(new SmtpRefusal('4.2.1 Try again later', 451));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'My Skills <no-reply@my-skills.test>',
      SUPPORT_EMAIL: 'support@my-skills.test',
      OUTBOX_BASE_DELAY_MS: '10',
      OUTBOX_MAX_DELAY_MS: '20',
    },
  });
  admin = await t.login(DEMO.director);
  manager = await t.login(DEMO.manager);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

// ---- a small MIME reader: headers, RFC 2047 words, quoted-printable and base64 parts

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
function headersOf(block: string): Record<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return Object.fromEntries(
    unfolded
      .split(/\r?\n/)
      .filter((l) => l.includes(':'))
      .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), decodeWords(l.slice(l.indexOf(':') + 1).trim())]),
  );
}
function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
function parse(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts: Record<string, string> = {};
  for (const part of boundary ? raw.slice(split + 4).split(`--${boundary}`) : []) {
    const at = part.indexOf('\r\n\r\n');
    if (at < 0) continue;
    const h = headersOf(part.slice(0, at));
    const type = (h['content-type'] ?? '').split(';')[0]!.trim();
    if (type === 'text/plain' || type === 'text/html')
      parts[type] = decodeBody(part.slice(at + 4).trim(), h['content-transfer-encoding']);
  }
  return { headers, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

const drainMail = () => t.app.relay.drain();

describe('mail over SMTP', () => {
  it('the test mail reaches the recipient in their language, with subject, text and HTML', async () => {
    expect(t.app.mailer.kind).toBe('smtp');
    // Sophie reads English.
    expect((await t.call(admin, 'PUT', '/api/User/updateLang?idLang=2')).statusCode).toBe(200);
    const res = await t.call(admin, 'POST', '/api/Exchanges/testMail', {});
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data as { id: number };
    await drainMail();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.to).toEqual([DEMO.director]);
    expect(mail!.from).toBe('no-reply@my-skills.test');
    const parsed = parse(mail!.raw);
    expect(parsed.headers.subject).toBe('My Skills: test e-mail');
    expect(parsed.headers['content-language']).toBe('en');
    const row = await t.db
      .selectFrom('outbox_message')
      .select(['idempotency_key', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('sent');
    expect(parsed.headers['message-id']).toBe(`<${row.idempotency_key}@my-skills.outbox>`);
    expect(parsed.headers['x-idempotency-key']).toBe(row.idempotency_key);
    expect(parsed.text).toContain('Hello Sophie Lefebvre,');
    expect(parsed.text).toContain('This test e-mail confirms that My Skills can write to you.');
    expect(parsed.html).toContain('<html lang="en">');
    expect(parsed.html).toContain('<p>Hello Sophie Lefebvre,</p>');

    // And in French for a French reader.
    expect((await t.call(admin, 'PUT', '/api/User/updateLang?idLang=1')).statusCode).toBe(200);
    await t.call(admin, 'POST', '/api/Exchanges/testMail', { to: 'another.admin@my-skills.test' });
    await drainMail();
    const fr = parse(received[1]!.raw);
    expect(received[1]!.to).toEqual(['another.admin@my-skills.test']);
    expect(fr.headers.subject).toBe('My Skills : courriel de test');
    expect(fr.text).toContain('Bonjour Sophie Lefebvre,');
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.html).toContain('Ce courriel de test confirme que My Skills peut vous écrire.');
  });

  it('the support error e-mail carries the reported message, escaped in HTML', async () => {
    const aliceId = (
      await t.db.selectFrom('person').select('id').where('email', '=', DEMO.consultant).executeTakeFirstOrThrow()
    ).id;
    // Rates are about a key person's record, named by the person (the tests' base has no key people: Alice becomes one).
    await t.db
      .insertInto('key_people')
      .values({ id: aliceId, categories: [1] })
      .execute();
    const res = await t.call(manager, 'POST', '/api/Boond/sendEmailErrorSendBoond', {
      id: aliceId,
      idUser: aliceId,
      type: 'rates',
      message: '422 - Wrong or missing attribute <startDate> & "text"',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ statusCode: 202 });
    await drainMail();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['support@my-skills.test']);
    const parsed = parse(received[0]!.raw);
    expect(parsed.headers.subject).toBe(`Échec d’envoi vers BoondManager (rates, n° ${aliceId})`);
    expect(parsed.text).toContain('422 - Wrong or missing attribute <startDate> & "text"');
    expect(parsed.text).toContain('Alice Martin (MS-0001)');
    expect(parsed.text).toContain('Marc Durand <marc.durand@example.com>');
    expect(parsed.html).toContain('422 - Wrong or missing attribute &lt;startDate&gt; &amp; &quot;text&quot;');
    expect(parsed.html).not.toContain('<startDate>');
  });

  it('a permanent refusal (5xx) fails at once; a temporary one (4xx) is retried', async () => {
    const permanent = (await t.call(admin, 'POST', '/api/Exchanges/testMail', { to: 'unknown@my-skills.test' })).json()
      .data as { id: number };
    const temporary = (await t.call(admin, 'POST', '/api/Exchanges/testMail', { to: 'busy@my-skills.test' })).json()
      .data as { id: number };
    await t.app.relay.runOnce();
    const rows = await t.db
      .selectFrom('outbox_message')
      .select(['id', 'state', 'attempts', 'last_error_status', 'last_error_detail'])
      .where('id', 'in', [permanent.id, temporary.id])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ state: 'failed', attempts: 1, last_error_status: 550 });
    expect(rows[0]!.last_error_detail).toContain('No such mailbox');
    expect(rows[1]).toMatchObject({ state: 'pending', attempts: 1, last_error_status: 451 });
    await t.db.updateTable('outbox_message').set({ state: 'cancelled' }).where('id', '=', temporary.id).execute();
    expect(received).toHaveLength(0);
  });
});
