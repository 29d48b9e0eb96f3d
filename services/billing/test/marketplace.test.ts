import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import {
  marketplaceProductSchema,
  merchandiseItemSchema,
  orderPaymentIntentResponseSchema,
  orderViewSchema,
  PRODUCT_CATEGORIES,
  MERCHANDISE_PRODUCT_TYPES,
} from '@bedtime/contracts';
import { billingTasks, orders, products } from '../src/data/schema';
import { MARKETPLACE_TASKS } from '../src/domain/marketplace';
import { card, CARDS, createTestBillingService, subscribe, type TestBillingService } from './helpers';

let service: TestBillingService;
beforeAll(async () => {
  service = await createTestBillingService();
});
afterAll(() => service.close());

const shipping = { name: 'Ada Reader', address_line1: '1 Story Lane', city: 'Dreamville', postal_code: '12345', country: 'US' };
const anon = () => identityHeaders({ userId: null });
const admin = () => identityHeaders({ userId: 'admin-1', isAdmin: true });
const stockOf = async (id: string) => (await service.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = (userId: string) => service.database.db.select().from(orders).where(eq(orders.userId, userId));

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
const checkout = (userId: string, productId: string, quantity = 1) =>
  service
    .api()
    .post('/api/marketplace/checkout')
    .set(service.as(userId))
    .send({ items: [{ productId, quantity }] });
/** What the checkout page does: the shipping kept, the order's payment prepared, the card form confirms it, the page completes. */
async function pay(userId: string, orderId: string, number: string = CARDS.visa) {
  await service.api().put(`/api/marketplace/orders/${orderId}/shipping`).set(service.as(userId)).send({ shipping }).expect(200);
  const prepared = await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as(userId)).send({});
  if (prepared.status !== 200) return prepared;
  const { clientSecret, paymentIntentId } = orderPaymentIntentResponseSchema.parse(prepared.body);
  const confirmed = await service
    .api()
    .post('/api/billing/confirm-payment')
    .set(service.as(userId))
    .send({ clientSecret, card: card(number) })
    .expect(200);
  if (confirmed.body.paymentIntent.status !== 'succeeded') return confirmed;
  return service.api().post(`/api/marketplace/orders/${orderId}/complete`).set(service.as(userId)).send({ paymentIntentId });
}

