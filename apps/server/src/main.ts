import path from 'node:path';
import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/open';
import { seedDemoIfEmpty } from './db/seed/seed';
import { seedReferenceData } from './db/seed/reference-data';
import { buildApp } from './app';
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

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // The skills catalogue, job profiles and language levels every database needs (one query when current).
  await seedReferenceData(database.db);
  if (config.seedDemoOnFirstStart) await seedDemoIfEmpty(database.db);
  const embeddedBoond = config.boond.url
    ? null
    : await startEmbeddedBoond(config.dataDir, config.boond.timeoutMs, config.boond.simulatorPort);
  const app = await buildApp({ config, database, boond: embeddedBoond?.client });
  if (embeddedBoond)
    app.log.warn(
      { url: embeddedBoond.url, admin: embeddedBoond.adminUrl },
      'BOOND_URL is not set: using the BoondManager simulator in this process',
    );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close(); // stops the relay: claims not yet delivered go back to pending
    await embeddedBoond?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.outbox.relay) app.relay.start();
  app.log.info(
    {
      database: database.kind,
      devLogin: config.devLogin,
      environment: config.environmentLabel,
      boond: embeddedBoond ? 'simulator' : new URL(config.boond.url!).origin,
      mail: config.mail.smtpUrl ? 'smtp' : 'local mailbox',
      relay: config.outbox.relay ? app.relay.worker : 'off',
    },
    `My Skills ready at http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
