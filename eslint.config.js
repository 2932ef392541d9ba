// One lint setup for the whole workspace. Import rules keep areas apart:
// - web feature folders do not import each other (shared code lives in components/ or lib/);
// - server modules do not import each other, except modules/people ("who is who", used by all);
// - packages/shared imports nothing from apps; web and server never import each other;
// - the server's document kernel (apps/server/src/lib/documents) is imported by every module and imports none;
// - no import cycles anywhere; Kysely only in repositories, src/db, and the kernel's and integrations' repositories.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const subfolders = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const webFeatures = subfolders('apps/web/src/features');
const serverModules = subfolders('apps/server/src/modules');

const zones = [
  { target: './packages/shared', from: './apps', message: 'packages/shared must not depend on an app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Feature folders do not import each other: move shared code to components/ or lib/.',
  })),
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/app',
    message: 'Features do not import the app layer (app composes features).',
  })),
  ...serverModules.map((mod) => ({
    target: `./apps/server/src/modules/${mod}`,
    from: './apps/server/src/modules',
    except: [...new Set([`./${mod}`, './people'])],
    message: 'Server modules do not import each other (only modules/people is shared).',
  })),
  // ── server kernel zone (document kernel: docs/decisions/012-document-kernel-and-org-chart.md) ──
  {
    target: './apps/server/src/lib',
    from: './apps/server/src/modules',
    message: 'lib/ (the document kernel, auth context…) is shared by every module and imports none.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // no-cycle follows imports into TypeScript files: they are parsed with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: path.resolve('.') }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // ── server kernel: no import cycles; SQL (Kysely) only in repositories and src/db ──
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // A lazy route (`lazy(() => import(...))`) may read the page registry that names it: a dynamic edge runs after
    // both modules are evaluated, so it cannot cause the evaluation-order bugs the rule is about.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              message:
                'SQL lives in repositories (*.repository.ts) and src/db; pass handles with the types of src/db/types.ts.',
            },
          ],
        },
      ],
    },
  },
);
