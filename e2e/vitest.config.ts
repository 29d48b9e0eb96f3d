import { defineConfig } from 'vitest/config';

// End-to-end journeys in real Chromium against the whole product, started the way `npm start` starts it.
// Files run one at a time: each starts its own stack and browser, and the machines have two cores.
export default defineConfig({
  test: {
    include: ['e2e/tests/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
