import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingOverviewSchema } from '@bedtime/contracts';
import { giftCards, invoices, orders, printOrders, products, subscriptions } from '../src/data/schema';
import { WEBHOOK_EVENT_TYPES } from '../src/domain/webhooks';
import { createStripeBillingService, type TestBillingService } from './helpers';
import type { FakeStripe } from './fake-stripe-server';
import { startFakeStoryFiles } from './fake-story-files';

/**
 * Stripe delivers events at least once, late, and in no particular order. The same story of one customer is
 * played twice through billing: once with every event delivered once, in order, right after it happened;
 * once with each step's events delivered shuffled and twice, every earlier event delivered yet again, and
 * every invoice event held back until the very end. Both must leave billing in the same state.
 */
const SECRET_KEY = 'sk_test_fake_replay_0123';
const WEBHOOK_SECRET = 'whsec_fake_replay_0123';

let stripe: FakeStripe;
let service: TestBillingService;
let billing: Awaited<ReturnType<typeof createStripeBillingService>> | undefined;
let story: Awaited<ReturnType<typeof startFakeStoryFiles>>;

beforeAll(async () => {
  story = await startFakeStoryFiles();
  billing = await createStripeBillingService({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }, { STORY_SERVICE_URL: story.url });
  ({ stripe, service } = billing);
  for (const suffix of ['a', 'b']) {
    await service.database.db.insert(products).values([
      {
        id: `rp-now-${suffix}`,
        name: 'Night light',
        description: 'A product made for this test',
        priceCents: 1500,
        category: 'swag',
        image: '/api/marketplace/pictures/sticker-sheet.svg',
        stock: 5,
      },
      {
        id: `rp-later-${suffix}`,
        name: 'Star blanket',
        description: 'A product made for this test',
        priceCents: 2500,
        category: 'swag',
        image: '/api/marketplace/pictures/sticker-sheet.svg',
        stock: 5,
      },
      {
        id: `rp-never-${suffix}`,
        name: 'Moon mug',
        description: 'A product made for this test',
        priceCents: 900,
        category: 'swag',
        image: '/api/marketplace/pictures/sticker-sheet.svg',
        stock: 5,
      },
    ]);
  }
});
afterAll(async () => {
  await billing?.close();
  await story?.close();
});

type Deliver = (step: string) => Promise<void>;
const marketShipping = { name: 'Ada Reader', address_line1: '1 Story Lane', city: 'Dreamville', postal_code: '12345', country: 'US' };
const address = {
  name: 'Ada Reader',
  email: 'ada@example.com',
  address_line1: '1 Story Lane',
  city: 'Dreamville',
  state_code: 'CA',
  postal_code: '94016',
  country_code: 'US',
  phone: '+1 555 0100',
};

/** One customer's story with Stripe; `deliver` decides when and how the events made in a step reach billing. */
async function story_(user: string, suffix: string, deliver: Deliver) {
  const api = () => service.api();
  const subscriptionOf = async () =>
    (await service.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user)).orderBy(subscriptions.createdAt)).at(-1)!;

  await api().post('/api/create-subscription').set(service.as(user)).send({}).expect(200);
  await deliver('subscribe');
  const subscriptionId = (await subscriptionOf()).id;
  await stripe.payLatestInvoice(subscriptionId);
  await deliver('pay');
  await api().post('/api/billing/subscription/cancel').set(service.as(user)).send({}).expect(200);
  await deliver('cancel');
  await api().post('/api/billing/subscription/resume').set(service.as(user)).send({}).expect(200);
  await deliver('resume');
  await stripe.renew(subscriptionId);
  await deliver('renew');
  await stripe.failRenewal(subscriptionId);
  await deliver('fail');
  await stripe.payLatestInvoice(subscriptionId);
  await deliver('recover');

  // A gift paid with the form sent along, a printed book, and three marketplace orders: all one-off payment intents.
  const gift = await api()
    .post('/api/create-payment-intent')
    .set(service.as(user))
    .send({ amount: 22.99, metadata: { type: 'gift_subscription', months: 3 }, gift: { recipientEmail: `${user}@example.com` } })
    .expect(200);
  await stripe.succeedPaymentIntent(gift.body.paymentIntentId);
  const book = await api()
    .post('/api/lulu/payment-intent')
    .set(service.as(user))
    .send({ storyId: 'story-1', bookConfigId: 3, shippingAddress: address, shippingLevel: 'MAIL', bookType: 'storybook', orderKey: randomUUID() })
    .expect(200);
  await stripe.succeedPaymentIntent(book.body.paymentIntentId);
  await deliver('one-off payments');
  // Each marketplace order's payment is prepared as the checkout page does (shipping kept first).
  const orderPayment = async (productId: string, quantity: number) => {
    const { orderId } = (
      await api()
        .post('/api/marketplace/checkout')
        .set(service.as(user))
        .send({ items: [{ productId, quantity }] })
        .expect(200)
    ).body as { orderId: string };
    await api().put(`/api/marketplace/orders/${orderId}/shipping`).set(service.as(user)).send({ shipping: marketShipping }).expect(200);
    return (await api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as(user)).send({}).expect(200)).body.paymentIntentId as string;
  };
  await stripe.succeedPaymentIntent(await orderPayment(`rp-now-${suffix}`, 1));
  // A method that settles later: processing now, succeeded a step later.
  const paidLater = await orderPayment(`rp-later-${suffix}`, 2);
  stripe.processPaymentIntent(paidLater);
  await deliver('checkout');
  await stripe.succeedPaymentIntent(paidLater);
  // Prepared and never paid.
  await orderPayment(`rp-never-${suffix}`, 1);
  await deliver('checkout settled');

  await stripe.failRenewal(subscriptionId);
  await stripe.giveUpRenewal(subscriptionId);
  await deliver('given up');
  // Subscribing again, never paying: Stripe lets the first invoice expire.
  await api().post('/api/create-subscription').set(service.as(user)).send({}).expect(200);
  await deliver('again');
  await stripe.expireIncomplete((await subscriptionOf()).id);
  await deliver('expired');
}

