/**
 * Sign-ins in the audit trail, for the methods the coverage test does not use: a candidate's password (on the
 * onboarding host) and a Microsoft work account (the OpenID Connect callback, against the local provider). One
 * entry per attempt; a refusal is `failed`, names the person only when the address or identity matched one, and
 * never holds what was typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { addCandidate, setPassword, signInWithPassword } from '../support/password';
import { startOidcPeer, type OidcPeer } from '../support/oidc-peer';
import { signInThroughProvider } from '../support/oidc-browser';
import { personId } from '../skills-file/helpers';
import { entriesOf, expectOneEntry } from './helpers';

const CANDIDATE = 'ines.audit@example.com';
let op: OidcPeer;
let t: TestApp;
let candidateId: number;
let password: string;

beforeAll(async () => {
  op = await startOidcPeer();
  t = await createTestApp({ env: op.env });
  const recruiter = await t.login(DEMO.recruiter);
  candidateId = (await addCandidate(t, recruiter, { firstName: 'Inès', lastName: 'Audit', email: CANDIDATE })).id;
  password = await setPassword(t, CANDIDATE);
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const accountOf = async (id: number) =>
  (await t.db.selectFrom('account').select('id').where('person_id', '=', id).executeTakeFirstOrThrow()).id;

describe('a candidate’s password sign-in', () => {
  it('signs in: the candidate and their account, the method', async () => {
    const account = await accountOf(candidateId);
    await expectOneEntry(t, () => signInWithPassword(t, CANDIDATE, password), {
      action: 'signIn',
      actor_person_id: candidateId,
      actor_account_id: account,
      object_type: 'account',
      object_id: account,
      subject_person_id: candidateId,
      detail: 'password',
    });
  });

  it('a wrong password: failed, about the candidate, without the address or the password', async () => {
    const entry = await expectOneEntry(
      t,
      () => signInWithPassword(t, CANDIDATE, 'Wrong-Pass1!'),
      {
        action: 'signIn',
        result: 'failed',
        actor_person_id: null,
        actor_account_id: null,
        object_type: 'person',
        object_id: candidateId,
        subject_person_id: candidateId,
        detail: 'password BAD_CREDENTIALS',
      },
      401,
    );
    expect(JSON.stringify(entry)).not.toMatch(/Wrong-Pass1|ines\.audit/);
  });

  it('an unknown address: failed, about nobody', async () => {
    await expectOneEntry(
      t,
      () => signInWithPassword(t, 'no.such.candidate@example.com', 'Whatever-1!'),
      {
        action: 'signIn',
        result: 'failed',
        object_type: null,
        object_id: null,
        subject_person_id: null,
        detail: 'password BAD_CREDENTIALS',
      },
      401,
    );
  });
});

describe('a Microsoft work-account sign-in (the callback)', () => {
  it('signs in: one entry, method oidc (the start writes nothing)', async () => {
    const marc = await personId(t, DEMO.manager);
    let location = '';
    await expectOneEntry(
      t,
      async () => {
        const flow = await signInThroughProvider(t, DEMO.manager);
        location = String(flow.callback?.headers.location);
      },
      {
        action: 'signIn',
        actor_person_id: marc,
        object_type: 'account',
        subject_person_id: marc,
        detail: 'oidc',
      },
    );
    expect(location).toBe('/?signedIn=1');
  });

  it('an identity that matches nobody: failed, about nobody', async () => {
    await expectOneEntry(t, () => signInThroughProvider(t, 'stranger@example.com').then(() => undefined), {
      action: 'signIn',
      result: 'failed',
      subject_person_id: null,
      detail: 'oidc UNKNOWN_USER',
    });
  });

  it('a callback without a sign-in under way: failed', async () => {
    const written = await entriesOf(t, () => t.call(null, 'GET', '/api/Login/oidc/callback?code=x&state=y'), 302);
    expect(written).toMatchObject([{ action: 'signIn', result: 'failed', detail: 'oidc OIDC_FAILED' }]);
  });
});
