import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { subscriptions } from '../src/data/schema';
import { ERASED_USER } from '../src/domain/account-erasure';
import { card, CARDS, createStripeBillingService, type TestBillingService } from './helpers';
import type { FakeStripe } from './fake-stripe-server';

const SECRET_KEY = 'sk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_fake_0123456789';

let stripe: FakeStripe;
let service: TestBillingService;
let billing: Awaited<ReturnType<typeof createStripeBillingService>> | undefined;

beforeAll(async () => {
  billing = await createStripeBillingService({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  ({ stripe, service } = billing);
});
afterAll(async () => {
  await billing?.close();
});

describe('payments through Stripe (the SDK against a local fake Stripe server)', () => {
  it('tells the page to use the Payment Element with the publishable key', async () => {
    const res = await service.api().get('/api/billing/config').set(service.as('s-any')).expect(200);
    expect(res.body).toEqual({ engine: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('creates a customer and a default_incomplete subscription, answers the first invoice’s client secret, and reuses it', async () => {
    const first = await service.api().post('/api/create-subscription').set(service.as('s-user')).send({}).expect(200);
    expect(first.body.status).toBe('incomplete');
    expect(first.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    const customerCall = stripe.requests.find((call) => call.path === '/v1/customers' && call.method === 'POST');
    expect(customerCall?.body.metadata).toEqual({ userId: 's-user' });
    const subscriptionCall = stripe.requests.find((call) => call.path === '/v1/subscriptions' && call.method === 'POST');
    expect(subscriptionCall?.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: 's-user' },
      expand: { 0: 'latest_invoice.confirmation_secret' },
    });
    // The price is the server's: $7.99 a month, whatever the client sent.
    const priceCall = stripe.requests.find((call) => call.path === '/v1/prices' && call.method === 'POST');
    expect(priceCall?.body).toMatchObject({ unit_amount: '799', currency: 'usd', recurring: { interval: 'month' } });

    const second = await service.api().post('/api/create-subscription').set(service.as('s-user')).send({}).expect(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(stripe.requests.filter((call) => call.path === '/v1/subscriptions' && call.method === 'POST')).toHaveLength(1);
    expect(stripe.subscriptions.size).toBe(1);
  });

  it("Stripe's signed events (made with the SDK's own helper) make the subscription active", async () => {
    const [row] = await service.database.db.select().from(subscriptions).where(eq(subscriptions.userId, 's-user'));
    await stripe.payLatestInvoice(row!.id);
    const status = await service.internalStatus('s-user');
    expect(status.status).toBe('active');
    expect(new Date(status.endsAt).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 60 * 60 * 1000);
    expect(service.notices).toContain('s-user');
    const overview = (await service.api().get('/api/billing/subscription').set(service.as('s-user')).expect(200)).body;
    expect(overview).toMatchObject({ engine: 'stripe', card: { brand: 'visa', last4: '4242' }, invoices: [{ amountCents: 799, status: 'paid' }] });
    expect((await service.api().post('/api/create-subscription').set(service.as('s-user')).send({}).expect(200)).body).toEqual({ status: 'active' });
  });

  it("opens Stripe's customer portal, returning to /subscribe", async () => {
    const res = await service.api().post('/api/create-customer-portal-session').set(service.as('s-user')).send({}).expect(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    const call = stripe.requests.findLast((request) => request.path === '/v1/billing_portal/sessions');
    expect(call?.body.return_url).toBe('http://app.test/subscribe');
    expect(call?.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('cancel at period end goes to Stripe, and its event updates billing', async () => {
    await service.api().post('/api/billing/subscription/cancel').set(service.as('s-user')).send({}).expect(200);
    const [row] = await service.database.db.select().from(subscriptions).where(eq(subscriptions.userId, 's-user'));
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('refuses events not signed with STRIPE_WEBHOOK_SECRET', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.subscription.deleted', created: 1, data: { object: {} } });
    await service
      .api()
      .post('/api/webhooks/stripe')
      .set(service.as('stripe'))
      .set('content-type', 'application/json')
      .set('stripe-signature', service.signed(payload, 'whsec_not_ours'))
      .send(payload)
      .expect(400);
  });

  it('has no test-mode card form: confirming a card here is not found', async () => {
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('s-user'))
      .send({ clientSecret: 'pi_a_secret_b', card: card(CARDS.visa) })
      .expect(404);
  });

  it('a portal session without a Stripe customer is refused', async () => {
    await service.api().post('/api/create-customer-portal-session').set(service.as('s-nobody')).send({}).expect(404);
  });
});

describe('account deletion through Stripe', () => {
  const accountDeletion = identityHeaders({ userId: null, issuer: 'gateway-accounts' });

  it('leaves no payment at Stripe naming the person (payments made when metadata still carried the user id)', async () => {
    const body = { amount: 7.99, metadata: { type: 'gift_subscription', months: 1 } };
    const { paymentIntentId } = (await service.api().post('/api/create-payment-intent').set(service.as('s-payer')).send(body).expect(200)).body as {
      paymentIntentId: string;
    };
    const intent = stripe.paymentIntents.get(paymentIntentId)!;
    expect(intent.metadata).toEqual({ type: 'gift_subscription', months: '1' });
    // As an earlier release wrote it.
    intent.metadata = { ...(intent.metadata as Record<string, string>), userId: 's-payer' };
    await service.api().delete('/internal/users/s-payer/data').set(accountDeletion).expect(200);
    expect(stripe.paymentIntents.get(paymentIntentId)!.metadata).toEqual({ type: 'gift_subscription', months: '1' });
    expect(stripe.customers.has(intent.customer as string)).toBe(false);
  });

  it('cancels the subscription now, unnames it, deletes the customer, and unlinks our books', async () => {
    await service.api().post('/api/create-subscription').set(service.as('s-leaving')).send({}).expect(200);
    const [row] = await service.database.db.select().from(subscriptions).where(eq(subscriptions.userId, 's-leaving'));
    await stripe.payLatestInvoice(row!.id);
    const customerId = stripe.subscriptions.get(row!.id)!.customer as string;
    expect((await service.internalStatus('s-leaving')).status).toBe('active');

    const res = await service.api().delete('/internal/users/s-leaving/data').set(accountDeletion).expect(200);
    expect(res.body).toMatchObject({ erased: true, subscriptionsEnded: 1, invoicesKept: 1 });

    const atStripe = stripe.subscriptions.get(row!.id)!;
    expect(atStripe).toMatchObject({ status: 'canceled', metadata: {} });
    expect(stripe.customers.has(customerId)).toBe(false);
    const cancel = stripe.requests.find((call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/${row!.id}`);
    expect(cancel?.body).toMatchObject({ invoice_now: 'false', prorate: 'false' });
    expect(await service.internalStatus('s-leaving')).toEqual({ status: 'none', endsAt: null, cancelAtPeriodEnd: false });
    const [kept] = await service.database.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id));
    expect(kept).toMatchObject({ status: 'canceled', userId: ERASED_USER });

    // A retry (the gateway did not hear back) asks Stripe for nothing more.
    const callsBefore = stripe.requests.length;
    await service.api().delete('/internal/users/s-leaving/data').set(accountDeletion).expect(200);
    expect(stripe.requests.length).toBe(callsBefore);
  });
});

describe('a gift paid through Stripe', () => {
  it('creates one payment per idempotency key for the server-priced amount, and buys the card once Stripe says it succeeded', async () => {
    const body = { amount: 44.99, metadata: { type: 'gift_subscription', months: 6 } };
    const first = await service.api().post('/api/create-payment-intent').set(service.as('s-giver')).send(body).expect(200);
    const again = await service.api().post('/api/create-payment-intent').set(service.as('s-giver')).send(body).expect(200);
    expect(again.body.paymentIntentId).toBe(first.body.paymentIntentId);
    const created = stripe.requests.filter((call) => call.path === '/v1/payment_intents' && call.method === 'POST');
    expect(created.at(-1)!.body).toMatchObject({ amount: '4499', currency: 'usd', metadata: { type: 'gift_subscription', months: '6' } });
    expect(created.at(-1)!.body.metadata).not.toHaveProperty('userId');

    const purchase = { recipientEmail: 'kin@example.com', subscriptionMonths: 6, stripePaymentIntentId: first.body.paymentIntentId, amount: '44.99' };
    await service.api().post('/api/gift-cards/purchase').set(service.as('s-giver')).send(purchase).expect(409);
    await stripe.succeedPaymentIntent(first.body.paymentIntentId);
    const bought = await service.api().post('/api/gift-cards/purchase').set(service.as('s-giver')).send(purchase).expect(200);
    expect(bought.body.giftCard).toMatchObject({ subscriptionMonths: 6, amountCents: 4499, status: 'active' });
  });
});
