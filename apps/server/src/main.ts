import path from 'node:path';
import { loadConfig, ConfigError, type Config } from './config';
import { openDatabase } from './db/open';
import { seedDemoIfEmpty } from './db/seed/seed';
import { seedReferenceData } from './db/seed/reference-data';
import { buildApp } from './app';
import { startMetricsServer } from './plugins/metrics';
import { createBoondClient } from './integrations/boond/client';
import type { BoondClient } from './integrations/boond/types';

/**
 * Without BOOND_URL, the BoondManager simulator runs in this process on a free loopback port,
 * with its data in <DATA_DIR>/boond-simulator and the development credentials.
 */
async function startEmbeddedBoond(
  dataDir: string,
  timeoutMs: number,
  port: number,
): Promise<{ client: BoondClient; url: string; adminUrl: string; close: () => Promise<void> }> {
  const { startBoondSimulator, SIMULATOR_DEV_CREDENTIALS } = await import('@my-skills/boond-simulator/simulator');
  const simulator = await startBoondSimulator({
    port,
    host: '127.0.0.1',
    dataDir: path.join(dataDir, 'boond-simulator'),
    ...SIMULATOR_DEV_CREDENTIALS,
  });
  const client = createBoondClient({ baseUrl: simulator.url, ...SIMULATOR_DEV_CREDENTIALS, timeoutMs });
  return { client, url: simulator.url, adminUrl: simulator.adminUrl, close: simulator.close };
}

/**
 * Without OIDC_ISSUER (development), a local OpenID provider runs in this process on loopback: any e-mail address
 * signs in there, and the app finds the person by it (apps/local-oidc). Refused in production by the configuration.
 */
async function startLocalOidc(oidc: Config['oidc']) {
  const { startLocalOidc: start } = await import('@my-skills/local-oidc/provider');
  return start({
    port: oidc.localPort,
    host: '127.0.0.1',
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    redirectUris: [oidc.redirectUri],
    postLogoutRedirectUris: [oidc.postLogoutRedirectUri],
  });
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // The skills catalogue, job profiles and language levels every database needs (one query when current).
  await seedReferenceData(database.db);
  if (config.seedDemoOnFirstStart) await seedDemoIfEmpty(database.db);
  const embeddedBoond = config.boond.url
    ? null
    : await startEmbeddedBoond(config.dataDir, config.boond.timeoutMs, config.boond.simulatorPort);
  const localOidc = config.oidc.local ? await startLocalOidc(config.oidc) : null;
  const app = await buildApp({ config, database, boond: embeddedBoond?.client, oidcIssuer: localOidc?.issuer });
  if (localOidc)
    app.log.warn(
      { issuer: localOidc.issuer },
      'OIDC_ISSUER is not set: Microsoft sign-in goes to the local OpenID provider in this process (any e-mail signs in)',
    );
  if (embeddedBoond)
    app.log.warn(
      { url: embeddedBoond.url, admin: embeddedBoond.adminUrl },
      'BOOND_URL is not set: using the BoondManager simulator in this process',
    );

  const metricsServer =
    app.metrics && config.metrics
      ? await startMetricsServer(app.metrics, config.metrics.port, config.metrics.host)
      : null;

  /**
   * Graceful shutdown (docs/operations.md): readiness fails at once; Fastify stops accepting connections, answers
   * 503 to requests arriving on open ones and waits for those in flight; then its onClose hooks stop the relay
   * (after its current deliveries; claims not yet delivered go back to pending), the hourly and daily jobs and the
   * listeners; then the peers, the metrics server and the database close. Past SHUTDOWN_TIMEOUT_MS, exit 1 anyway.
   */
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.readiness.markShuttingDown();
    const startedAt = Date.now();
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      app.log.error(
        { signal, timeoutMs: config.shutdownTimeoutMs },
        'shutdown did not finish within SHUTDOWN_TIMEOUT_MS: exiting anyway',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    /**
     * Fastify's close waits for every connection to end, and a keep-alive connection whose request was in flight at
     * the signal stays open once answered, until its keep-alive timeout (72 s): past SHUTDOWN_TIMEOUT_MS. Each
     * connection is closed as soon as it goes idle instead (a client's next request opens a new one elsewhere).
     */
    const closeHttp = async () => {
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    };
    // Each part closed in turn and logged, so a shutdown that runs out of time names the part it waited on.
    const parts: [string, (() => Promise<void>) | undefined][] = [
      ['http server, relay and jobs', closeHttp],
      ['BoondManager simulator', embeddedBoond?.close],
      ['local OpenID provider', localOidc?.close],
      ['metrics server', metricsServer ? () => metricsServer.close() : undefined],
      ['database', () => database.close()],
    ];
    try {
      for (const [part, close] of parts) {
        if (!close) continue;
        app.log.info({ part }, 'shutting down: closing');
        await close();
      }
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info({ signal, durationMs: Date.now() - startedAt }, 'shut down');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.outbox.relay) app.relay.start();
  app.dictionaryRefresh.start();
  app.certificationExpiry.start();
  app.candidateRetention.start();
  app.log.info(
    {
      database: database.kind,
      devLogin: config.devLogin,
      environment: config.environmentLabel,
      boond: embeddedBoond ? 'simulator' : new URL(config.boond.url!).origin,
      mail: config.mail.smtpUrl ? 'smtp' : 'local mailbox',
      relay: config.outbox.relay ? app.relay.worker : 'off',
      oidc: localOidc ? localOidc.issuer : (config.oidc.issuer ?? 'off'),
      metrics: metricsServer?.url ?? 'off',
    },
    `My Skills ready at http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
