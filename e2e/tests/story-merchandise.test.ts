import { describe, expect, it } from 'vitest';
import { DESKTOP, TALL_PHONE, returningParentPage, saveElementScreenshot, saveScreenshot, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * 'Take the Magic Home!': a trial parent's story page offers the story's own products (mockups with its
 * art, prices with the struck-through price) and AI designs written around the story's characters.
 */
const product = useProductInBrowser();

async function createStory(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: { age: 6, gender: 'boy', interests: ['Magic & Fantasy'], style: 'adventurous', lesson: 'Be brave', isCollaborative: false, plotTwists: [] },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; title: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  return { id: body.id, title: body.title };
}

/** The story's named characters, as the story service finds them (the same reading the designs use). */
async function characterNames(page: Page, storyId: string): Promise<string[]> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/stories/${storyId}/extract-characters`);
  if (!response.ok()) throw new Error(`character extraction failed: ${response.status()}`);
  return ((await response.json()) as { characters: { name: string }[] }).characters.map((c) => c.name);
}

describe('story merchandise', () => {
  it('shows basic products and AI designs carrying the characters to a trial parent', async () => {
    const page = await returningParentPage(product.browser, product.stack.baseUrl);
    const story = await createStory(page);
    const names = await characterNames(page, story.id);
    expect(names.length).toBeGreaterThan(0);

    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    const section = page.getByRole('region', { name: 'Take the Magic Home!' });
    await section.waitFor({ timeout: 90_000 });
    await section.getByRole('tab', { name: 'Basic Designs', selected: true }).waitFor();
    await section.getByRole('button', { name: 'Order a Physical Book' }).waitFor();

    const products = section.getByRole('list', { name: 'Products' }).getByRole('listitem');
    expect(await products.count()).toBeGreaterThan(0);
    const first = products.first();
    await first.getByText('Save 20%!').waitFor();
    const price = (await first.locator('.mfs-merch-price strong').textContent()) ?? '';
    const struck = (await first.locator('.mfs-merch-price s').textContent()) ?? '';
    expect(Number(struck.slice(1))).toBeCloseTo(Number(price.slice(1)) * 1.2, 1);
    expect(await first.getByRole('img').getAttribute('src')).toMatch(/\/media\//);
    await section.getByText('ship within 5-7 business days').waitFor();

    // A category narrows the cards; All brings them back.
    const filters = section.getByRole('group', { name: 'Product categories' }).getByRole('button');
    const total = await products.count();
    if ((await filters.count()) > 2) {
      await filters.nth(1).click();
      await expect.poll(() => products.count()).toBeLessThan(total);
      await filters.first().click();
      await expect.poll(() => products.count()).toBe(total);
    }

    // Buy Now opens the marketplace in a new tab.
    const popup = page.context().waitForEvent('page');
    await first.getByRole('button', { name: /Buy Now/ }).click();
    const opened = await popup;
    expect(opened.url()).not.toBe('about:blank');
    await opened.close();
    await saveScreenshot(page, 'story-merchandise-basic');

    await section.getByRole('tab', { name: 'AI Designs' }).click();
    await section.getByText('AI-Powered Merchandise Studio').waitFor();
    await section.getByRole('button', { name: 'Generate AI Merchandise' }).click();
    // Each design card is a list item (its bullet points are a list of their own).
    const designs = section.getByRole('list', { name: 'All designs' }).locator(':scope > li');
    await designs.first().waitFor({ timeout: 150_000 });
    expect(await designs.count()).toBe(7);
    await designs.first().getByText('AI Generated').waitFor();
    const designText = (await section.getByRole('list', { name: 'All designs' }).textContent()) ?? '';
    expect(names.some((name) => designText.includes(name))).toBe(true);
    // Every design is shown whole (a mug's wrap-around is wider than the square card), never cropped.
    const mug = designs.filter({ hasText: /mug/i }).first();
    await expect
      .poll(() =>
        mug
          .locator('img')
          .first()
          .evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);
    expect(
      await mug
        .locator('img')
        .first()
        .evaluate((image) => getComputedStyle(image).objectFit),
    ).toBe('contain');
    await saveElementScreenshot(mug, 'story-merchandise-ai-mug');

    await section.getByRole('tab', { name: 'Apparel' }).click();
    const apparel = section.getByRole('list', { name: 'Apparel designs' }).locator(':scope > li');
    await apparel.first().waitFor();
    expect(await apparel.count()).toBe(2);
    await saveScreenshot(page, 'story-merchandise-ai');
    await page.context().close();
  });

  it('in the My Stories reader, looks as on the story page: a grid of cards, bounded pictures, prices apart, the book card clear of the filters', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const page = await returningParentPage(product.browser, product.stack.baseUrl, viewport);
      const story = await createStory(page);
      for (const [surface, path] of [
        ['reader', `/stories?story=${story.id}`],
        ['page', `/story/${story.id}`],
      ] as const) {
        await page.goto(`${product.stack.baseUrl}${path}`);
        const section = page.getByRole('region', { name: 'Take the Magic Home!' });
        await section.waitFor({ timeout: 90_000 });
        const list = section.getByRole('list', { name: 'Products' });
        await list.getByRole('listitem').first().waitFor();
        const look = await list.evaluate((element) => {
          const style = getComputedStyle(element);
          const card = element.querySelector('li')!.getBoundingClientRect();
          const image = element.querySelector('img')!.getBoundingClientRect();
          const strong = element.querySelector('.mfs-merch-price strong')!.getBoundingClientRect();
          const struck = element.querySelector('.mfs-merch-price s')!.getBoundingClientRect();
          return {
            display: style.display,
            bullets: style.listStyleType,
            imageWidth: image.width,
            cardWidth: card.width,
            imageHeight: image.height,
            priceGap: struck.left - strong.right,
          };
        });
        expect(look.display).toBe('grid');
        expect(look.bullets).toBe('none');
        expect(look.imageWidth).toBeLessThanOrEqual(look.cardWidth);
        expect(look.imageHeight).toBeLessThanOrEqual(look.cardWidth);
        expect(look.priceGap).toBeGreaterThanOrEqual(4);
        // Measured in one go: the page may scroll between two separate measurements.
        const overlapping = await section.evaluate((element) => {
          const book = [...element.querySelectorAll('button')]
            .find((button) => button.textContent?.trim() === 'Order a Physical Book')!
            .getBoundingClientRect();
          const chips = [...element.querySelectorAll('[aria-label="Product categories"] button')].map((chip) => chip.getBoundingClientRect());
          return chips.filter((chip) => book.left < chip.right && chip.left < book.right && book.top < chip.bottom && chip.top < book.bottom).length;
        });
        expect(overlapping).toBe(0);
        await section.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            list
              .locator('img')
              .first()
              .evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
          )
          .toBe(true);
        await saveElementScreenshot(section, `story-merchandise-${surface}-${size}`);
      }
      await page.context().close();
    }
  });
});
