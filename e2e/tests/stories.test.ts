import { describe, expect, it } from 'vitest';
import { progressPercent, readingTimeMinutes, tokenizeWords } from '@bedtime/contracts';
import { DESKTOP, PHONE, newPage, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * The stories micro-frontend inside the shell: the Create Story wizard with a streamed story, the
 * library (bookshelf, grid, search, favourites, rename, in-page reader) and the story page with resume reading.
 */
const product = useProductInBrowser();

interface StoryWish {
  age: number;
  gender: 'boy' | 'girl' | 'other';
  interests: string[];
  style: 'funny' | 'adventurous' | 'gentle' | 'magical' | 'educational';
  lesson: string;
  isCollaborative?: boolean;
  plotTwists?: string[];
}
interface CreatedStory {
  id: string;
  title: string;
  story: string;
}

/** A page of a returning visitor (cookie banner and welcome tour already dealt with). */
async function visitorPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(product.browser, viewport);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  return page;
}

async function parentPage(viewport = DESKTOP): Promise<Page> {
  const page = await visitorPage(viewport);
  await signUpViaApi(page, product.stack.baseUrl);
  return page;
}

/** Creates a story through the real API as the page's signed-in parent. */
async function createStory(page: Page, wish: StoryWish): Promise<CreatedStory> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: { isCollaborative: false, plotTwists: [], ...wish },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; title: string; story: string; error?: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  return { id: body.id, title: body.title, story: body.story };
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });
/** The text as a reader sees it (paragraph breaks become spaces), whitespace folded. */
const storyText = async (page: Page, locator: string) => (await page.locator(locator).first().innerText()).replace(/\s+/g, ' ').trim();
const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Clicks Continue on the current wizard step and waits for the next step's counter. */
async function continueTo(page: Page, step: number) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText(`Step ${step} of 5`).waitFor();
}

