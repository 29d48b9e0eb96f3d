import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderViewSchema } from '@bedtime/contracts';
import { orders, products, subscriptions } from '../src/data/schema';
import { card, CARDS, createStripeBillingService, type TestBillingService } from './helpers';
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
const checkout = (userId: string, items: { productId: string; quantity: number }[]) =>
  service.api().post('/api/marketplace/checkout').set(service.as(userId)).send({ items });
const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1)!;

describe('marketplace checkout through Stripe Checkout', () => {
  it('answers the Checkout session URL, priced by the server, with a one-use coupon for the subscriber discount', async () => {
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
    const res = await checkout('sc-member', [
      { productId: 'sc-mug', quantity: 2 },
      { productId: 'sc-book', quantity: 1 },
    ]).expect(200);
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    const order = await orderRow(res.body.orderId);
    expect(order).toMatchObject({ status: 'pending', subtotalCents: 3499, discountCents: 700, totalCents: 2799 });

    const call = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(call.body).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      metadata: { order_id: order.id },
      success_url: `http://app.test/marketplace/checkout/${order.id}?paid=stripe`,
      cancel_url: 'http://app.test/marketplace',
    });
    const lines = Object.values(call.body.line_items as Record<string, unknown>);
    expect(lines).toEqual(
      expect.arrayContaining([
        { quantity: '2', price_data: { currency: 'usd', unit_amount: '1250', product_data: { name: 'Test sc-mug' } } },
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '999', product_data: { name: 'Test sc-book' } } },
      ]),
    );
    const coupon = stripe.requests.findLast((request) => request.path === '/v1/coupons')!;
    expect(coupon.body).toMatchObject({ amount_off: '700', currency: 'usd', duration: 'once', max_redemptions: '1' });
    // Stripe's total is our order's total to the cent.
    expect(stripe.checkoutSessions.get(sessionOf(res.body.checkoutUrl))).toMatchObject({ amount_subtotal: 3499, amount_total: 2799 });
    // Stock is only taken when Stripe says the buyer paid.
    expect(await stockOf('sc-mug')).toBe(5);
  });

  it('asks Stripe for no coupon when there is no discount', async () => {
    await addProduct('sc-plain', 3, 500);
    const res = await checkout('sc-plain-buyer', [{ productId: 'sc-plain', quantity: 1 }]).expect(200);
    const call = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions')!;
    expect(call.body.discounts).toBeUndefined();
    expect(stripe.checkoutSessions.get(sessionOf(res.body.checkoutUrl))).toMatchObject({ amount_total: 500 });
  });

  it('the completed session marks the order paid with its shipping and takes the stock; a replayed event changes nothing', async () => {
    await addProduct('sc-lamp', 4, 2000);
    const res = await checkout('sc-buyer', [{ productId: 'sc-lamp', quantity: 3 }]).expect(200);
    const payload = await stripe.completeCheckoutSession(sessionOf(res.body.checkoutUrl));
    const order = orderViewSchema.parse((await service.api().get(`/api/marketplace/orders/${res.body.orderId}`).set(service.as('sc-buyer')).expect(200)).body);
    expect(order).toMatchObject({
      status: 'paid',
      totalCents: 6000,
      shipping: { name: 'Ada Reader', address_line1: '1 Story Lane', city: 'Dreamville', postal_code: '12345', country: 'US' },
    });
    expect(order.paidAt).not.toBeNull();
    expect(await stockOf('sc-lamp')).toBe(1);
    const listed = (await service.api().get('/api/marketplace/orders').set(service.as('sc-buyer')).expect(200)).body;
    expect(listed.map((o: { id: string }) => o.id)).toEqual([res.body.orderId]);

    await stripe.replay(payload);
    expect(await stockOf('sc-lamp')).toBe(1);
    expect((await orderRow(res.body.orderId)).status).toBe('paid');
    // The same Stripe order never pays twice through the hosted page's simulated bank either.
    await service
      .api()
      .post(`/api/marketplace/orders/${res.body.orderId}/pay`)
      .set(service.as('sc-buyer'))
      .send({
        shipping: { name: 'Ada Reader', address_line1: '1 Story Lane', city: 'Dreamville', postal_code: '12345', country: 'US' },
        card: card(CARDS.visa),
      })
      .expect(404);
  });

  it('stock 1 and two completed sessions: exactly one order is paid, the other fails and is refunded; stock never below 0', async () => {
    await addProduct('sc-last', 1, 1500);
    const first = await checkout('sc-first', [{ productId: 'sc-last', quantity: 1 }]).expect(200);
    const second = await checkout('sc-second', [{ productId: 'sc-last', quantity: 1 }]).expect(200);
    await Promise.all([stripe.completeCheckoutSession(sessionOf(first.body.checkoutUrl)), stripe.completeCheckoutSession(sessionOf(second.body.checkoutUrl))]);
    const rows = [await orderRow(first.body.orderId), await orderRow(second.body.orderId)];
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'paid']);
    expect(await stockOf('sc-last')).toBe(0);
    const failed = rows.find((row) => row.status === 'failed')!;
    expect(failed.lastError).toBe('Sorry, Test sc-last sold out while you were paying. Your payment is being refunded.');
    expect(failed.paidAt).toBeNull();
    const failedSession = stripe.checkoutSessions.get(sessionOf(failed.id === first.body.orderId ? first.body.checkoutUrl : second.body.checkoutUrl))!;
    const refunds = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === failedSession.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1500 });
    // The failed order is not listed as the buyer's order.
    const buyer = failed.userId;
    expect((await service.api().get('/api/marketplace/orders').set(service.as(buyer)).expect(200)).body).toEqual([]);
  });

  it('an expired session leaves the order pending and the stock untouched', async () => {
    await addProduct('sc-expire', 2, 800);
    const res = await checkout('sc-late', [{ productId: 'sc-expire', quantity: 2 }]).expect(200);
    await stripe.expireCheckoutSession(sessionOf(res.body.checkoutUrl));
    expect(await orderRow(res.body.orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await stockOf('sc-expire')).toBe(2);
  });
});
