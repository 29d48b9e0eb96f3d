// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderView, PayOrderRequest } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import MarketplaceCheckoutPage from '../src/pages/marketplace-checkout-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow, and nothing here turns pointer events off).
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const pending: OrderView = {
  id: 'ord-42',
  status: 'pending',
  lines: [
    { productId: 'p-book', name: 'The Moonlit Storybook', quantity: 1, unitCents: 2499 },
    { productId: 'p-tee', name: 'Dream Big Tee', quantity: 1, unitCents: 2400, size: 'M', color: 'Navy' },
  ],
  subtotalCents: 4899,
  discountCents: 980,
  totalCents: 3919,
  currency: 'usd',
  shipping: null,
  cardLast4: null,
  lastError: null,
  paidAt: null,
  createdAt: '2026-11-27T18:00:00.000Z',
};
const paid: OrderView = {
  ...pending,
  status: 'paid',
  shipping: { name: 'Sam Parent', address_line1: '12 Elm St', city: 'Portland', postal_code: '97201', country: 'US' },
  cardLast4: '4242',
  paidAt: '2026-11-27T18:02:00.000Z',
};
const at = (url = '/marketplace/checkout/ord-42') => ({ path: 'marketplace/checkout/:orderId', url, user: testUser() });

async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('/marketplace/checkout/:orderId', () => {
  it("shows the order's summary and pays it with the address and card typed, then confirms", async () => {
    let body: unknown;
    const page = renderPage(MarketplaceCheckoutPage, {
      ...at(),
      routes: {
        'GET /api/marketplace/orders/:id': () => (body ? paid : pending),
        'POST /api/marketplace/orders/:id/pay': (request) => ((body = request.body), paid),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText('1 × The Moonlit Storybook')).toBeTruthy();
    expect(screen.getByText('(Size M, Navy)')).toBeTruthy();
    expect(screen.getByText('−$9.80')).toBeTruthy();
    expect(page.requests.find((request) => request.path.startsWith('/api/marketplace/orders/'))?.path).toBe('/api/marketplace/orders/ord-42');

    await fill('Full name', 'Sam Parent');
    await fill('Address', '12 Elm St');
    await fill('City', 'Portland');
    await fill('Postal code', '97201');
    await fill('Card number', '4242424242424242');
    await fill('Expiration (MM / YY)', '1230');
    await fill('CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Pay $39.19' }));

    await expect
      .poll(() => body)
      .toEqual({
        shipping: { name: 'Sam Parent', address_line1: '12 Elm St', address_line2: '', city: 'Portland', state: '', postal_code: '97201', country: 'US' },
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      } satisfies PayOrderRequest);
    expect(page.requests.find((request) => request.method === 'POST')?.path).toBe('/api/marketplace/orders/ord-42/pay');
    expect(await screen.findByText('Thank you for your order!')).toBeTruthy();
    expect(screen.getByText('Order ord-42 is paid with the card ending 4242. It ships to Sam Parent in Portland.')).toBeTruthy();
  });

  it("asks for the missing shipping fields and the card's missing parts before sending anything", async () => {
    const page = renderPage(MarketplaceCheckoutPage, { ...at(), routes: { 'GET /api/marketplace/orders/:id': pending } });
    await user.click(await screen.findByRole('button', { name: 'Pay $39.19' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please fill in all required shipping fields');
    await fill('Full name', 'Sam Parent');
    await fill('Address', '12 Elm St');
    await fill('City', 'Portland');
    await fill('Postal code', '97201');
    await fill('Card number', '4242');
    await user.click(screen.getByRole('button', { name: 'Pay $39.19' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(page.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows a declined card's reason from the server, and a card field's under that field", async () => {
    let attempts = 0;
    renderPage(MarketplaceCheckoutPage, {
      ...at(),
      routes: {
        'GET /api/marketplace/orders/:id': pending,
        'POST /api/marketplace/orders/:id/pay': () =>
          ++attempts === 1
            ? { status: 402, body: { message: 'Your card was declined.' } }
            : { status: 400, body: { message: "Your card's expiration year is invalid." } },
      },
    });
    await screen.findByRole('heading', { name: 'Checkout' });
    await fill('Full name', 'Sam Parent');
    await fill('Address', '12 Elm St');
    await fill('City', 'Portland');
    await fill('Postal code', '97201');
    await fill('Card number', '4000000000000002');
    await fill('Expiration (MM / YY)', '1230');
    await fill('CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Pay $39.19' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay $39.19' }));
    const expiry = await screen.findByText("Your card's expiration year is invalid.");
    expect(expiry.id).toBe('card-expiry-error');
    expect(screen.getByLabelText(/^Expiration/).getAttribute('aria-invalid')).toBe('true');
  });

  it("waits for Stripe's confirmation after a return from Stripe Checkout, then shows the order paid", async () => {
    let reads = 0;
    renderPage(MarketplaceCheckoutPage, {
      ...at('/marketplace/checkout/ord-42?paid=stripe'),
      routes: { 'GET /api/marketplace/orders/:id': () => (++reads === 1 ? pending : paid) },
    });
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(await screen.findByText('Thank you for your order!')).toBeTruthy();
  });

  it('explains an order that could not be completed', async () => {
    renderPage(MarketplaceCheckoutPage, {
      ...at('/marketplace/checkout/ord-42?paid=stripe'),
      routes: {
        'GET /api/marketplace/orders/:id': {
          ...pending,
          status: 'failed',
          lastError: 'Dream Big Tee sold out while you paid. Your payment has been refunded.',
        },
      },
    });
    expect(await screen.findByText('This order could not be completed')).toBeTruthy();
    expect(screen.getByText('Dream Big Tee sold out while you paid. Your payment has been refunded.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Marketplace' }).getAttribute('href')).toBe('/marketplace');
  });

  it("says the order was not found, with the server's reason and a way back", async () => {
    renderPage(MarketplaceCheckoutPage, {
      ...at('/marketplace/checkout/ord-unknown'),
      routes: { 'GET /api/marketplace/orders/:id': { status: 404, body: { message: 'Order not found' } } },
    });
    const result = await screen.findByText('Order not found', { selector: '.ant-result-title' });
    expect(within(result.closest('.ant-result')!).getByText('Order not found', { selector: '.ant-result-subtitle' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Marketplace' })).toBeTruthy();
  });

  it('does not call an order missing when it could not be read, and reads it again on Try again', async () => {
    let reads = 0;
    renderPage(MarketplaceCheckoutPage, {
      ...at(),
      routes: { 'GET /api/marketplace/orders/:id': () => (++reads === 1 ? { status: 503, body: { message: 'Billing is unavailable right now.' } } : pending) },
    });
    expect(await screen.findByText('We could not load this order')).toBeTruthy();
    expect(screen.getByText('Billing is unavailable right now.')).toBeTruthy();
    expect(screen.queryByText('Order not found')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $39.19' })).toBeTruthy();
  });
});
