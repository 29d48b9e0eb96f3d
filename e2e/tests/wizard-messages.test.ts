import { describe, expect, it } from 'vitest';
import { DESKTOP, TALL_PHONE, returningParentPage, saveScreenshot, saveViewScreenshot, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * What the Create Story wizard tells a parent along the way: the interests hint, the generating screen's
 * promise, and a failed generation's message, which must be seen (scrolled to and focused) wherever it is.
 */
const product = useProductInBrowser();
const base = () => product.stack.baseUrl;

async function continueTo(page: Page, step: number) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText(`Step ${step} of 5`).waitFor();
}

/** Steps 1 to 4 filled in, and the lesson typed on step 5. */
async function upToTheLesson(page: Page) {
  await page.goto(`${base()}/`);
  await page.getByPlaceholder('Enter age (2-12)').fill('6');
  await continueTo(page, 2);
  await page.getByText('Girl', { exact: true }).click();
  await continueTo(page, 3);
  await page.getByRole('button', { name: 'Animals', exact: true }).click();
  await continueTo(page, 4);
  await page.getByText('Gentle', { exact: true }).click();
  await continueTo(page, 5);
  await page.getByLabel('Lesson or moral').fill('Sharing with her brother');
}

describe('the wizard tells the truth, and where the parent will see it', () => {
  it('says that tapping a chosen interest removes it, which it does', async () => {
    const page = await returningParentPage(product.browser, base());
    await page.goto(`${base()}/`);
    await page.getByPlaceholder('Enter age (2-12)').fill('6');
    await continueTo(page, 2);
    await page.getByText('Boy', { exact: true }).click();
    await continueTo(page, 3);
    for (const interest of ['Animals', 'Space & Stars', 'Dinosaurs']) await page.getByRole('button', { name: interest, exact: true }).click();
    await page.getByText('3 of 3 chosen: tap a chosen interest to remove it, then pick another').waitFor();
    expect(await page.getByText('swap').count()).toBe(0);
    await page.getByRole('button', { name: 'Space & Stars', exact: true }).click();
    await page.getByText('2 of 3 chosen', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Space & Stars', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });

  it('the generating screen promises no more than a few seconds', async () => {
    const page = await returningParentPage(product.browser, base());
    await upToTheLesson(page);
    // The embedded writer answers in under a second: hold the answer to read the screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/generate-story', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Story' }).click();
    await page.getByText('Gathering magical ingredients...').first().waitFor();
    await page.getByText('Your personalized bedtime story is being crafted with love and imagination. It will be ready in a few seconds.').waitFor();
    expect(await page.getByText('10-15 seconds').count()).toBe(0);
    await saveScreenshot(page, 'wizard-generating-desktop');
    release();
    await page.getByRole('button', { name: 'Create Another Story' }).waitFor({ timeout: 60_000 });
    await page.context().close();
  });

  it('a failed generation is scrolled into view and focused, on a phone and on a desktop', async () => {
    for (const [viewport, size] of [
      [TALL_PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const page = await returningParentPage(product.browser, base(), viewport);
      await upToTheLesson(page);
      await page.route('**/api/generate-story', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The story writer is resting. Please try again in a minute.' }),
        }),
      );
      // The parent is reading the top of the page when they press Create.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Create Story' }).click();
      const box = page.locator('.mfs-error-box');
      await box.getByText('The story writer is resting. Please try again in a minute.').waitFor();
      await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect
        .poll(() =>
          box.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return rect.top >= 0 && rect.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      // Once the smooth scroll has come to rest, the message is clear of the sticky bar, which is at the top.
      await expect
        .poll(async () => {
          const before = await page.evaluate(() => window.scrollY);
          await page.waitForTimeout(150);
          return before === (await page.evaluate(() => window.scrollY));
        })
        .toBe(true);
      const bar = (await page.locator('.nav-bar').boundingBox())!;
      expect(bar.y).toBe(0);
      expect((await box.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      await saveViewScreenshot(page, `wizard-generation-error-${size}`);
      await page.context().close();
    }
  });
});
