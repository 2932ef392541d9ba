/**
 * The local mailbox on the lists' layer (issue 19 §1): GET /api/Mailbox/list filtered, sorted and paged by the shared
 * definition (and `to`, as the API's helpers pass it), a bad filter refused with 400, and POST /api/Mailbox/exportExcel
 * with the mailbox's own authorisation (never on the candidate onboarding host).
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { ONBOARDING, setPassword, signInWithPassword } from '../support/password';

let t: TestApp;
let hr: TestSession; // Hélène: internal role 2
/** The four e-mails, by recipient (`camille`: a password link to Camille Girard). */
const mail: Record<'marc' | 'support' | 'alice' | 'camille', number> = { marc: 0, support: 0, alice: 0, camille: 0 };

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_RELAY: 'off' } });
  hr = await t.login(DEMO.hr);
  const insert = async (to: string, subject: string, template: string, idLang: number, createdAt: string) =>
    (
      await t.db
        .insertInto('mailbox')
        .values({
          idempotency_key: randomUUID(),
          outbox_message_id: null,
          template,
          id_lang: idLang,
          from_address: 'My Skills <no-reply@my-skills.example.com>',
          to_address: to,
          subject,
          text_body: subject,
          html_body: `<p>${subject}</p>`,
          created_at: new Date(createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  mail.marc = await insert(
    DEMO.manager,
    'Dossier de compétences à valider : Alice Martin',
    'dcSubmitted',
    1,
    '2026-04-01T08:00:00Z',
  );
  mail.support = await insert(
    'support@my-skills.test',
    'Échec d’envoi vers BoondManager (rates, n° 3)',
    'sendErrorSupport',
    1,
    '2026-04-02T08:00:00Z',
  );
  mail.alice = await insert(DEMO.consultant, 'My Skills: test e-mail', 'testMail', 2, '2026-04-03T08:00:00Z');
  mail.camille = await insert(DEMO.recruiter, 'Set your password', 'passwordLink', 2, '2026-04-04T08:00:00Z');
});
afterAll(() => t?.close());

const filters = (list: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(list))}`;
type Page = { items: { id: number }[]; total: number };
const page = async (query: string, s = hr) => {
  const res = await t.call(s, 'GET', `/api/Mailbox/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const idsOf = async (query: string) => (await page(query)).items.map((i) => i.id);

describe('GET /api/Mailbox/list', () => {
  it('answers newest first, each filter and sort as computed by hand', async () => {
    expect(await idsOf('')).toEqual([mail.camille, mail.alice, mail.support, mail.marc]);
    const f = (list: unknown[], more = '') => idsOf(`${filters(list)}${more}`);
    expect(await f([{ field: 'idLang', op: 'equal', value: '2' }])).toEqual([mail.camille, mail.alice]);
    expect(await f([{ field: 'template', op: 'equal', value: 'TESTMAIL' }])).toEqual([mail.alice]);
    expect(await f([{ field: 'subject', op: 'containing', value: 'boondmanager' }])).toEqual([mail.support]);
    expect(await f([{ field: 'createdAt', op: 'less', value: '2026-04-03' }])).toEqual([mail.support, mail.marc]);
    expect(await f([{ field: 'to', op: 'containing', value: '@example.com' }], '&sort=to&order=asc')).toEqual([
      mail.alice,
      mail.camille,
      mail.marc,
    ]);
    // `to`, as the API's helpers pass it, and the quick search (recipient, subject, template).
    expect(await idsOf('to=SUPPORT@')).toEqual([mail.support]);
    expect(await idsOf('searchTerm=password')).toEqual([mail.camille]);
    expect(await idsOf(`to=example.com&${filters([{ field: 'idLang', op: 'equal', value: '1' }])}`)).toEqual([
      mail.marc,
    ]);
  });

  it('pages with the count on every page', async () => {
    expect(await idsOf('pageSize=3&page=2')).toEqual([mail.marc]);
    expect(await page('pageSize=3&page=2')).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(await page('pageSize=3&page=3')).toMatchObject({ items: [], total: 4 });
  });

  it('refuses a bad filter or sort with 400', async () => {
    for (const query of [
      filters([{ field: 'idLang', op: 'equal', value: '3' }]),
      filters([{ field: 'createdAt', op: 'containing', value: '2026' }]),
      filters([{ field: 'html', op: 'notEmpty' }]),
    ]) {
      const res = await t.call(hr, 'GET', `/api/Mailbox/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('LIST_FILTER_INVALID');
    }
    expect((await t.call(hr, 'GET', '/api/Mailbox/list?sort=text_body')).statusCode).toBe(400);
  });
});

describe('POST /api/Mailbox/exportExcel', () => {
  it('exports what is filtered with the visible columns, the subject always', async () => {
    const res = await t.call(hr, 'POST', '/api/Mailbox/exportExcel', {
      filters: [{ field: 'idLang', op: 'equal', value: '1' }],
      sort: 'createdAt',
      order: 'desc',
      columns: ['createdAt', 'to', 'idLang'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('2');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Boîte aux lettres');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Envoyé le', 'À', 'Objet', 'Langue']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('B2').value).toBe('support@my-skills.test');
    expect(sheet.getCell('C3').value).toBe('Dossier de compétences à valider : Alice Martin');
    expect(sheet.getCell('D3').value).toBe('Français');
    expect((sheet.getCell('A3').value as Date).toISOString()).toBe('2026-04-01T08:00:00.000Z');
  });

  it('carries the mailbox’s authorisation: signed in, never on the onboarding host; a bad filter is refused', async () => {
    expect((await t.call(null, 'POST', '/api/Mailbox/exportExcel', {})).statusCode).toBe(401);
    const bad = await t.call(hr, 'POST', '/api/Mailbox/exportExcel', {
      filters: [{ field: 'createdAt', op: 'equal', value: 'today' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('LIST_FILTER_INVALID');
    const password = await setPassword(t, DEMO.candidate);
    const signedIn = await signInWithPassword(t, DEMO.candidate, password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const nina = {
      cookie: `ms_session=${signedIn.cookies.find((c) => c.name === 'ms_session')!.value}`,
      email: DEMO.candidate,
    };
    const refused = await t.call(nina, 'POST', '/api/Mailbox/exportExcel', {}, ONBOARDING);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});
