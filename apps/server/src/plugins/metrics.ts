/**
 * Request metrics (lib/metrics/metrics.ts) from Fastify's hooks, and the metrics server main.ts starts on
 * METRICS_PORT: a plain HTTP server apart from the application's port, answering GET /metrics only (what it shows
 * and why a separate port: docs/decisions/024-scale-operability.md).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics/metrics';

const counted = new WeakSet<FastifyRequest>();

export const metricsPlugin = fp<{ metrics: Metrics }>(
  async (app, { metrics }) => {
    app.addHook('onRequest', async (request) => {
      counted.add(request);
      metrics.requestStarted();
    });
    app.addHook('onResponse', async (request, reply) => {
      if (!counted.delete(request)) return;
      // The registered pattern (bounded); a request no route matched is 'unmatched', whatever its URL.
      const pattern = request.routeOptions.url ?? 'unmatched';
      metrics.requestFinished(request.method, pattern, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.addHook('onRequestAbort', async (request) => {
      if (counted.delete(request)) metrics.requestAborted();
    });
  },
  { name: 'metrics' },
);

export interface MetricsServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves GET /metrics on its own port (0: any free port). */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n'),
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
