/**
 * Real peers for the outbox tests: the Boond simulator on loopback (with its admin endpoints),
 * and the environment that points an app at it with small backoff values.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIMULATOR_DEV_CREDENTIALS, startBoondSimulator } from '@my-skills/boond-simulator/simulator';

export interface ReceivedWrite {
  seq: number;
  method: string;
  path: string;
  idempotencyKey: string | null;
  body?: unknown;
  file?: { fileName: string; size: number; sha256: string };
  fields?: Record<string, string>;
}

/** The simulator's failure mode (POST /__admin/fail). */
export interface FailSettings {
  kind?: 'status' | 'cloudflare' | 'loseAnswer';
  status?: number;
  count?: number;
  seconds?: number;
  delayMs?: number;
  retryAfter?: number;
}

/** What GET /__admin/state answers, as far as the tests read it. */
export interface SimulatorStateView {
  technicalData: Record<
    string,
    {
      tools?: { tool: string; level: number }[];
      languages?: { language: string; level: string }[];
      experience?: number;
      skills?: string;
      references?: { id: string; title: string }[];
    }
  >;
  documents: { id: string; parentType: string; parentId: number; file: { fileName: string; size: number } }[];
  actions: { id: string; resourceId: number; typeOf: number; startDate: string; text: string }[];
}

export async function startSimulator() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'myskills-sim-'));
  const sim = await startBoondSimulator({ port: 0, dataDir, ...SIMULATOR_DEV_CREDENTIALS });
  async function admin<T>(method: 'GET' | 'POST' | 'DELETE', p: string, body?: unknown): Promise<T> {
    const res = await fetch(`${sim.adminUrl}${p}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`simulator admin ${method} ${p}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  }
  return {
    url: sim.url,
    adminUrl: sim.adminUrl,
    dataDir,
    /** Applied writes, oldest first. */
    received: (query: Record<string, string> = {}) =>
      admin<ReceivedWrite[]>('GET', `/received?${new URLSearchParams(query)}`),
    fail: (settings: FailSettings) => admin('POST', '/fail', settings),
    /** The tenant's stored state: technical data per resource, documents, actions. */
    state: () => admin<SimulatorStateView>('GET', '/state'),
    heal: () => admin('DELETE', '/fail'),
    reset: () => admin('POST', '/reset'),
    close: async () => {
      await sim.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/** App environment for a simulator, with fast backoff (tests must stay quick). */
export const boondEnv = (sim: Pick<Simulator, 'url'>, extra: Record<string, string> = {}): Record<string, string> => ({
  BOOND_URL: sim.url,
  BOOND_CLIENT_KEY: SIMULATOR_DEV_CREDENTIALS.clientKey,
  BOOND_CLIENT_TOKEN: SIMULATOR_DEV_CREDENTIALS.clientToken,
  BOOND_USER_TOKEN: SIMULATOR_DEV_CREDENTIALS.userToken,
  BOOND_TIMEOUT_MS: '3000',
  OUTBOX_BASE_DELAY_MS: '10',
  OUTBOX_MAX_DELAY_MS: '40',
  OUTBOX_LEASE_MS: '10000',
  OUTBOX_POLL_MS: '50',
  ...extra,
});

/** Waits until `check` holds (polling), or fails with `what`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Our action type whose demo mapping is the simulator's "Note" (4). */
export const ACTION_TYPE = 'trainingRegistered' as const;
/** An action's date: an ISO date-time with its offset, as the payload requires. */
export const ACTION_DATE = '2026-03-12T09:00:00+01:00';
export const ALICE_BOOND_ID = 1001;

/** A `boond.action` payload for Alice (or another resource). */
export const actionPayload = (text: string, resourceId: number = ALICE_BOOND_ID) => ({
  resourceId,
  actionType: ACTION_TYPE,
  date: ACTION_DATE,
  text,
});
