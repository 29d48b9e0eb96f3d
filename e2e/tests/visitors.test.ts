import { describe, expect, it } from 'vitest';
import { DESKTOP, TALL_PHONE, animationsSettled, newPage, saveScreenshot, saveViewScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/** A visitor who is not signed in: every public page has a header with the public pages and the way in. */
const product = useProductInBrowser();
const base = () => product.stack.baseUrl;

async function visitorPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(product.browser, viewport);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  return page;
}

const PUBLIC_PAGES = [
  ['/community', 'Community Stories'],
  ['/about', 'Our Mission'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/subscribe', 'Please sign in to subscribe'],
  ['/no-such-page', '404 Page Not Found'],
] as const;

describe('a visitor', () => {
  it('finds a header with navigation, Log in and Sign up on every public page', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const page = await visitorPage(viewport);
      for (const [path, heading] of PUBLIC_PAGES) {
        await page.goto(`${base()}${path}`);
        await page.getByRole('heading', { name: heading }).first().waitFor();
        const header = page.getByRole('banner');
        const nav = header.getByRole('navigation', { name: 'Main' });
        await nav.waitFor();
        for (const name of ['Community', 'About']) expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
        expect(await nav.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
        expect(await nav.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/auth?mode=signup');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        if (path === '/community' || path === '/no-such-page') await saveScreenshot(page, `visitor-header${path.replace(/\//g, '-')}-${size}`);
      }
      // The way in works from the header.
      await page.goto(`${base()}/about`);
      await page.getByRole('banner').getByRole('link', { name: 'Sign up free' }).click();
      await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
      // The sign-in page has its own brand row and forms: no bar above it.
      expect(await page.getByRole('banner').count()).toBe(0);
      await page.context().close();
    }
  });

  it('is told to log in to vote, with a link that takes them there', async () => {
    const owner = await visitorPage();
    await signUpViaApi(owner, base());
    const made = await owner.request.post(`${base()}/api/generate-story`, {
      data: { age: 6, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Sharing makes friends', isCollaborative: false, plotTwists: [] },
      timeout: 60_000,
    });
    const story = (await made.json()) as { id: string; title: string };
    expect((await owner.request.post(`${base()}/api/stories/${story.id}/share`)).ok()).toBe(true);
    await owner.context().close();

    const visitor = await visitorPage();
    await visitor.goto(`${base()}/community`);
    await visitor.getByRole('button', { name: `Upvote ${story.title}` }).click();
    const notice = visitor.locator('.ant-notification-notice').filter({ hasText: 'Login required' });
    await notice.getByText('Please login to vote on stories.').waitFor();
    await animationsSettled(visitor, '.ant-notification');
    await saveViewScreenshot(visitor, 'visitor-login-required-toast');
    await notice.getByRole('link', { name: 'Log in' }).click();
    await visitor.waitForURL(`${base()}/auth`);
    await visitor.getByRole('form', { name: 'Login' }).waitFor();
    await visitor.context().close();
  });
});
