#!/usr/bin/env node
/**
 * Bundles the server (apps/server/src/main.ts and the workspace packages it uses) into
 * apps/server/dist/main.mjs with esbuild, leaving npm packages as imports. `npm start` runs the
 * bundle with plain node: no TypeScript transform at start-up (the cold-start budget). `npm run dev`
 * and the tests keep running the TypeScript sources through tsx.
 */
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** npm packages stay external; our sources and workspace packages (@my-skills/*) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@my-skills/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const bundles = [
  ['apps/server/src/main.ts', 'apps/server/dist/main.mjs'],
  // The CV reading's worker thread: integrations/cv-reading/reader.ts starts it from beside the bundle.
  ['apps/server/src/integrations/cv-reading/worker.ts', 'apps/server/dist/cv-reading-worker.mjs'],
];
for (const [entry, out] of bundles) {
  await build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, out),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}
