import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';
import { REMOTES, SERVICES } from './packages/platform/src/registry.mjs';
import featureBoundaries from './packages/platform/src/lint/feature-boundaries.mjs';

// Boundaries, from the platform registry so that a new service or remote is fenced in by registering it:
// a service never imports another service (they talk over HTTP), and a micro-frontend never imports
// another one or the shell (nor the shell a remote). Shared code lives in packages/.
const serviceZones = SERVICES.map((service) => ({
  target: `./${service.folder}`,
  from: './services',
  except: [`./${path.basename(service.folder)}`],
  message: 'Services talk over HTTP, never through imports: share code through packages/.',
}));
const frontEnds = ['shell', ...REMOTES.map((remote) => remote.folder)];
const frontEndZones = frontEnds.map((folder) => ({
  target: `./${folder}`,
  from: frontEnds.filter((other) => other !== folder).map((other) => `./${other}`),
  message: 'Micro-frontends and the shell share code only through packages/.',
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**', '**/*.d.ts', '**/migrations/**', 'packages/platform/test/fixtures/lint/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}', 'e2e/fixtures/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files it parses to follow imports), with the TS resolver.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serviceZones, ...frontEndZones] }],
      // A cycle means two modules are one thing, or one of them is in the wrong layer.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A front end's feature folders depend on one another one way only (packages/platform/src/lint/feature-boundaries.mjs).
    files: ['**/features/**/*.{ts,tsx}'],
    plugins: { features: featureBoundaries },
    rules: { 'features/no-mutual-feature-imports': 'error' },
  },
  {
    // Domain code tells the feature's story; HTTP (Koa, routes, middleware) maps it to requests, data/'s
    // repositories hold every query, and providers/ every outside system (Stripe).
    files: ['services/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http', '**/http/**', 'koa', '@koa/*'], message: 'Domain code never imports HTTP: routes call the domain, not the other way round.' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg/*', '**/data/schema', '**/data/schema.*'],
              message:
                'Domain code never writes SQL: call a repository in data/ (take a transaction with its withTransaction where steps must commit together).',
            },
            { group: ['stripe', 'stripe/*'], message: 'Domain code never talks to Stripe: go through the payments engine in providers/payments/.' },
          ],
        },
      ],
    },
  },
  // Formatting belongs to Prettier (`npm run format`); its check runs in `npm run lint` after ESLint.
  prettierConfig,
);
