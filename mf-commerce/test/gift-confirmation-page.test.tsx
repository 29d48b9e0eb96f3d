// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GiftCard, PurchaseGiftRequest } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import { rememberPendingGift } from '../src/features/gift/lib/gift-form';
import GiftConfirmationPage from '../src/pages/gift-confirmation-page';

cleanUpPagesAfterEach();
afterEach(() => sessionStorage.clear());

const giftCard: GiftCard = {
  code: '7K3M-QX9D-2HPT-A4ZB',
  recipientEmail: 'grandma@example.com',
  recipientName: 'Grandma Rose',
  subscriptionMonths: 6,
  amountCents: 4499,
  message: 'Sweet dreams!',
  status: 'active',
  createdAt: '2026-11-27T18:00:00.000Z',
  expiresAt: '2027-11-27T18:00:00.000Z',
  redeemedAt: null,
};
const at = (query: string) => ({ path: 'gift-confirmation', url: `/gift-confirmation?${query}`, user: testUser() });
// what the gift page kept before the browser left for the bank's page
const leftForTheBank = () =>
  rememberPendingGift('pi_3Gift88', { recipientEmail: 'grandma@example.com', recipientName: 'Grandma Rose', subscriptionMonths: 6, message: 'Sweet dreams!' });

describe('/gift-confirmation', () => {
  it('finishes the purchase for the gift kept before the redirect, and shows its code', async () => {
    leftForTheBank();
    let body: unknown;
    renderPage(GiftConfirmationPage, {
      ...at('payment_intent=pi_3Gift88&payment_intent_client_secret=pi_3Gift88_secret_X&redirect_status=succeeded'),
      routes: { 'POST /api/gift-cards/purchase': (request) => ((body = request.body), { giftCard }) },
    });
    expect(await screen.findByRole('heading', { name: 'Gift Purchased Successfully!' })).toBeTruthy();
    expect(body).toEqual({
      recipientEmail: 'grandma@example.com',
      recipientName: 'Grandma Rose',
      subscriptionMonths: 6,
      message: 'Sweet dreams!',
      stripePaymentIntentId: 'pi_3Gift88',
      amount: '44.99',
    } satisfies PurchaseGiftRequest);
    expect(screen.getByTestId('gift-code').textContent).toBe('7K3M-QX9D-2HPT-A4ZB');
    // kept only until the card exists
    expect(sessionStorage.length).toBe(0);
  });

  it('says no gift was bought when the payment did not complete, without asking for one', async () => {
    leftForTheBank();
    const page = renderPage(GiftConfirmationPage, { ...at('payment_intent=pi_3Gift88&redirect_status=failed') });
    expect(await screen.findByText('Your payment was not completed, so no gift was bought. Please try again.')).toBeTruthy();
    expect(page.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks the buyer to contact support when the gift card cannot be created', async () => {
    leftForTheBank();
    renderPage(GiftConfirmationPage, {
      ...at('payment_intent=pi_3Gift88&redirect_status=succeeded'),
      routes: { 'POST /api/gift-cards/purchase': { status: 500, body: { message: 'Internal error' } } },
    });
    expect(await screen.findByText('Payment succeeded but gift card creation failed. Please contact support.')).toBeTruthy();
  });

  it('asks the buyer to contact support when this browser kept no gift for the payment', async () => {
    const page = renderPage(GiftConfirmationPage, { ...at('payment_intent=pi_3Gift99&redirect_status=succeeded') });
    expect(await screen.findByText('Payment succeeded but gift card creation failed. Please contact support.')).toBeTruthy();
    expect(page.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
