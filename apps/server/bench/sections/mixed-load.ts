/**
 * The mixed load (issue 24 §4): two application processes (the built bundle, as `npm start` runs it, relays on) on
 * one PostgreSQL database with the generated population, one BoondManager simulator and one SMTP server shared by
 * both, and 50 signed-in accounts (mixed-load-plan.ts) doing what a campaign week brings (mixed-load-users.ts), each
 * call sent to the next process in turn — for a warm-up, then MIXED_LOAD_SECONDS (60 by default). Recorded: the
 * errors (any answer that is not a 2xx, or a network error: goal 0, each listed), the outbox messages committed
 * during the load lost or duplicated (goal 0, mixed-load-outbox.ts), the p95 of each kind of call, and each
 * process's resident memory after the warm-up and at the end (goal: within 20 %), each read after a full collection
 * asked through the process's inspector (bench/inspector.ts): between two collections the resident memory rises by
 * up to 140 MB of garbage over about 325 (samples every 5 s, printed), so two samples taken anywhere on that saw-tooth
 * compared where the collector stood rather than what the process keeps (decision 024-scale-mixed-load).
 *
 * Shorter runs while trying: MIXED_LOAD_SECONDS, MIXED_LOAD_WARMUP_SECONDS (15), MIXED_LOAD_THINK_MS (the mean pause
 * of a user between two actions, 250). PostgreSQL only: on PGlite (one process owns the database) it records nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startServer, type BenchContext, type RunningServer } from '../lib';
import { collectGarbage } from '../inspector';
import { benchDatabase, seedPeople } from './skills-file';
import { MixedLoadClient, signInOn } from './mixed-load-client';
import { checkExactlyOnce, drain, lastMessageId, startPeers } from './mixed-load-outbox';
import { loadPlan } from './mixed-load-plan';
import { createUser, type Random } from './mixed-load-users';
import { seededRandom } from '../../src/db/seed/population';

const SECTION = 'mixed-load';

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The server's resident memory (MB), from /proc (Linux). */
const residentMb = (pid: number | undefined): number => {
  const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** CPU seconds (user and system) a process has used, from /proc (Linux, 100 ticks a second). */
const cpuSeconds = (pid: number | undefined): number => {
  const stat = pid ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
};

export async function mixedLoadSection(ctx: BenchContext) {
  if (!ctx.databaseUrl) {
    console.log('  the mixed load needs PostgreSQL (two processes on one database): nothing measured on PGlite');
    return;
  }
  seedPeople(ctx);
  await runMixedLoad(ctx);
}

/** The load on an already seeded database (the section seeds it first). */
export async function runMixedLoad(ctx: BenchContext) {
  const seconds = envNumber('MIXED_LOAD_SECONDS', 60);
  const warmupSeconds = envNumber('MIXED_LOAD_WARMUP_SECONDS', 15);
  const thinkMs = envNumber('MIXED_LOAD_THINK_MS', 250);
  const record = (metric: string, value: number, unit: string, goal?: { op: '<=' | '>='; target: number }) =>
    ctx.record({ section: SECTION, metric, value, unit, ...(goal ? { goal } : {}) });

  const plan = await loadPlan(ctx);
  const peers = await startPeers(path.join(ctx.dataDir, 'peers'));
  const servers: RunningServer[] = [];
  const database = await benchDatabase(ctx);
  let client: MixedLoadClient | null = null;
  try {
    // One after the other: the first applies the migrations and the demo seed, the second finds them done.
    for (const name of ['a', 'b']) {
      const dataDir = path.join(ctx.dataDir, `process-${name}`);
      fs.mkdirSync(dataDir, { recursive: true });
      servers.push(
        await startServer(ctx, { ...peers.env, DATA_DIR: dataDir, OUTBOX_RELAY: 'true' }, { inspect: true }),
      );
    }
    // What the processes' start queued (the daily jobs' e-mails) leaves first: the check counts the load's own.
    const backlog = await drain(database.db, 180_000);
    if (backlog.waiting > 0) throw new Error(`${backlog.waiting} messages still waiting after the start`);
    const afterId = await lastMessageId(database.db);

    client = new MixedLoadClient(servers.map((s) => Number(new URL(s.url).port)));
    const loadClient = client;
    const users = await Promise.all(
      plan.users.map(async (user, i) => {
        const cookie = await signInOn(loadClient, user.email);
        const rnd: Random = seededRandom(1000 + i);
        const u = createUser(loadClient, plan, user, cookie, rnd);
        await u.setup();
        return { ...u, rnd };
      }),
    );
    const writers = users.map((u) => u.describe());
    console.log(
      `  ${users.length} users signed in: ${writers.filter((w) => w.ownFile).length} edit their skills file, ` +
        `${writers.filter((w) => w.ownEvaluation).length} their evaluation; ` +
        `${writers.reduce((n, w) => n + w.workflow.length, 0)} team files in a workflow loop, ` +
        `${writers.reduce((n, w) => n + w.reviews.length, 0)} submitted evaluations to validate`,
    );

    /** Each process's resident memory (MB) after a full collection, read a second later (the freed pages returned). */
    const residentAfterCollection = async () => {
      await Promise.all(servers.map(collectGarbage));
      await new Promise((r) => setTimeout(r, 1000));
      return servers.map((s) => residentMb(s.child.pid));
    };
    const started = Date.now();
    const warmEnd = started + warmupSeconds * 1000;
    const end = warmEnd + seconds * 1000;
    let actions = 0;
    const run = async (u: (typeof users)[number]) => {
      for (;;) {
        await new Promise((r) => setTimeout(r, u.rnd.next() * 2 * thinkMs));
        if (Date.now() >= end) return;
        await u.step();
        if (loadClient.recording) actions += 1;
      }
    };
    const running = Promise.all(users.map(run));
    await new Promise((r) => setTimeout(r, warmEnd - Date.now()));
    const rssWarm = await residentAfterCollection();
    const cpuWarm = servers.map((s) => cpuSeconds(s.child.pid));
    const rssSamples = servers.map((_, i) => [rssWarm[i]!]);
    const sampler = setInterval(() => servers.forEach((s, i) => rssSamples[i]!.push(residentMb(s.child.pid))), 5000);
    // What the database's busy connections wait on, once a second (CPU when none: wait_event null).
    const waits = new Map<string, number>();
    let sampling = false;
    const waitSampler = setInterval(() => {
      if (sampling) return;
      sampling = true;
      void sql<{ wait: string; n: number }>`
        select coalesce(wait_event_type || ':' || wait_event, 'running') as wait, count(*)::int as n
        from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
        group by 1`
        .execute(database.db)
        .then(({ rows }) => rows.forEach((r) => waits.set(r.wait, (waits.get(r.wait) ?? 0) + r.n)))
        .catch(() => undefined)
        .finally(() => (sampling = false));
    }, 1000);
    loadClient.recording = true;
    const measuredFrom = performance.now();
    await running;
    clearInterval(waitSampler);
    const measuredSeconds = (performance.now() - measuredFrom) / 1000;
    loadClient.recording = false;
    clearInterval(sampler);
    const rssEnd = await residentAfterCollection();
    const cpuUsed = servers.map((s, i) => cpuSeconds(s.child.pid) - cpuWarm[i]!);
    const load = os.loadavg();

    const drained = await drain(database.db, 120_000);
    const outbox = await checkExactlyOnce(database.db, afterId, peers);

    // Figures.
    const summary = loadClient.summary();
    const calls = summary.reduce((n, k) => n + k.count, 0);
    record(
      `${users.length} users, ${measuredSeconds.toFixed(0)} s after ${warmupSeconds} s of warm-up, two processes: calls answered`,
      calls,
      'calls',
    );
    record('  throughput (both processes)', calls / measuredSeconds, 'calls/s');
    record('  user actions', actions, 'actions');
    // What each call costs the application (both processes' CPU over the calls), whatever else runs on the machine.
    record(
      `  application CPU per call (${cpuUsed.map((c) => `${((c / measuredSeconds) * 100).toFixed(0)} %`).join(' and ')} of a core)`,
      ((cpuUsed[0]! + cpuUsed[1]!) * 1000) / calls,
      'ms',
    );
    record('  errors (non-2xx answers and network errors, warm-up and sign-ins included)', client.errors.length, '', {
      op: '<=',
      target: 0,
    });
    for (const [label, count] of groupErrors(client)) console.log(`    error: ${label} ×${count}`);
    const kinds = Object.entries(outbox.byKind)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ');
    record(`  outbox messages committed during the load (${kinds || 'none'})`, outbox.messages, 'messages', {
      op: '>=',
      target: 1,
    });
    record(
      `  delivered by each process's relay (${Object.entries(outbox.byWorker)
        .map(([pid, n]) => `pid ${pid}: ${n}`)
        .join(', ')}), relays drained in`,
      drained.ms,
      'ms',
    );
    record('  outbox messages lost (not sent, or sent and never received)', outbox.lost.length, '', {
      op: '<=',
      target: 0,
    });
    record('  outbox messages duplicated (received twice, or sent twice)', outbox.duplicated.length, '', {
      op: '<=',
      target: 0,
    });
    for (const line of [...outbox.lost, ...outbox.duplicated].slice(0, 20)) console.log(`    ${line}`);
    if (outbox.unknown > 0) console.log(`    ${outbox.unknown} deliveries received with a key no message has`);
    for (const k of summary) record(`  p95 ${k.kind} (${k.count} calls, median ${k.p50.toFixed(1)} ms)`, k.p95, 'ms');
    servers.forEach((s, i) => {
      const change = ((rssEnd[i]! - rssWarm[i]!) / rssWarm[i]!) * 100;
      record(
        `  process ${i + 1}: resident memory ${rssWarm[i]!.toFixed(0)} MB after the warm-up, ${rssEnd[i]!.toFixed(0)} MB at the end (after a full collection; ${change >= 0 ? '+' : '−'}), change`,
        Math.abs(change),
        '%',
        { op: '<=', target: 20 },
      );
    });
    rssSamples.forEach((series, i) =>
      console.log(
        `    process ${i + 1} resident memory every 5 s, as the collector leaves it (MB): ${series
          .map((v) => v.toFixed(0))
          .join(' ')}`,
      ),
    );
    const sampled = [...waits].sort((a, b) => b[1] - a[1]);
    console.log(
      `    busy database connections, sampled once a second: ${sampled.map(([w, n]) => `${w} ${n}`).join(', ') || 'none'}`,
    );
    record('  load average of the machine (1 min) at the end of the load', load[0]!, '');
  } finally {
    client?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
    await peers.close();
  }
}

/** Errors grouped by kind, status and the start of the answer. */
function groupErrors(client: MixedLoadClient): [string, number][] {
  const groups = new Map<string, number>();
  for (const e of client.errors) {
    const label = `${e.kind} → ${e.status ?? 'network'}: ${e.detail.slice(0, 160)}`;
    groups.set(label, (groups.get(label) ?? 0) + 1);
  }
  return [...groups];
}
