/**
 * The process's Prometheus metrics (prom-client), exposed on METRICS_PORT by main.ts (docs/operations.md,
 * docs/decisions/024-scale-operability.md). One registry per application: each process exposes its own series and
 * Prometheus scrapes every process.
 *
 * - http_request_duration_seconds{method, route, status_class}: a histogram per route — the route's registered URL
 *   pattern (`/api/files/:id`), never the raw URL, so the labels stay bounded; its _count is the request rate and,
 *   by status_class (2xx…5xx), the error counts. http_requests_in_flight, http_requests_received_total.
 * - outbox_messages{state}, outbox_oldest_due_age_seconds: read from the database at scrape time.
 * - outbox_deliveries_total{kind, outcome}: every delivery the relay records (sent, retry, failed, lease_lost).
 * - db_pool_connections{state} (total, idle) and db_pool_waiting_requests: the pg pool (absent on PGlite).
 * - prom-client's default metrics: CPU, memory, heap, GC, handles, event-loop delay (nodejs_eventloop_lag_*).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxBacklog } from './outbox-backlog.repository';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** The outbox's backlog (a database read). */
  outboxBacklog: () => Promise<OutboxBacklog>;
  /** The connection pool's use; null when the database has no pool (PGlite). */
  pool: (() => PoolStats) | null;
  /** Where a failed scrape-time read is reported. */
  onCollectError?: (error: unknown) => void;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'lease_lost';

/** Upper bounds in seconds: from a cached read (1 ms) to an export (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests received and not yet answered.',
    registers,
  });
  const received = new Counter({
    name: 'http_requests_received_total',
    help: 'HTTP requests received (answered or not).',
    registers,
  });
  const deliveries = new Counter({
    name: 'outbox_deliveries_total',
    help: 'Outbox deliveries recorded by this process, by message kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });

  // One read serves both gauges; a failed read removes their series (absent, rather than stale).
  let backlogRead: Promise<OutboxBacklog | null> | null = null;
  const readBacklog = () => {
    backlogRead ??= sources
      .outboxBacklog()
      .catch((error: unknown) => {
        sources.onCollectError?.(error);
        return null;
      })
      .finally(() => {
        backlogRead = null;
      });
    return backlogRead;
  };
  const outboxMessages = new Gauge({
    name: 'outbox_messages',
    help: 'Outbox messages waiting (pending) or being delivered (processing), all processes (read at scrape).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const backlog = await readBacklog();
      outboxMessages.reset();
      if (!backlog) return;
      outboxMessages.set({ state: 'pending' }, backlog.pending);
      outboxMessages.set({ state: 'processing' }, backlog.processing);
    },
  });
  const oldestDue = new Gauge({
    name: 'outbox_oldest_due_age_seconds',
    help: 'Seconds since the oldest pending outbox message became due (0: none due); read at scrape.',
    registers,
    async collect() {
      const backlog = await readBacklog();
      oldestDue.reset();
      if (backlog) oldestDue.set(backlog.oldestDueAgeSeconds);
    },
  });

  const pool = sources.pool;
  if (pool) {
    const connections = new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total open, idle.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        connections.set({ state: 'total' }, stats.total);
        connections.set({ state: 'idle' }, stats.idle);
      },
    });
    const waiting = new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the PostgreSQL pool.',
      registers,
      collect() {
        waiting.set(pool().waiting);
      },
    });
  }

  return {
    registry,
    contentType: registry.contentType,
    /** The text exposition of every series. */
    scrape: () => registry.metrics(),
    requestStarted() {
      received.inc();
      inFlight.inc();
    },
    requestFinished(method: string, routePattern: string, statusCode: number, seconds: number) {
      inFlight.dec();
      requestDuration.observe(
        { method, route: routePattern, status_class: `${Math.floor(statusCode / 100)}xx` },
        seconds,
      );
    },
    requestAborted() {
      inFlight.dec();
    },
    delivery(kind: string, outcome: DeliveryOutcome) {
      deliveries.inc({ kind, outcome });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
