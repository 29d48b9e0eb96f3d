import { describe, expect, it } from 'vitest';
import { tokenizeWords, type NarrationResponse } from '@bedtime/contracts';
import { DESKTOP, PHONE, newPage, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Narration and enhancements in the browser: narration with word-by-word read-along, sound effects and resume on the
 * story page, the reader and the result screen; then illustrations, the printable books, character
 * stickers and the link-preview tags.
 */
const product = useProductInBrowser();

interface CreatedStory {
  id: string;
  title: string;
  story: string;
}

declare global {
  interface Window {
    __narrationAudio?: HTMLMediaElement;
    __oscillators?: number;
    __buttonTexts?: string[];
    __firstWordMs?: number;
    __firstWordIndex?: string | null;
  }
}

/**
 * A returning, signed-up parent. The page remembers the audio element that plays (the narration's is not in
 * the DOM) and counts oscillators made, which is how a synthesised sound effect shows from outside.
 */
async function parentPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(product.browser, viewport);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      window.__narrationAudio = this;
      return play.call(this);
    };
    window.__oscillators = 0;
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      window.__oscillators = (window.__oscillators ?? 0) + 1;
      return createOscillator.call(this);
    };
  });
  await signUpViaApi(page, product.stack.baseUrl);
  return page;
}

async function createStory(page: Page, wish: Record<string, unknown>): Promise<CreatedStory> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: { isCollaborative: false, plotTwists: [], ...wish },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; title: string; story: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

/** A few of the words that get a sound effect (every one of them does, in any of the five categories). */
const EFFECT_WORDS =
  /^(?:magic|magical|sparkle|sparkled|glow|glowed|wish|brave|happy|smile|smiled|giggle|giggled|laugh|laughed|hug|hugged|sleep|dream|yawn|yawned|whisper|whispered|splash|wobble|wobbled|hooray|cheer|cheered)$/i;

const MAGICAL = { age: 6, gender: 'girl', interests: ['Magic & Fantasy', 'Animals'], style: 'magical', lesson: 'Being kind to others' };

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });
const litWord = async (page: Page): Promise<number | null> => {
  const index = await page
    .locator('.mfs-word--highlight')
    .first()
    .getAttribute('data-word-index', { timeout: 1_000 })
    .catch(() => null);
  return index === null ? null : Number(index);
};
/** The narration's clock in seconds: a streamed segment's element time plus where that segment sits in the narration. */
const audioTime = (page: Page) =>
  page.evaluate(() => {
    const audio = window.__narrationAudio;
    return audio ? audio.currentTime + Number(audio.dataset.narrationOffsetMs ?? 0) / 1000 : -1;
  });
/**
 * The whole narration, as GET narration answers in JSON: it waits for a synthesis under way (the page's stream
 * cannot be read back from outside) and then answers from the cache.
 */
async function narrationOf(page: Page, storyId: string): Promise<NarrationResponse> {
  const response = await page.request.get(`${product.stack.baseUrl}/api/stories/${storyId}/narration`, { timeout: 150_000 });
  if (!response.ok()) throw new Error(`narration failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as NarrationResponse;
}
/** Lets the page run for a number of animation frames (about 16 ms each) and settle. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
/** Records every name the Listen button takes, so a quick 'generating' state is not missed. */
const recordButtonTexts = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    window.__buttonTexts = [];
    const button = document.querySelector(sel)!;
    const note = () => {
      const text = button.textContent?.trim() ?? '';
      if (window.__buttonTexts!.at(-1) !== text) window.__buttonTexts!.push(text);
    };
    note();
    new MutationObserver(note).observe(button, { subtree: true, childList: true, characterData: true });
  }, selector);
const progressPosted = (page: Page, storyId: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/stories/${storyId}/progress`) && response.request().method() === 'POST');

