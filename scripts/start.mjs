#!/usr/bin/env node
/**
 * npm start: builds the web app and the server bundle, then starts the server on the embedded default (PGlite in .data/,
 * demo organisation seeded on first start, BoondManager simulator in-process) at http://127.0.0.1:3000.
 * Every setting comes from the environment: see README.md, "Configuration".
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

if (!process.env.SKIP_WEB_BUILD) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The bundled server (scripts/build-server.mjs): plain node, no TypeScript transform at start-up.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
