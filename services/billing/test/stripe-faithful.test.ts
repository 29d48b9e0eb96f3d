import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { captureLogger } from '@bedtime/service-kit/testing';
import { billingOverviewSchema, internalSubscriptionSchema, purchaseGiftResponseSchema, subscriptionCounts } from '@bedtime/contracts';
import { giftCards, invoices, subscriptions } from '../src/data/schema';
import { GIFT_MESSAGES } from '../src/domain/gifts';
import { createStripeBillingService, type TestBillingService } from './helpers';
import type { FakeStripe } from './fake-stripe-server';

/**
 * Billing against a fake Stripe that behaves as Stripe documents: events after the answer, trial_end makes
 * a subscription trialing, the Payment Element's card saved on the subscription, unknown parameters refused.
 */
const SECRET_KEY = 'sk_test_fake_faithful_0123';
const WEBHOOK_SECRET = 'whsec_fake_faithful_0123';
const DAY = 24 * 60 * 60 * 1000;

let stripe: FakeStripe;
let service: TestBillingService;
let billing: Awaited<ReturnType<typeof createStripeBillingService>> | undefined;
/** The gateway's notices, held back while `gate` is closed (a slow gateway). */
let gate: Promise<void> | null = null;
const notices: string[] = [];
const logs = captureLogger();

beforeAll(async () => {
  billing = await createStripeBillingService(
    // The endpoint also takes two events billing has no use for, as an endpoint subscribed to "invoice.*" would.
    {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      enabledEvents: [
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'invoice.created',
        'invoice.upcoming',
        'invoice.finalized',
        'invoice.paid',
        'invoice.payment_failed',
        'payment_intent.succeeded',
      ],
    },
    {},
    {
      logger: logs.logger,
      notifier: {
        async changed(userId) {
          if (gate) await gate;
          notices.push(userId);
        },
      },
    },
  );
  ({ stripe, service } = billing);
});
afterAll(async () => {
  await billing?.close();
});