describe('the seeded catalogue', () => {
  it('has marketplace products in every category, with pictures that are served as cached SVG', async () => {
    const response = await service.api().get('/api/marketplace/products').set(anon()).expect(200);
    const list = response.body.map((p: unknown) => marketplaceProductSchema.parse(p));
    for (const category of PRODUCT_CATEGORIES) expect(list.some((p: { category: string }) => p.category === category)).toBe(true);
    const picture = await service.api().get(list[0].imageUrl).set(anon()).expect(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(String(picture.body)).toContain('<svg');
    await service.api().get('/api/marketplace/pictures/not-a-picture.svg').set(anon()).expect(404);
  });

  it('lists merchandise of every product type, in stock only, by sortOrder by default', async () => {
    const items = (await service.api().get('/api/merchandise').set(anon()).expect(200)).body.map((m: unknown) => merchandiseItemSchema.parse(m));
    expect(items.every((m: { inStock: boolean }) => m.inStock)).toBe(true);
    expect(items.some((m: { slug: string }) => m.slug === 'lil-explorer-hoodie')).toBe(false);
    for (const type of MERCHANDISE_PRODUCT_TYPES) expect(items.some((m: { productType: string }) => m.productType === type)).toBe(true);
    const orders = items.map((m: { sortOrder: number }) => m.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('searches name and description case-insensitively, filters by category and sorts by price', async () => {
    const mugs = (await service.api().get('/api/merchandise').set(anon()).query({ search: 'MUG' }).expect(200)).body;
    expect(mugs.map((m: { slug: string }) => m.slug).sort()).toEqual(['cocoa-before-stories-mug', 'starry-night-mug']);
    const byDescription = (await service.api().get('/api/merchandise').set(anon()).query({ search: 'kangaroo' }).expect(200)).body;
    expect(byDescription.map((m: { slug: string }) => m.slug)).toEqual(['dreamer-hoodie']);
    const wildcard = (await service.api().get('/api/merchandise').set(anon()).query({ search: '%' }).expect(200)).body;
    expect(wildcard).toEqual([]);
    const drinkware = (await service.api().get('/api/merchandise').set(anon()).query({ category: 'drinkware' }).expect(200)).body;
    expect(drinkware.every((m: { category: string }) => m.category === 'drinkware')).toBe(true);
    const low = (await service.api().get('/api/merchandise').set(anon()).query({ sort: 'price-low' }).expect(200)).body.map((m: { price: string }) =>
      Number(m.price),
    );
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await service.api().get('/api/merchandise').set(anon()).query({ sort: 'price-high' }).expect(200)).body.map((m: { price: string }) =>
      Number(m.price),
    );
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const featured = (await service.api().get('/api/merchandise').set(anon()).query({ sort: 'featured' }).expect(200)).body.map(
      (m: { featured: boolean }) => m.featured,
    );
    expect(featured.indexOf(false)).toBeGreaterThan(0);
    expect(featured.slice(featured.indexOf(false))).not.toContain(true);
    await service.api().get('/api/merchandise').set(anon()).query({ sort: 'cheapest' }).expect(400);
  });
});

describe('checkout', () => {
  it('prices from the server, with 20% off for a subscriber and not for others', async () => {
    await addProduct('p-discount', 50, 2500);
    const plain = await checkout('u-plain', 'p-discount', 2).expect(200);
    expect(plain.body.checkoutUrl).toBe(`/marketplace/checkout/${plain.body.orderId}`);
    const plainOrder = orderViewSchema.parse(
      (await service.api().get(`/api/marketplace/orders/${plain.body.orderId}`).set(service.as('u-plain')).expect(200)).body,
    );
    expect(plainOrder).toMatchObject({ status: 'pending', subtotalCents: 5000, discountCents: 0, totalCents: 5000 });

    await subscribe(service, 'u-subscriber');
    const premium = await checkout('u-subscriber', 'p-discount', 2).expect(200);
    const premiumOrder = (await service.api().get(`/api/marketplace/orders/${premium.body.orderId}`).set(service.as('u-subscriber')).expect(200)).body;
    expect(premiumOrder).toMatchObject({ subtotalCents: 5000, discountCents: 1000, totalCents: 4000 });

    // Another user's order is not found; a price in the body is refused, not trusted.
    await service.api().get(`/api/marketplace/orders/${premium.body.orderId}`).set(service.as('u-plain')).expect(404);
    await service
      .api()
      .post('/api/marketplace/checkout')
      .set(service.as('u-plain'))
      .send({ items: [{ productId: 'p-discount', quantity: 1 }], total: 1 })
      .expect(400);
  });

  it('refuses bad input with 4xx', async () => {
    await service.api().post('/api/marketplace/checkout').set(service.as('u-bad')).send({ items: [] }).expect(400);
    await service
      .api()
      .post('/api/marketplace/checkout')
      .set(service.as('u-bad'))
      .send({ items: [{ productId: 'p-discount', quantity: -1 }] })
      .expect(400);
    await service.api().post('/api/marketplace/checkout').set(service.as('u-bad')).send('nonsense').expect(400);
    await checkout('u-bad', 'no-such-product').expect(404);
    await service
      .api()
      .post('/api/marketplace/checkout')
      .send({ items: [{ productId: 'p-discount', quantity: 1 }] })
      .expect(401);
    await service.api().post('/api/marketplace/orders/ord_nope/payment-intent').set(service.as('u-bad')).send({}).expect(404);
    await service.api().put('/api/marketplace/orders/ord_nope/shipping').set(service.as('u-bad')).send({ shipping }).expect(404);
    await service.api().post('/api/marketplace/orders/ord_nope/complete').set(service.as('u-bad')).send({ paymentIntentId: 'pi_nope' }).expect(404);
    // Every body is the contract's: a bad address or payment id is a 400 with its message, never a 500.
    const { orderId } = (await checkout('u-bad', 'p-discount').expect(200)).body;
    const noCity = await service
      .api()
      .put(`/api/marketplace/orders/${orderId}/shipping`)
      .set(service.as('u-bad'))
      .send({ shipping: { ...shipping, city: ' ' } })
      .expect(400);
    expect(noCity.body.message).toBe('City is required');
    await service
      .api()
      .put(`/api/marketplace/orders/${orderId}/shipping`)
      .set(service.as('u-bad'))
      .send({ shipping, card: card(CARDS.visa) })
      .expect(400);
    await service.api().post(`/api/marketplace/orders/${orderId}/complete`).set(service.as('u-bad')).send({ paymentIntentId: 'x' }).expect(400);
    await service.api().post(`/api/marketplace/orders/${orderId}/complete`).set(service.as('u-bad')).send({}).expect(400);
    await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).send({}).expect(401);
  });

  it('pays with 4242 through a payment intent: the order is paid, listed, and the stock goes down once', async () => {
    await addProduct('p-pay', 3);
    const { orderId } = (await checkout('u-buyer', 'p-pay', 2).expect(200)).body;
    expect(await stockOf('p-pay')).toBe(3);
    const paid = orderViewSchema.parse((await pay('u-buyer', orderId)).body);
    expect(paid).toMatchObject({ status: 'paid', totalCents: 2000, shipping: expect.objectContaining({ city: 'Dreamville' }) });
    expect(await stockOf('p-pay')).toBe(1);
    // The engine's own event settled it too (the task after the webhook): still one sale.
    await service.settled();
    expect(await stockOf('p-pay')).toBe(1);
    const [row] = await ordersOf('u-buyer');
    // Completing again (a double click, a reload) changes nothing.
    await service
      .api()
      .post(`/api/marketplace/orders/${orderId}/complete`)
      .set(service.as('u-buyer'))
      .send({ paymentIntentId: row!.paymentIntentId })
      .expect(200);
    expect(await stockOf('p-pay')).toBe(1);
    const listed = (await service.api().get('/api/marketplace/orders').set(service.as('u-buyer')).expect(200)).body;
    expect(listed.map((o: { id: string }) => o.id)).toEqual([orderId]);
    // A paid order takes no new payment and no new address.
    await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as('u-buyer')).send({}).expect(409);
    await service.api().put(`/api/marketplace/orders/${orderId}/shipping`).set(service.as('u-buyer')).send({ shipping }).expect(409);
  });

  it("settles from the engine's payment_intent.succeeded alone, when the page never completes", async () => {
    await addProduct('p-event', 2);
    const { orderId } = (await checkout('u-gone', 'p-event').expect(200)).body;
    await service.api().put(`/api/marketplace/orders/${orderId}/shipping`).set(service.as('u-gone')).send({ shipping }).expect(200);
    const { clientSecret } = (await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as('u-gone')).send({}).expect(200))
      .body;
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-gone'))
      .send({ clientSecret, card: card(CARDS.visa) })
      .expect(200);
    await service.settled();
    expect((await ordersOf('u-gone'))[0]).toMatchObject({ status: 'paid', shipping: expect.objectContaining({ city: 'Dreamville' }) });
    expect(await stockOf('p-event')).toBe(1);
  });

  it('one payment per order: opening the checkout again answers the same payment, and the payment pays only its own order', async () => {
    await addProduct('p-once', 5);
    const { orderId } = (await checkout('u-once', 'p-once').expect(200)).body;
    const first = (await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as('u-once')).send({}).expect(200)).body;
    const again = (await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as('u-once')).send({}).expect(200)).body;
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    // Someone else's order is not found, and another order cannot be completed with this payment.
    await service.api().post(`/api/marketplace/orders/${orderId}/payment-intent`).set(service.as('u-other')).send({}).expect(404);
    const other = (await checkout('u-once', 'p-once').expect(200)).body.orderId;
    const wrong = await service
      .api()
      .post(`/api/marketplace/orders/${other}/complete`)
      .set(service.as('u-once'))
      .send({ paymentIntentId: first.paymentIntentId })
      .expect(404);
    expect(wrong.body.message).toBe('No such payment.');
    // Not paid yet: complete says so and changes nothing.
    const early = await service
      .api()
      .post(`/api/marketplace/orders/${orderId}/complete`)
      .set(service.as('u-once'))
      .send({ paymentIntentId: first.paymentIntentId })
      .expect(409);
    expect(early.body.message).toBe('This payment has not succeeded yet, so the order is not paid.');
    expect(await stockOf('p-once')).toBe(5);
  });

  it('a declined card leaves no order and the stock unchanged; the same payment then succeeds with another card', async () => {
    await addProduct('p-decline', 2);
    const { orderId } = (await checkout('u-declined', 'p-decline').expect(200)).body;
    const declined = await pay('u-declined', orderId, CARDS.declined);
    expect(declined.body.paymentIntent).toMatchObject({ status: 'requires_payment_method', lastPaymentError: { message: 'Your card was declined.' } });
    await service.settled();
    expect(await stockOf('p-decline')).toBe(2);
    expect((await service.api().get('/api/marketplace/orders').set(service.as('u-declined')).expect(200)).body).toEqual([]);
    expect((await ordersOf('u-declined'))[0]).toMatchObject({ status: 'pending', paidAt: null });
    const paid = await pay('u-declined', orderId, CARDS.visa);
    expect(paid.body).toMatchObject({ status: 'paid' });
    expect(await stockOf('p-decline')).toBe(1);
  });

  it('20 buyers paying for the last item at once: exactly one order, stock never below zero, the others failed and refunded', async () => {
    await addProduct('p-last', 1);
    const buyers = Array.from({ length: 20 }, (_, i) => `u-race-${i}`);
    const quotes = await Promise.all(
      buyers.map(async (userId) => ({ userId, orderId: (await checkout(userId, 'p-last').expect(200)).body.orderId as string })),
    );
    const answers = await Promise.all(quotes.map(({ userId, orderId }) => pay(userId, orderId)));
    await service.settled();
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.status === 'paid')).toHaveLength(1);
    const losers = answers.filter((answer) => answer.body.status === 'failed');
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.body.lastError).toBe('Sorry, Test p-last sold out while you were paying. Your payment is being refunded.');
    expect(await stockOf('p-last')).toBe(0);
    const paid = await service.database.db.select().from(orders).where(eq(orders.status, 'paid'));
    expect(paid.filter((o) => o.lines.some((l) => l.productId === 'p-last'))).toHaveLength(1);
    // Every refund task ran (the local engine gives the payment back).
    const refunds = await service.database.db.select().from(billingTasks).where(eq(billingTasks.kind, MARKETPLACE_TASKS.refund));
    expect(refunds.filter((task) => task.doneAt !== null)).toHaveLength(19);
    // Sold out: a new checkout, or a payment for a quote made before, is refused up front.
    await checkout('u-late', 'p-last').expect(409);
  });
});

