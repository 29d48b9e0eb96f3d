import { describe, expect, it } from 'vitest';
import { newPage, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * The Content-Security-Policy the gateway sends must let the product work: the shell loads its
 * federated remotes at run time, antd writes styles, narration plays audio from the media route.
 * Any violation Chromium reports on the way fails the journey.
 */
const product = useProductInBrowser();

async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await newPage(product.browser);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations = async () => [...messages, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
  return { page, violations };
}

describe('the product under its Content-Security-Policy', () => {
  it('loads the shell and its remotes, creates and reads a story and starts its narration without a violation', async () => {
    const { page, violations } = await watchedPage();
    const home = await page.goto(`${product.stack.baseUrl}/`);
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home?.headers()['access-control-allow-origin']).toBeUndefined();

    await signUpViaApi(page, product.stack.baseUrl);
    const created = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
      data: { age: 4, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Sharing', isCollaborative: false, plotTwists: [] },
      timeout: 60_000,
    });
    const story = (await created.json()) as { id: string; title: string };
    expect(created.ok()).toBe(true);

    // The library is a federated remote page.
    await page.goto(`${product.stack.baseUrl}/stories`);
    await page.getByRole('heading', { name: 'Story Library' }).waitFor();
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();

    // Narration: sentences stream in as server-sent events and play from blob: URLs in an audio element.
    const narration = page.waitForResponse((response) => response.url().includes('/narration') && response.ok(), { timeout: 110_000 });
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await narration;
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 110_000 });
    expect(await violations()).toEqual([]);
    await page.context().close();
  }, 180_000);
});
