/** Helpers of the audit-trail API tests: the entries written by one call, and the assertion that it wrote one. */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/test-app';

export interface Entry {
  id: string;
  actor_person_id: number | null;
  actor_account_id: number | null;
  action: string;
  object_type: string | null;
  object_id: number | null;
  subject_person_id: number | null;
  result: string;
  detail: string;
  ip: string;
  user_agent: string;
}

/** The id of the trail's last entry ('0' when empty). */
export async function lastEntryId(t: TestApp): Promise<string> {
  const row = await t.db.selectFrom('audit_entry').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id ?? '0';
}

/** The entries written after `afterId`, oldest first. */
export function entriesAfter(t: TestApp, afterId: string): Promise<Entry[]> {
  return t.db
    .selectFrom('audit_entry')
    .select([
      'id',
      'actor_person_id',
      'actor_account_id',
      'action',
      'object_type',
      'object_id',
      'subject_person_id',
      'result',
      'detail',
      'ip',
      'user_agent',
    ])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute() as Promise<Entry[]>;
}

/** The entries a call wrote, the call's answer checked first. */
export async function entriesOf(
  t: TestApp,
  call: () => Promise<LightMyRequestResponse | string | void>,
  status = 200,
): Promise<Entry[]> {
  const before = await lastEntryId(t);
  const res = await call();
  if (res && typeof res === 'object') expect(res.statusCode, res.body.slice(0, 400)).toBe(status);
  return entriesAfter(t, before);
}

/** Asserts that the call wrote exactly one entry, from a request (address and user agent), matching `expected`. */
export async function expectOneEntry(
  t: TestApp,
  call: () => Promise<LightMyRequestResponse | string | void>,
  expected: Partial<Entry>,
  status = 200,
): Promise<Entry> {
  const written = await entriesOf(t, call, status);
  expect(written, JSON.stringify(written)).toHaveLength(1);
  const [entry] = written;
  expect(entry).toMatchObject({ result: 'ok', ...expected });
  expect(entry!.ip).not.toBe('');
  expect(entry!.user_agent).not.toBe('');
  return entry!;
}
