import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderPaymentIntentResponseSchema, orderViewSchema } from '@bedtime/contracts';
import { orders, products, subscriptions } from '../src/data/schema';
import { createStripeBillingService, type TestBillingService } from './helpers';
import type { FakeStripe } from './fake-stripe-server';

const SECRET_KEY = 'sk_test_fake_market_0123456789';
const WEBHOOK_SECRET = 'whsec_fake_market_0123456789';

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

const shipping = { name: 'Ada Reader', address_line1: '1 Story Lane', city: 'Dreamville', postal_code: '12345', country: 'US' };
const stockOf = async (id: string) => (await service.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderRow = async (id: string) => (await service.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
async function addProduct(id: string, stock: number, priceCents = 1000) {
  await service.database.db.insert(products).values({
    id,
    name: `Test ${id}`,
    description: 'A product made for this test',
    priceCents,
    category: 'swag',
    image: '/api/marketplace/pictures/sticker-sheet.svg',
    stock,
  });
}
const checkout = async (userId: string, items: { productId: string; quantity: number }[]) =>
  (await service.api().post('/api/marketplace/checkout').set(service.as(userId)).send({ items }).expect(200)).body.orderId as string;
/** What the checkout page does before Stripe's Payment Element confirms: the shipping kept, the payment prepared. */
async function prepare(userId: string, orderId: string) {
  await service.api().put(`/api/marketplace/orders/${orderId}/shipping`).set(service.as(userId)).send({ shipping }).expect(200);
  const answer = await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as(userId)).send({}).expect(200);
  return orderPaymentIntentResponseSchema.parse(answer.body);
}
const complete = (userId: string, orderId: string, paymentIntentId: string) =>
  service.api().post(`/api/marketplace/orders/${orderId}/complete`).set(service.as(userId)).send({ paymentIntentId });

describe('marketplace orders paid through Stripe payment intents', () => {
  it("prepares one payment intent of the server's total, subscriber discount included; opening checkout again gives the same one", async () => {
    await addProduct('sc-mug', 5, 1250);
    await addProduct('sc-book', 5, 999);
    // A premium member: the subscription as billing holds it after Stripe's events.
    await service.database.db.insert(subscriptions).values({
      id: 'sub_sc_member',
      userId: 'sc-member',
      provider: 'stripe',
      status: 'active',
      amountCents: 799,
      currency: 'usd',
      currentPeriodStart: new Date(Date.now() - 86_400_000),
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      cancelAtPeriodEnd: false,
      stateAt: new Date(),
      updatedAt: new Date(),
    });
    const orderId = await checkout('sc-member', [
      { productId: 'sc-mug', quantity: 2 },
      { productId: 'sc-book', quantity: 1 },
    ]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', subtotalCents: 3499, discountCents: 700, totalCents: 2799 });
    const payment = await prepare('sc-member', orderId);
    expect(payment).toMatchObject({ totalCents: 2799, currency: 'usd' });
    const call = stripe.requests.findLast((request) => request.path === '/v1/payment_intents' && request.method === 'POST')!;
    expect(call.body).toMatchObject({ amount: '2799', currency: 'usd', metadata: { type: 'marketplace_order', orderId } });
    expect(call.idempotencyKey).toBe(`marketplace-${orderId}`);
    // Nothing names the person at Stripe: the customer is the link.
    expect(JSON.stringify(call.body.metadata)).not.toContain('sc-member');
    expect(stripe.paymentIntents.get(payment.paymentIntentId)).toMatchObject({ amount: 2799, customer: expect.stringMatching(/^cus_/) });

    const again = await prepare('sc-member', orderId);
    expect(again.paymentIntentId).toBe(payment.paymentIntentId);
    expect((await orderRow(orderId)).paymentIntentId).toBe(payment.paymentIntentId);
    // Stock is only taken when the payment has succeeded.
    expect(await stockOf('sc-mug')).toBe(5);
    expect(stripe.requests.some((request) => request.path.startsWith('/v1/checkout'))).toBe(false);
  });

  it("Stripe's payment_intent.succeeded marks the order paid with its shipping and takes the stock; the page's complete and a replayed event change nothing", async () => {
    await addProduct('sc-lamp', 4, 2000);
    const orderId = await checkout('sc-buyer', [{ productId: 'sc-lamp', quantity: 3 }]);
    const { paymentIntentId } = await prepare('sc-buyer', orderId);
    // The tab closed after paying: only Stripe's event arrives.
    await stripe.succeedPaymentIntent(paymentIntentId);
    const order = orderViewSchema.parse((await service.api().get(`/api/marketplace/orders/${orderId}`).set(service.as('sc-buyer')).expect(200)).body);
    expect(order).toMatchObject({ status: 'paid', totalCents: 6000, shipping });
    expect(order.paidAt).not.toBeNull();
    expect(await stockOf('sc-lamp')).toBe(1);
    const listed = (await service.api().get('/api/marketplace/orders').set(service.as('sc-buyer')).expect(200)).body;
    expect(listed.map((o: { id: string }) => o.id)).toEqual([orderId]);

    expect((await complete('sc-buyer', orderId, paymentIntentId).expect(200)).body).toMatchObject({ status: 'paid', paidAt: order.paidAt });
    await stripe.succeedPaymentIntent(paymentIntentId);
    expect(await stockOf('sc-lamp')).toBe(1);
    // A paid order is not paid again.
    expect((await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as('sc-buyer')).send({}).expect(409)).body.message).toBe(
      'This order can no longer be paid.',
    );
  });

  it('stock 1 and two paid orders: exactly one is paid, the other fails and is refunded once; stock never below 0', async () => {
    await addProduct('sc-last', 1, 1500);
    const first = await checkout('sc-first', [{ productId: 'sc-last', quantity: 1 }]);
    const second = await checkout('sc-second', [{ productId: 'sc-last', quantity: 1 }]);
    const [firstPayment, secondPayment] = [await prepare('sc-first', first), await prepare('sc-second', second)];
    await Promise.all([stripe.succeedPaymentIntent(firstPayment.paymentIntentId), stripe.succeedPaymentIntent(secondPayment.paymentIntentId)]);
    await billing!.settled();
    const rows = [await orderRow(first), await orderRow(second)];
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'paid']);
    expect(await stockOf('sc-last')).toBe(0);
    const failed = rows.find((row) => row.status === 'failed')!;
    expect(failed.lastError).toBe('Sorry, Test sc-last sold out while you were paying. Your payment is being refunded.');
    expect(failed.paidAt).toBeNull();
    const refunds = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === failed.paymentIntentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 1500 })]);
    // The buyer's page, completing afterwards, is told the order failed; no second refund.
    expect((await complete(failed.userId, failed.id, failed.paymentIntentId!).expect(200)).body).toMatchObject({ status: 'failed' });
    await billing!.settled();
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === failed.paymentIntentId)).toHaveLength(1);
    expect((await service.api().get('/api/marketplace/orders').set(service.as(failed.userId)).expect(200)).body).toEqual([]);
  });

  it('a payment still processing leaves the order pending and the stock untouched until it succeeds', async () => {
    await addProduct('sc-later', 2, 800);
    const orderId = await checkout('sc-late', [{ productId: 'sc-later', quantity: 2 }]);
    const { paymentIntentId } = await prepare('sc-late', orderId);
    stripe.processPaymentIntent(paymentIntentId);
    expect((await complete('sc-late', orderId, paymentIntentId).expect(409)).body.message).toBe(
      'This payment has not succeeded yet, so the order is not paid.',
    );
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await stockOf('sc-later')).toBe(2);
    await stripe.succeedPaymentIntent(paymentIntentId);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
    expect(await stockOf('sc-later')).toBe(0);
  });

  it('settles nothing from an event whose payment does not match its order', async () => {
    await addProduct('sc-odd', 2, 800);
    const orderId = await checkout('sc-odd-buyer', [{ productId: 'sc-odd', quantity: 1 }]);
    const { paymentIntentId } = await prepare('sc-odd-buyer', orderId);
    stripe.paymentIntents.get(paymentIntentId)!.amount = 100;
    await stripe.succeedPaymentIntent(paymentIntentId);
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await stockOf('sc-odd')).toBe(2);
    expect((await complete('sc-odd-buyer', orderId, paymentIntentId).expect(400)).body.message).toBe(
      'This payment does not match the order. The order has not been paid.',
    );
  });
});