describe('the Create Story wizard', () => {
  it('checks every step, limits interests and plot twists, streams the story, then shows, shares and resets it', async () => {
    const page = await parentPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.stack.baseUrl });
    await page.goto(`${product.stack.baseUrl}/`);

    // Step 1: the age, 2 to 12.
    const age = page.getByPlaceholder('Enter age (2-12)');
    await age.waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await page.getByText('Step 1 of 5').isVisible()).toBe(true);
    expect(await page.getByText('20%', { exact: true }).isVisible()).toBe(true);
    expect(await age.getAttribute('min')).toBe('2');
    expect(await age.getAttribute('max')).toBe('12');
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    for (const wrong of ['13', '1']) {
      await age.fill(wrong);
      expect(await continueButton.isDisabled()).toBe(true);
    }
    await age.fill('7');
    await continueTo(page, 2);

    // Step 2: gender; Back keeps what was entered.
    expect(await page.getByText('40%', { exact: true }).isVisible()).toBe(true);
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 1 of 5').waitFor();
    expect(await age.inputValue()).toBe('7');
    await continueTo(page, 2);
    await page.getByText('Girl', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Girl' }).isChecked()).toBe(true);
    await continueTo(page, 3);

    // Step 3: 1 to 3 interests; a fourth is ignored, a picked one can be removed.
    expect(await page.getByText('60%', { exact: true }).isVisible()).toBe(true);
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await page.locator('.mfs-interest').count()).toBe(13);
    const interest = (name: string) => page.getByRole('button', { name, exact: true });
    for (const name of ['Animals', 'Space & Stars', 'Dinosaurs', 'Music']) await interest(name).click();
    expect(await interest('Music').getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByText('3 of 3 chosen').isVisible()).toBe(true);
    await interest('Dinosaurs').click();
    expect(await interest('Dinosaurs').getAttribute('aria-pressed')).toBe('false');
    await interest('Music').click();
    expect(await interest('Music').getAttribute('aria-pressed')).toBe('true');
    await continueTo(page, 4);

    // Step 4: the style, each with its description.
    expect(await page.getByText('80%', { exact: true }).isVisible()).toBe(true);
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await page.getByText('Wizards, fairies and enchanted worlds').isVisible()).toBe(true);
    await page.getByText('Magical', { exact: true }).click();
    await continueTo(page, 5);

    // Step 5: lesson and Collaborative Story Mode.
    expect(await page.getByText('100%', { exact: true }).isVisible()).toBe(true);
    const create = page.getByRole('button', { name: 'Create Story' });
    expect(await create.isDisabled()).toBe(true);
    const lesson = page.getByLabel('Lesson or moral');
    expect(await lesson.getAttribute('placeholder')).toMatch(/^e\.g\., /);
    await lesson.fill('   ');
    expect(await create.isDisabled()).toBe(true);
    await lesson.fill('Sharing with friends');
    expect(await create.isDisabled()).toBe(false);

    await page.getByText('Add plot twists to make the story more exciting! The AI will weave your ideas into the narrative.').waitFor();
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('button', { name: 'Enabled' }).waitFor();
    const addPlotTwist = page.getByRole('button', { name: /^Add Plot Twist/ });
    await addPlotTwist.click();
    const twistBox = page.getByLabel('Your plot twist');
    await twistBox.fill('   ');
    expect(await page.getByRole('button', { name: 'Add Twist' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await twistBox.count()).toBe(0);
    const twists = ['A friendly comet needs directions home', 'The moon loses its glow', 'A shy owl turns out to be a wizard'];
    for (const [index, twist] of twists.entries()) {
      await page.getByRole('button', { name: `Add Plot Twist (${index}/3)` }).click();
      expect(await twistBox.inputValue()).toBe('');
      await twistBox.fill(`  ${twist}  `);
      await page.getByRole('button', { name: 'Add Twist' }).click();
      expect(await twistBox.count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Add Plot Twist (3/3)' }).isDisabled()).toBe(true);
    await page.getByText('Maximum of 3 plot twists reached').waitFor();
    // Each twist is listed with its number, and the reading under it ("Twist: …") once the server has read it.
    const listed = () => page.getByRole('list', { name: 'Plot twists' }).getByRole('listitem').allTextContents();
    await expect
      .poll(async () => (await listed()).map((text) => text.replace(/Twist: .*$/, '')), { timeout: 30_000 })
      .toEqual(twists.map((t, i) => `${i + 1}${t}`));
    await expect.poll(async () => (await listed()).every((text) => /Twist: \S/.test(text)), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: `Remove plot twist 2: ${twists[1]}` }).click();
    expect(await page.getByRole('button', { name: 'Add Plot Twist (2/3)' }).isDisabled()).toBe(false);
    expect(await page.getByText('Maximum of 3 plot twists reached').count()).toBe(0);
    await saveScreenshot(page, 'stories-wizard-lesson-desktop');

    // Generating: a slow connection lets the story be watched arriving, word by word.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 1_200, uploadThroughput: -1 });
    await create.click();
    const stageTexts = ['Gathering magical ingredients...', 'Weaving your story...', 'Adding sparkles and dreams...'];
    await page.getByRole('heading', { name: new RegExp(stageTexts.map((t) => t.replace(/\./g, '\\.')).join('|')) }).waitFor();
    await page.getByText('Your personalized bedtime story is being crafted with love and imagination. It will be ready in a few seconds.').waitFor();
    const streaming = page.getByTestId('streaming-story');
    await expect.poll(async () => ((await streaming.count()) ? ((await streaming.textContent()) ?? '').length : 0), { timeout: 30_000 }).toBeGreaterThan(20);
    const partial = (await streaming.textContent()) ?? '';
    expect(await page.locator('.mfs-result').count()).toBe(0);
    await saveScreenshot(page, 'stories-generating-desktop');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // Result: title, the text as streamed, links and the share menu.
    const resultTitle = page.locator('#mfs-result-title');
    await resultTitle.waitFor({ timeout: 60_000 });
    const finalText = await storyText(page, '.mfs-result .mfs-story-text');
    expect(finalText.startsWith(folded(partial).slice(0, 20))).toBe(true);
    expect(await page.getByRole('button', { name: 'Create Another Story' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View All Stories' }).getAttribute('href')).toBe('/stories');
    await saveScreenshot(page, 'stories-result-desktop');

    // The library lists a summary; the whole story comes by id.
    const { stories } = (await (await page.request.get(`${product.stack.baseUrl}/api/stories`)).json()) as { stories: { id: string }[] };
    expect(stories).toHaveLength(1);
    const { story: saved } = (await (await page.request.get(`${product.stack.baseUrl}/api/stories/${stories[0]!.id}`)).json()) as {
      story: { id: string; title: string; plotTwists: string[]; isCollaborative: boolean; interests: string[] };
    };
    expect(saved).toMatchObject({
      title: await resultTitle.textContent(),
      isCollaborative: true,
      plotTwists: [twists[0], twists[2]],
      interests: ['Animals', 'Space & Stars', 'Music'],
    });

    const storyUrl = `${product.stack.baseUrl}/story/${saved.id}`;
    await page.getByRole('button', { name: 'Share Story' }).click();
    const menu = page.getByRole('menu');
    for (const [name, prefix] of [
      ['Facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
      ['Twitter', 'https://twitter.com/intent/tweet?url='],
      ['WhatsApp', 'https://wa.me/?text='],
      ['LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url='],
      ['Email', 'mailto:?subject='],
    ] as const) {
      const href = (await menu.getByRole('link', { name }).getAttribute('href')) ?? '';
      expect(href.startsWith(prefix)).toBe(true);
      expect(href).toContain(encodeURIComponent(storyUrl));
    }
    await menu.getByText('Copy link').click();
    await toast(page, 'Link copied!').waitFor();
    await toast(page, 'Story link has been copied to your clipboard').waitFor();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(storyUrl);
    // The indicator goes back after 2 s.
    await page.getByRole('button', { name: 'Share Story' }).waitFor({ timeout: 5_000 });

    await page.getByRole('button', { name: 'Create Another Story' }).click();
    await page.getByText('Step 1 of 5').waitFor();
    expect(await page.getByPlaceholder('Enter age (2-12)').inputValue()).toBe('');
    await page.context().close();
  });

  it('fits a phone screen', async () => {
    const page = await parentPage(PHONE);
    await page.goto(`${product.stack.baseUrl}/`);
    await page.getByPlaceholder('Enter age (2-12)').fill('4');
    await continueTo(page, 2);
    await page.getByText('Boy', { exact: true }).click();
    await continueTo(page, 3);
    await page.getByRole('button', { name: 'Dinosaurs', exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'stories-wizard-interests-phone');
    await page.context().close();
  });
});

const LIBRARY: StoryWish[] = [
  { age: 5, gender: 'girl', interests: ['Animals', 'Music', 'Nature & Forest'], style: 'gentle', lesson: 'Being kind to friends' },
  { age: 7, gender: 'boy', interests: ['Dinosaurs'], style: 'adventurous', lesson: 'Being brave at the dentist' },
  { age: 4, gender: 'other', interests: ['Space & Stars'], style: 'magical', lesson: 'Sharing toys' },
  { age: 9, gender: 'girl', interests: ['Cooking & Food', 'Art & Drawing'], style: 'funny', lesson: 'Trying new foods' },
  { age: 12, gender: 'boy', interests: ['Vehicles & Transportation'], style: 'educational', lesson: 'Telling the truth' },
  { age: 6, gender: 'girl', interests: ['Ocean & Sea Life'], style: 'magical', lesson: 'Patience' },
  { age: 3, gender: 'boy', interests: ['Animals'], style: 'gentle', lesson: 'Going to sleep on time' },
];

describe('the story library', () => {
  it('shows the bookshelf and grid, searches, filters favourites, renames and opens the in-page reader', async () => {
    const page = await parentPage();
    const created: CreatedStory[] = [];
    for (const wish of LIBRARY) created.push(await createStory(page, wish));
    const byLesson = (lesson: string) => created[LIBRARY.findIndex((w) => w.lesson === lesson)]!;

    await page.goto(`${product.stack.baseUrl}/stories`);
    await page.getByRole('heading', { name: 'Story Library' }).waitFor();
    await page.getByText('Your collection of magical bedtime stories').waitFor();

    // Bookshelf: six books a shelf, previous/next and dots.
    const books = page.locator('.mfs-book');
    await books.first().waitFor();
    expect(await books.count()).toBe(6);
    expect(await page.getByRole('button', { name: 'Previous shelf' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next shelf' }).click();
    await expect.poll(() => books.count()).toBe(1);
    await page.getByRole('button', { name: 'Shelf 1' }).click();
    await expect.poll(() => books.count()).toBe(6);
    await saveScreenshot(page, 'stories-library-bookshelf-desktop');

    // A click flips the book, then opens the reader.
    const first = books.first();
    const firstId = (await first.getAttribute('data-open-story'))!;
    const firstStory = created.find((story) => story.id === firstId)!;
    await first.click();
    await page.locator('.mfs-book.is-opening').waitFor();
    await page.getByRole('button', { name: 'Back to Stories' }).waitFor();
    expect(await page.locator('#mfs-reader-title').textContent()).toBe(firstStory.title);
    await page.getByRole('heading', { name: 'Story Details' }).waitFor();
    expect(await storyText(page, '.mfs-reader .mfs-story-text')).toBe(folded(firstStory.story));
    await saveScreenshot(page, 'stories-library-reader-desktop');
    await page.getByRole('button', { name: 'Back to Stories' }).click();
    await books.first().waitFor();

    // Grid cards.
    await page.getByText('Grid', { exact: true }).click();
    const cards = page.locator('.mfs-story-card');
    await expect.poll(() => cards.count()).toBe(7);
    const kind = byLesson('Being kind to friends');
    const kindCard = cards.filter({ hasText: kind.title });
    const kindText = (await kindCard.textContent()) ?? '';
    for (const piece of ['Age 5', 'Girl', 'Gentle', 'Animals', 'Music', '+1 more', `${readingTimeMinutes(kind.story)} min read`])
      expect(kindText).toContain(piece);
    expect(kindText).not.toContain('Nature & Forest');
    const preview = kind.story.replace(/\s+/g, ' ').trim().slice(0, 150).trimEnd();
    expect(await kindCard.locator('.mfs-card-preview').textContent()).toBe(`${preview}...`);
    await saveScreenshot(page, 'stories-library-grid-desktop');
    // The view choice is remembered: the library opens as a grid again.
    await page.reload();
    await expect.poll(() => cards.count()).toBe(7);
    expect(await page.locator('.mfs-book').count()).toBe(0);

    // Search: words, age and style; the count reads story/stories.
    const search = page.getByRole('search');
    await search.getByLabel('Search stories').fill('dentist');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Found 1 story matching your search').waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain(byLesson('Being brave at the dentist').title);
    await search.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => cards.count()).toBe(7);
    expect(await page.getByText(/^Found \d+ stor/).count()).toBe(0);

    await search.getByLabel('Style').selectOption('magical');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Found 2 stories matching your search').waitFor();
    await search.getByLabel('Age').selectOption('6');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Found 1 story matching your search').waitFor();
    await search.getByLabel('Search stories').fill('xylophonequasar');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Found 0 stories matching your search').waitFor();
    await page.getByRole('heading', { name: 'No stories match your filters' }).waitFor();
    await search.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => cards.count()).toBe(7);

    // Favourites, and the Favorites Only toggle.
    const favorite = (story: CreatedStory) => page.getByRole('button', { name: `Add “${story.title}” to favorites` });
    const unfavorite = (story: CreatedStory) => page.getByRole('button', { name: `Remove “${story.title}” from favorites` });
    const space = byLesson('Sharing toys');
    await favorite(kind).click();
    await unfavorite(kind).waitFor();
    await favorite(space).click();
    await unfavorite(space).waitFor();
    await page.getByRole('switch', { name: 'Favorites Only' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    await unfavorite(space).click();
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('switch', { name: 'Favorites Only' }).click();
    await expect.poll(() => cards.count()).toBe(7);
    const favoriteIds = ((await (await page.request.get(`${product.stack.baseUrl}/api/favorites`)).json()) as { favoriteIds: string[] }).favoriteIds;
    expect(favoriteIds).toEqual([kind.id]);

    // Rename on a card: Escape cancels, a blank title is refused, Enter saves.
    const truth = byLesson('Telling the truth');
    await page.getByRole('button', { name: `Rename “${truth.title}”` }).click();
    const titleBox = page.getByLabel('Story title');
    await titleBox.fill('Moonlight Picnic');
    await titleBox.press('Escape');
    await page.getByRole('button', { name: truth.title, exact: true }).waitFor();
    await page.getByRole('button', { name: `Rename “${truth.title}”` }).click();
    await titleBox.fill('   ');
    await titleBox.press('Enter');
    await page.getByText('Title is required').waitFor();
    await titleBox.fill('Moonlight Picnic');
    await titleBox.press('Enter');
    await toast(page, 'Title updated').waitFor();
    await toast(page, 'Your story title has been saved.').waitFor();
    await page.getByRole('button', { name: 'Moonlight Picnic', exact: true }).waitFor();
    const renamed = (await (await page.request.get(`${product.stack.baseUrl}/api/stories/${truth.id}`)).json()) as { story: { title: string } };
    expect(renamed.story.title).toBe('Moonlight Picnic');

    // The in-page reader from the grid: favourite toggle, inline rename and details.
    await page.getByRole('button', { name: 'Moonlight Picnic', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Moonlight Picnic' }).waitFor();
    const readerText = (await page.locator('.mfs-reader').textContent()) ?? '';
    for (const piece of ['Age 12', 'Educational', 'Story Details', 'Interests', 'Vehicles & Transportation', 'Lesson', 'Telling the truth'])
      expect(readerText).toContain(piece);
    await page.getByRole('button', { name: 'Rename “Moonlight Picnic”' }).click();
    await titleBox.fill('The Honest Train');
    await titleBox.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'The Honest Train' }).waitFor();
    await page.getByRole('button', { name: 'Back to Stories' }).click();
    await page.getByRole('button', { name: 'The Honest Train', exact: true }).waitFor();
    await page.context().close();
  });

  it('invites a new parent to create a first story, without search or filters', async () => {
    const page = await parentPage(PHONE);
    await page.goto(`${product.stack.baseUrl}/stories`);
    await page.getByRole('heading', { name: 'No stories yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create Your First Story' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('search').count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Favorites Only' }).count()).toBe(0);
    await saveScreenshot(page, 'stories-library-empty-phone');
    await page.context().close();
  });

  it('fits a phone screen in both views', async () => {
    const page = await parentPage(PHONE);
    for (const wish of LIBRARY.slice(0, 3)) await createStory(page, wish);
    await page.goto(`${product.stack.baseUrl}/stories`);
    await page.locator('.mfs-book').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'stories-library-bookshelf-phone');
    await page.getByText('Grid', { exact: true }).click();
    await page.locator('.mfs-story-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'stories-library-grid-phone');
    await page.context().close();
  });
});

describe('the story page', () => {
  /** Scrolls the window to a share of its scroll range. */
  const scrollToShare = (page: Page, share: number) =>
    page.evaluate((s) => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) * s, behavior: 'instant' }), share);
  const scrollShare = (page: Page) => page.evaluate(() => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight));
  /** Whether the story's word `index` is on screen (restoring brings the reader back to the saved word). */
  const wordOnScreen = (page: Page, index: number) =>
    page.evaluate((i) => {
      const top = document.querySelector(`[data-word-index="${i}"]`)?.getBoundingClientRect().top;
      return top !== undefined && top > 0 && top < window.innerHeight;
    }, index);
  const progressSaved = (page: Page, storyId: string) =>
    page.waitForResponse((response) => response.url().endsWith(`/api/stories/${storyId}/progress`) && response.request().method() === 'POST');

  it('saves where the reader stopped and brings them back to it', async () => {
    const page = await parentPage();
    const story = await createStory(page, {
      age: 8,
      gender: 'other',
      interests: ['Space & Stars', 'Science & Experiments'],
      style: 'educational',
      lesson: 'Asking questions',
    });
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    const top = (await page.locator('.mfs-story-page').textContent()) ?? '';
    for (const piece of ['Back to Stories', `${readingTimeMinutes(story.story)} min read`, 'Educational']) expect(top).toContain(piece);
    expect(await page.getByRole('button', { name: `Rename “${story.title}”` }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Continue Reading' }).count()).toBe(0);

    // Reading half-way: saved 2 s after the scrolling stops.
    const saved = progressSaved(page, story.id);
    await scrollToShare(page, 0.5);
    const body = (await saved).request().postDataJSON() as { wordIndex: number; scrollPercentage: number; characterPosition: number };
    expect(body.scrollPercentage).toBeGreaterThan(45);
    expect(body.scrollPercentage).toBeLessThan(55);
    expect(body.wordIndex).toBeGreaterThan(0);

    // Back later: the card shows how far, the page glides back and marks the word.
    await page.reload();
    await page.getByRole('heading', { name: 'Continue Reading' }).waitFor();
    // How far: the further of the scrolled page and the word reached (the same rule counts listening).
    const percent = progressPercent(body, tokenizeWords(story.story).length);
    expect(percent).toBeGreaterThanOrEqual(Math.round(body.scrollPercentage));
    await page.getByText(`${percent}% completed`).waitFor();
    await expect.poll(() => wordOnScreen(page, body.wordIndex), { timeout: 10_000 }).toBe(true);
    expect(await scrollShare(page)).toBeGreaterThan(0.2);
    expect(await page.locator('.mfs-word--highlight').getAttribute('data-word-index')).toBe(String(body.wordIndex));
    await saveScreenshot(page, 'stories-story-page-desktop');

    await scrollToShare(page, 0);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => wordOnScreen(page, body.wordIndex), { timeout: 10_000 }).toBe(true);
    expect(await scrollShare(page)).toBeGreaterThan(0.2);
    // A saved word also starts the narration from there (narration-enhancements.test.ts follows it further).
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 60_000 });
    // Pausing saves too; that answer must be in before the leaving save is watched for (the narration of the
    // rest of the story may still keep the service busy).
    const pauseSaved = progressSaved(page, story.id);
    await page.getByRole('button', { name: 'Pause Story' }).click();
    await pauseSaved;
    await page.getByRole('button', { name: 'Listen to Story' }).waitFor();

    // Reading on to near the end: the nav bar stays at the top of the window, and leaving through it saves
    // straight away, without waiting for the 2 s pause.
    await scrollToShare(page, 0.9);
    // One frame for the page to note the new reading position.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect((await nav.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    expect((await nav.boundingBox())?.y).toBeLessThan(68);
    const onLeave = progressSaved(page, story.id);
    await nav.getByRole('link', { name: 'My Stories' }).click();
    await page.getByRole('heading', { name: 'Story Library' }).waitFor();
    const left = (await onLeave).request().postDataJSON() as { scrollPercentage: number };
    expect(left.scrollPercentage).toBeGreaterThan(80);
    const stored = (await (await page.request.get(`${product.stack.baseUrl}/api/stories/${story.id}/progress`)).json()) as {
      progress: { scrollPercentage: number };
    };
    expect(stored.progress.scrollPercentage).toBeGreaterThan(80);
    await page.context().close();
  });

  it('lets anyone with the link read, hiding the owner and signed-in controls', async () => {
    const owner = await parentPage();
    const story = await createStory(owner, { age: 6, gender: 'girl', interests: ['Animals'], style: 'funny', lesson: 'Laughing together' });
    await owner.context().close();

    const stranger = await visitorPage(PHONE);
    await stranger.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await stranger.getByRole('heading', { level: 1, name: story.title }).waitFor();
    expect(await stranger.getByRole('button', { name: /^Rename/ }).count()).toBe(0);
    expect(await stranger.getByRole('button', { name: /favorites/ }).count()).toBe(0);
    expect(await stranger.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);
    expect(await stranger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The visitor is invited in: the brand (the visitor's bar), listening offered through signing up, and no way to a login wall.
    expect(await stranger.getByRole('banner').getByRole('link', { name: 'Bedtime Stories' }).isVisible()).toBe(true);
    expect(await stranger.getByRole('link', { name: 'Start your free trial' }).getAttribute('href')).toBe('/auth?mode=signup');
    expect(await stranger.getByRole('heading', { name: 'Hear this story read aloud' }).isVisible()).toBe(true);
    expect(await stranger.getByRole('link', { name: 'Sign up to listen' }).getAttribute('href')).toBe('/auth?mode=signup');
    expect(await stranger.getByRole('button', { name: 'Listen to Story' }).count()).toBe(0);
    expect(await stranger.getByRole('link', { name: 'Back to Stories' }).count()).toBe(0);
    expect(await stranger.getByRole('link', { name: 'More stories like this' }).getAttribute('href')).toBe('/auth?mode=signup');
    await saveScreenshot(stranger, 'stories-story-page-phone');
    await stranger.getByRole('banner').getByRole('link', { name: 'Sign up free' }).click();
    await stranger.waitForURL(/\/auth\?mode=signup$/);
    await stranger.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();

    await stranger.goto(`${product.stack.baseUrl}/story/no-such-story`);
    await stranger.getByRole('heading', { name: 'Story not found' }).waitFor();
    expect(await stranger.getByRole('link', { name: 'Make your own bedtime stories' }).getAttribute('href')).toBe('/auth?mode=signup');
    await stranger.context().close();

    const otherParent = await parentPage();
    await otherParent.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await otherParent.getByRole('heading', { level: 1, name: story.title }).waitFor();
    expect(await otherParent.getByRole('button', { name: /^Rename/ }).count()).toBe(0);
    await otherParent.getByRole('button', { name: `Add “${story.title}” to favorites` }).waitFor();
    expect(await otherParent.getByRole('link', { name: 'Back to Stories' }).getAttribute('href')).toBe('/stories');
    expect(await otherParent.getByRole('button', { name: 'Listen to Story' }).isVisible()).toBe(true);
    await otherParent.context().close();
  });
});
