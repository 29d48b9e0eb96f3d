// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillingOverview, ChangeCardRequest } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import BillingPortalPage from '../src/pages/billing-portal-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow, and nothing here turns pointer events off).
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const subscriber = testUser({ subscriptionStatus: 'active', subscriptionEndsAt: '2026-12-15T12:00:00.000Z' });
const active: BillingOverview = {
  engine: 'local',
  plan: { name: 'Premium', amountCents: 799, currency: 'usd', interval: 'month' },
  subscription: { status: 'active', currentPeriodEnd: '2026-12-15T12:00:00.000Z', cancelAtPeriodEnd: false, canceledAt: null },
  card: { brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2030 },
  invoices: [
    {
      id: 'in_1',
      amountCents: 799,
      currency: 'usd',
      status: 'paid',
      periodStart: '2026-11-15T12:00:00.000Z',
      periodEnd: '2026-12-15T12:00:00.000Z',
      createdAt: '2026-11-15T12:00:00.000Z',
      paidAt: '2026-11-15T12:00:05.000Z',
    },
  ],
};
const cancelling: BillingOverview = { ...active, subscription: { ...active.subscription!, cancelAtPeriodEnd: true } };

describe('/billing', () => {
  it('shows the plan, its status and renewal, the saved card and the invoices', async () => {
    renderPage(BillingPortalPage, { path: 'billing', user: subscriber, routes: { 'GET /api/billing/subscription': active } });
    expect(await screen.findByRole('heading', { name: 'Billing & Subscription' })).toBeTruthy();
    expect(screen.getByText('Premium, $7.99 per month')).toBeTruthy();
    expect(screen.getByTestId('portal-status').textContent).toBe('Active');
    expect(screen.getByTestId('portal-period-end').textContent).toBe('December 15, 2026');
    expect(screen.getByTestId('saved-card').textContent).toBe('Visa ending in 4242, expires 04/2030');
    expect(screen.getByText('November 15, 2026 – December 15, 2026')).toBeTruthy();
    expect(screen.getByText('paid')).toBeTruthy();
  });

  it('asks before cancelling, cancels at the period end, and resumes', async () => {
    const posted: string[] = [];
    const page = renderPage(BillingPortalPage, {
      path: 'billing',
      user: subscriber,
      routes: {
        'GET /api/billing/subscription': active,
        'POST /api/billing/subscription/cancel': () => (posted.push('cancel'), cancelling),
        'POST /api/billing/subscription/resume': () => (posted.push('resume'), active),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Cancel at the end of this period?')).toBeTruthy();
    expect(within(confirm).getByText('You keep full access until the current period ends. No partial refunds.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel subscription' }));
    await expect.poll(() => posted).toEqual(['cancel']);
    expect(await screen.findByText('Subscription will end at the period end')).toBeTruthy();
    expect(screen.getByTestId('portal-status').textContent).toBe('Active (cancels at period end)');
    expect(screen.getByTestId('cancel-notice').textContent).toContain('Your subscription will end on December 15, 2026. You keep full access until then.');
    // the session's user is read again: its end date changed
    await expect.poll(() => page.requests.filter((request) => request.path === '/api/user').length).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await expect.poll(() => posted).toEqual(['cancel', 'resume']);
    expect(await screen.findByText('Subscription resumed')).toBeTruthy();
    expect(screen.getByTestId('portal-status').textContent).toBe('Active');
  });

  it('saves a new card', async () => {
    let body: unknown;
    renderPage(BillingPortalPage, {
      path: 'billing',
      user: subscriber,
      routes: {
        'GET /api/billing/subscription': active,
        'POST /api/billing/payment-method': (request) => (
          (body = request.body),
          { ...active, card: { brand: 'Mastercard', last4: '4444', expMonth: 9, expYear: 2031 } }
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change card' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Your card number is incomplete.')).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/^Card number/));
    await user.paste('5555555555554444');
    await user.click(within(dialog).getByLabelText(/^Expiration/));
    await user.paste('0931');
    await user.click(within(dialog).getByLabelText(/^CVC/));
    await user.paste('321');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await expect.poll(() => body).toEqual({ card: { number: '5555555555554444', expMonth: 9, expYear: 2031, cvc: '321' } } satisfies ChangeCardRequest);
    expect(await screen.findByText('Your Mastercard ending in 4444 will be charged from now on.')).toBeTruthy();
    expect(screen.getByTestId('saved-card').textContent).toBe('Mastercard ending in 4444, expires 09/2031');
  });

  it("shows the server's reason when a cancel is refused", async () => {
    renderPage(BillingPortalPage, {
      path: 'billing',
      user: subscriber,
      routes: {
        'GET /api/billing/subscription': active,
        'POST /api/billing/subscription/cancel': { status: 409, body: { message: 'This subscription is already canceled.' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Could not cancel')).toBeTruthy();
    expect(screen.getByText('This subscription is already canceled.')).toBeTruthy();
    expect(screen.getByTestId('portal-status').textContent).toBe('Active');
  });

  it("shows the server's reason when the billing details cannot load, and loads them on Try again", async () => {
    let calls = 0;
    renderPage(BillingPortalPage, {
      path: 'billing',
      user: subscriber,
      routes: { 'GET /api/billing/subscription': () => (++calls === 1 ? { status: 503, body: { message: 'Billing is resting for a moment.' } } : active) },
    });
    expect(await screen.findByText('Failed to load your billing details')).toBeTruthy();
    expect(screen.getByText('Billing is resting for a moment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('saved-card')).toBeTruthy();
  });

  it('offers a subscription to someone without one', async () => {
    renderPage(BillingPortalPage, {
      path: 'billing',
      user: testUser(),
      routes: { 'GET /api/billing/subscription': { ...active, subscription: null, card: null, invoices: [] } },
    });
    expect(await screen.findByText('No subscription')).toBeTruthy();
    expect(screen.getByText('No card saved.')).toBeTruthy();
    expect(screen.getByText('No invoices yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expect.poll(() => window.location.pathname).toBe('/subscribe');
  });
});