/** What billing holds for a customer, without ids and times that differ between two runs. */
async function stateOf(user: string) {
  const db = service.database.db;
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, user)).orderBy(subscriptions.createdAt);
  const bills = await db.select().from(invoices).where(eq(invoices.userId, user));
  const gifts = await db.select().from(giftCards).where(eq(giftCards.giverUserId, user));
  const shop = await db.select().from(orders).where(eq(orders.userId, user));
  const books = await db.select().from(printOrders).where(eq(printOrders.userId, user));
  const days = (from: Date | null, to: Date | null) => (from && to ? Math.round((to.getTime() - from.getTime()) / 86_400_000) : null);
  return {
    subscriptions: subs.map((row) => ({
      status: row.status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      periodDays: days(row.currentPeriodStart, row.currentPeriodEnd),
      amountCents: row.amountCents,
    })),
    invoices: bills.map((row) => `${row.source}:${row.status}:${row.amountCents}:${days(row.periodStart, row.periodEnd)}`).sort(),
    gifts: gifts.map((row) => `${row.months}:${row.amountCents}:${row.redeemedAt ? 'redeemed' : 'active'}`),
    orders: shop.map((row) => `${row.status}:${row.totalCents}:${row.paidAt ? 'paid' : 'unpaid'}`).sort(),
    books: books.map((row) => `${row.status}:${row.totalCents}`),
    overview: billingOverviewSchema.parse((await service.api().get('/api/billing/subscription').set(service.as(user)).expect(200)).body).subscription?.status,
    internal: await service
      .internalStatus(user)
      .then(({ status, cancelAtPeriodEnd, endsAt }: { status: string; cancelAtPeriodEnd: boolean; endsAt: string | null }) => ({
        status,
        cancelAtPeriodEnd,
        // The two runs happen seconds apart: the end's distance from the last subscription's start is what must agree.
        endsDays: endsAt ? days(subs.at(-1)!.createdAt, new Date(endsAt)) : null,
      })),
  };
}

describe('every webhook event type billing subscribes to, delivered late, twice and out of order', () => {
  it('leaves the same final state as delivered once, in order', async () => {
    // In order, once, right after each step.
    stripe.setDelivery('auto');
    await story_('rp-in-order', 'a', () => billing!.settled());
    const expected = await stateOf('rp-in-order');

    stripe.setDelivery('held');
    const delivered: string[] = [];
    const late: string[] = [];
    const typesSeen = new Set<string>();
    let seed = 11;
    const chaos: Deliver = async () => {
      const made = stripe.takeHeld();
      for (const payload of made) typesSeen.add((JSON.parse(payload) as { type: string }).type);
      const isInvoice = (payload: string) => (JSON.parse(payload) as { type: string }).type.startsWith('invoice.');
      late.push(...made.filter(isInvoice));
      const now = made.filter((payload) => !isInvoice(payload));
      // This step's events shuffled and each twice, with every earlier event again (Stripe's retries).
      await stripe.deliverPayloads([...now, ...delivered], { order: 'shuffled', twice: true, seed: seed++ });
      delivered.push(...now);
      await billing!.settled();
    };
    try {
      await story_('rp-chaos', 'b', chaos);
      // The invoice events, days late, shuffled, twice.
      await stripe.deliverPayloads(late, { order: 'shuffled', twice: true, seed: 99 });
      await billing!.settled();
    } finally {
      stripe.setDelivery('auto');
    }

    expect([...typesSeen].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const actual = await stateOf('rp-chaos');
    expect(actual).toEqual(expected);
    // And the story itself is what it should be.
    expect(expected.subscriptions.map((row) => row.status)).toEqual(['canceled', 'incomplete_expired']);
    expect(expected.invoices.filter((line) => line.startsWith('subscriptions:paid'))).toHaveLength(3);
    expect(expected.gifts).toEqual(['3:2299:active']);
    // 20% off: the customer was a subscriber when ordering.
    expect(expected.orders).toEqual(['paid:1200:paid', 'paid:4000:paid', 'pending:720:unpaid']);
    expect(expected.books).toHaveLength(1);
  });
});
