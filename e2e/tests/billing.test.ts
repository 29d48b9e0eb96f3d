import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { DESKTOP, TALL_PHONE, newPage, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/** Subscriptions with the local payments engine (test mode), the profile card, our billing portal, and the trial's end. */
const product = useProductInBrowser();

async function parentPage(base = product.stack.baseUrl, viewport = DESKTOP): Promise<{ page: Page; email: string }> {
  const page = await newPage(product.browser, viewport);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  const { email } = await signUpViaApi(page, base);
  return { page, email };
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

async function payWithCard(page: Page, number: string) {
  await page.getByRole('heading', { name: 'Continue Your Magical Journey' }).waitFor();
  await page.getByText('Test mode').waitFor();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM / YY)').fill('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe for $7.99/month' }).click();
}

/** Ends the trial the honest way: the account's trial end date, in the gateway's database, is now in the past. */
async function endTrialOf(email: string) {
  const client = new pg.Client({ connectionString: product.stack.databaseUrls.gateway });
  await client.connect();
  try {
    const result = await client.query(`update users set trial_ends_at = now() - interval '1 minute' where lower(email) = lower($1)`, [email]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

describe('subscribing', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const page = await newPage(product.browser, DESKTOP);
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'accepted');
      localStorage.setItem('welcomeTourSeen', 'true');
    });
    await page.goto(`${product.stack.baseUrl}/subscribe`);
    await page.getByRole('heading', { name: 'Please sign in to subscribe' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${product.stack.baseUrl}/auth`);
  });

  it('a new user subscribes with the test card, lands on /stories, sees Manage Subscription, and cancels at period end in the portal', async () => {
    const { page } = await parentPage();
    await page.goto(`${product.stack.baseUrl}/subscribe`);
    await payWithCard(page, '4242 4242 4242 4242');
    await toast(page, 'Welcome!').waitFor();
    await page.waitForURL(`${product.stack.baseUrl}/stories`);
    // A subscriber manages the subscription: the bar says Subscription, not Subscribe.
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('link', { name: 'Subscription', exact: true }).waitFor();
    expect(await bar.getByRole('link', { name: 'Subscribe', exact: true }).count()).toBe(0);

    await page.goto(`${product.stack.baseUrl}/profile`);
    await page.getByTestId('subscription-badge').filter({ hasText: 'Active' }).waitFor();
    expect(await page.getByTestId('subscription-expiry').textContent()).toMatch(/\d{4}/);
    await page.getByRole('link', { name: 'Manage Subscription' }).click();

    await page.waitForURL(`${product.stack.baseUrl}/subscribe`);
    await page.getByRole('heading', { name: 'Manage Your Subscription' }).waitFor();
    expect(await page.getByTestId('plan-badge').textContent()).toBe('Premium');
    await saveScreenshot(page, 'billing-manage');
    await page.getByRole('button', { name: 'Manage Billing & Subscription' }).click();

    await page.waitForURL(`${product.stack.baseUrl}/billing`);
    await page.getByTestId('portal-status').filter({ hasText: 'Active' }).waitFor();
    expect(await page.getByTestId('saved-card').textContent()).toMatch(/visa.*ending in 4242/i);
    await page.getByRole('cell', { name: '$7.99', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByTestId('cancel-notice').waitFor();
    expect(await page.getByTestId('portal-status').textContent()).toBe('Active (cancels at period end)');
    await saveScreenshot(page, 'billing-portal-canceling');
    // Still active until the period ends.
    const me = await page.request.get(`${product.stack.baseUrl}/api/user`);
    expect(((await me.json()) as { user: { subscriptionStatus: string } }).user.subscriptionStatus).toBe('active');
  });

  it('says plainly, during the trial, that subscribing starts the paid plan today and when the trial would have ended', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const { page, email } = await parentPage(product.stack.baseUrl, viewport);
      await page.goto(`${product.stack.baseUrl}/subscribe`);
      await page.getByRole('heading', { name: 'Continue Your Magical Journey' }).waitFor();
      const note = page.getByTestId('trial-note');
      await note.waitFor();
      const ends = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      expect(await note.innerText()).toContain(`Your free trial runs until ${ends}.`);
      expect(await note.innerText()).toContain(
        'Subscribing now starts your paid plan today: the first $7.99 is charged now, and the days left in your trial are not added on.',
      );
      await saveScreenshot(page, `billing-subscribe-during-trial-${size}`);
      if (size === 'desktop') {
        // After the trial there is nothing to warn about.
        await endTrialOf(email);
        await page.reload();
        await page.getByRole('heading', { name: 'Continue Your Magical Journey' }).waitFor();
        await page.getByLabel('Card number').waitFor();
        expect(await note.count()).toBe(0);
      }
      await page.context().close();
    }
  });

  it('Manage Billing & Subscription stays on the address the parent opened the product at (signed in)', async () => {
    // PUBLIC_URL is http://localhost:<port>; this parent uses http://127.0.0.1:<port>, where their cookie lives.
    const other = product.stack.baseUrl.replace('//localhost:', '//127.0.0.1:');
    const { page } = await parentPage(other);
    await page.goto(`${other}/subscribe`);
    await payWithCard(page, '4242 4242 4242 4242');
    await toast(page, 'Welcome!').waitFor();
    await page.waitForURL(`${other}/stories`);
    await page.goto(`${other}/subscribe`);
    await page.getByRole('button', { name: 'Manage Billing & Subscription' }).click();
    await page.waitForURL(`${other}/billing`);
    await page.getByTestId('portal-status').filter({ hasText: 'Active' }).waitFor();
    await page.context().close();
  });

  it('a declined card shows Payment Failed with the card message and stays on the payment form', async () => {
    const { page } = await parentPage();
    await page.goto(`${product.stack.baseUrl}/subscribe`);
    await payWithCard(page, '4000 0000 0000 0002');
    await toast(page, 'Payment Failed').filter({ hasText: 'Your card was declined.' }).waitFor();
    await saveScreenshot(page, 'billing-subscribe-declined');
    expect(page.url()).toBe(`${product.stack.baseUrl}/subscribe`);
    await page.getByRole('button', { name: 'Subscribe for $7.99/month' }).waitFor();
  });

  it('a card that needs authentication shows the bank dialog; completing it subscribes', async () => {
    const { page } = await parentPage();
    await page.goto(`${product.stack.baseUrl}/subscribe`);
    await payWithCard(page, '4000 0025 0000 3155');
    await page.getByRole('dialog', { name: 'Confirm this payment with your bank' }).waitFor();
    await saveScreenshot(page, 'billing-authentication');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await toast(page, 'Welcome!').waitFor();
    await page.waitForURL(`${product.stack.baseUrl}/stories`);
  });
});

describe('entitlement across gateway, billing and the story service', () => {
  it('after the trial, generation is refused with 402 until the user pays; then GET /api/user says active at once and a story is written', async () => {
    const { page, email } = await parentPage();
    const api = page.request;
    const base = product.stack.baseUrl;
    await endTrialOf(email);
    const wish = { age: 5, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Kindness matters', isCollaborative: false, plotTwists: [] };
    const refused = await api.post(`${base}/api/generate-story`, { data: wish });
    expect(refused.status()).toBe(402);
    expect(((await refused.json()) as { message: string }).message).toBe('Your free trial has ended. Subscribe to keep creating stories.');

    const created = (await (await api.post(`${base}/api/create-subscription`)).json()) as { clientSecret: string };
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
    const paid = await api.post(`${base}/api/billing/confirm-payment`, { data: { clientSecret: created.clientSecret, card } });
    expect(((await paid.json()) as { paymentIntent: { status: string } }).paymentIntent.status).toBe('succeeded');

    const { user } = (await (await api.get(`${base}/api/user`)).json()) as { user: { subscriptionStatus: string; subscriptionEndsAt: string } };
    expect(user.subscriptionStatus).toBe('active');
    const days = (new Date(user.subscriptionEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const story = await api.post(`${base}/api/generate-story`, { data: wish, timeout: 60_000 });
    expect(story.status()).toBe(200);
  });
});

describe('the end of the trial', () => {
  it('a user whose trial has ended is sent to /subscribe when generating', async () => {
    const { page, email } = await parentPage();
    await page.goto(`${product.stack.baseUrl}/`);
    await page.getByPlaceholder('Enter age (2-12)').fill('6');
    await endTrialOf(email);

    // The page was opened during the trial; the generation itself is refused (402) and the user is sent on.
    const next = async (step: number) => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(`Step ${step} of 5`).waitFor();
    };
    await next(2);
    await page.getByText('Boy', { exact: true }).click();
    await next(3);
    await page.getByRole('button', { name: 'Animals', exact: true }).click();
    await next(4);
    await page.getByText('Gentle', { exact: true }).click();
    await next(5);
    await page.getByLabel('Lesson or moral').fill('Being kind');
    await page.getByRole('button', { name: 'Create Story' }).click();
    await page.waitForURL(`${product.stack.baseUrl}/subscribe`);
    await page.getByRole('heading', { name: 'Continue Your Magical Journey' }).waitFor();

    // Opening the create page again goes straight to /subscribe.
    await page.goto(`${product.stack.baseUrl}/`);
    await page.waitForURL(`${product.stack.baseUrl}/subscribe`);
  });
});
