import { describe, expect, it } from 'vitest';
import { DESKTOP, TALL_PHONE, animationsSettled, newPage, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Feedback shows at once, whatever else is on screen: a declined card, a failed save and a sign-up show
 * their toast as soon as the server answers while the cookie banner still waits for an answer, and while
 * the welcome tour is still open (nothing held back until they are dealt with). The toast is never
 * underneath either of them. How fast is not timed here (CI's two busy cores once took over a second to
 * paint it); that it comes with the banner or the tour still untouched is what is checked.
 */
const product = useProductInBrowser();
const base = () => product.stack.baseUrl;

type Condition = 'banner' | 'tour';
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

/** A page where only the element under test is still to come: the banner unanswered, or the tour not yet seen. */
async function pageWith(condition: Condition, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(product.browser, viewport);
  await page.addInitScript((open: Condition) => {
    if (open === 'banner') localStorage.setItem('welcomeTourSeen', 'true');
    else localStorage.setItem('cookieConsent', 'accepted');
  }, condition);
  return page;
}

/** Waits until the element under test is on screen. */
async function elementShown(page: Page, condition: Condition) {
  if (condition === 'banner') await page.getByRole('region', { name: 'Cookie preferences' }).waitFor();
  else await page.getByRole('dialog').getByRole('heading', { name: 'Welcome to Bedtime Stories!' }).waitFor();
}

/**
 * The tour's mask takes the pointer (as a modal should), so with the tour open the form is filled and sent
 * through the page itself: the case of an answer that arrives while the tour is open.
 */
async function fill(page: Page, condition: Condition, label: string, value: string, exact = false) {
  const field = page.getByLabel(label, { exact });
  if (condition === 'banner') return field.fill(value);
  await field.evaluate((element, text) => {
    const input = element as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}
async function press(page: Page, condition: Condition, name: string) {
  const button = page.getByRole('button', { name });
  if (condition === 'banner') return button.click();
  await button.evaluate((element) => (element as HTMLButtonElement).click());
}

/** After the answer the toast comes while the banner or tour is still open, on top at its centre, and clear of the banner. */
async function expectToastAtOnce(page: Page, condition: Condition, answered: Promise<unknown>, text: string) {
  await answered;
  const notice = toast(page, text);
  await notice.waitFor({ timeout: 15_000 });
  await elementShown(page, condition);
  const box = (await notice.boundingBox())!;
  const onTop = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.ant-notification-notice'), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(onTop).toBe(true);
  if (condition === 'banner') {
    const banner = (await page.getByRole('region', { name: 'Cookie preferences' }).boundingBox())!;
    const overlaps = box.x < banner.x + banner.width && banner.x < box.x + box.width && box.y < banner.y + banner.height && banner.y < box.y + box.height;
    expect(overlaps).toBe(false);
  }
}

const responseTo = (page: Page, path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);

describe.each(['banner', 'tour'] as const)('feedback with the %s open', (condition) => {
  it('a declined card on /subscribe says so at once', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const page = await pageWith(condition, viewport);
      await signUpViaApi(page, base());
      await page.goto(`${base()}/subscribe`);
      await page.getByLabel('Card number').waitFor();
      await elementShown(page, condition);
      await fill(page, condition, 'Card number', '4000 0000 0000 0002');
      await fill(page, condition, 'Expiration (MM / YY)', '1234');
      await fill(page, condition, 'CVC', '123');
      const answered = responseTo(page, '/api/billing/confirm-payment');
      await press(page, condition, 'Subscribe for $7.99/month');
      await expectToastAtOnce(page, condition, answered, 'Payment Failed');
      await animationsSettled(page, '.ant-notification');
      await saveScreenshot(page, `feedback-declined-card-${condition}-${size}`);
      await page.context().close();
    }
  });

  it('a failed save says so at once', async () => {
    const page = await pageWith(condition);
    await signUpViaApi(page, base());
    await page.goto(`${base()}/profile`);
    await page.getByRole('tab', { name: 'Security' }).waitFor();
    await elementShown(page, condition);
    if (condition === 'banner') await page.getByRole('tab', { name: 'Security' }).click();
    else await page.getByRole('tab', { name: 'Security' }).evaluate((element) => (element as HTMLElement).click());
    await page.getByLabel('Current password').waitFor();
    await fill(page, condition, 'Current password', 'Not-my-password-1');
    await fill(page, condition, 'New password', 'Moonlight-42', true);
    await fill(page, condition, 'Confirm new password', 'Moonlight-42');
    const answered = responseTo(page, '/api/user/change-password');
    await press(page, condition, 'Change Password');
    await expectToastAtOnce(page, condition, answered, 'Password change failed');
    await animationsSettled(page, '.ant-notification');
    await saveScreenshot(page, `feedback-failed-save-${condition}-desktop`);
    await page.context().close();
  });

  it('signing up says Welcome! at once', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      // A first visit: the banner is unanswered; signing up opens the tour (unless this device has seen it).
      const page = await pageWith(condition, viewport);
      await page.addInitScript(() => localStorage.removeItem('cookieConsent'));
      await page.goto(`${base()}/auth?mode=signup`);
      await page.getByRole('region', { name: 'Cookie preferences' }).waitFor();
      const signUp = page.getByRole('form', { name: 'Sign Up' });
      await signUp.getByLabel('First name').fill('Ada');
      await signUp.getByLabel('Last name').fill('Okafor');
      await signUp.getByLabel('Email').fill(`feedback-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
      await signUp.getByLabel('Password', { exact: true }).fill('Moonlight-42');
      const answered = responseTo(page, '/api/register');
      await signUp.getByRole('button', { name: 'Start Free Trial' }).click();
      await expectToastAtOnce(page, condition, answered, 'Welcome!');
      await animationsSettled(page, '.ant-notification');
      await saveScreenshot(page, `feedback-welcome-${condition}-${size}`);
      await page.context().close();
    }
  });
});

describe('a toast and a menu the parent opens', () => {
  it('the account menu and the phone drawer open above the Welcome toast, not under it', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const page = await newPage(product.browser, viewport);
      await page.addInitScript(() => {
        localStorage.setItem('cookieConsent', 'accepted');
        localStorage.setItem('welcomeTourSeen', 'true');
      });
      await page.goto(`${base()}/auth?mode=signup`);
      const signUp = page.getByRole('form', { name: 'Sign Up' });
      await signUp.getByLabel('First name').fill('Ada');
      await signUp.getByLabel('Last name').fill('Okafor');
      await signUp.getByLabel('Email').fill(`menu-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`);
      await signUp.getByLabel('Password', { exact: true }).fill('Moonlight-42');
      await signUp.getByRole('button', { name: 'Start Free Trial' }).click();
      await toast(page, 'Welcome!').waitFor();
      // The toast is still up (it stays for seconds) when the parent opens the menu.
      let items;
      if (size === 'desktop') {
        await page.getByRole('button', { name: /Account menu/ }).click({ force: true });
        items = page.getByRole('menuitem');
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click({ force: true });
        items = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
      }
      await items.first().waitFor();
      await animationsSettled(page, '.ant-dropdown, .ant-drawer');
      expect(await toast(page, 'Welcome!').isVisible()).toBe(true);
      for (const item of await items.all()) {
        const box = (await item.boundingBox())!;
        const covered = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.ant-notification'), {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        });
        expect(covered, `${await item.innerText()} is under the toast`).toBe(false);
      }
      await saveScreenshot(page, `feedback-menu-over-toast-${size}`);
      await page.context().close();
    }
  });
});
