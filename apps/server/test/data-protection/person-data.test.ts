/**
 * DataProtection/personData (issue 23 §2b): a seeded person rich in data (alice.martin, with what the seed lacks
 * added here: a password link, a sign-in failure, an attachment, a mailbox entry with a link, a wish, her evaluation
 * read by marc) is exported and the ZIP opened: each kind of data is in data.json, the files beside it, the summary
 * is a PDF, and no credential hash, link token or session id is anywhere in the bytes; a candidate too; one audit
 * entry per export; 404 unknown person, 400 bad id.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { createTestApp, DEMO, type TestApp, type TestSession } from '../support/test-app';
import { pdfPages } from '../support/documents';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { seedDemoEvaluations } from '../../src/db/seed/evaluations';
import { seedDemoEepBm } from '../../src/db/seed/eep-bm';
import { seedDemoKeyPeople } from '../../src/db/seed/key-people';
import { seedDemoTrainings } from '../../src/db/seed/trainings';

let t: TestApp;
let paul: TestSession;
const ids: Record<string, number> = {};
const TOKEN = 'PersonDataLinkToken_9f8e7d6c5b4a';
const ATTACHMENT = Buffer.from('%PDF-1.4\n% alice diploma for the export test\n%%EOF\n');

interface Export {
  status: number;
  headers: Record<string, unknown>;
  raw: Buffer;
  files: Record<string, Uint8Array>;
  data: {
    format: string;
    person: { id: number; email: string; signInMethods: string[] };
    omitted: Record<string, string[]>;
    files: { kind: string; path: string; size: number }[];
    sections: Record<string, Record<string, Record<string, unknown>[]>>;
  };
}

async function exportOf(who: TestSession, personId: number | string): Promise<Export> {
  const res = await t.call(who, 'GET', `/api/DataProtection/personData?personId=${personId}`);
  if (res.statusCode !== 200) throw new Error(`export ${personId}: ${res.statusCode} ${res.body}`);
  const raw = res.rawPayload;
  const files = unzipSync(new Uint8Array(raw));
  return {
    status: res.statusCode,
    headers: res.headers,
    raw,
    files,
    data: JSON.parse(strFromU8(files['data.json']!)) as Export['data'],
  };
}

const auditCount = async (subject: number, action = 'dataExport') =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from audit_entry
        where action = ${action} and subject_person_id = ${subject}`.execute(t.db)
    ).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  // The demo's documents, as `npm run seed` writes them.
  await seedDemoSkillsFiles(t.db);
  await seedDemoEvaluations(t.db);
  await seedDemoEepBm(t.db);
  await seedDemoKeyPeople(t.db);
  await seedDemoTrainings(t.db);
  const person = async (email: string) =>
    (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  for (const [k, email] of Object.entries(DEMO)) ids[k] = await person(email);
  paul = await t.login(DEMO.dpo);

  // What the seed lacks for Alice.
  const alice = ids.consultant!;
  await t.login(DEMO.consultant); // a session of hers
  await t.db
    .insertInto('password_link')
    .values({
      person_id: alice,
      token_hash: createHash('sha256').update(TOKEN).digest('hex'),
      purpose: 'reset',
      created_by: ids.hr!,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  await t.db
    .insertInto('sign_in_failure')
    .values({ key: `email:${DEMO.consultant}`, failures: 2, first_failed_at: new Date() })
    .execute();
  await sql`insert into user_file (person_id, file_name, content_type, size, sha256, content, uploaded_by)
    values (${alice}, 'Diplôme Alice.pdf', 'application/pdf', ${ATTACHMENT.length},
      ${createHash('sha256').update(ATTACHMENT).digest('hex')}, decode(${ATTACHMENT.toString('base64')}, 'base64'),
      ${alice})`.execute(t.db);
  await t.db
    .insertInto('mailbox')
    .values({
      idempotency_key: 'person-data-test',
      template: 'passwordReset',
      id_lang: 1,
      from_address: 'noreply@example.com',
      to_address: DEMO.consultant,
      subject: 'Réinitialisation',
      text_body: `Votre lien : https://skills.example.com/reset?token=${TOKEN}&email=alice`,
      html_body: `<a href="https://skills.example.com/reset?token=${TOKEN}&amp;email=alice">lien</a>`,
    })
    .execute();
  await t.db
    .insertInto('training_wish')
    .values({
      person_id: alice,
      type: 1,
      title: 'Kubernetes avancé (test export)',
      request_origin: 1,
      status: 1,
      created_by: alice,
    })
    .execute();
  // Marc reads Alice's evaluation of this year: an audit entry about her.
  const ea = await t.db
    .selectFrom('evaluation')
    .select('id')
    .where('person_id', '=', alice)
    .orderBy('year', 'desc')
    .executeTakeFirstOrThrow();
  const marc = await t.login(DEMO.manager);
  expect((await t.call(marc, 'GET', `/api/Ea/details?idEa=${ea.id}`)).statusCode).toBe(200);
  ids.aliceEa = ea.id;
});

afterAll(async () => {
  await t?.close();
});

describe('DataProtection/personData', () => {
  it('exports every kind of Alice’s data, her files and a summary, and nothing secret', async () => {
    const before = await auditCount(ids.consultant!);
    const x = await exportOf(paul, ids.consultant!);
    expect(x.headers['content-type']).toBe('application/zip');
    expect(String(x.headers['content-disposition'])).toMatch(/martin-alice/);
    expect(await auditCount(ids.consultant!)).toBe(before + 1);

    const { data, files } = x;
    expect(data.format).toBe('my-skills.person-data/1');
    expect(data.person).toMatchObject({ id: ids.consultant, email: DEMO.consultant });
    const s = data.sections;
    const n = (section: string, part: string) => s[section]?.[part]?.length ?? -1;
    expect(s.identity!.person![0]).toMatchObject({ id: ids.consultant, email: DEMO.consultant });
    expect(n('accounts', 'account')).toBeGreaterThan(0);
    expect(n('signIn', 'password_link')).toBe(1);
    expect(s.signIn!.password_link![0]).not.toHaveProperty('token_hash');
    expect(s.signIn!.sign_in_failure![0]).toMatchObject({ failures: 2 });
    expect(n('signIn', 'session')).toBeGreaterThan(0);
    expect(s.signIn!.session![0]).not.toHaveProperty('id');
    expect(s.signIn!.session![0]).toHaveProperty('auth_method');
    // Every skills-file version, both languages, with its sections.
    const dcs = s.skillsFiles!.dc!;
    expect(new Set(dcs.map((d) => d.id_lang))).toEqual(new Set([1, 2]));
    expect(n('skillsFiles', 'dc_skill')).toBeGreaterThan(0);
    expect(n('skillsFiles', 'dc_experience')).toBeGreaterThan(0);
    expect(n('evaluations', 'evaluation')).toBeGreaterThan(0);
    expect(n('evaluations', 'evaluation_skill')).toBeGreaterThan(0);
    expect(s.trainingWishes!.training_wish!.some((w) => w.title === 'Kubernetes avancé (test export)')).toBe(true);
    expect(n('attachments', 'user_file')).toBe(1);
    expect(s.attachments!.user_file![0]).not.toHaveProperty('content');
    expect(n('messages', 'mailbox')).toBe(1);
    // Marc's read of her evaluation is in the entries about her; her own sign-in in the entries by her.
    const about = s.audit!.audit_entry_about!;
    expect(about.some((e) => e.action === 'read' && e.object_type === 'ea' && e.object_id === ids.aliceEa)).toBe(true);
    expect(about.some((e) => e.action === 'dataExport')).toBe(true);
    expect(n('audit', 'audit_entry_by')).toBeGreaterThan(0);
    expect(Object.keys(s)).toEqual(
      expect.arrayContaining([
        'reviews',
        'keyPeople',
        'skillEvidence',
        'proposals',
        'clientCv',
        'cvImports',
        'authored',
      ]),
    );

    // The files beside data.json, the summary a PDF.
    const attachment = data.files.find((f) => f.kind === 'attachment')!;
    expect(attachment.path).toMatch(/^attachments\/\d+-Diplome-Alice\.pdf$/);
    expect(Buffer.from(files[attachment.path]!)).toEqual(ATTACHMENT);
    // The summary, in Paul's language: one section per kind of data, with its counts, and the files.
    const summary = pdfPages(Buffer.from(files['summary.pdf']!)).flat();
    expect(summary).toEqual(
      expect.arrayContaining(['DOSSIERS DE COMPÉTENCES', 'ENTRETIENS ANNUELS', 'PIÈCES JOINTES', 'JOURNAL D’AUDIT']),
    );
    expect(summary.join('\n')).toContain('Alice Martin');
    expect(summary).toContain(attachment.path);
    expect(Number(x.headers['x-export-sections'])).toBe(Object.keys(s).length);
    const rows = Object.values(s).reduce((a, sec) => a + Object.values(sec).reduce((b, r) => b + r.length, 0), 0);
    // Announced before the audit entry of this export was written: the one entry more is in data.json.
    expect(Number(x.headers['x-export-rows'])).toBe(rows - 1);
    expect(Number(x.headers['x-export-files'])).toBe(data.files.length);

    // No secret anywhere: the uncompressed entries and the archive's bytes.
    const everything = Buffer.concat([x.raw, ...Object.values(files).map((f) => Buffer.from(f))]).toString('latin1');
    const secrets = [TOKEN, createHash('sha256').update(TOKEN).digest('hex')];
    const sessions = await t.db.selectFrom('session').select('id').where('person_id', '=', ids.consultant!).execute();
    secrets.push(...sessions.map((r) => r.id.trim()));
    const hashes = await t.db.selectFrom('credential').select('password_hash').execute();
    secrets.push(...hashes.map((r) => r.password_hash).filter((h): h is string => Boolean(h)));
    for (const secret of secrets) expect(everything.includes(secret), secret.slice(0, 12)).toBe(false);
    expect(strFromU8(files['data.json']!)).toContain('token=[redacted]');
  });

  it('exports a candidate: identity, accounts, sign-in, and no password hash', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$NinaSaltForTheExport$NinaHashNeverExported';
    await t.db
      .insertInto('credential')
      .values({ person_id: ids.candidate!, password_hash: hash, password_set_at: new Date() })
      .onConflict((oc) => oc.column('person_id').doUpdateSet({ password_hash: hash }))
      .execute();
    const x = await exportOf(paul, ids.candidate!);
    const s = x.data.sections;
    expect(s.identity!.person![0]).toMatchObject({ email: DEMO.candidate });
    expect(s.accounts!.account!.map((a) => a.role_id)).toEqual([0]);
    for (const row of s.signIn!.credential ?? []) expect(row).not.toHaveProperty('password_hash');
    expect(x.data.omitted.credential).toEqual(['password_hash']);
    expect(x.data.person.signInMethods).toEqual(['password']);
    expect(s.signIn!.credential).toHaveLength(1);
    expect(s.signIn!.credential![0]).toHaveProperty('password_set_at');
    const everything = Buffer.concat([x.raw, ...Object.values(x.files).map((f) => Buffer.from(f))]).toString('latin1');
    expect(everything.includes('NinaHashNeverExported')).toBe(false);
    expect(x.data.omitted.session).toEqual(['id', 'id_token']);
    expect(pdfPages(Buffer.from(x.files['summary.pdf']!)).flat()).toContain('CONNEXION');
    // An English-speaking administrator (internal role 1) gets the summary in English.
    await t.db.updateTable('person').set({ id_lang: 2 }).where('id', '=', ids.director!).execute();
    const sophie = await t.login(DEMO.director);
    const english = await exportOf(sophie, ids.candidate!);
    const lines = pdfPages(Buffer.from(english.files['summary.pdf']!)).flat();
    expect(lines).toEqual(expect.arrayContaining(['SIGN-IN', 'SKILLS FILES', 'AUDIT TRAIL']));
    expect(String(english.headers['content-disposition'])).toMatch(/personal-data_lambert-nina_/);
    await t.db.updateTable('person').set({ id_lang: 1 }).where('id', '=', ids.director!).execute();
  });

  it('answers 404 for an unknown person and 400 for a bad id, auditing nothing', async () => {
    const before = Number(
      (await sql<{ n: number }>`select count(*)::int as n from audit_entry where action = 'dataExport'`.execute(t.db))
        .rows[0]!.n,
    );
    const missing = await t.call(paul, 'GET', '/api/DataProtection/personData?personId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/n’existe pas|does not exist/);
    for (const bad of ['abc', '0', '-1', '1.5', '']) {
      expect((await t.call(paul, 'GET', `/api/DataProtection/personData?personId=${bad}`)).statusCode).toBe(400);
    }
    expect((await t.call(paul, 'GET', '/api/DataProtection/personData')).statusCode).toBe(400);
    const after = Number(
      (await sql<{ n: number }>`select count(*)::int as n from audit_entry where action = 'dataExport'`.execute(t.db))
        .rows[0]!.n,
    );
    expect(after).toBe(before);
  });

  it('lets only the DPO and internal role 1 in', async () => {
    for (const [role, email] of Object.entries(DEMO)) {
      const who = await t.login(email);
      const res = await t.call(who, 'GET', `/api/DataProtection/personData?personId=${ids.candidate}`);
      const allowed = role === 'dpo' || role === 'director';
      expect(res.statusCode, role).toBe(allowed ? 200 : 403);
    }
  });
});
