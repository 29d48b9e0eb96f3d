// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  BillingConfigResponse,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  GiftCard,
  PaymentIntentResponse,
  PurchaseGiftRequest,
} from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import GiftSubscriptionPage from '../src/pages/gift-subscription-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow, and nothing here turns pointer events off).
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const localEngine: BillingConfigResponse = { engine: 'local', publishableKey: null };
const prepared: CreatePaymentIntentResponse = { paymentIntentId: 'pi_3Gift77', clientSecret: 'pi_3Gift77_secret_Star9' };
const succeeded: PaymentIntentResponse = {
  paymentIntent: { id: 'pi_3Gift77', status: 'succeeded', amountCents: 2299, currency: 'usd', lastPaymentError: null, nextAction: null },
};
const giftCard: GiftCard = {
  code: '7K3M-QX9D-2HPT-A4ZB',
  recipientEmail: 'grandma@example.com',
  recipientName: 'Grandma Rose',
  subscriptionMonths: 3,
  amountCents: 2299,
  message: 'Sweet dreams!',
  status: 'active',
  createdAt: '2026-11-27T18:00:00.000Z',
  expiresAt: '2027-11-27T18:00:00.000Z',
  redeemedAt: null,
};
const at = (url = '/gift-subscription') => ({ path: 'gift-subscription', url, user: testUser() });

async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('/gift-subscription', () => {
  it('refuses an address the contract refuses, with its message, before preparing any payment', async () => {
    const page = renderPage(GiftSubscriptionPage, { ...at(), routes: { 'GET /api/billing/config': localEngine } });
    expect(await screen.findByRole('heading', { name: 'Gift a Subscription' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Proceed to Payment' }) as HTMLButtonElement).disabled).toBe(true);
    await fill("Recipient's email", 'grandma@');
    await user.click(screen.getByLabelText("Recipient's name"));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText("Recipient's email").getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(page.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('prepares the payment for the discounted total, takes the card and issues the gift card', async () => {
    let intentBody: unknown;
    let purchaseBody: unknown;
    renderPage(GiftSubscriptionPage, {
      ...at('/gift-subscription?recipientEmail=grandma%40example.com'),
      routes: {
        'GET /api/billing/config': localEngine,
        'POST /api/create-payment-intent': (request) => ((intentBody = request.body), prepared),
        'POST /api/billing/confirm-payment': succeeded,
        'POST /api/gift-cards/purchase': (request) => ((purchaseBody = request.body), { giftCard }),
      },
    });
    // the address carried from the sign-in page is kept
    expect(((await screen.findByLabelText("Recipient's email")) as HTMLInputElement).value).toBe('grandma@example.com');
    expect(screen.getByTestId('gift-total').textContent).toBe('$22.99');
    await fill("Recipient's name", 'Grandma Rose');
    await fill('Personal message', 'Sweet dreams!');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await expect
      .poll(() => intentBody)
      .toEqual({
        amount: 22.99,
        metadata: { type: 'gift_subscription', months: 3 },
        gift: { recipientEmail: 'grandma@example.com', recipientName: 'Grandma Rose', message: 'Sweet dreams!' },
      } satisfies CreatePaymentIntentRequest);
    // the details are locked while this payment is prepared
    expect((screen.getByLabelText("Recipient's email") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Change gift details' })).toBeTruthy();

    await fill('Card number', '4242424242424242');
    await fill('Expiration (MM / YY)', '1230');
    await fill('CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Purchase Gift - $22.99' }));
    expect(await screen.findByRole('heading', { name: 'Gift Purchased Successfully!' })).toBeTruthy();
    expect(purchaseBody).toEqual({
      recipientEmail: 'grandma@example.com',
      recipientName: 'Grandma Rose',
      subscriptionMonths: 3,
      message: 'Sweet dreams!',
      stripePaymentIntentId: 'pi_3Gift77',
      amount: '22.99',
    } satisfies PurchaseGiftRequest);
    expect(screen.getByTestId('gift-code').textContent).toBe('7K3M-QX9D-2HPT-A4ZB');
    expect(screen.getByText('3 months of Bedtime Stories for grandma@example.com')).toBeTruthy();
  });

  it("says which part of the gift billing refuses, and the product rules' message when the payment cannot be prepared", async () => {
    let calls = 0;
    renderPage(GiftSubscriptionPage, {
      ...at('/gift-subscription?recipientEmail=grandma%40example.com&subscriptionMonths=12'),
      routes: {
        'GET /api/billing/config': localEngine,
        'POST /api/create-payment-intent': () =>
          ++calls === 1
            ? { status: 400, body: { message: 'Message contains words we cannot send' } }
            : { status: 503, body: { message: 'Stripe did not answer.' } },
      },
    });
    expect((await screen.findByTestId('gift-total')).textContent).toBe('$84.99');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Please change the gift')).toBeTruthy();
    expect(screen.getByText('Message contains words we cannot send')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeTruthy();
    // still editable: nothing was prepared
    expect((screen.getByLabelText("Recipient's email") as HTMLInputElement).disabled).toBe(false);
  });

  it('says the gift card could not be created after a payment that went through', async () => {
    renderPage(GiftSubscriptionPage, {
      ...at('/gift-subscription?recipientEmail=grandma%40example.com'),
      routes: {
        'GET /api/billing/config': localEngine,
        'POST /api/create-payment-intent': prepared,
        'POST /api/billing/confirm-payment': succeeded,
        'POST /api/gift-cards/purchase': { status: 500, body: { message: 'Internal error' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await fill('Card number', '4242424242424242');
    await fill('Expiration (MM / YY)', '1230');
    await fill('CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Purchase Gift - $22.99' }));
    expect((await screen.findAllByText('Payment succeeded but gift card creation failed. Please contact support.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Gift Purchased Successfully!' })).toBeNull();
  });
});
