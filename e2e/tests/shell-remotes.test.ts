import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage, openBrowser, saveScreenshot, signUpViaApi, type Browser, type Page } from '../support/browser';
import { startStack, type Stack } from '../support/stack';
import { remoteEntry } from '@bedtime/platform';
import { buildFixtureRemote, serveFixtureRemote } from '../fixtures/mf-fixture/serve';

/**
 * The shell as federation host: a registered remote found through /runtime/remotes.json (REMOTE_URLS
 * points the community remote's registry entry at the fixture remote, built from that entry, on another
 * origin), its fallback and Retry, and every shell page at desktop and phone widths.
 */
const fixtureRemote = remoteEntry('mf_community');
const fixturePagePath = `/${fixtureRemote.pages[0]!.path}`;
let stack: Stack;
let browser: Browser;
let fixture: Awaited<ReturnType<typeof serveFixtureRemote>>;
beforeAll(async () => {
  await buildFixtureRemote();
  fixture = await serveFixtureRemote();
  stack = await startStack({ env: { REMOTE_URLS: `${fixtureRemote.name}=${fixture.manifestUrl}`, RATE_LIMIT_PER_IP: '1000' } });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await fixture?.close();
});

async function signedInPage(viewport = DESKTOP): Promise<{ page: Page; email: string }> {
  const page = await newPage(browser, viewport);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  const user = await signUpViaApi(page, stack.baseUrl, { firstName: 'Lena' });
  return { page, email: user.email };
}

const fallbackHeading = (page: Page) => page.getByRole('heading', { name: "This part of Bedtime Stories couldn't be loaded" });

describe('a federated page', () => {
  for (const [broken, pattern] of [
    ['manifest', '**/mf-manifest.json'],
    ['remote entry', '**/remoteEntry.js'],
  ] as const) {
    it(`shows the fallback inside the layout when the ${broken} fails, and Retry loads the page`, async () => {
      const { page, email } = await signedInPage();
      await page.route(pattern, (route) => route.abort('failed'));
      await page.goto(`${stack.baseUrl}${fixturePagePath}`);
      await fallbackHeading(page).waitFor();
      // The rest of the shell keeps working around the failed page.
      await page.getByTestId('brand-label').waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).waitFor();
      if (broken === 'manifest') await saveScreenshot(page, 'shell-remote-fallback-desktop');

      await page.unroute(pattern);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Fixture community page' }).waitFor();
      // useSession() and useToast() inside the remote reach the shell's providers: the singletons are shared.
      expect(await page.getByTestId('fixture-user').textContent()).toBe(`Signed in as ${email}`);
      await page.getByRole('button', { name: 'Say hello' }).click();
      await page.locator('.ant-notification-notice').filter({ hasText: 'Hello from the fixture remote' }).waitFor();
      expect(await fallbackHeading(page).count()).toBe(0);
      await page.context().close();
    });
  }

  it('loads a remote that works on the first try, and another remote page after it', async () => {
    const { page } = await signedInPage(PHONE);
    await page.goto(`${stack.baseUrl}${fixturePagePath}`);
    await page.getByRole('heading', { name: 'Fixture community page' }).waitFor();
    await saveScreenshot(page, 'shell-remote-page-phone');
    await page.goto(`${stack.baseUrl}/gift-subscription`);
    await page.getByRole('heading', { name: 'Gift a Subscription' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Create Story', 'My Stories', 'Community', 'Marketplace', 'Subscribe', 'About', 'Profile', 'Logout']) {
      await menu.getByText(label, { exact: true }).waitFor();
    }
    await saveScreenshot(page, 'shell-mobile-menu-phone');
    await menu.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
    await page.context().close();
  });
});

const PAGES: { name: string; path: string; heading: string; signedIn: boolean }[] = [
  { name: 'auth', path: '/auth', heading: 'Welcome to Bedtime Stories', signedIn: false },
  { name: 'profile', path: '/profile', heading: 'Profile & Settings', signedIn: true },
  { name: 'about', path: '/about', heading: 'About Bedtime Stories', signedIn: true },
  { name: 'terms', path: '/terms', heading: 'Terms of Service', signedIn: false },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy', signedIn: false },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot your password?', signedIn: false },
  { name: 'reset-password', path: '/reset-password?token=example', heading: 'Choose a new password', signedIn: false },
  { name: 'not-found', path: '/no/such/page', heading: '404 Page Not Found', signedIn: true },
  { name: 'error-403', path: '/error/403', heading: 'Access Denied', signedIn: false },
  { name: 'error-500', path: '/error/500', heading: 'Oops! Something went wrong', signedIn: false },
  { name: 'community', path: '/community', heading: 'Fixture community page', signedIn: false },
];

describe('every shell page', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`renders at ${label} width without horizontal scrolling`, async () => {
      const { page } = await signedInPage(viewport);
      const guest = await newPage(browser, viewport);
      await guest.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
      for (const entry of PAGES) {
        const target = entry.signedIn ? page : guest;
        await target.goto(`${stack.baseUrl}${entry.path}`);
        await target.getByRole('heading', { name: entry.heading, exact: true }).first().waitFor();
        await target.evaluate(() => document.fonts.ready);
        const overflow = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${entry.path} scrolls sideways at ${label} width`).toBeLessThanOrEqual(0);
        await saveScreenshot(target, `shell-${entry.name}-${label}`);
      }
      await page.context().close();
      await guest.context().close();
    });
  }
});
