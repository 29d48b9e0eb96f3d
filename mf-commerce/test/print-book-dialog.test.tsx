// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PRINT_PHONE_REQUIRED,
  type BillingConfigResponse,
  type BookConfigsResponse,
  type PaymentIntentResponse,
  type PriceEstimateResponse,
  type PrintPaymentIntentResponse,
  type Story,
  type StoryResponse,
  type SubmitPrintOrderRequest,
  type SubmitPrintOrderResponse,
} from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser, type ApiRoutes } from '@bedtime/web-kit/testing';
import PrintBookWidget from '../src/widgets/print-book-widget';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow, and nothing here turns pointer events off).
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const localEngine: BillingConfigResponse = { engine: 'local', publishableKey: null };
const configs: BookConfigsResponse = {
  configs: [
    {
      id: 1,
      podPackageId: '0850X0850FCSTDPB080CW444GXX',
      name: 'Square Paperback',
      size: '8.5" x 8.5"',
      binding: 'Paperback',
      pages: 32,
      color: 'Full color',
      retailPrice: '24.99',
      widthPt: 612,
      heightPt: 612,
      minPages: 32,
    },
  ],
};
const estimate: PriceEstimateResponse = { estimate: { book_cost: 24.99, shipping_cost: 4.99, total_cost: 29.98, currency: 'USD' } };
const prepared: PrintPaymentIntentResponse = {
  clientSecret: 'pi_Book1_secret_Fox',
  paymentIntentId: 'pi_Book1',
  bookCents: 2499,
  shippingCents: 499,
  totalCents: 2998,
  currency: 'usd',
  pageCount: 32,
};
const intent = (status: 'succeeded' | 'requires_payment_method', declined?: string): PaymentIntentResponse => ({
  paymentIntent: {
    id: 'pi_Book1',
    status,
    amountCents: 2998,
    currency: 'usd',
    lastPaymentError: declined ? { code: 'card_declined', declineCode: 'generic_decline', message: declined } : null,
    nextAction: null,
  },
});
const story = { id: 's1', title: 'The Lantern Fox', illustrations: [] } as unknown as Story;
const placed: SubmitPrintOrderResponse = {
  message: 'Your book order has been submitted!',
  order: {
    id: 'print_1',
    storyId: 's1',
    title: 'The Lantern Fox',
    bookType: 'storybook',
    configName: 'Square Paperback',
    shippingLevel: 'MAIL',
    status: 'created',
    trackingNumber: null,
    bookCents: 2499,
    shippingCents: 499,
    totalCents: 2998,
    currency: 'usd',
    cardLast4: null,
    pageCount: 32,
    failureReason: null,
    createdAt: '2026-11-27T18:00:00.000Z',
    updatedAt: '2026-11-27T18:00:00.000Z',
  },
};
/** The dialog as the story page shows it (the widget the story page renders), open. */
const Dialog = () => <PrintBookWidget storyId="s1" storyTitle="The Lantern Fox" open onClose={() => {}} />;
const routes = (overrides: ApiRoutes = {}): ApiRoutes => ({
  'GET /api/lulu/book-configs': configs,
  'POST /api/lulu/price-estimate': estimate,
  'GET /api/billing/config': localEngine,
  'GET /api/stories/:id': { story } as unknown as StoryResponse,
  ...overrides,
});
const at = { path: 'story/:id', url: '/story/s1', user: testUser() };

async function fill(label: string | RegExp, text: string) {
  await user.click(within(screen.getByRole('dialog')).getByLabelText(label));
  await user.paste(text);
}
async function chooseFormatAndAddress() {
  await user.click(await screen.findByRole('combobox', { name: 'Book Format' }));
  await user.click(await screen.findByTitle(/^Square Paperback/));
  expect(await screen.findByText('Shipping (Mail) estimate')).toBeTruthy();
  await fill(/^Full name/, 'Ada Reader');
  await fill(/^Address\b/, '1 Story Lane');
  await fill(/^City/, 'Dreamville');
  await fill('State / region', 'CA');
  await fill(/^Postal code/, '94016');
  await fill('Phone', '+1 415 555 0100');
}
async function payWith(number: string) {
  await fill('Card number', number);
  await fill('Expiration (MM / YY)', '1234');
  await fill('CVC', '123');
  await user.click(screen.getByRole('button', { name: 'Pay $29.98' }));
}

describe('the printed-book dialog', () => {
  it('prices the book, pays its payment intent in the shared card form, then places the order with that payment', async () => {
    let priced: unknown;
    let submitted: unknown;
    const page = renderPage(Dialog, {
      ...at,
      routes: routes({
        'POST /api/lulu/payment-intent': (request) => ((priced = request.body), prepared),
        'POST /api/billing/confirm-payment': intent('succeeded'),
        'POST /api/lulu/submit-order': (request) => ((submitted = request.body), placed),
      }),
    });
    await chooseFormatAndAddress();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findByTestId('print-total')).textContent).toBe('$29.98');
    // The priced details are locked while this payment is open.
    expect((within(screen.getByRole('dialog')).getByLabelText(/^City/) as HTMLInputElement).disabled).toBe(true);
    expect(priced).toMatchObject({
      storyId: 's1',
      bookConfigId: 1,
      bookType: 'storybook',
      shippingLevel: 'MAIL',
      shippingAddress: { name: 'Ada Reader', address_line1: '1 Story Lane', city: 'Dreamville', state_code: 'CA', postal_code: '94016', country_code: 'US' },
    });
    await payWith('4242424242424242');
    expect(await screen.findByText('Book Order Submitted!')).toBeTruthy();
    // The same book as priced, with the payment that paid it (and the order key that keeps it one order).
    expect(submitted).toEqual({ ...(priced as SubmitPrintOrderRequest), paymentIntentId: 'pi_Book1' } satisfies SubmitPrintOrderRequest);
    // Card details only ever go to the payment's confirmation, never with the order.
    expect(JSON.stringify(submitted)).not.toContain('4242');
    expect(page.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/lulu/price-estimate',
      '/api/lulu/payment-intent',
      '/api/billing/confirm-payment',
      '/api/lulu/submit-order',
    ]);
  });

  it("refuses missing details before pricing anything, shows billing's refusal, and a declined card's reason", async () => {
    let asks = 0;
    const page = renderPage(Dialog, {
      ...at,
      routes: routes({
        'POST /api/lulu/payment-intent': () => (++asks === 1 ? { status: 400, body: { message: PRINT_PHONE_REQUIRED } } : prepared),
        'POST /api/billing/confirm-payment': intent('requires_payment_method', 'Your card was declined.'),
      }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Book Format' }));
    await user.click(await screen.findByTitle(/^Square Paperback/));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain('Please fill in all required shipping fields');
    expect(page.requests.some((request) => request.path === '/api/lulu/payment-intent')).toBe(false);

    await fill(/^Full name/, 'Ada Reader');
    await fill(/^Address\b/, '1 Story Lane');
    await fill(/^City/, 'Dreamville');
    await fill(/^Postal code/, '94016');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain(PRINT_PHONE_REQUIRED);
    await fill('Phone', '+1 415 555 0100');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await payWith('4000000000000002');
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain('Your card was declined.');
    // Nothing placed; the details can be changed, which prepares a new payment next time.
    expect(page.requests.some((request) => request.path === '/api/lulu/submit-order')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect((within(screen.getByRole('dialog')).getByLabelText(/^City/) as HTMLInputElement).disabled).toBe(false);
  });
});
