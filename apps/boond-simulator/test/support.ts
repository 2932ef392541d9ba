/** Starts a simulator on a free port over a private data directory, and calls it like a client would. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signHs256 } from '../src/jwt';
import { SIMULATOR_DEV_CREDENTIALS, startBoondSimulator, type BoondSimulator } from '../src/simulator';

export const CREDENTIALS = SIMULATOR_DEV_CREDENTIALS;

export function validToken(payload: Record<string, unknown> = {}, key: string = CREDENTIALS.clientKey) {
  return signHs256(
    {
      userToken: CREDENTIALS.userToken,
      clientToken: CREDENTIALS.clientToken,
      time: Math.floor(Date.now() / 1000),
      mode: 'normal',
      ...payload,
    },
    key,
  );
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers, asserted field by field
}

export interface RunningSimulator extends BoondSimulator {
  dataDir: string;
  /** Calls the Boond API with a valid JWT unless `headers` overrides it (pass `auth: false` for none). */
  api(
    method: string,
    urlPath: string,
    options?: { json?: unknown; form?: FormData; headers?: Record<string, string>; auth?: boolean },
  ): Promise<Answer>;
  admin(method: string, urlPath: string, json?: unknown): Promise<Answer>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function toAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

export async function startTestSimulator(): Promise<RunningSimulator> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boond-sim-test-'));
  let simulator = await startBoondSimulator({ port: 0, dataDir, ...CREDENTIALS });

  const running: RunningSimulator = {
    dataDir,
    get url() {
      return simulator.url;
    },
    get adminUrl() {
      return simulator.adminUrl;
    },
    close: () => simulator.close(),
    async api(method, urlPath, options = {}) {
      const headers: Record<string, string> = {};
      if (options.auth !== false) headers['x-jwt-client-boondmanager'] = validToken();
      if (options.json !== undefined) headers['content-type'] = 'application/json';
      Object.assign(headers, options.headers);
      const body = options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
      return toAnswer(await fetch(`${simulator.url}${urlPath}`, { method, headers, body }));
    },
    async admin(method, urlPath, json) {
      const init: RequestInit = { method };
      if (json !== undefined) init.headers = { 'content-type': 'application/json' };
      if (json !== undefined) init.body = JSON.stringify(json);
      return toAnswer(await fetch(`${simulator.adminUrl}${urlPath}`, init));
    },
    /** A new process over the same data directory (on a new port, so no pooled connection to the old one is reused). */
    async restart() {
      await simulator.close();
      simulator = await startBoondSimulator({ port: 0, dataDir, ...CREDENTIALS });
    },
    async stop() {
      await simulator.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return running;
}

export const technicalDataBody = (id: string, attributes: Record<string, unknown>) => ({
  data: { id, type: 'resource', attributes },
});

export const actionBody = (resourceId: string, attributes: Record<string, unknown> = {}) => ({
  data: {
    attributes: { typeOf: 4, startDate: '2026-03-12T09:24:00+0100', text: 'Skills file validated', ...attributes },
    relationships: { dependsOn: { data: { id: resourceId, type: 'resource' } } },
  },
});

export function documentForm(fields: Record<string, string>, file?: { name: string; content: string; type?: string }) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file.content], { type: file.type ?? 'application/pdf' }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
