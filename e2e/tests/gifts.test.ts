import { describe, expect, it } from 'vitest';
import { DESKTOP, TALL_PHONE, newPage, returningParentPage, saveScreenshot } from '../support/browser';
import { useProductInBrowser } from '../support/product';
import { readOutbox } from '../support/stack';

/** Gift subscriptions end to end: bought with the test card, emailed through the outbox, redeemed at sign-up. */
const product = useProductInBrowser();

describe('gift subscriptions', () => {
  it('a parent buys a 3-month gift, the recipient signs up from the emailed link and has an active subscription', async () => {
    const base = product.stack.baseUrl;
    const recipient = `gift-${Date.now()}@example.com`;
    const giver = await returningParentPage(product.browser, base);
    await giver.goto(
      `${base}/gift-subscription?recipientEmail=${encodeURIComponent(recipient)}&recipientName=Sam&subscriptionMonths=3&message=${encodeURIComponent('Sweet dreams, Sam!')}`,
    );
    await giver.getByRole('heading', { name: 'Gift a Subscription' }).waitFor();
    expect(await giver.getByTestId('gift-total').textContent()).toBe('$22.99');
    expect(await giver.getByLabel("Recipient's email").inputValue()).toBe(recipient);

    await giver.getByRole('button', { name: 'Proceed to Payment' }).click();
    await giver.getByText('Test mode').waitFor();
    // Payment prepared: the gift's details are locked.
    expect(await giver.getByLabel("Recipient's email").isDisabled()).toBe(true);
    await giver.getByLabel('Card number').fill('4242 4242 4242 4242');
    await giver.getByLabel('Expiration (MM / YY)').fill('1234');
    await giver.getByLabel('CVC').fill('123');
    await giver.getByRole('button', { name: 'Purchase Gift - $22.99' }).click();
    await giver.getByRole('heading', { name: 'Gift Purchased Successfully!' }).waitFor();
    await giver.getByText('Valid for 1 year').waitFor();
    const code = (await giver.getByTestId('gift-code').textContent())!;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await saveScreenshot(giver, 'gift-purchased');

    // The recipient's email carries the code and a sign-up link with it.
    await expect.poll(async () => (await readOutbox(base)).some((mail) => mail.to === recipient), { timeout: 20_000 }).toBe(true);
    const mail = (await readOutbox(base)).find((entry) => entry.to === recipient)!;
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('Sweet dreams, Sam!');
    const link = /https?:\/\/\S+\/auth\?promo=\S+/.exec(mail.text)![0];

    // A fresh browser context: the recipient follows the link and signs up with the code filled in.
    const newcomer = await newPage(product.browser, DESKTOP);
    await newcomer.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'accepted');
      localStorage.setItem('welcomeTourSeen', 'true');
    });
    await newcomer.goto(`${base}${new URL(link).pathname}${new URL(link).search}`);
    const signUp = newcomer.getByRole('form', { name: 'Sign Up' });
    await signUp.waitFor();
    expect(await signUp.getByLabel('Promo code (optional)').inputValue()).toBe(code);
    await signUp.getByLabel('First name').fill('Sam');
    await signUp.getByLabel('Last name').fill('Rivers');
    await signUp.getByLabel('Email').fill(recipient);
    await signUp.getByLabel('Password').fill('Sleepy-time-42');
    await signUp.getByRole('button', { name: 'Start Free Trial' }).click();
    await newcomer.waitForURL(`${base}/`);
    // The welcome says what the gift brought.
    await newcomer.getByText('Welcome! Your gift is on').waitFor();
    await newcomer.getByText(/Gift redeemed: 3 months of Premium, until [A-Z][a-z]+ \d{1,2}, \d{4}\./).waitFor();
    expect(await newcomer.getByText(/\d{4}-\d{2}-\d{2}/).count()).toBe(0);

    await newcomer.goto(`${base}/profile`);
    await newcomer.getByTestId('subscription-badge').filter({ hasText: 'Active' }).waitFor();
    await newcomer.getByTestId('gifts-received').getByText('3 months from Mia Moon').waitFor();
    await saveScreenshot(newcomer, 'gift-redeemed-profile');

    // The giver's history shows the gift as redeemed; the code cannot be used again.
    await giver.getByRole('button', { name: 'View My Gift History' }).click();
    await giver.waitForURL(`${base}/profile`);
    await giver.getByTestId('gifts-purchased').getByText('Redeemed').waitFor();
    await giver.getByLabel('Redeem a gift', { exact: false }).first().waitFor();
    await giver.locator('#redeem-gift-code').fill(code);
    await giver.getByRole('button', { name: 'Redeem', exact: true }).click();
    await giver.getByText('This gift code has already been redeemed.').waitFor();
    await giver.context().close();
    await newcomer.context().close();
  });

  it('a mistyped recipient address is refused before any payment, and the details can be changed after preparing one', async () => {
    const base = product.stack.baseUrl;
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const giver = await returningParentPage(product.browser, base, viewport);
      const paymentCalls: string[] = [];
      giver.on('request', (request) => {
        if (/\/api\/(create-payment-intent|gift-cards\/purchase)/.test(request.url())) paymentCalls.push(request.url());
      });
      await giver.goto(`${base}/gift-subscription`);
      await giver.getByRole('heading', { name: 'Gift a Subscription' }).waitFor();
      const email = giver.getByLabel("Recipient's email");
      await email.fill('grandpa@@example');
      await giver.getByRole('button', { name: 'Proceed to Payment' }).click();
      await giver.getByText('Please enter a valid email address').waitFor();
      // Nothing was prepared: no card form, no payment call, and the fields are still editable.
      expect(await giver.getByLabel('Card number').count()).toBe(0);
      expect(paymentCalls).toEqual([]);
      expect(await email.isDisabled()).toBe(false);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await saveScreenshot(giver, `gift-invalid-email-${suffix}`);

      // Corrected, the payment is prepared; the parent can still go back and change the gift.
      await email.fill('grandpa@example.com');
      await giver.getByText('Please enter a valid email address').waitFor({ state: 'detached' });
      await giver.getByRole('button', { name: 'Proceed to Payment' }).click();
      await giver.getByLabel('Card number').waitFor();
      expect(await email.isDisabled()).toBe(true);
      await saveScreenshot(giver, `gift-payment-prepared-${suffix}`);
      await giver.getByRole('button', { name: 'Change gift details' }).click();
      expect(await email.isDisabled()).toBe(false);
      expect(await giver.getByLabel('Card number').count()).toBe(0);
      await email.fill('grandma@example.com');
      await giver.getByRole('button', { name: 'Proceed to Payment' }).click();
      await giver.getByLabel('Card number').fill('4242 4242 4242 4242');
      await giver.getByLabel('Expiration (MM / YY)').fill('1234');
      await giver.getByLabel('CVC').fill('123');
      await giver.getByRole('button', { name: 'Purchase Gift - $22.99' }).click();
      await giver.getByRole('heading', { name: 'Gift Purchased Successfully!' }).waitFor();
      await giver.getByText('grandma@example.com').first().waitFor();
      // The code stays on one line.
      const code = giver.getByTestId('gift-code');
      const box = (await code.boundingBox())!;
      const lineHeight = await code.evaluate(
        (element) => parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.5,
      );
      expect(box.height).toBeLessThan(lineHeight * 1.5);
      // The two buttons keep apart, side by side on a desktop and stacked on a phone.
      const history = (await giver.getByRole('button', { name: 'View My Gift History' }).boundingBox())!;
      const home = (await giver.getByRole('button', { name: 'Return to Home' }).boundingBox())!;
      const apart = Math.max(home.x - (history.x + history.width), home.y - (history.y + history.height));
      expect(apart).toBeGreaterThanOrEqual(8);
      await saveScreenshot(giver, `gift-purchased-${suffix}`);
      await giver.context().close();
    }
  });
});
