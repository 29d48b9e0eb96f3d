// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  BillingConfigResponse,
  CompleteOrderRequest,
  OrderPaymentIntentResponse,
  OrderView,
  PaymentIntentResponse,
  SaveOrderShippingRequest,
} from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser, type ApiAnswer, type ApiRequest } from '@bedtime/web-kit/testing';
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
const localEngine: BillingConfigResponse = { engine: 'local', publishableKey: null };
const prepared: OrderPaymentIntentResponse = { paymentIntentId: 'pi_Ord42', clientSecret: 'pi_Ord42_secret_Moon', totalCents: 3919, currency: 'usd' };
const intent = (status: PaymentIntentResponse['paymentIntent']['status'], declined: string | null = null): PaymentIntentResponse => ({
  paymentIntent: {
    id: 'pi_Ord42',
    status,
    amountCents: 3919,
    currency: 'usd',
    lastPaymentError: declined ? { code: 'card_declined', declineCode: 'generic_decline', message: declined } : null,
    nextAction: null,
  },
});
/** Billing's side of the checkout: its config and the order's payment, prepared when the page opens. */
const payingRoutes = { 'GET /api/billing/config': localEngine, 'POST /api/marketplace/orders/:id/payment-intent': prepared };
const at = (url = '/marketplace/checkout/ord-42') => ({ path: 'marketplace/checkout/:orderId', url, user: testUser() });