const subscriptionOf = async (userId: string) => (await service.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;

async function subscribeAndPay(userId: string) {
  await service.api().post('/api/create-subscription').set(service.as(userId)).send({}).expect(200);
  await billing!.settled();
  const row = await subscriptionOf(userId);
  await stripe.payLatestInvoice(row.id);
  await billing!.settled();
  return row.id;
}

async function giftCode(giver: string, months: 1 | 3 | 6 | 12 = 3) {
  const prices = { 1: 7.99, 3: 22.99, 6: 44.99, 12: 84.99 } as const;
  const { paymentIntentId } = (
    await service
      .api()
      .post('/api/create-payment-intent')
      .set(service.as(giver))
      .send({ amount: prices[months], metadata: { type: 'gift_subscription', months } })
      .expect(200)
  ).body;
  await stripe.succeedPaymentIntent(paymentIntentId);
  const bought = await service
    .api()
    .post('/api/gift-cards/purchase')
    .set(service.as(giver))
    .send({ recipientEmail: 'kin@example.com', subscriptionMonths: months, stripePaymentIntentId: paymentIntentId, amount: prices[months].toFixed(2) })
    .expect(200);
  return purchaseGiftResponseSchema.parse(bought.body).giftCard.code;
}

describe('a gift redeemed by a paying Stripe subscriber', () => {
  it('keeps their access for the paid period plus the gift, moves the next charge, and never starts a second subscription', async () => {
    const subscriptionId = await subscribeAndPay('f-payer');
    const paidUntil = new Date((await service.internalStatus('f-payer')).endsAt);
    const code = await giftCode('f-giver', 3);

    const redeemed = await service.api().post('/api/gift-cards/redeem').set(service.as('f-payer')).send({ code }).expect(200);
    await billing!.settled();
    const endsAt = new Date(redeemed.body.subscriptionEndsAt);
    expect(endsAt.getTime()).toBeGreaterThan(paidUntil.getTime() + 80 * DAY);

    // Stripe: a trial until then (nothing charged before it), so the subscription is trialing.
    const update = stripe.requests.findLast((call) => call.method === 'POST' && call.path === `/v1/subscriptions/${subscriptionId}`)!;
    expect(update.body).toMatchObject({ trial_end: String(Math.floor(endsAt.getTime() / 1000)), proration_behavior: 'none' });
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('trialing');

    // Billing counts it: access goes on until the gift's end, and Subscribe does not create another one.
    const status = internalSubscriptionSchema.parse(await service.internalStatus('f-payer'));
    expect(status).toMatchObject({ status: 'active', endsAt: endsAt.toISOString() });
    expect((await service.api().post('/api/create-subscription').set(service.as('f-payer')).send({}).expect(200)).body).toEqual({ status: 'active' });
    expect(
      stripe.requests.filter(
        (call) => call.method === 'POST' && call.path === '/v1/subscriptions' && stripe.subscriptions.get(subscriptionId)!.customer === call.body.customer,
      ),
    ).toHaveLength(1);
    const overview = billingOverviewSchema.parse((await service.api().get('/api/billing/subscription').set(service.as('f-payer')).expect(200)).body);
    expect(overview.subscription).toMatchObject({ status: 'active', currentPeriodEnd: endsAt.toISOString() });

    // At the trial's end Stripe charges the saved card: active again, a month on.
    await stripe.renew(subscriptionId);
    await billing!.settled();
    expect(await subscriptionOf('f-payer')).toMatchObject({ status: 'active', currentPeriodStart: endsAt });
  });

  it('a second gift on top of the first extends from the trial’s end', async () => {
    await subscribeAndPay('f-twice');
    await service
      .api()
      .post('/api/gift-cards/redeem')
      .set(service.as('f-twice'))
      .send({ code: await giftCode('f-giver2', 1) })
      .expect(200);
    await billing!.settled();
    const first = new Date((await service.internalStatus('f-twice')).endsAt);
    const again = await service
      .api()
      .post('/api/gift-cards/redeem')
      .set(service.as('f-twice'))
      .send({ code: await giftCode('f-giver2', 1) })
      .expect(200);
    expect(new Date(again.body.subscriptionEndsAt).getTime()).toBeGreaterThan(first.getTime() + 27 * DAY);
  });
});

describe('the saved card', () => {
  it('is read where the Payment Element saves it: the subscription’s default payment method', async () => {
    const subscriptionId = await subscribeAndPay('f-card');
    const atStripe = stripe.subscriptions.get(subscriptionId)!;
    expect(atStripe.default_payment_method).toMatch(/^pm_/);
    // Stripe leaves the customer's invoice default empty with save_default_payment_method=on_subscription.
    expect(stripe.customers.get(atStripe.customer as string)!.invoice_settings).toEqual({ default_payment_method: null });
    const overview = billingOverviewSchema.parse((await service.api().get('/api/billing/subscription').set(service.as('f-card')).expect(200)).body);
    expect(overview.card).toMatchObject({ brand: 'visa', last4: '4242' });
  });
});

describe('webhooks as Stripe sends them', () => {
  it('answers events billing does not use (invoice.upcoming has no id) with a 2xx, so Stripe does not retry them for days', async () => {
    const subscriptionId = await subscribeAndPay('f-upcoming');
    const customer = stripe.subscriptions.get(subscriptionId)!.customer as string;
    // Stripe's upcoming invoice is a preview: it has no id.
    stripe.emit('invoice.upcoming', { object: 'invoice', customer, status: 'draft', currency: 'usd', amount_due: 799 } as never);
    await billing!.settled();
    const delivered = stripe.deliveries.filter((delivery) => delivery.type === 'invoice.upcoming');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.status).toBe(200);
  });

  it('a draft invoice does not block the open one after it, and the portal never shows a draft', async () => {
    const subscriptionId = await subscribeAndPay('f-draft');
    const customer = stripe.subscriptions.get(subscriptionId)!.customer as string;
    const start = Math.floor(Date.now() / 1000);
    const invoice = {
      id: 'in_f_draft_then_open',
      object: 'invoice',
      customer,
      status: 'draft',
      currency: 'usd',
      amount_due: 799,
      amount_paid: 0,
      created: start,
      period_start: start,
      period_end: start,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      lines: { object: 'list', data: [{ period: { start, end: start + 30 * 86400 } }] },
    };
    stripe.emit('invoice.created', invoice);
    await billing!.settled();
    expect(
      billingOverviewSchema
        .parse((await service.api().get('/api/billing/subscription').set(service.as('f-draft')).expect(200)).body)
        .invoices.map((row) => row.status),
    ).toEqual(['paid']);
    stripe.emit('invoice.finalized', { ...invoice, status: 'open' });
    await billing!.settled();
    const [row] = await service.database.db.select().from(invoices).where(eq(invoices.id, 'in_f_draft_then_open'));
    expect(row?.status).toBe('open');
  });

  it('answers 2xx before the gateway is told (the notice is a task after the answer)', async () => {
    await service.api().post('/api/create-subscription').set(service.as('f-slow-gateway')).send({}).expect(200);
    await billing!.settled();
    const row = await subscriptionOf('f-slow-gateway');
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const before = notices.filter((userId) => userId === 'f-slow-gateway').length;
    try {
      // The fake delivers the payment's events and waits for their answers; billing answers while the gateway is stuck.
      const started = stripe.deliveries.length;
      const paid = stripe.payLatestInvoice(row.id);
      const answered = (type: string) =>
        stripe.deliveries.some((delivery) => delivery.status === 200 && delivery.type === type && stripe.deliveries.indexOf(delivery) >= started);
      await expect.poll(() => answered('invoice.paid') && answered('customer.subscription.updated'), { timeout: 10_000 }).toBe(true);
      expect(notices.filter((userId) => userId === 'f-slow-gateway')).toHaveLength(before);
      expect((await subscriptionOf('f-slow-gateway')).status).toBe('active');
      open();
      await paid;
      expect(notices.filter((userId) => userId === 'f-slow-gateway').length).toBeGreaterThan(before);
    } finally {
      open?.();
      gate = null;
    }
  });

  it('cancel and resume answer the change at once, before Stripe’s event has arrived', async () => {
    await subscribeAndPay('f-cancel');
    stripe.setDelivery('held');
    try {
      const canceled = await service.api().post('/api/billing/subscription/cancel').set(service.as('f-cancel')).send({}).expect(200);
      expect(canceled.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect((await service.internalStatus('f-cancel')).cancelAtPeriodEnd).toBe(true);
      const resumed = await service.api().post('/api/billing/subscription/resume').set(service.as('f-cancel')).send({}).expect(200);
      expect(resumed.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
      // The events arrive late and in the wrong order: the cancel's event last. The answer stays.
      await stripe.release({ order: 'shuffled', twice: true, seed: 7 });
      await billing!.settled();
      expect((await service.internalStatus('f-cancel')).cancelAtPeriodEnd).toBe(false);
    } finally {
      stripe.setDelivery('auto');
    }
  });

  it('applies an event from an endpoint left on another API version, and warns which version billing uses', async () => {
    const subscriptionId = await subscribeAndPay('f-version');
    const inVersion = (line: (typeof logs.lines)[number]) => line.msg === 'webhook event in another API version than billing uses';
    expect(logs.lines.filter(inVersion)).toHaveLength(0);
    stripe.setDelivery('held');
    let payloads: string[];
    try {
      const atStripe = stripe.subscriptions.get(subscriptionId)!;
      atStripe.cancel_at_period_end = true;
      stripe.emit('customer.subscription.updated', atStripe);
      payloads = stripe.takeHeld();
    } finally {
      stripe.setDelivery('auto');
    }
    // The same event as an endpoint on an older version sends it (the body is signed as it is sent).
    const older = payloads.map((payload) => JSON.stringify({ ...(JSON.parse(payload) as object), api_version: '2024-06-20' }));
    await stripe.deliverPayloads(older, { order: 'in-order' });
    await billing!.settled();
    expect((await service.internalStatus('f-version')).cancelAtPeriodEnd).toBe(true);
    const warnings = logs.lines.filter(inVersion);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, apiVersion: '2024-06-20', expected: Stripe.API_VERSION });
  });

  it.each(['unpaid', 'paused', 'incomplete_expired'])(
    'a subscription Stripe reports %s fits the portal’s and the gateway’s contracts, and grants nothing',
    async (status) => {
      const userId = `f-${status}`;
      const subscriptionId = await subscribeAndPay(userId);
      const atStripe = stripe.subscriptions.get(subscriptionId)!;
      atStripe.status = status;
      stripe.emit('customer.subscription.updated', atStripe);
      await billing!.settled();
      const overview = billingOverviewSchema.parse((await service.api().get('/api/billing/subscription').set(service.as(userId)).expect(200)).body);
      expect(overview.subscription?.status).toBe(status === 'incomplete_expired' ? 'canceled' : 'past_due');
      const internal = internalSubscriptionSchema.parse(await service.internalStatus(userId));
      expect(subscriptionCounts({ status: internal.status, endsAt: internal.endsAt ? new Date(internal.endsAt) : null }, new Date())).toBe(false);
    },
  );
});

