import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { billingTasks, giftCards, orders, products } from '../src/data/schema';
import { MARKETPLACE_TASKS } from '../src/domain/marketplace';
import { createStripeBillingService, type TestBillingService } from './helpers';
import type { FakeStripe } from './fake-stripe-server';

/**
 * Stripe waits a few seconds for a webhook's answer and retries anything else for days, so billing answers
 * first and calls other systems afterwards. Here the call that follows an event is held open at the fake
 * Stripe: the event must already have its 2xx while that call is still pending, and the call must finish
 * the work once Stripe answers it.
 */
const SECRET_KEY = 'sk_test_fake_answer_first_0123';
const WEBHOOK_SECRET = 'whsec_fake_answer_first_0123';

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

const orderRow = async (id: string) => (await service.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** What the webhook endpoint answered for this event type, from delivery number `from` on. */
const answersTo = (type: string, from: number) =>
  stripe.deliveries
    .slice(from)
    .filter((delivery) => delivery.type === type)
    .map((delivery) => delivery.status);

describe('a webhook is answered before the calls it leads to', () => {
  it('a sold-out marketplace order: payment_intent.succeeded gets its 2xx while the refund is still at Stripe, then the refund is made once', async () => {
    await service.database.db.insert(products).values({
      id: 'af-last',
      name: 'Last lamp',
      description: 'A product made for this test',
      priceCents: 1500,
      category: 'swag',
      image: '/api/marketplace/pictures/sticker-sheet.svg',
      stock: 1,
    });
    const paymentFor = async (userId: string) => {
      const { orderId } = (
        await service
          .api()
          .post('/api/marketplace/checkout')
          .set(service.as(userId))
          .send({ items: [{ productId: 'af-last', quantity: 1 }] })
          .expect(200)
      ).body as { orderId: string };
      const prepared = await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as(userId)).send({}).expect(200);
      return { orderId, paymentIntentId: prepared.body.paymentIntentId as string };
    };
    const first = await paymentFor('af-first');
    const second = await paymentFor('af-second');
    await stripe.succeedPaymentIntent(first.paymentIntentId);
    expect((await orderRow(first.orderId)).status).toBe('paid');

    const refund = stripe.hold('POST /v1/refunds');
    try {
      const delivered = stripe.deliveries.length;
      // The second buyer has paid too, for a lamp that is gone: billing must give the money back.
      const paid = stripe.succeedPaymentIntent(second.paymentIntentId);
      await refund.reached;
      await expect.poll(() => answersTo('payment_intent.succeeded', delivered), { timeout: 10_000 }).toEqual([200]);
      // Answered, with the refund asked for and not yet made.
      const refundsOf = () => [...stripe.refunds.values()].filter((made) => made.payment_intent === second.paymentIntentId);
      expect(refundsOf()).toHaveLength(0);
      expect(await orderRow(second.orderId)).toMatchObject({
        status: 'failed',
        paidAt: null,
        lastError: 'Sorry, Last lamp sold out while you were paying. Your payment is being refunded.',
      });

      // Another event about the same paid payment arrives while the refund is still pending: answered at once, no second refund asked.
      const again = stripe.deliveries.length;
      stripe.setDelivery('held');
      stripe.emit('payment_intent.succeeded', stripe.paymentIntents.get(second.paymentIntentId) as never);
      const payloads = stripe.takeHeld();
      stripe.setDelivery('auto');
      await stripe.deliverPayloads(payloads, { order: 'in-order' });
      expect(answersTo('payment_intent.succeeded', again)).toEqual([200]);

      refund.release();
      await paid;
      await billing!.settled();
      expect(refundsOf()).toEqual([expect.objectContaining({ amount: 1500, status: 'succeeded' })]);
      const refundCalls = stripe.requests.filter((call) => call.path === '/v1/refunds' && call.body.payment_intent === second.paymentIntentId);
      expect(refundCalls.map((call) => [call.status, call.idempotencyKey])).toEqual([[200, `marketplace-refund-${second.orderId}`]]);
      const tasks = await service.database.db
        .select()
        .from(billingTasks)
        .where(and(eq(billingTasks.kind, MARKETPLACE_TASKS.refund), sql`${billingTasks.payload}->>'orderId' = ${second.orderId}`));
      expect(tasks).toEqual([expect.objectContaining({ attempts: 1, lastError: null, doneAt: expect.any(Date) })]);
      expect(await orderRow(second.orderId)).toMatchObject({
        status: 'failed',
        lastError: 'Sorry, Last lamp sold out while you were paying. Your payment is being refunded.',
      });
      expect(await orderRow(first.orderId)).toMatchObject({ status: 'paid' });
    } finally {
      refund.release();
    }
  });

  it('a gift paid by redirect: payment_intent.succeeded gets its 2xx while billing is still asking Stripe about the payment, then the card is issued and mailed once', async () => {
    const created = await service
      .api()
      .post('/api/create-payment-intent')
      .set(service.as('af-giver'))
      .send({ amount: 7.99, metadata: { type: 'gift_subscription', months: 1 }, gift: { recipientEmail: 'af-kin@example.com', recipientName: 'Kit' } })
      .expect(200);
    const paymentIntentId: string = created.body.paymentIntentId;
    const asking = stripe.hold('GET /v1/payment_intents/:id');
    try {
      const delivered = stripe.deliveries.length;
      const paid = stripe.succeedPaymentIntent(paymentIntentId);
      await asking.reached;
      await expect.poll(() => answersTo('payment_intent.succeeded', delivered), { timeout: 10_000 }).toEqual([200]);
      const cards = () => service.database.db.select().from(giftCards).where(eq(giftCards.paymentIntentId, paymentIntentId));
      expect(await cards()).toHaveLength(0);
      expect(service.mails.filter((mail) => mail.to === 'af-kin@example.com')).toHaveLength(0);

      asking.release();
      await paid;
      const [card] = await cards();
      expect(card).toMatchObject({ recipientEmail: 'af-kin@example.com', months: 1, giverUserId: 'af-giver' });
      expect(service.mails.filter((mail) => mail.to === 'af-kin@example.com' && mail.text.includes(card!.code))).toHaveLength(1);
    } finally {
      asking.release();
    }
  });
});
