/**
 * The mixed load's external peers and its exactly-once check: one BoondManager simulator and one SMTP server on
 * loopback, shared by both application processes (each process's relay delivers to them), so that every delivery is
 * counted where it arrives — Boond writes by their X-Idempotency-Key in the simulator's received log, e-mails by the
 * same header in what the SMTP server received. After the load the relays drain (with a deadline); then each message
 * committed during the load must have arrived exactly once (lost: not sent, or sent and never received; duplicated:
 * received twice, or two successful attempts).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { SIMULATOR_DEV_CREDENTIALS, startBoondSimulator } from '@my-skills/boond-simulator/simulator';
import type { benchDatabase } from './skills-file';

type Db = Awaited<ReturnType<typeof benchDatabase>>['db'];

export interface Peers {
  /** The environment that points an application process at these peers. */
  env: Record<string, string>;
  /** Boond writes received with a 2xx answer, per idempotency key. */
  boondReceived(): Promise<Map<string, number>>;
  /** E-mails received, per X-Idempotency-Key. */
  mailReceived: Map<string, number>;
  close(): Promise<void>;
}

export async function startPeers(dataDir: string): Promise<Peers> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sim = await startBoondSimulator({ port: 0, dataDir, ...SIMULATOR_DEV_CREDENTIALS });
  const mailReceived = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const key = /^x-idempotency-key:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '(none)';
        mailReceived.set(key, (mailReceived.get(key) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  return {
    env: {
      BOOND_URL: sim.url,
      BOOND_CLIENT_KEY: SIMULATOR_DEV_CREDENTIALS.clientKey,
      BOOND_CLIENT_TOKEN: SIMULATOR_DEV_CREDENTIALS.clientToken,
      BOOND_USER_TOKEN: SIMULATOR_DEV_CREDENTIALS.userToken,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    async boondReceived() {
      const res = await fetch(`${sim.adminUrl}/received`);
      const { data } = (await res.json()) as {
        data: { idempotencyKey: string | null; response: { status: number } }[];
      };
      const counts = new Map<string, number>();
      for (const entry of data) {
        if (entry.response.status < 200 || entry.response.status > 299) continue;
        const key = entry.idempotencyKey ?? '(none)';
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    },
    mailReceived,
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await sim.close();
    },
  };
}

/** The highest outbox message id so far (messages after it were committed during the load). */
export async function lastMessageId(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from outbox_message`.execute(db);
  return rows[0]?.id ?? 0;
}

/** Waits until no message is pending or processing (due now or within the deadline); answers the time it took. */
export async function drain(db: Db, deadlineMs: number): Promise<{ ms: number; waiting: number }> {
  const started = performance.now();
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from outbox_message where state in ('pending', 'processing')`.execute(db);
    const waiting = rows[0]?.n ?? 0;
    const ms = performance.now() - started;
    if (waiting === 0 || ms > deadlineMs) return { ms, waiting };
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface OutboxCheck {
  messages: number;
  byKind: Record<string, number>;
  /** Messages delivered by each process's relay (by worker). */
  byWorker: Record<string, number>;
  lost: string[];
  duplicated: string[];
  /** Deliveries received whose key no message has. */
  unknown: number;
}

/** Compares the messages committed after `afterId` with what the peers received. */
export async function checkExactlyOnce(db: Db, afterId: number, peers: Peers): Promise<OutboxCheck> {
  const { rows } = await sql<{ id: number; kind: string; key: string; state: string; sent: number; worker: string }>`
    select m.id, m.kind, m.idempotency_key as key, m.state,
      (select count(*)::int from outbox_attempt a where a.message_id = m.id and a.outcome = 'sent') as sent,
      coalesce((select a.worker from outbox_attempt a where a.message_id = m.id and a.outcome = 'sent' limit 1), '')
        as worker
    from outbox_message m where m.id > ${afterId} order by m.id`.execute(db);
  const boond = await peers.boondReceived();
  const mail = peers.mailReceived;
  const lost: string[] = [];
  const duplicated: string[] = [];
  const byKind: Record<string, number> = {};
  const byWorker: Record<string, number> = {};
  for (const m of rows) {
    byKind[m.kind] = (byKind[m.kind] ?? 0) + 1;
    const received = (m.kind === 'mail.send' ? mail : boond).get(m.key) ?? 0;
    const label = `#${m.id} ${m.kind} ${m.key} (${m.state}, ${m.sent} successful attempt(s), received ${received}×)`;
    if (m.state !== 'sent' || received === 0) lost.push(label);
    else if (received > 1 || m.sent > 1) duplicated.push(label);
    // The worker is host:pid:random; the pid names the process.
    const pid = m.worker.split(':')[1] ?? '?';
    if (m.worker) byWorker[pid] = (byWorker[pid] ?? 0) + 1;
  }
  const { rows: known } = await sql<{ key: string }>`
    select idempotency_key as key from outbox_message
    where idempotency_key = any(${[...boond.keys(), ...mail.keys()]}::text[])`.execute(db);
  const knownKeys = new Set(known.map((k) => k.key));
  const unknown = [...boond.keys(), ...mail.keys()].filter((k) => !knownKeys.has(k)).length;
  return { messages: rows.length, byKind, byWorker, lost, duplicated, unknown };
}

export const peersDir = (dataDir: string) => path.join(dataDir, 'peers');