describe('a gift paid with a method that settles later', () => {
  it('is issued, and both emails sent, when Stripe says the payment succeeded, though the buyer never came back', async () => {
    const { paymentIntentId } = (
      await service
        .api()
        .post('/api/create-payment-intent')
        .set(service.as('f-bank'))
        .send({ amount: 22.99, metadata: { type: 'gift_subscription', months: 3 } })
        .expect(200)
    ).body;
    stripe.processPaymentIntent(paymentIntentId);
    const purchase = {
      recipientEmail: 'later@example.com',
      recipientName: 'Lee',
      subscriptionMonths: 3,
      message: 'Soon!',
      stripePaymentIntentId: paymentIntentId,
      amount: '22.99',
    };
    const pending = await service.api().post('/api/gift-cards/purchase').set(service.as('f-bank')).send(purchase).expect(409);
    expect(pending.body.message).toBe(GIFT_MESSAGES.processing);
    expect(await service.database.db.select().from(giftCards).where(eq(giftCards.paymentIntentId, paymentIntentId))).toHaveLength(0);

    // Days later the debit settles; the buyer has closed the page.
    await stripe.succeedPaymentIntent(paymentIntentId);
    const [card] = await service.database.db.select().from(giftCards).where(eq(giftCards.paymentIntentId, paymentIntentId));
    expect(card).toMatchObject({ recipientEmail: 'later@example.com', recipientName: 'Lee', message: 'Soon!', months: 3, giverUserId: 'f-bank' });
    expect(service.mails.filter((mail) => mail.to === 'later@example.com' && mail.text.includes(card!.code))).toHaveLength(1);
    // The buyer coming back later gets the same card.
    const again = await service.api().post('/api/gift-cards/purchase').set(service.as('f-bank')).send(purchase).expect(200);
    expect(again.body.giftCard.code).toBe(card!.code);
    // A redelivered event issues nothing more.
    await stripe.succeedPaymentIntent(paymentIntentId);
    expect(service.mails.filter((mail) => mail.to === 'later@example.com')).toHaveLength(1);
  });

  it('the form sent with the payment is enough: a redirect the buyer never returns from still issues the card', async () => {
    const created = await service
      .api()
      .post('/api/create-payment-intent')
      .set(service.as('f-redirect'))
      .send({ amount: 7.99, metadata: { type: 'gift_subscription', months: 1 }, gift: { recipientEmail: 'away@example.com', recipientName: 'Ari' } })
      .expect(200);
    await stripe.succeedPaymentIntent(created.body.paymentIntentId);
    const [card] = await service.database.db.select().from(giftCards).where(eq(giftCards.paymentIntentId, created.body.paymentIntentId));
    expect(card).toMatchObject({ recipientEmail: 'away@example.com', months: 1 });
  });
});

