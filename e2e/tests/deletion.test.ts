import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Deleting a story: the owner deletes it from its page after a confirmation that says what goes; it leaves
 * the library, its link shows "Story not found", and its community share is gone from the community's own
 * database (the story service found the community through the stack's `service:community` address).
 */
const product = useProductInBrowser();

async function parentPage(): Promise<Page> {
  const page = await newPage(product.browser, DESKTOP);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  await signUpViaApi(page, product.stack.baseUrl);
  return page;
}

async function createStory(page: Page, interest: string): Promise<{ id: string; title: string }> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: { age: 5, gender: 'boy', interests: [interest], style: 'gentle', lesson: 'Be kind to others', isCollaborative: false, plotTwists: [] },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; title: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  return { id: body.id, title: body.title };
}

async function sharedInCommunity(storyId: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: product.stack.databaseUrls.community });
  await client.connect();
  try {
    const result = await client.query('select 1 from shared_stories where story_id = $1', [storyId]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });
const libraryCard = (page: Page, storyId: string) => page.locator(`[data-open-story="${storyId}"]`);
const confirmation = (page: Page) => page.locator('.ant-popconfirm:not(.ant-popover-hidden)');

describe('deleting a story', () => {
  it('a parent deletes a story from its page: gone from the library, its link and the community', async () => {
    const parent = await parentPage();
    const doomed = await createStory(parent, 'Space & Stars');
    const kept = await createStory(parent, 'Dinosaurs');
    const share = await parent.request.post(`${product.stack.baseUrl}/api/stories/${doomed.id}/share`);
    expect(share.ok()).toBe(true);
    expect(await sharedInCommunity(doomed.id)).toBe(true);

    await parent.goto(`${product.stack.baseUrl}/story/${doomed.id}`);
    await parent.getByRole('heading', { name: doomed.title, level: 1 }).waitFor();

    // Changing one's mind keeps the story.
    await parent.getByRole('button', { name: 'Delete story' }).click();
    await confirmation(parent).waitFor();
    await confirmation(parent).getByRole('button', { name: 'Keep it' }).click();
    await confirmation(parent).waitFor({ state: 'hidden' });
    expect(await parent.getByRole('heading', { name: doomed.title, level: 1 }).isVisible()).toBe(true);

    await parent.getByRole('button', { name: 'Delete story' }).click();
    const dialog = confirmation(parent);
    await dialog.waitFor();
    const says = await dialog.innerText();
    for (const part of ['narration', 'pictures', 'favourites', 'reading progress', 'community share', 'cannot be undone']) expect(says).toContain(part);
    await saveScreenshot(parent, 'deletion-confirm');
    await dialog.getByRole('button', { name: 'Delete story' }).click();

    await toast(parent, 'Story deleted').waitFor();
    await parent.waitForURL(`${product.stack.baseUrl}/stories`);
    await libraryCard(parent, kept.id).waitFor();
    expect(await libraryCard(parent, doomed.id).count()).toBe(0);

    await parent.goto(`${product.stack.baseUrl}/story/${doomed.id}`);
    await parent.getByRole('heading', { name: 'Story not found' }).waitFor();
    expect((await parent.request.get(`${product.stack.baseUrl}/api/stories/${doomed.id}`)).status()).toBe(404);
    expect(await sharedInCommunity(doomed.id)).toBe(false);
  });

  it('only the owner is offered deletion, and another parent cannot delete through the API', async () => {
    const owner = await parentPage();
    const story = await createStory(owner, 'Ocean & Sea Life');
    const other = await parentPage();
    await other.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await other.getByRole('heading', { name: story.title, level: 1 }).waitFor();
    expect(await other.getByRole('button', { name: 'Delete story' }).count()).toBe(0);
    expect((await other.request.delete(`${product.stack.baseUrl}/api/stories/${story.id}`)).status()).toBe(404);
    expect((await owner.request.get(`${product.stack.baseUrl}/api/stories/${story.id}`)).status()).toBe(200);
  });

  it('a parent deletes a story from its card in the library grid', async () => {
    const parent = await parentPage();
    const story = await createStory(parent, 'Music');
    await parent.goto(`${product.stack.baseUrl}/stories`);
    // Cards (with their actions) are the grid view; the bookshelf shows spines only.
    await parent.locator('.ant-segmented-item').filter({ hasText: 'Grid' }).click();
    await libraryCard(parent, story.id).waitFor();
    await parent.getByRole('button', { name: `Delete story: ${story.title}` }).click();
    await confirmation(parent).getByRole('button', { name: 'Delete story' }).click();
    await toast(parent, 'Story deleted').waitFor();
    await libraryCard(parent, story.id).waitFor({ state: 'detached' });
    expect((await parent.request.get(`${product.stack.baseUrl}/api/stories/${story.id}`)).status()).toBe(404);
  });
});
