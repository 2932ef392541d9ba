/**
 * The mixed load's HTTP client: keep-alive connections to each application process, every request sent to the
 * next process in turn (no proxy in between), each answer's time kept under its kind of call and every answer that
 * is not a 2xx (or a network error) kept as an error with its kind, status and the start of its body.
 */
import http from 'node:http';
import { percentile } from '../lib';

export interface Answer {
  status: number;
  body: Buffer;
  cookies: string[];
  json<T>(): T;
}

export interface CallError {
  kind: string;
  status: number | null;
  detail: string;
}

export class MixedLoadClient {
  private next = 0;
  private readonly agents: http.Agent[];
  /** Durations (ms) per kind of call, while recording. */
  readonly durations = new Map<string, number[]>();
  readonly errors: CallError[] = [];
  recording = false;
  /** Calls sent (recorded or not), per process. */
  readonly perProcess: number[];

  constructor(readonly ports: number[]) {
    this.agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
    this.perProcess = ports.map(() => 0);
  }

  /**
   * Sends one call to the next process; `kind` names it in the figures (by default its method and path without the
   * query). Answers null (after keeping the error) unless the status is 2xx.
   */
  async call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { cookie?: string; body?: unknown; kind?: string } = {},
  ): Promise<Answer | null> {
    const kind = options.kind ?? `${method} ${path.split('?')[0]!.replace(/^\/api\//, '')}`;
    const index = this.next++ % this.ports.length;
    this.perProcess[index]! += 1;
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const started = performance.now();
    try {
      const answer = await new Promise<{ status: number; body: Buffer; cookies: string[] }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: this.ports[index],
            method,
            path,
            agent: this.agents[index],
            headers: {
              ...(options.cookie ? { cookie: options.cookie } : {}),
              ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks),
                cookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
      const elapsed = performance.now() - started;
      if (answer.status < 200 || answer.status > 299) {
        this.errors.push({ kind, status: answer.status, detail: answer.body.toString('utf8').slice(0, 300) });
        return null;
      }
      if (this.recording) {
        const list = this.durations.get(kind) ?? [];
        list.push(elapsed);
        this.durations.set(kind, list);
      }
      return {
        ...answer,
        json: <T>() => (JSON.parse(answer.body.toString('utf8')) as { data: T }).data,
      };
    } catch (error) {
      this.errors.push({ kind, status: null, detail: (error as Error).message });
      return null;
    }
  }

  /** p95, p50 and count per kind, the most frequent first. */
  summary(): { kind: string; count: number; p50: number; p95: number }[] {
    return [...this.durations]
      .map(([kind, values]) => ({
        kind,
        count: values.length,
        p50: percentile(values, 50),
        p95: percentile(values, 95),
      }))
      .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
  }

  close() {
    for (const agent of this.agents) agent.destroy();
  }
}

/** Signs in through the dev sign-in (as bench/lib.ts signIn) and answers the session cookie. */
export async function signInOn(client: MixedLoadClient, email: string): Promise<string> {
  const answer = await client.call('POST', '/api/Login/authentication', {
    body: { LoginFromEmail: email, isDevModeRessource: true },
  });
  const cookie = answer?.cookies.find((c) => c.startsWith('ms_session='))?.split(';')[0];
  if (!cookie) throw new Error(`sign-in of ${email} failed`);
  return cookie;
}