describe('the fake Stripe keeps to Stripe’s description', () => {
  const sdk = () => {
    const base = new URL(stripe.url);
    return new Stripe(SECRET_KEY, { host: base.hostname, port: Number(base.port), protocol: 'http', maxNetworkRetries: 0 });
  };

  it('refuses a parameter Stripe does not have, and an enum value it does not document', async () => {
    const customer = await sdk().customers.create({ email: 'x@example.com' });
    const unknown = await sdk()
      .customers.create({ email: 'x@example.com', favourite_colour: 'blue' } as Stripe.CustomerCreateParams)
      .catch((error: unknown) => error as Stripe.errors.StripeError);
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'favourite_colour' });
    const badEnum = await sdk()
      .paymentIntents.create({ customer: customer.id, amount: 100, currency: 'usd', capture_method: 'whenever' as 'manual' })
      .catch((error: unknown) => error as Stripe.errors.StripeError);
    expect(badEnum).toMatchObject({ statusCode: 400, code: 'parameter_invalid_enum', param: 'capture_method' });
  });

  it('compares an idempotency key with its parameters', async () => {
    const customer = await sdk().customers.create({});
    const first = await sdk().paymentIntents.create({ customer: customer.id, amount: 500, currency: 'usd' }, { idempotencyKey: 'f-key-1' });
    const same = await sdk().paymentIntents.create({ customer: customer.id, amount: 500, currency: 'usd' }, { idempotencyKey: 'f-key-1' });
    expect(same.id).toBe(first.id);
    const other = await sdk()
      .paymentIntents.create({ customer: customer.id, amount: 900, currency: 'usd' }, { idempotencyKey: 'f-key-1' })
      .catch((error: unknown) => error as Stripe.errors.StripeError);
    expect(other).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });
});
