import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export type { Browser, BrowserContext, Locator, Page };

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** A larger phone (390 x 844), the size the parents' walk-through was made at. */
export const TALL_PHONE = { width: 390, height: 844 };
const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

/** Debian's Chromium, headless, with the flags a network-less machine needs (no sandbox as root, no background updates or sync). */
export async function openBrowser(): Promise<Browser> {
  // launch() gives every run a fresh temporary profile of its own.
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/**
 * A page in a fresh context (its own cookies and storage) at the given size. The product's service worker
 * is blocked unless asked for (`serviceWorkers: 'allow'`, the offline journeys): requests it answers are
 * out of reach of page.route, which many journeys use to break the network on purpose.
 */
export async function newPage(browser: Browser, viewport = DESKTOP, options: { baseURL?: string; serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: options.baseURL, serviceWorkers: options.serviceWorkers ?? 'block' });
  const page = await context.newPage();
  // Generous: CI's machine has two cores shared by Chromium, the stack and PostgreSQL, and a step that takes
  // two seconds here has been seen to take over twenty there. A passing journey never waits for it.
  page.setDefaultTimeout(45_000);
  return page;
}

/**
 * Chooses an option of an antd select and waits until the select shows it. On a busy machine (CI's two cores)
 * a click can land while the list is still opening and miss, or the list can close again while the option is
 * still sliding in; so the list is opened only when the option is not showing, a click that cannot land within
 * a few seconds is given up, and the choice is made again, up to four times.
 */
export async function chooseOption(page: Page, select: Locator, option: Locator, shows: string | RegExp): Promise<void> {
  // the select's root (the combobox itself, or the element around it), holding the chosen option's label
  const chosen = select.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]').filter({ hasText: shows });
  const settle = (step: Promise<unknown>) =>
    step.then(
      () => true,
      () => false,
    );
  for (let attempt = 1; ; attempt += 1) {
    if (!(await option.isVisible())) await select.click();
    await settle(option.click({ timeout: 8_000 }));
    if (await settle(chosen.waitFor({ timeout: 10_000 }))) return;
    if (attempt === 4) throw new Error(`the option ${String(shows)} could not be chosen`);
    await page.keyboard.press('Escape');
  }
}

/**
 * Opens an antd menu (a dropdown) and clicks one of its items, then waits until the menu has closed, which it
 * does once the click is taken. A click that lands while the menu is still opening can miss on a busy machine
 * (the menu stays open and nothing happens), so it is made again, up to three times.
 */
export async function chooseMenuItem(opener: Locator, item: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (!(await item.isVisible())) await opener.click();
    await item.click();
    const taken = await item.waitFor({ state: 'hidden', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (taken) return;
    if (attempt === 3) throw new Error('the menu item could not be clicked');
  }
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  // From the top: a full-page capture of a scrolled page paints the sticky header across the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** What is on screen right now (not the whole page): for checking what a parent sees without scrolling. */
export async function saveViewScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Just one part of the page (a section, a dialog), for a close look at it. */
export async function saveElementScreenshot(element: Locator, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await element.screenshot({ path: file });
  return file;
}

/** The entrance animations of what matches `selector` (a toast, a dialog) have finished: for a screenshot. */
export async function animationsSettled(page: Page, selector: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const running = await page.evaluate(
      (within) =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest?.(within) && animation.playState === 'running').length,
      selector,
    );
    if (running === 0) return;
    await page.waitForTimeout(50);
  }
}

/** Signs up a new parent through the API in this page's context (cookies land in the browser). */
export async function signUpViaApi(page: Page, baseUrl: string, overrides: Record<string, string> = {}) {
  const user = {
    email: `parent-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'Sleepy-time-42',
    firstName: 'Mia',
    lastName: 'Moon',
    ...overrides,
  };
  const response = await page.request.post(`${baseUrl}/api/register`, { data: user });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return user;
}

/** Confirms the signed-in parent's email address with the link the product emailed (read from the development outbox). */
export async function verifyEmailViaOutbox(page: Page, baseUrl: string): Promise<void> {
  const { user } = (await (await page.request.get(`${baseUrl}/api/user`)).json()) as { user: { email: string } };
  // The email is sent by the gateway's mail job, a moment after sign-up has answered.
  let token: string | undefined;
  const deadline = Date.now() + 15_000;
  while (!token && Date.now() < deadline) {
    const outbox = (await (await page.request.get(`${baseUrl}/dev/outbox.json`)).json()) as { messages: { to: string; text: string }[] };
    token = outbox.messages
      .filter((message) => message.to === user.email)
      .map((message) => /verify-email\?token=([\w-]+)/.exec(message.text)?.[1])
      .filter(Boolean)
      .at(-1);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!token) throw new Error(`no verification email was sent to ${user.email}`);
  const response = await page.request.post(`${baseUrl}/api/auth/verify-email`, { data: { token } });
  if (!response.ok()) throw new Error(`verification failed: ${response.status()} ${await response.text()}`);
}

/** A page of a parent who has been here before (cookies answered, tour seen), signed up and signed in. */
export async function returningParentPage(browser: Browser, baseUrl: string, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  await signUpViaApi(page, baseUrl);
  return page;
}
