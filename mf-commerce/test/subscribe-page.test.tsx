// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  BillingConfigResponse,
  ConfirmPaymentRequest,
  CreateSubscriptionResponse,
  PaymentIntentResponse,
  PortalSessionResponse,
} from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import SubscribePage from '../src/pages/subscribe-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow, and nothing here turns pointer events off).
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const localEngine: BillingConfigResponse = { engine: 'local', publishableKey: null };
const needsPayment: CreateSubscriptionResponse = { status: 'incomplete', clientSecret: 'pi_3Sub42_secret_Moon7' };
const intent = (
  status: PaymentIntentResponse['paymentIntent']['status'],
  extra: Partial<PaymentIntentResponse['paymentIntent']> = {},
): PaymentIntentResponse => ({
  paymentIntent: { id: 'pi_3Sub42', status, amountCents: 799, currency: 'usd', lastPaymentError: null, nextAction: null, ...extra },
});
const trialUser = testUser({ subscriptionStatus: 'trial', trialEndsAt: '2099-03-01T00:00:00.000Z' });

async function typeCard(number: string) {
  await user.click(screen.getByLabelText(/^Card number/));
  await user.paste(number);
  await user.click(screen.getByLabelText(/^Expiration/));
  await user.paste('1230');
  await user.click(screen.getByLabelText(/^CVC/));
  await user.paste('123');
}

describe('/subscribe', () => {
  it('asks a visitor to sign in', async () => {
    const page = renderPage(SubscribePage, { path: 'subscribe', user: null });
    expect(await screen.findByRole('heading', { name: 'Please sign in to subscribe' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect.poll(() => window.location.pathname).toBe('/auth');
    expect(page.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the plan, what subscribing during the trial means, and takes the card', async () => {
    let confirmed: unknown;
    const page = renderPage(SubscribePage, {
      path: 'subscribe',
      user: trialUser,
      routes: {
        'POST /api/create-subscription': needsPayment,
        'GET /api/billing/config': localEngine,
        'POST /api/billing/confirm-payment': (request) => ((confirmed = request.body), intent('succeeded')),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Continue Your Magical Journey' })).toBeTruthy();
    expect(screen.getByText('$7.99/month')).toBeTruthy();
    expect(screen.getByTestId('trial-note').textContent).toContain('Your free trial runs until March 1, 2099.');
    expect(page.requests.find((request) => request.path === '/api/create-subscription')?.body).toBeUndefined();

    await user.click(await screen.findByRole('button', { name: 'Subscribe for $7.99/month' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(confirmed).toBeUndefined();
    await typeCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe for $7.99/month' }));
    await expect
      .poll(() => confirmed)
      .toEqual({
        clientSecret: 'pi_3Sub42_secret_Moon7',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      } satisfies ConfirmPaymentRequest);
    expect(await screen.findByText('Your subscription is active. Sweet dreams and happy stories!')).toBeTruthy();
    // the session's user is read again, so the pages a subscription opens see it
    await expect.poll(() => page.requests.filter((request) => request.path === '/api/user').length).toBe(2);
  });

  it("lets the cardholder complete the bank's authentication", async () => {
    const outcomes: unknown[] = [];
    renderPage(SubscribePage, {
      path: 'subscribe',
      user: trialUser,
      routes: {
        'POST /api/create-subscription': needsPayment,
        'GET /api/billing/config': localEngine,
        'POST /api/billing/confirm-payment': intent('requires_action', { nextAction: { type: 'authenticate', brand: 'Visa', last4: '3184' } }),
        'POST /api/billing/confirm-payment/authenticate': (request) => (outcomes.push(request.body), intent('succeeded')),
      },
    });
    await screen.findByRole('button', { name: 'Subscribe for $7.99/month' });
    await typeCard('4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Subscribe for $7.99/month' }));
    const bank = await screen.findByRole('dialog');
    expect(within(bank).getByText('Your bank asks you to approve a payment of $7.99 with your Visa ending in 3184.')).toBeTruthy();
    await user.click(within(bank).getByRole('button', { name: 'Complete authentication' }));
    await expect.poll(() => outcomes).toEqual([{ clientSecret: 'pi_3Sub42_secret_Moon7', outcome: 'approve' }]);
    expect(await screen.findByText('Your subscription is active. Sweet dreams and happy stories!')).toBeTruthy();
  });

  it('says why a card was declined', async () => {
    renderPage(SubscribePage, {
      path: 'subscribe',
      user: trialUser,
      routes: {
        'POST /api/create-subscription': needsPayment,
        'GET /api/billing/config': localEngine,
        'POST /api/billing/confirm-payment': intent('requires_payment_method', {
          lastPaymentError: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
        }),
      },
    });
    await screen.findByRole('button', { name: 'Subscribe for $7.99/month' });
    await typeCard('4000000000009995');
    await user.click(screen.getByRole('button', { name: 'Subscribe for $7.99/month' }));
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card has insufficient funds.')).toBeTruthy();
  });

  it('says the subscription could not load, and loads it on Try again', async () => {
    let calls = 0;
    renderPage(SubscribePage, {
      path: 'subscribe',
      user: trialUser,
      routes: {
        'POST /api/create-subscription': () => (++calls === 1 ? { status: 502, body: { message: 'Stripe did not answer.' } } : needsPayment),
        'GET /api/billing/config': localEngine,
      },
    });
    expect(await screen.findByText('Failed to load subscription. Please try again.', { selector: 'p' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Subscribe for $7.99/month' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('lets a subscriber manage billing, and says so when the portal is not configured', async () => {
    let portals = 0;
    renderPage(SubscribePage, {
      path: 'subscribe',
      user: testUser({ subscriptionStatus: 'active', subscriptionEndsAt: '2099-01-01T00:00:00.000Z' }),
      routes: {
        'POST /api/create-subscription': { status: 'active' } satisfies CreateSubscriptionResponse,
        'POST /api/create-customer-portal-session': () =>
          ++portals === 1 ? { status: 503, body: { message: 'Portal unavailable' } } : ({ url: '/billing' } satisfies PortalSessionResponse),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Manage Your Subscription' })).toBeTruthy();
    expect(screen.getByTestId('plan-badge').textContent).toBe('Premium');
    await user.click(screen.getByRole('button', { name: 'Manage Billing & Subscription' }));
    expect(await screen.findByText('Portal Not Configured')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Manage Billing & Subscription' }));
    // our own portal is a page of the app: reached without a reload
    await expect.poll(() => window.location.pathname).toBe('/billing');
  });
});