describe('a catalogue design sold as a marketplace product', () => {
  it('is bought with a size and a colour the design offers, which the order keeps', async () => {
    const items = (await service.api().get('/api/merchandise').set(anon()).expect(200)).body.map((m: unknown) => merchandiseItemSchema.parse(m));
    const tee = items.find((item: { slug: string }) => item.slug === 'storyteller-tee')!;
    expect(tee.marketplaceProductId).toBe('prod_moonlight_tee');
    const started = await service
      .api()
      .post('/api/marketplace/checkout')
      .set(service.as('u-design'))
      .send({ items: [{ productId: 'prod_moonlight_tee', quantity: 1, size: 'M', color: 'Navy' }] })
      .expect(200);
    const paid = orderViewSchema.parse((await pay('u-design', started.body.orderId)).body);
    expect(paid.status).toBe('paid');
    expect(paid.lines).toEqual([
      { productId: 'prod_moonlight_tee', name: 'Moonlight Storyteller Tee', quantity: 1, unitCents: 2400, size: 'M', color: 'Navy' },
    ]);
  });

  it('refuses a size or colour the design does not come in, and options on a product no design is sold as', async () => {
    const ask = (item: Record<string, unknown>) =>
      service
        .api()
        .post('/api/marketplace/checkout')
        .set(service.as('u-options'))
        .send({ items: [{ quantity: 1, ...item }] });
    expect((await ask({ productId: 'prod_moonlight_tee', size: 'XXXL' }).expect(400)).body.message).toBe(
      'Please choose one of the sizes Moonlight Storyteller Tee comes in.',
    );
    expect((await ask({ productId: 'prod_moonlight_tee', color: 'Plaid' }).expect(400)).body.message).toBe(
      'Please choose one of the colours Moonlight Storyteller Tee comes in.',
    );
    expect((await ask({ productId: 'prod_sticker_sheet', size: 'M' }).expect(400)).body.message).toBe(
      'Story Friends Sticker Sheet does not come in sizes or colours.',
    );
    // Bought from the marketplace's own tab, the product needs no options.
    await ask({ productId: 'prod_moonlight_tee' }).expect(200);
  });
});

