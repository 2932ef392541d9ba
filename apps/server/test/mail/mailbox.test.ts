/**
 * The embedded default (no SMTP_URL): mail leaves through the outbox into the local mailbox table,
 * stored once per message even if delivered twice, listed by the Mailbox API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { ONBOARDING, setPassword, signInWithPassword } from '../support/password';

let t: TestApp;
let admin: TestSession;
let consultant: TestSession;

beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'support@my-skills.test' } });
  admin = await t.login(DEMO.hr);
  consultant = await t.login(DEMO.consultant);
});
afterAll(() => t?.close());

describe('local mailbox', () => {
  it('stores the mail and the API lists it, with both bodies', async () => {
    expect(t.app.mailer.kind).toBe('mailbox');
    const { id } = (await t.call(admin, 'POST', '/api/Exchanges/testMail', {})).json().data as { id: number };
    // Nothing before the relay ran: mail leaves through the outbox.
    expect((await t.call(admin, 'GET', '/api/Mailbox/list')).json().data.total).toBe(0);
    await t.app.relay.drain();

    const list = (await t.call(admin, 'GET', '/api/Mailbox/list')).json().data;
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.items[0]).toMatchObject({
      outboxMessageId: id,
      template: 'testMail',
      idLang: 1,
      to: DEMO.hr,
      subject: 'My Skills : courriel de test',
      from: 'My Skills <no-reply@my-skills.example.com>',
    });
    const mail = (await t.call(admin, 'GET', `/api/Mailbox/byId?id=${list.items[0].id}`)).json().data;
    expect(mail.text).toContain('Bonjour Hélène Roux,');
    expect(mail.html).toContain('<p>Bonjour Hélène Roux,</p>');
    const sent = await t.db
      .selectFrom('outbox_message')
      .select(['state', 'result'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ state: 'sent', result: { mailboxId: list.items[0].id } });
  });

  it('stores a message delivered twice only once (idempotency key)', async () => {
    // Rates are about a key person's record, named by the person (the tests' base has none: person 3 becomes one).
    await t.db
      .insertInto('key_people')
      .values({ id: 3, categories: [1] })
      .execute();
    const { messageIds } = (
      await t.call(admin, 'POST', '/api/Boond/sendEmailErrorSendBoond', {
        id: 3,
        type: 'rates',
        message: 'Boond answered 503',
      })
    ).json().data as { messageIds: number[] };
    await t.app.relay.drain();
    // As after a crash between delivery and recording: the same message goes out again.
    await t.db.updateTable('outbox_message').set({ state: 'pending' }).where('id', '=', messageIds[0]!).execute();
    await t.app.relay.drain();
    const rows = await t.db
      .selectFrom('mailbox')
      .select(['id', 'to_address', 'subject'])
      .where('outbox_message_id', '=', messageIds[0]!)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to_address: 'support@my-skills.test',
      subject: 'Échec d’envoi vers BoondManager (rates, n° 3)',
    });
    const attempts = await t.db
      .selectFrom('outbox_attempt')
      .select('outcome')
      .where('message_id', '=', messageIds[0]!)
      .execute();
    expect(attempts.map((a) => a.outcome)).toEqual(['sent', 'sent']);
  });

  it('filters by recipient and pages; anyone may read it while the development sign-in is on', async () => {
    const filtered = (await t.call(admin, 'GET', '/api/Mailbox/list?to=SUPPORT@')).json().data;
    expect(filtered.total).toBe(1);
    expect((await t.call(admin, 'GET', '/api/Mailbox/list?pageSize=1&page=2')).json().data.items).toHaveLength(1);
    expect((await t.call(consultant, 'GET', '/api/Mailbox/list')).statusCode).toBe(200);
    expect((await t.call(null, 'GET', '/api/Mailbox/list')).statusCode).toBe(401);
    expect((await t.call(admin, 'GET', '/api/Mailbox/byId?id=999999')).statusCode).toBe(404);
    expect((await t.call(admin, 'GET', '/api/Mailbox/byId?id=x')).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', '/api/Mailbox/list?pageSize=0')).statusCode).toBe(400);
  });

  it('is never readable on the candidate onboarding host, where it would show other candidates’ links', async () => {
    const password = await setPassword(t, DEMO.candidate);
    const signedIn = await signInWithPassword(t, DEMO.candidate, password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const nina = {
      cookie: `ms_session=${signedIn.cookies.find((c) => c.name === 'ms_session')!.value}`,
      email: DEMO.candidate,
    };
    const list = await t.call(nina, 'GET', '/api/Mailbox/list', undefined, ONBOARDING);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('FORBIDDEN');
    expect((await t.call(nina, 'GET', '/api/Mailbox/byId?id=1', undefined, ONBOARDING)).statusCode).toBe(403);
  });
});
