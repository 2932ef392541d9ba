/**
 * Starts the simulator alone: `npm run boond-simulator` from the repository root.
 * Environment: BOOND_SIM_PORT (3200), BOOND_SIM_HOST (127.0.0.1), BOOND_SIM_DATA_DIR
 * (<repo>/.data/boond-simulator), BOOND_CLIENT_KEY / BOOND_CLIENT_TOKEN / BOOND_USER_TOKEN
 * (SIMULATOR_DEV_CREDENTIALS when unset).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIMULATOR_DEV_CREDENTIALS, startBoondSimulator } from './simulator';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const env = process.env;

const port = Number(env.BOOND_SIM_PORT ?? 3200);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`BOOND_SIM_PORT must be a port number, got "${env.BOOND_SIM_PORT}"`);
  process.exit(1);
}

const simulator = await startBoondSimulator({
  port,
  host: env.BOOND_SIM_HOST || '127.0.0.1',
  dataDir: path.resolve(env.BOOND_SIM_DATA_DIR || path.join(repoRoot, '.data', 'boond-simulator')),
  clientKey: env.BOOND_CLIENT_KEY || SIMULATOR_DEV_CREDENTIALS.clientKey,
  clientToken: env.BOOND_CLIENT_TOKEN || SIMULATOR_DEV_CREDENTIALS.clientToken,
  userToken: env.BOOND_USER_TOKEN || SIMULATOR_DEV_CREDENTIALS.userToken,
  logger: true,
});
console.log(`BoondManager simulator: API ${simulator.url}, admin ${simulator.adminUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