describe('merchandise admin', () => {
  const body = {
    name: 'Bedtime Beanie',
    slug: 'bedtime-beanie',
    description: 'A warm knit beanie.',
    price: '19.50',
    productType: 'hoodie',
    category: 'apparel',
    features: ['Knit'],
    sizes: ['One size'],
    colors: ['Navy'],
    sortOrder: 20,
  };

  it('creates, updates and deletes, with the product rules validation', async () => {
    const created = await service.api().post('/api/admin/merchandise').set(admin()).send(body).expect(201);
    expect(merchandiseItemSchema.parse(created.body)).toMatchObject({ price: '19.50', inStock: true, featured: false });
    const id = created.body.id;
    await service.api().post('/api/admin/merchandise').set(admin()).send(body).expect(400); // slug taken
    await service
      .api()
      .post('/api/admin/merchandise')
      .set(admin())
      .send({ ...body, slug: 'other', price: '19.505' })
      .expect(400);
    await service
      .api()
      .post('/api/admin/merchandise')
      .set(admin())
      .send({ ...body, slug: 'other', price: 'abc' })
      .expect(400);
    await service
      .api()
      .post('/api/admin/merchandise')
      .set(admin())
      .send({ ...body, slug: 'other', sortOrder: 1.5 })
      .expect(400);
    await service
      .api()
      .post('/api/admin/merchandise')
      .set(admin())
      .send({ ...body, slug: 'other', features: 'Knit' })
      .expect(400);
    const { name: _name, ...withoutName } = body;
    await service
      .api()
      .post('/api/admin/merchandise')
      .set(admin())
      .send({ ...withoutName, slug: 'other' })
      .expect(400);

    const updated = await service
      .api()
      .put(`/api/admin/merchandise/${id}`)
      .set(admin())
      .send({ ...body, price: 21, inStock: false })
      .expect(200);
    expect(updated.body).toMatchObject({ price: '21.00', inStock: false });
    expect((await service.api().get('/api/merchandise').set(anon()).expect(200)).body.some((m: { id: string }) => m.id === id)).toBe(false);
    expect((await service.api().get('/api/admin/merchandise').set(admin()).expect(200)).body.some((m: { id: string }) => m.id === id)).toBe(true);
    await service.api().put('/api/admin/merchandise/nope').set(admin()).send(body).expect(404);
    await service.api().delete(`/api/admin/merchandise/${id}`).set(admin()).expect(204);
    await service.api().delete(`/api/admin/merchandise/${id}`).set(admin()).expect(404);
  });

  it('refuses non-admins', async () => {
    await service.api().get('/api/admin/merchandise').set(service.as('u-not-admin')).expect(403);
    await service
      .api()
      .post('/api/admin/merchandise')
      .set(service.as('u-not-admin'))
      .send({ ...body, slug: 'sneaky' })
      .expect(403);
  });
});
