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

await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: path.join(root, 'apps/server/dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
