/**
 * Prometheus metrics (issue 24 §6): after a few requests, the scrape shows each route's rate and latency under its
 * registered pattern (never the raw URL), the status classes, the outbox backlog read from the database, the
 * deliveries by outcome, the pool's use on PostgreSQL and prom-client's event-loop delay. Without METRICS_PORT
 * nothing is collected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';
import { startMetricsServer } from '../../src/plugins/metrics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_PORT: '0' } });
});
afterAll(() => t?.close());

/** The samples of one metric: its labels and value, from the text exposition. */
function samples(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  const out: { labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    out.push({ labels, value: Number(match[3]) });
  }
  return out;
}

describe('metrics', () => {
  it('counts requests per route pattern and status class, with bounded labels', async () => {
    const alice = await t.login(DEMO.consultant);
    for (let i = 0; i < 3; i++) expect((await t.call(alice, 'GET', '/api/Login/me')).statusCode).toBe(200);
    expect((await t.call(null, 'GET', '/api/Login/me')).statusCode).toBe(401);
    expect((await t.call(null, 'GET', '/api/health/ready?probe=1234567')).statusCode).toBe(200);
    expect((await t.call(null, 'GET', '/api/no-such-call/98765')).statusCode).toBe(404);

    const text = await t.app.metrics!.scrape();
    const counts = samples(text, 'http_request_duration_seconds_count');
    const count = (route: string, statusClass: string) =>
      counts.find((s) => s.labels.route === route && s.labels.status_class === statusClass && s.labels.method === 'GET')
        ?.value;
    expect(count('/api/Login/me', '2xx')).toBe(3);
    expect(count('/api/Login/me', '4xx')).toBe(1);
    expect(count('/api/health/ready', '2xx')).toBe(1);
    // Labels never carry a raw URL: no query string, no id of the unmatched address.
    for (const s of counts) {
      expect(s.labels.route).not.toMatch(/[?]|1234567|98765/);
      expect(Object.keys(s.labels).sort()).toEqual(['method', 'route', 'status_class']);
    }
    expect(counts.some((s) => s.labels.status_class === '4xx' && s.labels.route !== '/api/Login/me')).toBe(true);
    // The latency histogram has its buckets per route.
    const buckets = samples(text, 'http_request_duration_seconds_bucket').filter(
      (s) => s.labels.route === '/api/Login/me' && s.labels.status_class === '2xx',
    );
    expect(buckets.find((s) => s.labels.le === '+Inf')?.value).toBe(3);
    expect(samples(text, 'http_requests_in_flight')[0]?.value).toBe(0);
    expect(samples(text, 'http_requests_received_total')[0]?.value).toBeGreaterThanOrEqual(7);
    // Event-loop delay and process figures from prom-client's defaults.
    expect(samples(text, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(samples(text, 'process_resident_memory_bytes')).toHaveLength(1);
    // The pool on PostgreSQL; PGlite has none.
    const pool = samples(text, 'db_pool_connections');
    if (t.kind === 'postgres') {
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total']);
      expect(samples(text, 'db_pool_waiting_requests')).toHaveLength(1);
    } else expect(pool).toHaveLength(0);
  });

  it('reads the outbox backlog at scrape time and counts deliveries by outcome', async () => {
    await t.app.relay.drain();
    let text = await t.app.metrics!.scrape();
    expect(samples(text, 'outbox_messages')).toEqual([
      { labels: { state: 'pending' }, value: 0 },
      { labels: { state: 'processing' }, value: 0 },
    ]);
    expect(samples(text, 'outbox_oldest_due_age_seconds')).toEqual([{ labels: {}, value: 0 }]);

    // Two messages due a minute ago: the depth and the oldest's age show them.
    await t.app.outbox.transaction(async (trx) => {
      for (const to of ['ops-1@example.com', 'ops-2@example.com'])
        await t.app.outbox.enqueue(trx, {
          kind: 'mail.send',
          objectType: 'system',
          payload: {
            template: 'test',
            idLang: 1,
            to,
            subject: 'Operability',
            text: 'Scrape me',
            html: '<p>Scrape me</p>',
          },
        });
    });
    await t.db
      .updateTable('outbox_message')
      .set({ next_attempt_at: new Date(Date.now() - 60_000) })
      .where('state', '=', 'pending')
      .execute();
    text = await t.app.metrics!.scrape();
    expect(samples(text, 'outbox_messages').find((s) => s.labels.state === 'pending')?.value).toBe(2);
    expect(samples(text, 'outbox_oldest_due_age_seconds')[0]!.value).toBeGreaterThanOrEqual(59);

    await t.app.relay.drain();
    text = await t.app.metrics!.scrape();
    expect(samples(text, 'outbox_messages').find((s) => s.labels.state === 'pending')?.value).toBe(0);
    const sent = samples(text, 'outbox_deliveries_total').find(
      (s) => s.labels.kind === 'mail.send' && s.labels.outcome === 'sent',
    );
    expect(sent?.value).toBeGreaterThanOrEqual(2);
  });

  it('serves GET /metrics on its own port, and nothing else there', async () => {
    const server = await startMetricsServer(t.app.metrics!, 0, '127.0.0.1');
    try {
      const res = await fetch(server.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('http_request_duration_seconds_bucket');
      expect((await fetch(server.url.replace('/metrics', '/api/health'))).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('metrics off', () => {
  it('without METRICS_PORT nothing is collected', async () => {
    const off = await createTestApp();
    try {
      expect(off.app.metrics).toBeNull();
    } finally {
      await off.close();
    }
  });
});
