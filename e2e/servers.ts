/**
 * The browser tests' servers: one per Playwright worker (E2E_WORKERS, default 1), each with its own data folder (its
 * own PGlite and demo organisation), its own in-process BoondManager simulator and its own local OpenID provider. A
 * worker only ever talks to its own server, so what one spec does (a simulator's failure mode, a signed evaluation,
 * an erased candidate) never reaches a spec running at the same time in another worker; a spec file runs whole in one
 * worker, in its order.
 *
 * Worker slot i (Playwright's TEST_PARALLEL_INDEX, 0 … workers − 1) uses the base ports + 10·i.
 * E2E_PORT / E2E_DATA_DIR / E2E_BOOND_SIM_PORT / E2E_OIDC_PORT move the whole set (a second run beside the first).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/myskills-e2e';
const BASE_BOOND_SIM_PORT = Number(process.env.E2E_BOOND_SIM_PORT ?? 3201);
const BASE_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3202);

export interface E2eServer {
  port: number;
  url: string;
  dataDir: string;
  /** The server's in-process BoondManager simulator (specs steer it through /__admin). */
  boondSimulatorPort: number;
  boondSimulatorAdmin: string;
  /** The server's in-process local OpenID provider (the Microsoft sign-in). */
  oidcPort: number;
  oidcUrl: string;
}

export function e2eServer(slot: number): E2eServer {
  const port = BASE_PORT + 10 * slot;
  const boondSimulatorPort = BASE_BOOND_SIM_PORT + 10 * slot;
  const oidcPort = BASE_OIDC_PORT + 10 * slot;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir: `${BASE_DATA_DIR}-${slot}`,
    boondSimulatorPort,
    boondSimulatorAdmin: `http://127.0.0.1:${boondSimulatorPort}/__admin`,
    oidcPort,
    oidcUrl: `http://127.0.0.1:${oidcPort}`,
  };
}

/** This worker's server (in the config process, where no worker runs, slot 0). */
export const server = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
