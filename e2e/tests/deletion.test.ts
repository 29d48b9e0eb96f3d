import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { returningParentPage, saveScreenshot, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Deleting a story: the owner deletes it from its page after a confirmation that says what goes; it leaves
 * the library, its link shows "Story not found", and its community share is gone from the community's own
 * database (the story service found the community through the stack's `service:community` address).
 * Deleting an account: the community and billing really erase what they held, checked in their databases.
 */
const product = useProductInBrowser();

const parentPage = () => returningParentPage(product.browser, product.stack.baseUrl);

async function createStory(page: Page, interest: string): Promise<{ id: string; title: string }> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: { age: 5, gender: 'boy', interests: [interest], style: 'gentle', lesson: 'Be kind to others', isCollaborative: false, plotTwists: [] },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; title: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  return { id: body.id, title: body.title };
}

/** Rows straight from a service's own database: what it still holds, whatever its API shows. */
async function query(service: 'community' | 'billing', sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: product.stack.databaseUrls[service] });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
const sharedInCommunity = async (storyId: string) => (await query('community', 'select 1 from shared_stories where story_id = $1', [storyId])).length === 1;

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

  it('deleting the account reaches the community and billing: shares, votes, customer and card go; the books keep the amount', async () => {
    const base = product.stack.baseUrl;
    const leaving = await parentPage();
    const { user } = (await (await leaving.request.get(`${base}/api/user`)).json()) as { user: { id: string } };
    const theirs = await createStory(leaving, 'Animals');
    expect((await leaving.request.post(`${base}/api/stories/${theirs.id}/share`)).ok()).toBe(true);
    const neighbour = await parentPage();
    const neighbours = await createStory(neighbour, 'Sports');
    expect((await neighbour.request.post(`${base}/api/stories/${neighbours.id}/share`)).ok()).toBe(true);
    expect((await leaving.request.post(`${base}/api/stories/${neighbours.id}/vote`, { data: { vote: 1 } })).ok()).toBe(true);
    const created = await leaving.request.post(`${base}/api/create-subscription`, { data: {} });
    const { clientSecret } = (await created.json()) as { clientSecret: string };
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
    expect((await leaving.request.post(`${base}/api/billing/confirm-payment`, { data: { clientSecret, card } })).ok()).toBe(true);
    expect(await query('billing', 'select 1 from customers where user_id = $1', [user.id])).toHaveLength(1);

    const deleted = await leaving.request.delete(`${base}/api/user`, { data: { password: 'Sleepy-time-42' } });
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toMatchObject({ pending: [] });

    expect(await query('community', 'select 1 from shared_stories where owner_id = $1', [user.id])).toEqual([]);
    expect(await query('community', 'select 1 from votes where user_id = $1', [user.id])).toEqual([]);
    expect(await query('community', 'select upvotes from shared_stories where story_id = $1', [neighbours.id])).toEqual([{ upvotes: 0 }]);
    for (const table of ['customers', 'subscriptions', 'invoices', 'engine_customers'])
      expect(await query('billing', `select 1 from ${table} where user_id = $1`, [user.id]), table).toEqual([]);
    expect(await query('billing', `select status from subscriptions where user_id = '(erased)'`, [])).toEqual([{ status: 'canceled' }]);
    expect(await query('billing', `select amount_cents from invoices where user_id = '(erased)' and status = 'paid'`, [])).toEqual([{ amount_cents: 799 }]);
  });
});
