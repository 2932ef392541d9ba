/**
 * Helpers of the retention and erasure tests (issue 23 §2c): a candidate given every kind of data the application
 * keeps, and a search of every table's text, JSON, array and bytea columns for a person's identity.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { mailMessage } from '../../src/integrations/mail/templates';
import { writeAudit } from '../../src/lib/audit/audit';
import { emailKey } from '../../src/lib/sign-in-failure-keys';
import { DEMO, type TestApp, type TestSession } from '../support/test-app';

/** About 25 months: past the default retention of 24. */
export const PAST_RETENTION_MS = 25 * 31 * 86_400_000;

export async function personIdOf(t: Pick<TestApp, 'db'>, email: string) {
  return (await t.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

export const retentionList = (t: TestApp, who: TestSession, query = '') =>
  t.call(who, 'GET', `/api/DataProtection/retentionList${query}`);
export const erase = (t: TestApp, who: TestSession, personIds: number[], confirmCount = personIds.length) =>
  t.call(who, 'POST', '/api/DataProtection/erase', { personIds, confirmCount });

/**
 * Gives the candidate (Nina) every kind of data: two versions of a skills file with an experience, an attachment,
 * a CV import log, a client CV log, evidence, a proposal, a signed document, the recruiter's invitation (a password
 * link, its outbox message and mailbox entry), her password, a failed sign-in counter, outbox messages about her and
 * mentioning her address, a mailbox entry mentioning her, and audit entries about her.
 */
export async function giveEveryKindOfData(t: TestApp, personId: number) {
  const recruiter = await personIdOf(t, DEMO.recruiter);
  const identity = 'Nina Lambert (nina.lambert@example.com, +33 6 12 34 56 78)';
  const [archived, current] = await Promise.all(
    [
      { version: 1, status: 4 },
      { version: 2, status: 1 },
    ].map(({ version, status }) =>
      t.db
        .insertInto('dc')
        .values({ person_id: personId, id_lang: 1, version, status, title: `Dev — ${identity}`, id_profile: null })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  for (const dc of [archived!, current!])
    await t.db
      .insertInto('dc_experience')
      .values({ dc_id: dc.id, position: 'Développeuse', description: `Projet mené par ${identity}` })
      .execute();
  const bytes = Buffer.from(`%PDF-1.4 CV of ${identity}`);
  await t.db
    .insertInto('user_file')
    .values({
      person_id: personId,
      file_name: 'Nina_Lambert_CV.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
      sha256: 'a'.repeat(64),
      content: bytes,
      uploaded_by: recruiter,
    })
    .execute();
  await t.db
    .insertInto('cv_import')
    .values({
      person_id: personId,
      by_person_id: recruiter,
      id_lang: 1,
      target: 'draft',
      outcome: 'read',
      file_name: 'nina-lambert.pdf',
      found: JSON.stringify({ experiences: 1 }) as never,
      extraction: JSON.stringify({ name: 'Nina LAMBERT', email: 'NINA.LAMBERT@example.com' }) as never,
    })
    .execute();
  await t.db
    .insertInto('client_cv_export')
    .values({
      person_id: personId,
      dc_id: current!.id,
      dc_version: 2,
      id_lang: 1,
      format: 'pdf',
      anonymisation: 'initials',
      alias: 'N. Lambert',
    })
    .execute();
  const skill = await t.db.selectFrom('skill').select('id').limit(1).executeTakeFirstOrThrow();
  await t.db
    .insertInto('skill_evidence')
    .values({
      person_id: personId,
      id_skill: skill.id,
      kind: 'experience',
      source_key: 'nina-1',
      label: `Experience of ${identity}`,
    })
    .execute();
  await t.db
    .insertInto('skills_file_proposal')
    .values({
      person_id: personId,
      kind: 'certification',
      source_type: 'training',
      source_id: 1,
      payload: JSON.stringify({ holder: identity }) as never,
    })
    .execute();
  await t.db
    .insertInto('document_signature')
    .values({
      object_type: 'dc',
      object_id: current!.id,
      signed_by: personId,
      signed_at: new Date(),
      sha256: 'b'.repeat(64),
      file_name: 'Nina Lambert.pdf',
      content_type: 'application/pdf',
      content: Buffer.from(`signed by ${identity}`),
    })
    .execute();
  // The recruiter's invitation: a password link, its e-mail (outbox, then the local mailbox).
  const camille = await t.login(DEMO.recruiter);
  const invited = await t.call(camille, 'POST', `/api/Candidate/invite?id=${personId}`);
  expect(invited.statusCode, invited.body).toBe(200);
  await t.db
    .insertInto('credential')
    .values({ person_id: personId, password_hash: '$argon2id$fake', password_set_at: new Date() })
    .execute();
  await t.db
    .insertInto('sign_in_failure')
    .values({ key: emailKey(DEMO.candidate), failures: 2, first_failed_at: new Date() })
    .execute();
  await t.app.outbox.transaction(async (trx) => {
    // About her (to the recruiter), and mentioning her address only (a support notice).
    await t.app.outbox.enqueue(trx, {
      ...mailMessage('testMail', 1, DEMO.recruiter, { name: identity }),
      objectType: 'dc',
      objectId: current!.id,
      personId,
      createdBy: null,
    });
    await t.app.outbox.enqueue(trx, {
      ...mailMessage('testMail', 1, 'support@my-skills.example.com', { name: 'NINA.LAMBERT@EXAMPLE.COM' }),
      objectType: 'system',
      createdBy: recruiter,
    });
  });
  await t.app.relay.drain();
  await t.db
    .insertInto('mailbox')
    .values({
      idempotency_key: 'test-nina-mention',
      template: 'testMail',
      id_lang: 1,
      from_address: 'no-reply@my-skills.example.com',
      to_address: DEMO.hr,
      subject: 'About a candidate',
      text_body: `Please call nina.lambert@example.com`,
      html_body: '<p>Please call nina.lambert@example.com</p>',
    })
    .execute();
  await writeAudit(
    t.db,
    { personId: recruiter, accountId: null },
    {
      action: 'read',
      objectType: 'dc',
      objectId: current!.id,
      subjectPersonId: personId,
    },
  );
  await writeAudit(t.db, { personId, accountId: null }, { action: 'save', objectType: 'dc', objectId: current!.id });
}

export interface IdentityHit {
  table: string;
  column: string;
  count: number;
}

/**
 * Where the identity occurs, in every table's text, varchar, char, JSON, array and bytea columns (from
 * information_schema), case-insensitively: the e-mail as a substring, the names as whole words.
 */
export async function findIdentity(
  t: Pick<TestApp, 'db'>,
  identity: { firstName: string; lastName: string; email: string; phone?: string },
): Promise<IdentityHit[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')
    order by c.table_name, c.column_name`.execute(t.db);
  const words = (value: string) => `\\m${value.toLowerCase()}\\M`;
  const hits: IdentityHit[] = [];
  for (const c of columns) {
    const column = sql.ref(`${c.table_name}.${c.column_name}`);
    const asText = c.data_type === 'bytea' ? sql`lower(encode(${column}, 'escape'))` : sql`lower(${column}::text)`;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(c.table_name)}
      where strpos(${asText}, ${identity.email.toLowerCase()}) > 0
        or strpos(${asText}, ${identity.phone ?? identity.email.toLowerCase()}) > 0
        or ${asText} ~ ${words(identity.firstName)} or ${asText} ~ ${words(identity.lastName)}`.execute(t.db);
    if (Number(rows[0]!.n) > 0) hits.push({ table: c.table_name, column: c.column_name, count: Number(rows[0]!.n) });
  }
  return hits;
}