describe('first sound', () => {
  it('pressing Listen on a story never narrated lights its first word within seconds, not after the whole story is made', async () => {
    const page = await parentPage();
    const story = await createStory(page, { ...MAGICAL, age: 9, style: 'adventurous', interests: ['Space & Stars', 'Vehicles & Transportation'] });
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    const listen = page.getByRole('button', { name: 'Listen to Story' });
    await listen.waitFor();
    // Timed inside the page: from the click to the first lit word, as the listener sees it.
    await page.evaluate(() => {
      const text = document.querySelector('.mfs-story-text')!;
      document.querySelector('.mfs-listen')!.addEventListener(
        'click',
        () => {
          const pressed = performance.now();
          const observer = new MutationObserver(() => {
            const lit = text.querySelector('.mfs-word--highlight');
            if (!lit) return;
            window.__firstWordMs = performance.now() - pressed;
            window.__firstWordIndex = lit.getAttribute('data-word-index');
            observer.disconnect();
          });
          observer.observe(text, { subtree: true, attributes: true, attributeFilter: ['class'] });
        },
        { capture: true, once: true },
      );
    });
    await listen.click();
    const firstWordMs = await (await page.waitForFunction(() => window.__firstWordMs, undefined, { timeout: 60_000 })).jsonValue();
    console.log(`first word lit ${Math.round(firstWordMs!)} ms after Listen (${tokenizeWords(story.story).length} words)`);
    // How soon is a figure, not a pass mark: the goal (1 s) is measured by `npm run bench -- pages`, where a busy
    // machine cannot fail a build. Here: the first word of the story lights, while the rest is still being made.
    expect(await page.evaluate(() => window.__firstWordIndex)).toBe('0');
    // The whole narration is still made and cached for later plays.
    const narration = await narrationOf(page, story.id);
    expect(narration.words.length).toBe(tokenizeWords(story.story).length);
    await page.getByRole('button', { name: 'Pause Story' }).click();
    await listen.waitFor();
    await page.context().close();
  });
});