async function fill(label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('/marketplace/checkout/:orderId', () => {
  it("shows the order's summary, keeps the address on the order, pays its payment in the card form, then confirms", async () => {
    const sent: ApiRequest[] = [];
    const record = (answer: ApiAnswer) => (request: ApiRequest) => (sent.push(request), answer);
    let completed = false;
    const page = renderPage(MarketplaceCheckoutPage, {
      ...at(),
      routes: {
        ...payingRoutes,
        'GET /api/marketplace/orders/:id': () => (completed ? paid : pending),
        'PUT /api/marketplace/orders/:id/shipping': record(pending),
        'POST /api/billing/confirm-payment': record(intent('succeeded')),
        'POST /api/marketplace/orders/:id/complete': (request) => ((completed = true), record(paid)(request)),
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

    expect(await screen.findByText('Thank you for your order!')).toBeTruthy();
    // The address first, then the payment billing prepared for this order, then the order settled by that payment.
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /api/marketplace/orders/ord-42/shipping',
      'POST /api/billing/confirm-payment',
      'POST /api/marketplace/orders/ord-42/complete',
    ]);
    expect(sent[0]!.body).toEqual({
      shipping: { name: 'Sam Parent', address_line1: '12 Elm St', address_line2: '', city: 'Portland', state: '', postal_code: '97201', country: 'US' },
    } satisfies SaveOrderShippingRequest);
    expect(sent[1]!.body).toEqual({ clientSecret: 'pi_Ord42_secret_Moon', card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } });
    expect(sent[2]!.body).toEqual({ paymentIntentId: 'pi_Ord42' } satisfies CompleteOrderRequest);
    expect(screen.getByText('Order ord-42 is paid with the card ending 4242. It ships to Sam Parent in Portland.')).toBeTruthy();
  });

  it("asks for the missing shipping fields and the card's missing parts at once, before sending anything", async () => {
    const page = renderPage(MarketplaceCheckoutPage, { ...at(), routes: { ...payingRoutes, 'GET /api/marketplace/orders/:id': pending } });
    await user.click(await screen.findByRole('button', { name: 'Pay $39.19' }));
    expect(await screen.findByText('Please fill in all required shipping fields')).toBeTruthy();
    expect(screen.getByText('Your card number is incomplete.')).toBeTruthy();
    await fill('Full name', 'Sam Parent');
    await fill('Address', '12 Elm St');
    await fill('City', 'Portland');
    await fill('Postal code', '97201');
    // The card number's label now carries its error too.
    await fill(/^Card number/, '4242');
    await user.click(screen.getByRole('button', { name: 'Pay $39.19' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(screen.queryByText('Please fill in all required shipping fields')).toBeNull();
    // Only the payment billing prepares when the page opens: no address kept, nothing confirmed.
    expect(page.requests.filter((request) => request.method !== 'GET').map((request) => request.path)).toEqual([
      '/api/marketplace/orders/ord-42/payment-intent',
    ]);
  });

  it("shows a declined card's reason, a card field's under that field, and an address the server refuses", async () => {
    let attempts = 0;
    let shippingAnswers = 0;
    renderPage(MarketplaceCheckoutPage, {
      ...at(),
      routes: {
        ...payingRoutes,
        'GET /api/marketplace/orders/:id': pending,
        'PUT /api/marketplace/orders/:id/shipping': () =>
          ++shippingAnswers === 3 ? { status: 400, body: { message: 'We ship to US, CA, GB and AU' } } : pending,
        'POST /api/billing/confirm-payment': () =>
          ++attempts === 1
            ? intent('requires_payment_method', 'Your card was declined.')
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
    const declined = await screen.findByText(/Your card was declined\./);
    expect(declined.closest('[role="alert"]')).not.toBeNull();
    // each press waits for the button to stop loading after the answer before pressing again
    await user.click(await screen.findByRole('button', { name: 'Pay $39.19' }));
    const expiry = await screen.findByText("Your card's expiration year is invalid.");
    expect(expiry.id).toBe('card-expiry-error');
    expect(screen.getByLabelText(/^Expiration/).getAttribute('aria-invalid')).toBe('true');
    await user.click(await screen.findByRole('button', { name: 'Pay $39.19' }));
    // wait for the server's words themselves: the alert from the declined card may still be up for a moment
    const refused = await screen.findByText(/We ship to US, CA, GB and AU/);
    expect(refused.closest('[role="alert"]')).not.toBeNull();
    expect(attempts).toBe(2);
  });

  it('waits for the order to be settled when the payment went through but is not confirmed yet', async () => {
    let reads = 0;
    let confirmed = false;
    renderPage(MarketplaceCheckoutPage, {
      ...at(),
      routes: {
        ...payingRoutes,
        'GET /api/marketplace/orders/:id': () => (confirmed && ++reads > 1 ? paid : pending),
        'PUT /api/marketplace/orders/:id/shipping': pending,
        'POST /api/billing/confirm-payment': () => ((confirmed = true), intent('succeeded')),
        'POST /api/marketplace/orders/:id/complete': { status: 409, body: { message: 'This payment has not succeeded yet, so the order is not paid.' } },
      },
    });
    await screen.findByRole('heading', { name: 'Checkout' });
    await fill('Full name', 'Sam Parent');
    await fill('Address', '12 Elm St');
    await fill('City', 'Portland');
    await fill('Postal code', '97201');
    await fill('Card number', '4242424242424242');
    await fill('Expiration (MM / YY)', '1230');
    await fill('CVC', '123');
    await user.click(screen.getByRole('button', { name: 'Pay $39.19' }));
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(await screen.findByText('Thank you for your order!', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says why the order cannot be paid when its payment cannot be prepared, and tries again', async () => {
    let asks = 0;
    renderPage(MarketplaceCheckoutPage, {
      ...at(),
      routes: {
        'GET /api/billing/config': localEngine,
        'GET /api/marketplace/orders/:id': pending,
        'POST /api/marketplace/orders/:id/payment-intent': () =>
          ++asks === 1 ? { status: 409, body: { message: 'Sorry, Dream Big Tee is out of stock.' } } : prepared,
      },
    });
    expect(await screen.findByText('Sorry, Dream Big Tee is out of stock.')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $39.19' })).toBeTruthy();
  });

  it('waits for the confirmation after a return from a payment method that redirects, then shows the order paid', async () => {
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
      routes: {
        ...payingRoutes,
        'GET /api/marketplace/orders/:id': () => (++reads === 1 ? { status: 503, body: { message: 'Billing is unavailable right now.' } } : pending),
      },
    });
    expect(await screen.findByText('We could not load this order')).toBeTruthy();
    expect(screen.getByText('Billing is unavailable right now.')).toBeTruthy();
    expect(screen.queryByText('Order not found')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $39.19' })).toBeTruthy();
  });
});
