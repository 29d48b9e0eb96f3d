import { describe, expect, it } from 'vitest';
import type { NarrationResponse } from '@bedtime/contracts';
import { DESKTOP, PHONE, chooseOption, newPage, saveScreenshot, saveViewScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Bedtime in the browser: night reading (switched on the story, remembered, following the device at first),
 * the narrator and pace kept for the account, the narration's gentle end (its gain falls over the last
 * seconds) and the sleep timer (the page dims, the voice fades and stops).
 */
const product = useProductInBrowser();

declare global {
  interface Window {
    __narrationAudio?: HTMLMediaElement;
  }
}

async function parentPage(viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await newPage(product.browser, viewport);
  await page.emulateMedia({ colorScheme });
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
    // The narration's element is not in the DOM: the page remembers the one that plays.
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      window.__narrationAudio = this;
      return play.call(this);
    };
  });
  await signUpViaApi(page, product.stack.baseUrl);
  return page;
}

async function createStory(page: Page): Promise<{ id: string; story: string }> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: { isCollaborative: false, plotTwists: [], age: 3, gender: 'boy', interests: ['Animals'], style: 'gentle', lesson: 'Rest helps us grow' },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; story: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

/** The whole narration in the account's narrator (made now if need be), so the page plays it from the cache. */
async function narrationOf(page: Page, storyId: string): Promise<NarrationResponse> {
  const response = await page.request.get(`${product.stack.baseUrl}/api/stories/${storyId}/narration`, { timeout: 150_000 });
  if (!response.ok()) throw new Error(`narration failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as NarrationResponse;
}

const gain = (page: Page) => page.evaluate(() => Number(window.__narrationAudio?.dataset.narrationGain ?? Number.NaN));
const paused = (page: Page) => page.evaluate(() => window.__narrationAudio?.paused ?? true);

/** Samples the voice's gain every 100 ms until `until` holds (or the time runs out). */
async function sampleGain(page: Page, until: () => Promise<boolean>, timeoutMs: number): Promise<number[]> {
  const samples: number[] = [];
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    samples.push(await gain(page));
    if (await until()) break;
    await page.waitForTimeout(100);
  }
  return samples;
}

const nightSwitch = (page: Page) => page.getByRole('switch', { name: 'Night reading' });
const storyRoot = (page: Page) => page.locator('.mfs-story-page');

describe('bedtime reading', () => {
  it('switches to night reading from the story, keeps it across a reload, and starts in it on a dark device', async () => {
    const page = await parentPage();
    const story = await createStory(page);
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await nightSwitch(page).waitFor();
    expect(await storyRoot(page).getAttribute('data-night')).toBe('off');
    const dayText = await page.locator('.mfs-story-text').evaluate((element) => getComputedStyle(element).fontSize);

    await nightSwitch(page).click();
    expect(await storyRoot(page).getAttribute('data-night')).toBe('on');
    const text = page.locator('.mfs-story-text');
    // Dark, warm and larger: the card is dark brown, the words parchment, the letters bigger.
    const look = await text.evaluate((element) => ({ color: getComputedStyle(element).color, size: getComputedStyle(element).fontSize }));
    expect(look.color).toBe('rgb(191, 174, 144)');
    expect(parseFloat(look.size)).toBeGreaterThan(parseFloat(dayText));
    expect(await page.locator('.mfs-reader-card').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(34, 28, 22)');

    await page.reload();
    await nightSwitch(page).waitFor();
    expect(await storyRoot(page).getAttribute('data-night')).toBe('on');
    expect(await nightSwitch(page).isChecked()).toBe(true);

    // The lit word stays the brightest thing on the page: dark letters on a lit amber marker.
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.locator('.mfs-word--highlight').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Pause Story' }).click();
    // Read once its glide from the last word has settled.
    await expect
      .poll(
        () =>
          page
            .locator('.mfs-word--highlight')
            .first()
            .evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor })),
        { timeout: 10_000 },
      )
      .toEqual({ color: 'rgb(29, 22, 14)', background: 'rgb(232, 182, 94)' });
    await saveScreenshot(page, 'bedtime-night-story-page-desktop');

    // Switched back off, it stays off.
    await nightSwitch(page).click();
    await page.reload();
    await nightSwitch(page).waitFor();
    expect(await storyRoot(page).getAttribute('data-night')).toBe('off');

    // A parent whose phone is in dark mode starts in night reading.
    const dark = await parentPage(PHONE, 'dark');
    await dark.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await nightSwitch(dark).waitFor();
    expect(await storyRoot(dark).getAttribute('data-night')).toBe('on');
    await saveViewScreenshot(dark, 'bedtime-night-story-page-phone');
  });

  it('keeps the chosen narrator and pace for the account, and narrates in them', async () => {
    const page = await parentPage();
    const story = await createStory(page);
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/narration/preference') && r.request().method() === 'PUT');
    await chooseOption(page, page.getByRole('combobox', { name: 'Narrator' }), page.getByRole('option', { name: /hushed/ }), /hushed/);
    await saved;
    const pace = page.waitForResponse((r) => r.url().endsWith('/api/narration/preference') && r.request().method() === 'PUT');
    await page.getByText('0.8×').click();
    expect((await pace).request().postDataJSON()).toEqual({ voice: 'slt-soft', speed: 0.8 });

    await page.reload();
    await expect.poll(() => page.locator('.mfs-narrator-select').textContent()).toContain('Luna, hushed');
    const narration = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/stories/${story.id}/narration`);
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    const asked = new URL((await narration).url());
    expect(Object.fromEntries(asked.searchParams)).toEqual({ voice: 'slt-soft', speed: '0.8' });
    await page.locator('.mfs-word--highlight').first().waitFor({ timeout: 60_000 });
  });

  it('fades the voice out over the story’s last seconds instead of stopping', async () => {
    const page = await parentPage();
    const story = await createStory(page);
    const whole = await narrationOf(page, story.id);
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => gain(page)).toBe(1);

    // Nine seconds before the end: full voice, then a steady fall to silence as the last words are read.
    await page.evaluate(
      (atSeconds) => {
        window.__narrationAudio!.currentTime = atSeconds;
      },
      whole.durationMs / 1000 - 9,
    );
    const samples = await sampleGain(page, () => paused(page), 20_000);
    const fading = samples.filter((value) => value < 0.999);
    expect(samples[0]).toBeGreaterThan(0.95);
    expect(fading.length).toBeGreaterThan(20);
    for (let i = 1; i < fading.length; i++) expect(fading[i]!).toBeLessThanOrEqual(fading[i - 1]! + 1e-6);
    expect(Math.min(...fading)).toBeLessThan(0.1);
    await page.getByRole('button', { name: 'Listen to Story' }).waitFor();
  });

  it('at the sleep timer’s end dims the page and fades the voice out, then stops it', async () => {
    const page = await parentPage();
    const story = await createStory(page);
    await narrationOf(page, story.id);
    // A few seconds instead of minutes: the test-only choice the page offers with ?sleepTimerSeconds.
    await page.goto(`${product.stack.baseUrl}/story/${story.id}?sleepTimerSeconds=4`);
    await chooseOption(page, page.getByRole('combobox', { name: 'Sleep timer' }), page.getByRole('option', { name: '4 seconds (test)' }), '4 seconds (test)');
    await page.getByText(/Stops at/).waitFor();
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 30_000 });

    await page.getByTestId('sleep-dim').waitFor({ timeout: 15_000 });
    const samples = await sampleGain(page, () => paused(page), 15_000);
    expect(await paused(page)).toBe(true);
    // The voice went down in steps, not at once: several samples between full and silent, each below the last.
    const between = samples.filter((value) => value > 0.02 && value < 0.98);
    expect(between.length).toBeGreaterThan(5);
    for (let i = 1; i < samples.length; i++) expect(samples[i]!).toBeLessThanOrEqual(samples[i - 1]! + 1e-6);
    await expect
      .poll(() => page.getByTestId('sleep-dim').evaluate((element) => getComputedStyle(element).backgroundColor), { timeout: 10_000 })
      .toBe('rgba(8, 6, 4, 0.92)');
    const clockAtStop = await page.evaluate(() => window.__narrationAudio!.currentTime);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.__narrationAudio!.currentTime)).toBe(clockAtStop);
    await saveViewScreenshot(page, 'bedtime-sleep-timer-ended');

    // The timer is spent; the page wakes on request.
    await page.getByRole('button', { name: 'Wake the page' }).click();
    await page.getByTestId('sleep-dim').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.mfs-sleep-select').textContent()).toContain('Off');
  });

  it('with minutes on the sleep timer, the next favourite opens and plays when a story ends before the timer', async () => {
    const page = await parentPage();
    const first = await createStory(page);
    const second = await createStory(page);
    for (const story of [first, second]) {
      const favourite = await page.request.post(`${product.stack.baseUrl}/api/stories/${story.id}/favorite`);
      expect(favourite.ok()).toBe(true);
      await narrationOf(page, story.id);
    }
    const whole = await narrationOf(page, first.id);
    await page.goto(`${product.stack.baseUrl}/story/${first.id}?sleepTimerSeconds=600`);
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Sleep timer' }),
      page.getByRole('option', { name: '600 seconds (test)' }),
      '600 seconds (test)',
    );
    expect(await page.getByRole('checkbox', { name: 'Then the next favourite' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 30_000 });
    await page.evaluate(
      (atSeconds) => {
        window.__narrationAudio!.currentTime = atSeconds;
      },
      whole.durationMs / 1000 - 2,
    );

    await page.waitForURL((url) => url.pathname === `/story/${second.id}`, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Pause Story' }).waitFor({ timeout: 30_000 });
    await page.locator('.mfs-word--highlight').first().waitFor({ timeout: 20_000 });
    // Still under the same timer.
    await page.getByText(/Stops at/).waitFor();
    expect(await page.getByTestId('sleep-dim').count()).toBe(0);
  });
});
