/**
 * Two application processes writing the audit trail at the same time (PostgreSQL only: each app through its own
 * pool, as separate processes): sign-ins and reads of other people's skills files interleaved, the same reader's
 * same file asked on both processes at once. Every write follows the one committed before it (the advisory lock),
 * the read of the same file by the same reader is one entry whichever process answered, and the chain verifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSkillsFiles } from '../../src/db/seed/skills-files';
import { verifyAuditChain } from '../../src/lib/audit/audit';
import { createTestApps, DEMO, onPostgres, type TestApp, type TestSession } from '../support/test-app';
import { entriesAfter, lastEntryId } from './helpers';

describe.skipIf(!onPostgres)('the audit trail written by two processes at once', () => {
  let group: Awaited<ReturnType<typeof createTestApps>>;
  let a: TestApp;
  let b: TestApp;
  const readers = [DEMO.director, DEMO.hr] as const;
  const sessions = new Map<string, TestSession>();
  let files: number[] = [];

  beforeAll(async () => {
    group = await createTestApps(2);
    [a, b] = group.apps as [TestApp, TestApp];
    await seedDemoSkillsFiles(a.db);
    for (const [i, email] of readers.entries()) sessions.set(email, await (i % 2 ? b : a).login(email));
    files = (
      await a.db
        .selectFrom('dc as d')
        .innerJoin('person as p', 'p.id', 'd.person_id')
        .select('d.id')
        .where('p.email', 'in', [DEMO.consultant, DEMO.subcontractor, DEMO.technicalManager])
        .where('d.status', '!=', 4)
        .orderBy('d.id')
        .execute()
    ).map((f) => f.id);
  });
  afterAll(() => group?.close());

  it('keeps one chain: sign-ins and reads interleaved on both processes, a read on both processes at once written once', async () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    const before = await lastEntryId(a);
    const work: Promise<number>[] = [];
    // 30 sign-ins, alternating processes.
    for (let i = 0; i < 30; i++) {
      const app = i % 2 ? b : a;
      work.push(app.login(i % 3 ? DEMO.consultant : DEMO.manager).then(() => 200));
    }
    // Each reader reads each file on BOTH processes at the same time: one entry per reader and file.
    for (const email of readers) {
      for (const file of files) {
        for (const app of [a, b]) {
          work.push(
            app.call(sessions.get(email)!, 'GET', `/api/Dc/details?idDc=${file}`).then((res) => res.statusCode),
          );
        }
      }
    }
    const statuses = await Promise.all(work);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const written = await entriesAfter(a, before);
    const reads = written.filter((e) => e.action === 'read');
    expect(written.filter((e) => e.action === 'signIn')).toHaveLength(30);
    expect(reads).toHaveLength(readers.length * files.length);
    expect(new Set(reads.map((e) => `${e.actor_person_id}/${e.object_id}`)).size).toBe(reads.length);
    expect(written).toHaveLength(30 + reads.length);
    const verified = await verifyAuditChain(b.db);
    expect(verified.broken).toBeNull();
    expect(verified.lastId).toBe(await lastEntryId(b));
  });
});
