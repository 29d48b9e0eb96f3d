import { describe, expect, it } from 'vitest';
import { chooseMenuItem, DESKTOP, PHONE, newPage, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { readOutbox } from '../support/stack';
import { useProductInBrowser } from '../support/product';

/** The shell: account journeys, first-visit elements, profile, password recovery, not-found. */
const product = useProductInBrowser();

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A page whose cookie banner and welcome tour were already dealt with on an earlier visit. */
async function returningVisitorPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(product.browser, viewport);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  return page;
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

describe('signing up, out and in', () => {
  it('signs up, shows the brand label and title, logs out, refuses a wrong password and logs in', async () => {
    const page = await returningVisitorPage();
    const email = uniqueEmail('journey');
    await page.goto(`${product.stack.baseUrl}/auth`);
    await page.getByRole('heading', { name: 'Welcome to Bedtime Stories' }).waitFor();
    expect(await page.locator('header nav').count()).toBe(0);
    await saveScreenshot(page, 'shell-auth-desktop');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByText('Start your 7-day free trial today!').waitFor();
    const signUp = page.getByRole('form', { name: 'Sign Up' });
    await signUp.getByLabel('First name').fill('Noor');
    await signUp.getByLabel('Last name').fill('Haddad');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill('Moonlight-42');
    await signUp.getByRole('button', { name: 'Start Free Trial' }).click();

    await page.waitForURL(`${product.stack.baseUrl}/`);
    await expect.poll(() => page.getByTestId('brand-label').textContent()).toBe("Noor's Stories");
    await expect.poll(() => page.title()).toBe("Noor's Stories");
    await toast(page, 'Welcome!').waitFor();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByText(email).waitFor();
    await chooseMenuItem(page.getByRole('button', { name: /Account menu/ }), page.getByRole('menuitem', { name: 'Sign out' }));
    await page.waitForURL(`${product.stack.baseUrl}/auth`);
    await toast(page, 'Logged out').waitFor();
    await expect.poll(() => page.title()).toBe('Bedtime Stories');
    expect(await page.getByTestId('brand-label').count()).toBe(0);

    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill('not-my-password');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('.form-alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await toast(page, 'Login failed').waitFor();

    await login.getByLabel('Password').fill('Moonlight-42');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${product.stack.baseUrl}/`);
    await expect.poll(() => page.getByTestId('brand-label').textContent()).toBe("Noor's Stories");
    await page.context().close();
  });

  it('sends a signed-in visitor away from /auth and a signed-out one away from protected pages', async () => {
    const page = await returningVisitorPage();
    await page.goto(`${product.stack.baseUrl}/profile`);
    await page.waitForURL(`${product.stack.baseUrl}/auth`);
    await page.goto(`${product.stack.baseUrl}/gift-subscription?recipientEmail=gran%40example.com&recipientName=Gran&subscriptionMonths=6&message=Hi`);
    await page.waitForURL(/\/auth\?recipientEmail=gran%40example.com&recipientName=Gran&subscriptionMonths=6&message=Hi$/);
    await page.getByText('finish your gift for Gran').waitFor();
    await page.getByRole('tab', { name: 'Gift' }).click();
    expect(await page.getByLabel("Recipient's email").inputValue()).toBe('gran@example.com');

    await signUpViaApi(page, product.stack.baseUrl);
    await page.goto(`${product.stack.baseUrl}/auth`);
    await page.waitForURL(`${product.stack.baseUrl}/`);
    await page.context().close();
  });
});

describe('first visit', () => {
  it('shows the welcome tour to a signed-in parent once', async () => {
    const page = await newPage(product.browser, DESKTOP);
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    await signUpViaApi(page, product.stack.baseUrl);
    await page.goto(`${product.stack.baseUrl}/about`);
    const tour = page.getByRole('dialog');
    await tour.getByRole('heading', { name: 'Welcome to Bedtime Stories!' }).waitFor();
    await saveScreenshot(page, 'shell-welcome-tour-desktop');
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('heading', { name: 'Tell us about your child' }).waitFor();
    expect(await tour.getByText('(2-12)').count()).toBe(1);
    await tour.getByRole('button', { name: 'Previous' }).click();
    await tour.getByRole('heading', { name: 'Welcome to Bedtime Stories!' }).waitFor();
    await tour.getByRole('button', { name: /Go to step 3/ }).click();
    await tour.getByRole('heading', { name: 'Listen along' }).waitFor();
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('heading', { name: 'Save and share' }).waitFor();
    await tour.getByRole('button', { name: 'Get Started' }).click();
    await tour.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('welcomeTourSeen'))).toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('shows the cookie banner after a second and remembers accepting or declining it', async () => {
    for (const [choice, stored] of [
      ['Accept', 'accepted'],
      ['Decline', 'declined'],
      ['Close cookie banner', 'declined'],
    ] as const) {
      const page = await newPage(product.browser, choice === 'Accept' ? PHONE : DESKTOP);
      // A fake clock, so that "it never comes back" can be checked by jumping time ahead instead of waiting.
      await page.clock.install();
      const opened = Date.now();
      await page.goto(`${product.stack.baseUrl}/about`);
      const banner = page.getByRole('region', { name: 'Cookie preferences' });
      await banner.waitFor();
      expect(Date.now() - opened).toBeGreaterThanOrEqual(1_000);
      expect(await banner.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
      if (choice === 'Accept') await saveScreenshot(page, 'shell-cookie-banner-phone');
      await banner.getByRole('button', { name: choice }).click();
      await banner.waitFor({ state: 'hidden' });
      const saved = await page.evaluate(() => [localStorage.getItem('cookieConsent'), localStorage.getItem('cookieConsentDate')]);
      expect(saved[0]).toBe(stored);
      expect(new Date(saved[1] ?? '').toISOString()).toBe(saved[1]);

      await page.reload();
      await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
      await page.clock.runFor(5_000);
      expect(await banner.count()).toBe(0);
      await page.context().close();
    }
  });

  it('on a phone, shows the welcome tour, then the cookie banner, never both at once, and the sign-up toast meanwhile', async () => {
    const page = await newPage(product.browser, PHONE);
    const tour = page.getByRole('dialog');
    const banner = page.getByRole('region', { name: 'Cookie preferences' });
    const welcome = toast(page, 'Welcome!');

    await page.goto(`${product.stack.baseUrl}/auth`);
    await banner.waitFor();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign Up' });
    await signUp.getByLabel('First name').fill('Ada');
    await signUp.getByLabel('Last name').fill('Okafor');
    await signUp.getByLabel('Email').fill(uniqueEmail('first-visit'));
    await signUp.getByLabel('Password', { exact: true }).fill('Moonlight-42');
    await signUp.getByRole('button', { name: 'Start Free Trial' }).click();

    // The toast is feedback on the sign-up: it is not held back for the tour (e2e/tests/feedback.test.ts times it).
    await tour.getByRole('heading', { name: 'Welcome to Bedtime Stories!' }).waitFor();
    await welcome.waitFor();
    expect(await banner.isVisible()).toBe(false);
    await saveScreenshot(page, 'shell-first-visit-1-tour-phone');
    await tour.getByRole('button', { name: 'Skip tour' }).click();

    await banner.waitFor();
    await tour.waitFor({ state: 'hidden' });
    await saveScreenshot(page, 'shell-first-visit-2-banner-phone');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('moves focus to the main content with the skip button', async () => {
    const page = await returningVisitorPage();
    await page.goto(`${product.stack.baseUrl}/terms`);
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });
});

describe('profile', () => {
  it('edits the profile, and the brand label follows the new nickname', async () => {
    const page = await returningVisitorPage();
    const user = await signUpViaApi(page, product.stack.baseUrl, { firstName: 'Ada', lastName: 'Lovelace' });
    await page.goto(`${product.stack.baseUrl}/profile`);
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByLabel('Nickname', { exact: true }).waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe(user.email);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('subscription-badge').textContent()).toBe('Free trial');
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/subscribe');
    await saveScreenshot(page, 'shell-profile-desktop');

    await form.getByLabel('Nickname', { exact: true }).fill('Sunny');
    await form.getByLabel('Last name').fill('Byron');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated').waitFor();
    await expect.poll(() => page.getByTestId('brand-label').textContent()).toBe("Sunny's Stories");
    const stored = await (await page.request.get(`${product.stack.baseUrl}/api/user`)).json();
    expect(stored.user).toMatchObject({ nickname: 'Sunny', lastName: 'Byron' });
    await page.context().close();
  });

  it('changes the password after checking the two client rules and the current password', async () => {
    const page = await returningVisitorPage();
    const user = await signUpViaApi(page, product.stack.baseUrl);
    await page.goto(`${product.stack.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Security' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    const fill = async (current: string, next: string, confirm: string) => {
      await form.getByLabel('Current password').fill(current);
      await form.getByLabel('New password', { exact: true }).fill(next);
      await form.getByLabel('Confirm new password').fill(confirm);
      await form.getByRole('button', { name: 'Change Password' }).click();
    };

    await fill(user.password, 'Starry-night-1', 'Starry-night-2');
    await toast(page, "Passwords don't match").filter({ hasText: 'Please make sure your new passwords match.' }).waitFor();
    await fill(user.password, 'short', 'short');
    await toast(page, 'Password too short').filter({ hasText: 'Password must be at least 8 characters long.' }).waitFor();
    await fill('wrong-current-password', 'Starry-night-1', 'Starry-night-1');
    await toast(page, 'Password change failed').filter({ hasText: 'Current password is incorrect' }).waitFor();
    await fill(user.password, 'Starry-night-1', 'Starry-night-1');
    await toast(page, 'Password changed').waitFor();

    const login = await page.request.post(`${product.stack.baseUrl}/api/login`, { data: { email: user.email, password: 'Starry-night-1' } });
    expect(login.status()).toBe(200);
    await page.context().close();
  });
});

describe('deleting the account', () => {
  it('says what is erased, needs the password, deletes the account, and signing in fails afterwards', async () => {
    const page = await returningVisitorPage();
    const user = await signUpViaApi(page, product.stack.baseUrl);
    await page.goto(`${product.stack.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('every story you created, with its narration, pictures and stickers').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);

    await dialog.getByLabel('Enter your password to confirm').fill('not-my-password');
    await confirm.click();
    await toast(page, 'Account not deleted').filter({ hasText: 'The password is not correct.' }).waitFor();

    await dialog.getByLabel('Enter your password to confirm').fill(user.password);
    await confirm.click();
    await toast(page, 'Account deleted').waitFor();
    await page.waitForURL(`${product.stack.baseUrl}/auth`);

    const login = await page.request.post(`${product.stack.baseUrl}/api/login`, { data: { email: user.email, password: user.password } });
    expect(login.status()).toBe(401);
    await page.context().close();
  });
});

describe('password recovery', () => {
  it('mails a reset link, resets the password and signs in with the new one', async () => {
    const setup = await returningVisitorPage();
    const user = await signUpViaApi(setup, product.stack.baseUrl);
    await setup.context().close();

    const page = await returningVisitorPage(PHONE);
    await page.goto(`${product.stack.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${product.stack.baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await saveScreenshot(page, 'shell-forgot-password-phone');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText('The link expires in 1 hour.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/auth');

    let mail: { to: string; text: string } | undefined;
    await expect
      .poll(
        async () => (mail = (await readOutbox(product.stack.baseUrl)).find((message) => message.to === user.email && message.text.includes('/reset-password'))),
        { timeout: 20_000 },
      )
      .toBeTruthy();
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${product.stack.baseUrl}${link.pathname}${link.search}`);
    await page.getByText('Password must be at least 8 characters and contain uppercase, lowercase, and numbers.').waitFor();
    await page.getByLabel('New password').fill('alllowercase1');
    await page.getByLabel('Confirm password').fill('Different-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must contain at least one uppercase letter').waitFor();
    await page.getByText("Passwords don't match").waitFor();
    await saveScreenshot(page, 'shell-reset-password-phone');
    await page.getByLabel('New password').fill('Moonbeam-2025');
    await page.getByLabel('Confirm password').fill('Moonbeam-2025');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successfully' }).waitFor();
    await page.getByRole('button', { name: 'Go to Login' }).waitFor();
    await page.waitForURL(`${product.stack.baseUrl}/auth`);

    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password').fill('Moonbeam-2025');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${product.stack.baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.context().close();
  });

  it('turns a reset link without a token away to /auth', async () => {
    const page = await returningVisitorPage();
    await page.goto(`${product.stack.baseUrl}/reset-password`);
    await page.waitForURL(`${product.stack.baseUrl}/auth`);
    await toast(page, 'Invalid Link').filter({ hasText: 'This password reset link is invalid or has expired.' }).waitFor();
    await page.context().close();
  });
});

describe('sections that are not there', () => {
  it('says plainly that a section is not deployed, and keeps Retry for one that failed to load', async () => {
    const page = await returningVisitorPage();
    await signUpViaApi(page, product.stack.baseUrl);
    // Listed in the manifest, but its manifest URL answers 404: not deployed on this server.
    await page.route('**/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto(`${product.stack.baseUrl}/community`);
    await page.getByRole('heading', { name: "Community Stories isn't available yet" }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // Unreachable (a network failure): the fallback keeps Retry, and its text starts with a capital.
    await page.unroute('**/mf-manifest.json');
    await page.route('**/mf-manifest.json', (route) => route.abort('failed'));
    await page.goto(`${product.stack.baseUrl}/community`);
    await page.getByRole('heading', { name: "This part of Bedtime Stories couldn't be loaded" }).waitFor();
    await page.getByText("Community Stories didn't load").waitFor();
    await page.unroute('**/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: "This part of Bedtime Stories couldn't be loaded" }).waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('error pages', () => {
  it('shows a friendly not-found screen with a way home (and to the library when signed in), and the 403 and 500 pages', async () => {
    const page = await returningVisitorPage();
    await page.goto(`${product.stack.baseUrl}/moon/landing`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    // A way home for everyone, the library only for a signed-in parent, and nothing meant for developers.
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: 'My Stories' }).count()).toBe(0);
    expect(await page.getByText(/router|shell-routes/).count()).toBe(0);
    await signUpViaApi(page, product.stack.baseUrl);
    await page.reload();
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await main.getByRole('link', { name: 'My Stories' }).click();
    await page.waitForURL(`${product.stack.baseUrl}/stories`);

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${product.stack.baseUrl}/error/403`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Error 403: Forbidden').waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(errors.some((text) => text.includes('403'))).toBe(true);

    await page.goto(`${product.stack.baseUrl}/error/500`);
    await page.getByText('Error 500: Internal Server Error').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    await page.context().close();
  });
});
