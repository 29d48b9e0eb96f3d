import { describe, expect, it } from 'vitest';
import { DESKTOP, TALL_PHONE, newPage, returningParentPage, saveElementScreenshot, saveViewScreenshot, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/** Small things a parent sees: a spinner with its words, buttons that fit their labels, an error clear of its button. */
const product = useProductInBrowser();
const base = () => product.stack.baseUrl;
const VIEWPORTS = [
  [DESKTOP, 'desktop'],
  [TALL_PHONE, 'phone'],
] as const;

async function createStory(page: Page): Promise<{ id: string }> {
  const response = await page.request.post(`${base()}/api/generate-story`, {
    data: { age: 5, gender: 'girl', interests: ['Space & Stars'], style: 'gentle', lesson: 'Be kind to others', isCollaborative: false, plotTwists: [] },
    timeout: 60_000,
  });
  return (await response.json()) as { id: string };
}

describe('visual slips', () => {
  it('the page-loading spinner and its words sit together in the middle', async () => {
    for (const [viewport, size] of VIEWPORTS) {
      const page = await returningParentPage(product.browser, base(), viewport);
      // Hold the session's answer: the protected page shows its loading state meanwhile.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/user', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${base()}/stories`);
      const loading = page.getByRole('status').filter({ hasText: 'Checking your session…' });
      await loading.waitFor();
      const [spinner, words] = await Promise.all([loading.locator('.lt-spinner').boundingBox(), loading.getByText('Checking your session…').boundingBox()]);
      expect(words!.y - (spinner!.y + spinner!.height)).toBeLessThanOrEqual(24);
      await saveViewScreenshot(page, `visual-page-loading-${size}`);
      release();
      await page.getByRole('heading', { name: 'Story Library' }).waitFor();
      await page.context().close();
    }
  });

  it("the Enhance panel's buttons hold their labels on one line", async () => {
    for (const [viewport, size] of VIEWPORTS) {
      const page = await returningParentPage(product.browser, base(), viewport);
      const story = await createStory(page);
      await page.goto(`${base()}/story/${story.id}`);
      const panel = page.getByRole('region', { name: 'Enhance Your Story' });
      const stickers = panel.getByRole('button', { name: 'Create Fun Character Stickers' });
      await stickers.waitFor();
      // The label's text runs on one line: one box per line of the text.
      const lines = await stickers.evaluate((button) => {
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        let node: Node | null;
        while ((node = walker.nextNode())) {
          if (node.textContent?.includes('Create Fun Character Stickers')) {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }
        }
        return 0;
      });
      expect(lines).toBe(1);
      await saveElementScreenshot(panel, `visual-enhance-panel-${size}`);
      await page.context().close();
    }
  });

  it('"Passwords don\'t match" keeps clear of the button under it', async () => {
    for (const [viewport, size] of VIEWPORTS) {
      const page = await newPage(product.browser, viewport);
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
      await page.goto(`${base()}/reset-password?token=a-token-from-an-email`);
      await page.getByLabel('New password').fill('Moonlight-42');
      await page.getByLabel('Confirm password').fill('Moonlight-43');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const message = page.getByText("Passwords don't match");
      await message.waitFor();
      const [text, button] = await Promise.all([message.boundingBox(), page.getByRole('button', { name: 'Reset Password' }).boundingBox()]);
      expect(button!.y - (text!.y + text!.height)).toBeGreaterThanOrEqual(8);
      await saveElementScreenshot(page.locator('.recovery-card'), `visual-reset-password-mismatch-${size}`);
      await page.context().close();
    }
  });
});
