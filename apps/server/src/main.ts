import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/open';
import { seedDemoIfEmpty } from './db/seed/seed';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.seedDemoOnFirstStart) await seedDemoIfEmpty(database.db);
  const app = await buildApp({ config, database });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, devLogin: config.devLogin, environment: config.environmentLabel },
    `My Skills ready at http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
