import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace. Integration tests share one embedded PostgreSQL
// server per run (see packages/service-kit/src/testing/global-setup.ts); each test file makes its own database.
export default defineConfig({
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'services/*/test/**/*.test.ts',
      'shell/test/**/*.test.{ts,tsx}',
      'mf-*/test/**/*.test.{ts,tsx}',
      'scripts/test/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Waits for a condition, not delays: a loaded machine needs more than the default second.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    globalSetup: ['packages/service-kit/src/testing/global-setup.ts'],
  },
});
