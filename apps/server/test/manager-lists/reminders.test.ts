/**
 * The campaign's reminders (POST ListMyConsultant/remindLate) at 2026-11-20: HR reminds the late (Alice) and the not
 * started (Marc, no evaluation opened) — the reminder e-mail of Ea/sendEmailEEP, through the outbox into the local
 * mailbox; the submitted (Thomas) is skipped as not late, the subcontractor and unknown ids as not visible; a second
 * call the same day skips both (once a day per person, whoever sent it); to the manager, a person without one is
 * skipped; roles below 4 and bad input refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { RemindLateResult } from '@my-skills/shared/schemas/manager-lists';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { seedDemoEvaluations } from '../../src/db/seed/evaluations';
import { countRows, createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { body, expectOk } from '../skills-file/helpers';
import { peopleIds } from './helpers';

const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let ids: Record<string, number>;
let hr: TestSession;
let director: TestSession;

const remind = (who: TestSession, payload: unknown) => t.call(who, 'POST', '/api/ListMyConsultant/remindLate', payload);
const reminders = async () =>
  (
    await sql<{
      personId: number;
      year: number;
      sentOn: string;
      sentBy: number;
      toKind: string;
    }>`select person_id as "personId", year, to_char(sent_on, 'YYYY-MM-DD') as "sentOn", sent_by as "sentBy",
        to_kind as "toKind" from evaluation_reminder order by person_id`.execute(t.db)
  ).rows;
const reminderMails = () =>
  t.db
    .selectFrom('outbox_message')
    .select(['payload', 'object_type', 'object_id', 'person_id', 'created_by'])
    .where('kind', '=', 'mail.send')
    .where(sql<boolean>`payload->>'template' = 'eaReminder'`)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedDemoSkillsFiles(t.db);
  await seedDemoEvaluations(t.db, NOW);
  ids = await peopleIds(t);
  hr = await t.login(DEMO.hr);
  director = await t.login(DEMO.director);
});
afterAll(() => t.close());

describe('POST /api/ListMyConsultant/remindLate', () => {
  it('to the manager: skips a person without one, sends nothing', async () => {
    const result = expectOk<RemindLateResult>(
      await remind(hr, { year: 2026, personIds: [ids[DEMO.buDirector]], to: 'manager' }),
    );
    expect(result).toEqual({
      sent: 0,
      sentTo: [],
      skipped: { alreadyReminded: 0, notLate: 0, notVisible: 0, noRecipient: 1 },
    });
    expect(await reminders()).toEqual([]);
  });

  it('reminds the late and the not started once, with the reminder e-mail of Ea/sendEmailEEP', async () => {
    const res = await remind(hr, {
      year: 2026,
      personIds: [ids[DEMO.consultant], ids[DEMO.technicalManager], ids[DEMO.manager], ids[DEMO.subcontractor], 999999],
      to: 'person',
    });
    const result = expectOk<RemindLateResult>(res);
    expect(result.sent).toBe(2);
    expect([...result.sentTo].sort()).toEqual([ids[DEMO.consultant], ids[DEMO.manager]].sort());
    expect(result.skipped).toEqual({ alreadyReminded: 0, notLate: 1, notVisible: 2, noRecipient: 0 });
    expect(body(res).message).toBe(
      '2 relance(s) envoyée(s), 3 ignorée(s) : 0 déjà relancée(s) aujourd’hui, 1 ni en retard ni à démarrer, 2 hors de votre liste, 0 sans destinataire.',
    );
    expect(await reminders()).toEqual(
      [DEMO.consultant, DEMO.manager]
        .map((email) => ({
          personId: ids[email],
          year: 2026,
          sentOn: '2026-11-20',
          sentBy: ids[DEMO.hr],
          toKind: 'person',
        }))
        .sort((a, b) => a.personId! - b.personId!),
    );
    const mails = await reminderMails();
    expect(mails).toHaveLength(2);
    const aliceEa = await t.db
      .selectFrom('evaluation')
      .select('id')
      .where('person_id', '=', ids[DEMO.consultant]!)
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    const toAlice = mails.find((m) => m.person_id === ids[DEMO.consultant])!;
    expect(toAlice).toMatchObject({ object_type: 'ea', object_id: aliceEa.id, created_by: ids[DEMO.hr] });
    expect(toAlice.payload).toMatchObject({
      template: 'eaReminder',
      to: DEMO.consultant,
      subject: 'Évaluation annuelle 2026 : à compléter',
    });
    expect((toAlice.payload as { text: string }).text).toContain(
      'Hélène Roux vous rappelle que l’évaluation annuelle 2026 de Alice Martin attend votre part.',
    );
    // Marc has not opened his evaluation yet: the reminder still goes, with the link to open it.
    const toMarc = mails.find((m) => m.person_id === ids[DEMO.manager])!;
    expect(toMarc.object_id).toBeNull();
    expect((toMarc.payload as { text: string }).text).toContain(`/page/ea/fiche/2026/${ids[DEMO.manager]}`);

    // Through the relay into the local mailbox.
    await t.app.relay.drain();
    const mailbox = await t.db
      .selectFrom('mailbox')
      .select(['to_address', 'subject'])
      .where('template', '=', 'eaReminder')
      .orderBy('to_address')
      .execute();
    expect(mailbox).toEqual([
      { to_address: DEMO.consultant, subject: 'Évaluation annuelle 2026 : à compléter' },
      { to_address: DEMO.manager, subject: 'Évaluation annuelle 2026 : à compléter' },
    ]);
  });

  it('never twice the same day per person, whoever sends it and to whom', async () => {
    const again = expectOk<RemindLateResult>(
      await remind(hr, { year: 2026, personIds: [ids[DEMO.consultant], ids[DEMO.manager]], to: 'manager' }),
    );
    expect(again).toEqual({
      sent: 0,
      sentTo: [],
      skipped: { alreadyReminded: 2, notLate: 0, notVisible: 0, noRecipient: 0 },
    });
    const sophie = expectOk<RemindLateResult>(
      await remind(director, { year: 2026, personIds: [ids[DEMO.consultant], ids[DEMO.buDirector]], to: 'person' }),
    );
    // Alice was reminded today; Julien is not in Sophie's list (above her).
    expect(sophie.skipped).toEqual({ alreadyReminded: 1, notLate: 0, notVisible: 1, noRecipient: 0 });
    expect(await reminderMails()).toHaveLength(2);
  });

  it('reminds a past year’s late people, and the manager in their language', async () => {
    await t.db.updateTable('person').set({ id_lang: 2 }).where('id', '=', ids[DEMO.director]!).execute();
    const result = expectOk<RemindLateResult>(
      await remind(hr, { year: 2025, personIds: [ids[DEMO.manager], ids[DEMO.consultant]], to: 'manager' }),
    );
    // Marc's 2025 evaluation was never opened (late since the year closed); Alice's is validated.
    expect(result).toMatchObject({ sent: 1, sentTo: [ids[DEMO.manager]] });
    expect(result.skipped).toMatchObject({ notLate: 1 });
    const mail = (await reminderMails()).at(-1)!;
    expect(mail.payload).toMatchObject({
      to: DEMO.director,
      idLang: 2,
      subject: '2025 annual evaluation: your part is waiting',
    });
  });

  it('is for HR and directors only, and refuses bad input with 400, writing nothing', async () => {
    const before = { reminders: (await reminders()).length, outbox: await countRows(t, 'outbox_message') };
    const payload = { year: 2026, personIds: [ids[DEMO.consultant]], to: 'person' };
    for (const who of [DEMO.manager, DEMO.recruiter])
      expect((await remind(await t.login(who), payload)).statusCode, who).toBe(403);
    for (const who of [DEMO.dpo, DEMO.consultant])
      expect((await remind(await t.login(who), payload)).statusCode, who).toBe(403);
    expect((await t.call(null, 'POST', '/api/ListMyConsultant/remindLate', payload)).statusCode).toBe(401);
    for (const bad of [
      { ...payload, personIds: [] },
      { ...payload, personIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      { ...payload, personIds: [ids[DEMO.consultant], ids[DEMO.consultant]] },
      { ...payload, personIds: [0] },
      { ...payload, to: 'boss' },
      { ...payload, year: 1999 },
      { personIds: payload.personIds, to: 'person' },
    ]) {
      const res = await remind(hr, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect({ reminders: (await reminders()).length, outbox: await countRows(t, 'outbox_message') }).toEqual(before);
  });
});
