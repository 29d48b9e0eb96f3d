import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseMenuItem, DESKTOP, newPage, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Bedtime Stories installed and offline (docs/offline.md): the web app manifest and its icons, the service
 * worker that controls the page and answers the start URL with no network, and a story kept for offline
 * that the library lists, opens, plays with its words lit and shows with its pictures while the network is
 * off; the progress listened to offline reaches the server when the network is back, and signing out
 * takes the kept stories off the device.
 */
const product = useProductInBrowser();
const base = () => product.stack.baseUrl;

declare global {
  interface Window {
    __narrationAudio?: HTMLMediaElement;
  }
}

/** A signed-up parent whose browser lets the product's service worker run (newPage blocks it by default). */
async function parentPage(): Promise<Page> {
  const page = await newPage(product.browser, DESKTOP, { serviceWorkers: 'allow' });
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
  await signUpViaApi(page, base());
  return page;
}

/** Waits for the service worker to have installed (its precache complete) and to control this page. */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

async function illustratedStory(page: Page): Promise<{ id: string }> {
  const response = await page.request.post(`${base()}/api/generate-story`, {
    data: { isCollaborative: false, plotTwists: [], age: 4, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Rest helps us grow' },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  const pictures = await page.request.post(`${base()}/api/stories/${body.id}/illustrations`, { timeout: 120_000 });
  if (!pictures.ok()) throw new Error(`illustrating failed: ${pictures.status()} ${await pictures.text()}`);
  const { story } = (await (await page.request.get(`${base()}/api/stories/${body.id}`)).json()) as { story: { illustrations: unknown[] } };
  expect(story.illustrations.length).toBeGreaterThan(0);
  return { id: body.id };
}

/** A PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const keptDataOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('bedtime-kept-media-'));
    const records = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('bedtime-kept-stories');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('stories')) return resolve(0);
        const count = db.transaction('stories').objectStore('stories').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
    });
    return { mediaCaches: names.length, records };
  });

describe('installable', () => {
  it('passes the install checks: manifest with name, icons 192 and 512 (maskable too), start URL, standalone, theme colour; a service worker that controls the page; the start URL answers 200 offline', async () => {
    const page = await parentPage();
    const home = await page.goto(`${base()}/stories`);
    expect(home?.status()).toBe(200);

    // The manifest, linked from the page.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1b1740');
    const manifestResponse = await page.request.get(`${base()}${href}`);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Bedtime Stories');
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new URL(manifest.start_url, base()).origin).toBe(new URL(base()).origin);
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((entry) => entry.sizes === size && (entry.purpose ?? 'any').split(' ').includes(purpose));
      expect(icon, `${size} ${purpose} icon`).toBeDefined();
      const image = await page.request.get(`${base()}${icon!.src}`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = size.split('x').map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height });
    }

    // The service worker controls the page.
    expect(await controlledByServiceWorker(page)).toBe(`${base()}/sw.js`);

    // Built by Workbox from the build output: the shell and the offline pages' remote code are precached.
    const built = await readFile(path.resolve(import.meta.dirname, '../../shell/dist/sw.js'), 'utf8');
    expect(built).toContain('"url":"/index.html"');
    expect(built).toMatch(/"url":"\/remotes\/mf-stories\/static\/js\/async\/__federation_expose_StoryPage\.[0-9a-f]+\.js"/);
    expect(built).toMatch(/"url":"\/remotes\/mf-stories\/static\/js\/async\/__federation_expose_LibraryPage\.[0-9a-f]+\.js"/);

    // With the network off, the start URL still answers 200, from the service worker.
    await page.context().setOffline(true);
    const offline = await page.goto(`${base()}${manifest.start_url}`);
    expect(offline?.status()).toBe(200);
    expect(offline?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Story Library' }).waitFor();
    await page.context().close();
  });
});

describe('a story kept for offline', () => {
  it('is listed, opens, plays with its words lit and shows its pictures with the network off; its progress reaches the server when the network is back', async () => {
    const page = await parentPage();
    const story = await illustratedStory(page);
    await page.goto(`${base()}/story/${story.id}`);
    await controlledByServiceWorker(page);
    const title = (await page.locator('h1.mfs-reader-title').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);

    // Keep it (its narration is made now if it never was).
    await page.getByRole('button', { name: 'Keep for offline' }).click();
    await page.getByRole('button', { name: /is kept for offline: remove it from this device/ }).waitFor({ timeout: 150_000 });

    // The library marks it.
    await page.goto(`${base()}/stories`);
    await page.getByRole('button', { name: /kept for offline: open story/ }).waitFor();

    // The network goes off; the story page reloads and opens from the device.
    await page.context().setOffline(true);
    await page.goto(`${base()}/story/${story.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    // The library lists the kept stories only, and says why.
    await page.goto(`${base()}/stories`);
    await page.getByText("You're offline — showing the stories kept on this device").waitFor();
    const book = page.getByRole('button', { name: /kept for offline: open story/ });
    // the banner can show a moment before the kept books are read from the device
    await book.first().waitFor();
    await expect.poll(() => book.count()).toBe(1);
    await saveScreenshot(page, 'offline-library-desktop');

    // It opens and plays, lighting its words, from the audio and timeline kept on the device.
    await book.click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.locator('.mfs-word--highlight').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.mfs-word--highlight').first().getAttribute('data-word-index'), { timeout: 30_000 }).not.toBe('0');
    expect(await page.evaluate(() => window.__narrationAudio?.error ?? null)).toBeNull();

    // Its pictures show, from the device.
    const gallery = page.locator('.mfs-gallery');
    await gallery.scrollIntoViewIfNeeded();
    await gallery.locator('img').first().waitFor();
    await expect
      .poll(() =>
        gallery
          .locator('img')
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)),
      )
      .not.toContain(false);

    // What needs the network says so instead of failing.
    await page.getByRole('button', { name: 'Share' }).first().click();
    await page.getByText('This needs the internet').first().waitFor();

    // Pausing saves the place: with no network it waits on the device.
    await page.getByRole('button', { name: 'Pause Story' }).click();
    const heard = Number(await page.locator('.mfs-word--highlight').first().getAttribute('data-word-index'));
    expect(heard).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('bedtime-pending-progress');
                open.onsuccess = () => {
                  const db = open.result;
                  if (!db.objectStoreNames.contains('progress')) return resolve(0);
                  const count = db.transaction('progress').objectStore('progress').count();
                  count.onsuccess = () => resolve(count.result);
                };
              }),
          ),
        { timeout: 20_000 },
      )
      .toBe(1);

    // The network is back: the progress is sent and the server has it.
    await page.context().setOffline(false);
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${base()}/api/stories/${story.id}/progress`);
          const body = (await response.json()) as { progress: { wordIndex: number } | null };
          return body.progress?.wordIndex ?? null;
        },
        { timeout: 20_000 },
      )
      .toBe(heard);

    // Signing out takes the kept stories off the device.
    expect((await keptDataOnDevice(page)).records).toBe(1);
    await page.goto(`${base()}/stories`);
    await chooseMenuItem(page.getByRole('button', { name: /^Account menu for/ }), page.getByRole('menuitem', { name: 'Sign out' }));
    // Signing out sends what is queued, then clears the device: slow on a busy machine.
    await page.waitForURL(/\/auth/, { timeout: 60_000 });
    await expect.poll(() => keptDataOnDevice(page)).toEqual({ mediaCaches: 0, records: 0 });
    await page.context().close();
  });
});

describe('offline without asking', () => {
  it('keeps the story last listened to by itself, and says plainly that creating a story or the shop needs the internet', async () => {
    const page = await parentPage();
    const story = await illustratedStory(page);
    await page.goto(`${base()}/story/${story.id}`);
    await controlledByServiceWorker(page);
    await page.getByRole('button', { name: 'Listen to Story' }).click();
    await page.locator('.mfs-word--highlight').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Pause Story' }).click();
    // Once its whole narration is there, the story is kept among the last three listened to.
    await page.getByRole('button', { name: /is kept for offline: remove it from this device/ }).waitFor({ timeout: 150_000 });

    await page.context().setOffline(true);
    await page.goto(`${base()}/stories`);
    await page.getByRole('button', { name: /kept for offline: open story/ }).waitFor();
    for (const path of ['/', '/marketplace']) {
      await page.goto(`${base()}${path}`);
      await page.getByRole('heading', { name: 'This needs the internet' }).waitFor();
    }
    await page.getByRole('link', { name: 'Open My Stories' }).click();
    await page.getByText("You're offline — showing the stories kept on this device").waitFor();
    await page.context().close();
  });
});
