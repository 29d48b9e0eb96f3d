import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { marketplaceProductSchema, merchandiseItemSchema, orderViewSchema, PRODUCT_CATEGORIES, MERCHANDISE_PRODUCT_TYPES } from '@bedtime/contracts';
import { orders, products } from '../src/data/schema';
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
const pay = (userId: string, orderId: string, number: string = CARDS.visa) =>
  service
    .api()
    .post(`/api/marketplace/orders/${orderId}/pay`)
    .set(service.as(userId))
    .send({ shipping, card: card(number) });

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
    await service
      .api()
      .post('/api/marketplace/orders/ord_nope/pay')
      .set(service.as('u-bad'))
      .send({ shipping, card: card(CARDS.visa) })
      .expect(404);
  });

  it('pays with 4242: the order is paid, listed, and the stock goes down', async () => {
    await addProduct('p-pay', 3);
    const { orderId } = (await checkout('u-buyer', 'p-pay', 2).expect(200)).body;
    expect(await stockOf('p-pay')).toBe(3);
    const paid = orderViewSchema.parse((await pay('u-buyer', orderId).expect(200)).body);
    expect(paid).toMatchObject({ status: 'paid', cardLast4: '4242', shipping: expect.objectContaining({ city: 'Dreamville' }) });
    expect(await stockOf('p-pay')).toBe(1);
    // Paying again (a double click) charges nothing more.
    await pay('u-buyer', orderId).expect(200);
    expect(await stockOf('p-pay')).toBe(1);
    const listed = (await service.api().get('/api/marketplace/orders').set(service.as('u-buyer')).expect(200)).body;
    expect(listed.map((o: { id: string }) => o.id)).toEqual([orderId]);
  });

  it('a declined card leaves no order and the stock unchanged', async () => {
    await addProduct('p-decline', 2);
    const { orderId } = (await checkout('u-declined', 'p-decline').expect(200)).body;
    const declined = await pay('u-declined', orderId, CARDS.declined).expect(400);
    expect(declined.body.message).toBe('Your card was declined.');
    expect(await stockOf('p-decline')).toBe(2);
    expect((await service.api().get('/api/marketplace/orders').set(service.as('u-declined')).expect(200)).body).toEqual([]);
    expect((await ordersOf('u-declined'))[0]).toMatchObject({ status: 'pending', paidAt: null, lastError: 'Your card was declined.' });
  });

  it('20 buyers paying for the last item at once: exactly one order, stock never below zero, the others told', async () => {
    await addProduct('p-last', 1);
    const buyers = Array.from({ length: 20 }, (_, i) => `u-race-${i}`);
    const quotes = await Promise.all(
      buyers.map(async (userId) => ({ userId, orderId: (await checkout(userId, 'p-last').expect(200)).body.orderId as string })),
    );
    const answers = await Promise.all(quotes.map(({ userId, orderId }) => pay(userId, orderId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body.message).toContain('Your card was not charged');
    }
    expect(await stockOf('p-last')).toBe(0);
    const paid = await service.database.db.select().from(orders).where(eq(orders.status, 'paid'));
    expect(paid.filter((o) => o.lines.some((l) => l.productId === 'p-last'))).toHaveLength(1);
    // Sold out: a new checkout is refused up front.
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
    const paid = orderViewSchema.parse((await pay('u-design', started.body.orderId).expect(200)).body);
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