describe('narration with read-along', () => {
  it('on the story page: generates, plays with the spoken word lit, pauses, resumes, sounds effects and ends', async () => {
    const page = await parentPage();
    const story = await createStory(page, MAGICAL);
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    const listen = page.getByRole('button', { name: 'Listen to Story' });
    await listen.waitFor();
    // The two checkboxes wait for audio to exist.
    expect(await page.getByRole('checkbox', { name: 'Highlight words' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Sound effects' }).count()).toBe(0);

    await recordButtonTexts(page, '.mfs-listen');
    const narrationCall = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/stories/${story.id}/narration`, { timeout: 60_000 });
    await listen.click();
    // The stream's answer is complete once the whole narration is made; playing starts long before that.
    await narrationCall;
    const narrationMade = narrationOf(page, story.id);

    const pause = page.getByRole('button', { name: 'Pause Story' });
    await pause.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => window.__buttonTexts)).toEqual(['Listen to Story', 'Generating Audio...', 'Pause Story']);
    const narration = await narrationMade;
    expect(narration.words.length).toBe(tokenizeWords(story.story).length);
    expect(narration.audioUrl).toMatch(/^\/api\/media\//);
    await page.getByRole('checkbox', { name: 'Highlight words' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Highlight words' }).isChecked()).toBe(true);

    // The lit word follows the voice: it moves on, and it is the word the timeline gives for the audio's time.
    await expect.poll(() => litWord(page), { timeout: 10_000 }).not.toBeNull();
    const first = (await litWord(page))!;
    await expect.poll(async () => (await litWord(page)) ?? -1, { timeout: 10_000 }).toBeGreaterThan(first);
    const [now, lit] = await page.evaluate(() => [
      ((window.__narrationAudio?.currentTime ?? 0) + Number(window.__narrationAudio?.dataset.narrationOffsetMs ?? 0) / 1000) * 1000,
      Number(document.querySelector('.mfs-word--highlight')?.getAttribute('data-word-index')),
    ]);
    expect(narration.words[lit]!.startMs).toBeLessThanOrEqual(now + 50);
    expect(narration.words[lit + 1]?.startMs ?? Infinity).toBeGreaterThan(now - 250);
    expect(await page.locator('.mfs-word--highlight').count()).toBe(1);
    await saveScreenshot(page, 'narration-story-page-playing-desktop');

    // Pause: the state goes back to paused, the lit word stays, and where the reader is gets saved.
    const saved = progressPosted(page, story.id);
    await pause.click();
    await listen.waitFor();
    const pausedAt = await litWord(page);
    expect(pausedAt).not.toBeNull();
    const body = (await saved).request().postDataJSON() as { wordIndex: number; characterPosition: number };
    expect(body.wordIndex).toBe(pausedAt);
    expect(body.characterPosition).toBe(narration.words[pausedAt!]!.charStart);
    const pausedTime = await audioTime(page);
    await frames(page, 30);
    expect(await litWord(page)).toBe(pausedAt);
    expect(await audioTime(page)).toBe(pausedTime);

    // Resume carries on from there, and keeps saving where the voice is while it plays (every 10 s).
    await listen.click();
    const savedWhilePlaying = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/stories/${story.id}/progress`) &&
        response.request().method() === 'POST' &&
        (response.request().postDataJSON() as { wordIndex: number }).wordIndex > pausedAt!,
      { timeout: 15_000 },
    );
    await pause.waitFor();
    await expect.poll(async () => (await litWord(page)) ?? -1, { timeout: 10_000 }).toBeGreaterThan(pausedAt!);
    // Resuming after the whole file is made moves from the segments to that file, seeking to the same moment
    // (to within what the decoder can seek to).
    expect(await audioTime(page)).toBeGreaterThanOrEqual(pausedTime - 0.05);

    // Sound effects: off at first; switched on, the story's keywords sound as they are read.
    const effects = page.getByRole('checkbox', { name: 'Sound effects' });
    expect(await effects.isChecked()).toBe(false);
    await frames(page, 20);
    expect(await page.evaluate(() => window.__oscillators)).toBe(0);
    await effects.check();
    // Keywords can be a few minutes of reading apart: the voice is taken to just before the next one.
    const from = (await litWord(page)) ?? 0;
    // The next keyword after the voice; a story whose last keyword is already behind the voice is taken back to an
    // earlier one (stories differ in where their keywords fall).
    const isEffect = (word: { charStart: number; charEnd: number }) =>
      EFFECT_WORDS.test(story.story.slice(word.charStart, word.charEnd).replace(/[^\p{L}]/gu, ''));
    let next = narration.words.findIndex((word, index) => index > from + 2 && isEffect(word));
    if (next < 0) next = narration.words.findIndex((word, index) => index > 2 && Math.abs(index - from) > 6 && isEffect(word));
    if (next > 0) {
      await page.evaluate((atMs) => {
        const audio = window.__narrationAudio!;
        audio.currentTime = Math.max(0, atMs / 1000 - Number(audio.dataset.narrationOffsetMs ?? 0) / 1000 - 0.4);
      }, narration.words[next]!.startMs);
    }
    await expect.poll(() => page.evaluate(() => window.__oscillators ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
    await effects.uncheck();
    expect(await effects.isChecked()).toBe(false);

    // Turning highlighting off unlights the word while the voice carries on.
    await page.getByRole('checkbox', { name: 'Highlight words' }).uncheck();
    await expect.poll(() => page.locator('.mfs-word--highlight').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Highlight words' }).check();
    await expect.poll(() => page.locator('.mfs-word--highlight').count()).toBe(1);

    const playingSave = (await savedWhilePlaying).request().postDataJSON() as { wordIndex: number; characterPosition: number };
    expect(playingSave.characterPosition).toBe(narration.words[playingSave.wordIndex]!.charStart);

    // The end: back to paused with nothing lit.
    await page.evaluate(() => {
      const audio = window.__narrationAudio!;
      audio.currentTime = Math.max(0, audio.duration - 0.6);
    });
    await listen.waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.mfs-word--highlight').count()).toBe(0);
    await page.context().close();
  });

  it('Resume reads on from the saved word', async () => {
    const page = await parentPage();
    const story = await createStory(page, { ...MAGICAL, style: 'gentle', interests: ['Ocean & Sea Life'] });
    const words = tokenizeWords(story.story);
    const saved = Math.floor(words.length / 2);
    const post = await page.request.post(`${product.stack.baseUrl}/api/stories/${story.id}/progress`, {
      data: { wordIndex: saved, characterPosition: words[saved]!.charStart, scrollPercentage: 40 },
    });
    expect(post.ok()).toBe(true);

    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await page.getByRole('heading', { name: 'Continue Reading' }).waitFor();
    expect(await litWord(page)).toBe(saved);
    const narrationCall = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/stories/${story.id}/narration`, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Resume' }).click();
    await narrationCall;
    const narration = await narrationOf(page, story.id);
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 30_000 });
    // Playback started at the saved word, not at the beginning.
    expect(await audioTime(page)).toBeGreaterThanOrEqual(narration.words[saved]!.startMs / 1000 - 0.05);
    expect((await litWord(page))!).toBeGreaterThanOrEqual(saved);
    await page.getByRole('button', { name: 'Pause Story' }).click();
    await page.getByRole('button', { name: 'Listen to Story' }).waitFor();
    await page.context().close();
  });

  it('in the My Stories reader, with the result-screen labels', async () => {
    const page = await parentPage(PHONE);
    const story = await createStory(page, { ...MAGICAL, style: 'funny', interests: ['Animals', 'Music'] });
    await page.goto(`${product.stack.baseUrl}/stories?story=${story.id}`);
    await page.getByRole('button', { name: 'Back to Stories' }).waitFor();
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 60_000 });
    await page.getByRole('checkbox', { name: "Highlight words as they're read" }).waitFor();
    await page.getByRole('checkbox', { name: 'Play whimsical sound effects' }).waitFor();
    await expect.poll(() => litWord(page), { timeout: 10_000 }).not.toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'narration-reader-playing-phone');
    await page.getByRole('button', { name: 'Pause Story' }).click();
    await page.getByRole('button', { name: 'Listen to Story' }).waitFor();
    await page.context().close();
  });

  it('on the result screen: Listen, Creating Audio..., Pause', async () => {
    const page = await parentPage();
    await page.goto(`${product.stack.baseUrl}/`);
    await page.getByPlaceholder('Enter age (2-12)').fill('5');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Boy', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Dinosaurs', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Adventurous', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Lesson or moral').fill('Trying new things');
    await page.getByRole('button', { name: 'Create Story' }).click();
    await page.getByText('Your story is ready').waitFor({ timeout: 60_000 });

    await recordButtonTexts(page, '.mfs-listen');
    const creating = page.getByText('Creating Audio...').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Listen', exact: true }).click();
    await creating;
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => window.__buttonTexts)).toEqual(['Listen', 'Pause']);
    await page.getByRole('checkbox', { name: "Highlight words as they're read" }).waitFor();
    await page.getByRole('checkbox', { name: 'Play whimsical sound effects' }).waitFor();
    await expect.poll(() => litWord(page), { timeout: 10_000 }).not.toBeNull();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('button', { name: 'Listen', exact: true }).waitFor();

    // Create Another Story resets the audio and the highlight with everything else.
    await page.getByRole('button', { name: 'Create Another Story' }).click();
    await page.getByPlaceholder('Enter age (2-12)').waitFor();
    expect(await page.evaluate(() => window.__narrationAudio?.paused)).toBe(true);
    await page.context().close();
  });
});

describe('when narration fails', () => {
  it('explains a failed generation, makes the audio again once after a playback error, then gives up with an alert', async () => {
    const page = await parentPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const story = await createStory(page, { ...MAGICAL, style: 'gentle', interests: ['Music'] });
    const narrationPath = `/api/stories/${story.id}/narration`;
    let narrationCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === narrationPath) narrationCalls++;
    });

    // The audio service fails: the product rules' service message, and the toast.
    // By path: the narration's address carries the narrator and pace as a query.
    const isNarration = (url: URL) => url.pathname === narrationPath;
    await page.route(isNarration, (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"engine down"}' }));
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.getByRole('alert').filter({ hasText: 'There was an issue with the audio service. Please try again in a moment.' }).waitFor();
    await toast(page, 'Audio generation failed').filter({ hasText: 'Please try again later.' }).waitFor();
    await page.getByRole('button', { name: 'Listen to Story' }).waitFor();
    await page.unroute(isNarration);

    // The first load of the audio breaks: the narration is fetched again and plays, and the failure is logged.
    // The narration is made beforehand, so Listen plays the cached file (segments never touch /api/media).
    await narrationOf(page, story.id);
    let broken = 1;
    await page.route('**/api/media/**', (route) => (broken-- > 0 ? route.abort('connectionreset') : route.continue()));
    narrationCalls = 0;
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 60_000 });
    expect(narrationCalls).toBe(2);
    expect(errors.some((text) => text.includes('Narration playback failed; making the audio again'))).toBe(true);
    expect(await page.locator('.mfs-narration [role="alert"]').count()).toBe(0);
    await page.context().close();

    // The audio never loads: after the one retry, the playback alert.
    const again = await parentPage();
    await again.route('**/api/media/**', (route) => route.abort('connectionreset'));
    await again.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await again.getByRole('button', { name: 'Listen to Story' }).click();
    await again.getByRole('alert').filter({ hasText: 'There was an error playing the audio. Please try again.' }).waitFor({ timeout: 60_000 });
    await again.getByRole('button', { name: 'Listen to Story' }).waitFor();
    await again.context().close();
  });

  it('My Stories words its toast its own way', async () => {
    const page = await parentPage();
    const story = await createStory(page, { ...MAGICAL, style: 'gentle', interests: ['Music'] });
    await page.route(
      (url) => url.pathname === `/api/stories/${story.id}/narration`,
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy"}' }),
    );
    await page.goto(`${product.stack.baseUrl}/stories?story=${story.id}`);
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await toast(page, 'Audio Generation Failed').filter({ hasText: 'There was an issue with the audio service. Please try again in a moment.' }).waitFor();
    await page.context().close();
  });
});

describe('enhancements', () => {
  /** Clicks a button that opens a print window and returns the response the window got. */
  async function openInNewTab(page: Page, name: string, path: string) {
    const response = page.context().waitForEvent('response', { predicate: (r) => new URL(r.url()).pathname === path, timeout: 60_000 });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name }).click();
    const answer = await response;
    await (await popup).close().catch(() => undefined);
    return answer;
  }

  it('illustrates the story, prints it and its coloring book, makes stickers to download and share, and keeps them', async () => {
    const page = await parentPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.stack.baseUrl });
    const story = await createStory(page, { ...MAGICAL, interests: ['Animals', 'Nature & Forest'], style: 'adventurous' });
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    const panel = page.getByRole('region', { name: 'Enhance Your Story' });
    await panel.waitFor();
    const counts = panel.getByRole('list', { name: 'Created so far' });
    expect(await counts.innerText()).toMatch(/0\s*illustrations[\s\S]*0\s*stickers/);
    // The coloring book waits for illustrations.
    expect(await panel.getByRole('button', { name: 'Download Coloring Book' }).isDisabled()).toBe(true);
    expect(await page.getByText('Generate illustrations first to unlock the coloring book.').isVisible()).toBe(true);

    // A printed book is ordered through our own dialog, as from the story page's bar.
    await panel.getByRole('button', { name: 'Order Physical Book' }).click();
    const orderDialog = page.getByRole('dialog', { name: 'Order Printed Book' });
    await orderDialog.getByText(story.title).waitFor();
    await orderDialog.getByRole('button', { name: 'Cancel' }).click();
    await orderDialog.waitFor({ state: 'hidden' });

    // The story PDF opens in a print window.
    const pdf = await openInNewTab(page, 'Download Story PDF', `/api/stories/${story.id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // Illustrations: a gallery of 3 to 6 pictures, counted, and the coloring book unlocked.
    await panel.getByRole('button', { name: 'Generate Illustrations' }).click();
    const gallery = page.getByRole('region', { name: 'Story Illustrations' });
    await gallery.waitFor({ timeout: 90_000 });
    const pictures = gallery.locator('img');
    const shown = await pictures.count();
    expect(shown).toBeGreaterThanOrEqual(3);
    expect(shown).toBeLessThanOrEqual(6);
    await expect.poll(() => pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 }).toBe(true);
    expect(await counts.innerText()).toMatch(new RegExp(`${shown}\\s*illustrations`));
    // Each picture is described in a short sentence of the scene, not the long drawing brief.
    for (const alt of await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''))) {
      expect(alt.length).toBeGreaterThan(10);
      expect(alt.length).toBeLessThan(150);
    }
    const coloring = await openInNewTab(page, 'Download Coloring Book', `/api/stories/${story.id}/coloring-book`);
    expect(coloring.status()).toBe(200);
    expect(coloring.headers()['content-type']).toContain('application/pdf');
    await saveScreenshot(page, 'enhancements-illustrated-desktop');

    // Stickers: characters first, then one at a time with the progress text.
    await page.evaluate(() => {
      const progress = document.querySelector('.mfs-sticker-progress')!;
      (window as unknown as { __progress: string[] }).__progress = [];
      new MutationObserver(() => {
        const text = progress.textContent ?? '';
        if (text) (window as unknown as { __progress: string[] }).__progress.push(text);
      }).observe(progress, { subtree: true, childList: true, characterData: true });
    });
    await panel.getByRole('button', { name: 'Create Fun Character Stickers' }).click();
    await toast(page, 'Stickers Generated!').waitFor({ timeout: 90_000 });
    const progressTexts = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    const steps = progressTexts.filter((text) => text.startsWith('Generating sticker'));
    expect(steps.length).toBeGreaterThan(0);
    const total = Number(/\/(\d+) /.exec(steps[0]!)![1]);
    expect(steps).toEqual(steps.map((_, i) => expect.stringMatching(new RegExp(`^Generating sticker ${i + 1}/${total} for .+\\.\\.\\.$`))));
    const stickers = page.getByRole('region', { name: 'Character Stickers' }).locator('.mfs-sticker');
    expect(await stickers.count()).toBe(total);
    for (const image of await stickers.locator('img').all()) await image.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'enhancements-stickers-desktop');
    const firstCharacter = (await stickers.first().locator('figcaption').innerText()).trim();
    expect(steps[0]).toBe(`Generating sticker 1/${total} for ${firstCharacter}...`);
    expect(await counts.innerText()).toMatch(new RegExp(`${total}\\s*stickers?`));
    expect(await page.getByRole('button', { name: 'Regenerate Stickers' }).isVisible()).toBe(true);

    // Download: a PNG named after the character.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${firstCharacter} sticker` }).click();
    const file = await download;
    const slug = firstCharacter
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    expect(file.suggestedFilename()).toBe(`${slug}-sticker.png`);
    const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');

    // Share: this Chromium has no native file sharing, so the sticker's link is copied.
    await page.getByRole('button', { name: `Share ${firstCharacter} sticker` }).click();
    await toast(page, 'Link Copied!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${product.stack.baseUrl}/api/media/`));
    expect((await page.request.get(copied)).headers()['content-type']).toBe('image/png');

    // Reopening the story shows what was made.
    await page.reload();
    await page.getByRole('region', { name: 'Story Illustrations' }).locator('img').first().waitFor();
    expect(await page.getByRole('region', { name: 'Story Illustrations' }).locator('img').count()).toBe(shown);
    expect(await page.getByRole('region', { name: 'Character Stickers' }).locator('.mfs-sticker').count()).toBe(total);
    expect(await panel.getByRole('button', { name: 'Download Coloring Book' }).isVisible()).toBe(true);

    // Another parent sees the pictures, but cannot make any.
    const other = await parentPage(PHONE);
    await other.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await other.getByRole('region', { name: 'Story Illustrations' }).locator('img').first().waitFor();
    expect(await other.getByRole('button', { name: 'Generate Illustrations' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Regenerate Stickers' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: `Download ${firstCharacter} sticker` }).isVisible()).toBe(true);
    await other.context().close();

    await page.context().close();
  });

  it('fits a phone, and keeps link-preview tags right after moving between pages in the app', async () => {
    const page = await parentPage(PHONE);
    const story = await createStory(page, { ...MAGICAL, interests: ['Space & Stars'], style: 'educational', lesson: 'Asking questions' });
    const generated = await page.request.post(`${product.stack.baseUrl}/api/stories/${story.id}/illustrations`, { timeout: 90_000 });
    expect(generated.ok()).toBe(true);
    const stickers = await page.request.post(`${product.stack.baseUrl}/api/stories/${story.id}/stickers-chunked`, { timeout: 90_000 });
    expect(((await stickers.json()) as { stickers: unknown[] }).stickers.length).toBeGreaterThan(0);

    // Arrive on the library (no story tags in its HTML), then move to the story inside the app.
    await page.goto(`${product.stack.baseUrl}/stories`);
    await page.getByRole('heading', { name: 'Story Library' }).waitFor();
    expect(await page.locator('meta[property="og:title"]').count()).toBe(0);
    await page.evaluate((id) => {
      history.pushState({}, '', `/story/${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, story.id);
    await page.getByRole('heading', { level: 1, name: story.title }).waitFor();
    await expect
      .poll(() =>
        page
          .locator('meta[property="og:image"]')
          .getAttribute('content')
          .catch(() => null),
      )
      .toBe(`${product.stack.baseUrl}/api/stories/${story.id}/social-card.png`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(story.title);
    expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(
      'An educational bedtime story about Space & Stars, for a 6-year-old.',
    );
    const card = await page.request.get(`${product.stack.baseUrl}/api/stories/${story.id}/social-card.png`);
    expect(card.headers()['content-type']).toBe('image/png');

    // Stickers made in one go (the chunked call) show with the pictures; lazy images load as they come into view.
    for (const region of ['Story Illustrations', 'Character Stickers']) {
      const images = page.getByRole('region', { name: region }).locator('img');
      await images.first().scrollIntoViewIfNeeded();
      for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
      await expect.poll(() => images.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 }).toBe(true);
    }
    await page.getByRole('region', { name: 'Enhance Your Story' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'enhancements-story-page-phone');

    // Leaving the story takes its tags away again.
    await page.getByRole('link', { name: 'Back to Stories' }).click();
    await page.getByRole('heading', { name: 'Story Library' }).waitFor();
    expect(await page.locator('meta[property="og:title"]').count()).toBe(0);
    await page.context().close();
  });
});
