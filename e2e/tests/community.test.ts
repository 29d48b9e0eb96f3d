import { describe, expect, it } from 'vitest';
import { chooseMenuItem, DESKTOP, newPage, saveScreenshot, signUpViaApi, verifyEmailViaOutbox, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * The community: an owner shares a story from its page, another parent finds it at /community and votes,
 * a visitor who is not signed in reads the list but is asked to log in to vote, and the week's top five
 * ranks the story.
 */
const product = useProductInBrowser();

async function visitorPage(): Promise<Page> {
  const page = await newPage(product.browser, DESKTOP);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  return page;
}

async function parentPage(names: Record<string, string> = {}): Promise<Page> {
  const page = await visitorPage();
  await signUpViaApi(page, product.stack.baseUrl, names);
  return page;
}

async function createStory(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: { age: 6, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Sharing makes friends', isCollaborative: false, plotTwists: [] },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; title: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  return { id: body.id, title: body.title };
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });
const card = (page: Page, storyId: string) => page.locator(`article[data-story-id="${storyId}"]`).first();

describe('community stories', () => {
  it('an owner shares from the story page; others read, vote, reset, and see it ranked this week', async () => {
    const owner = await parentPage({ firstName: 'Olive', lastName: 'Owner' });
    const story = await createStory(owner);
    // The public sees the display name the owner chose, never their last name.
    expect((await owner.request.patch(`${product.stack.baseUrl}/api/user/profile`, { data: { displayName: "Olive's Mum" } })).ok()).toBe(true);

    // The owner's share menu offers the community, and then the way back out.
    await owner.goto(`${product.stack.baseUrl}/story/${story.id}`);
    // The title is the page's first heading (the keepsakes offered below it are named after the story too).
    await owner.getByRole('heading', { name: story.title }).first().waitFor();
    await chooseMenuItem(owner.getByRole('button', { name: 'Share' }), owner.getByRole('menuitem', { name: 'Share to Community' }));
    await toast(owner, 'Story shared!').waitFor();
    await owner.getByRole('button', { name: 'Share' }).click();
    await owner.getByRole('menuitem', { name: 'Remove from Community' }).waitFor();
    await owner.keyboard.press('Escape');

    // Another parent (whose email address is verified: only such votes count) sees it with its author, and votes.
    const voter = await parentPage();
    await verifyEmailViaOutbox(voter, product.stack.baseUrl);
    await voter.goto(`${product.stack.baseUrl}/community`);
    await voter.getByRole('heading', { name: 'Community Stories', level: 1 }).waitFor();
    const votersCard = card(voter, story.id);
    await votersCard.waitFor();
    expect(await votersCard.getByRole('heading', { name: story.title }).isVisible()).toBe(true);
    expect(await votersCard.getByText("Olive's Mum").isVisible()).toBe(true);
    expect(await votersCard.getByText(/Owner/).count()).toBe(0);
    expect(await votersCard.getByText('Age 6').isVisible()).toBe(true);
    expect(await votersCard.getByText('Gentle', { exact: true }).isVisible()).toBe(true);
    expect(await votersCard.getByRole('link', { name: 'Read Full Story' }).getAttribute('href')).toBe(`/story/${story.id}`);
    expect(await votersCard.getByTestId('vote-score').innerText()).toBe('0');

    const upvote = votersCard.getByRole('button', { name: `Upvote ${story.title}` });
    await upvote.click();
    await toast(voter, 'Vote recorded!').waitFor();
    await votersCard.getByTestId('vote-score').filter({ hasText: /^1$/ }).waitFor();
    expect(await votersCard.getByTestId('upvotes').innerText()).toBe('1 up');
    expect(await upvote.getAttribute('aria-pressed')).toBe('true');

    // Pressing the active vote again takes it back.
    await upvote.click();
    await votersCard.getByTestId('vote-score').filter({ hasText: /^0$/ }).waitFor();
    await votersCard.getByTestId('upvotes').filter({ hasText: '0 up' }).waitFor();
    expect(await upvote.getAttribute('aria-pressed')).toBe('false');

    // A visitor reads the list but must log in to vote.
    const visitor = await visitorPage();
    await visitor.goto(`${product.stack.baseUrl}/community`);
    const visitorsCard = card(visitor, story.id);
    await visitorsCard.waitFor();
    await visitorsCard.getByRole('button', { name: `Upvote ${story.title}` }).click();
    await toast(visitor, 'Login required').waitFor();
    expect(await toast(visitor, 'Please login to vote on stories.').isVisible()).toBe(true);
    expect(await visitorsCard.getByTestId('vote-score').innerText()).toBe('0');

    // Up again: this week's top five ranks it.
    await upvote.click();
    await votersCard.getByTestId('vote-score').filter({ hasText: /^1$/ }).waitFor();
    await voter.getByRole('tab', { name: 'Top 5 This Week' }).click();
    await voter.getByText(/^Week of /).waitFor();
    const ranked = voter.locator('article', { has: voter.getByText('#1 Top Story') });
    await ranked.waitFor();
    expect(await ranked.getByRole('heading', { name: story.title }).isVisible()).toBe(true);
    await saveScreenshot(voter, 'community-top-weekly');

    // A fresh account that never verified its address votes too: the vote is kept, and counts for nothing.
    const fresh = await parentPage();
    await fresh.goto(`${product.stack.baseUrl}/community`);
    const freshCard = card(fresh, story.id);
    await freshCard.getByRole('button', { name: `Upvote ${story.title}` }).click();
    await toast(fresh, 'Vote saved').waitFor();
    expect(await freshCard.getByTestId('vote-score').innerText()).toBe('1');

    // The owner removes it: it leaves the list.
    await chooseMenuItem(owner.getByRole('button', { name: 'Share' }), owner.getByRole('menuitem', { name: 'Remove from Community' }));
    await toast(owner, 'Story removed from community').waitFor();
    await visitor.reload();
    await visitor.getByText('No community stories yet').waitFor();
  });

  it('does not offer the community to a reader who does not own the story', async () => {
    const owner = await parentPage();
    const story = await createStory(owner);
    const reader = await parentPage();
    await reader.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await reader.getByRole('heading', { name: story.title }).waitFor();
    await reader.getByRole('button', { name: 'Share' }).click();
    await reader.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    expect(await reader.getByRole('menuitem', { name: /Community/ }).count()).toBe(0);
  });
});
