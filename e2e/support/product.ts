import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type Browser } from './browser';
import { startStack, type Stack } from './stack';

/**
 * The whole product and a Chromium for one test file, started before its tests and stopped after.
 * Journeys sign up many parents from one address, so the sign-up limits are raised.
 */
export function useProductInBrowser(): { readonly stack: Stack; readonly browser: Browser } {
  const running = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    running.stack = await startStack({ env: { RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_EMAIL: '1000' } });
    running.browser = await openBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.stack?.stop();
  });
  return running;
}
