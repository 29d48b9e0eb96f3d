import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { identityHeaders, silentLogger, until } from '@bedtime/service-kit/testing';
import {
  bookConfigsResponseSchema,
  myPrintOrdersResponseSchema,
  priceEstimateResponseSchema,
  PRINT_ORDER_SUBMITTED,
  submitPrintOrderResponseSchema,
} from '@bedtime/contracts';
import { invoices, printOrders, printPayments, printShopJobs } from '../src/data/schema';
import { startPrintStatusJob, type PrintStatusJob } from '../src/jobs/print-status-job';
import { readPdfShape } from '../src/providers/print/print-file-check';
import { startFakeStoryFiles } from './fake-story-files';
import { card, CARDS, createTestBillingService, orderBook, type TestBillingService } from './helpers';

let service: TestBillingService;
let story: Awaited<ReturnType<typeof startFakeStoryFiles>>;
beforeAll(async () => {
  story = await startFakeStoryFiles();
  service = await createTestBillingService({ STORY_SERVICE_URL: story.url });
});
afterAll(async () => {
  await service?.close();
  await story?.close();
});

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
/** The dialog's order, paid through its payment intent (with the test card `number`, Visa by default). */
const order = (userId: string, { number, ...overrides }: Record<string, unknown> & { number?: string } = {}) =>
  orderBook(
    service,
    userId,
    {
      storyId: 'story-1',
      bookConfigId: 1,
      shippingAddress: address,
      shippingLevel: 'MAIL',
      bookType: 'storybook',
      orderKey: randomUUID(),
      ...overrides,
    },
    number,
  );
const rowsOf = (userId: string) => service.database.db.select().from(printOrders).where(eq(printOrders.userId, userId));

describe('book configs and estimates', () => {
  it('lists the formats with package ids, trim sizes and prices, to signed-in users only', async () => {
    const { configs } = bookConfigsResponseSchema.parse((await service.api().get('/api/lulu/book-configs').set(service.as('u-configs')).expect(200)).body);
    expect(configs.length).toBeGreaterThanOrEqual(3);
    expect(configs[0]).toMatchObject({ id: 1, podPackageId: '0850X0850FCSTDPB080CW444GXX', retailPrice: '24.99', widthPt: 612, heightPt: 612 });
    await service.api().get('/api/lulu/book-configs').expect(401);
  });

  it('estimates shipping from the local shop price table by level and country (defaults US and Mail)', async () => {
    const estimate = async (body: object) =>
      priceEstimateResponseSchema.parse((await service.api().post('/api/lulu/price-estimate').set(service.as('u-est')).send(body).expect(200)).body).estimate;
    const usMail = await estimate({ podPackageId: '0850X0850FCSTDPB080CW444GXX', quantity: 1 });
    expect(usMail).toEqual({ book_cost: 24.99, shipping_cost: 4.99, total_cost: 29.98, currency: 'USD' });
    const usExpress = await estimate({ podPackageId: '0850X0850FCSTDPB080CW444GXX', shippingLevel: 'EXPRESS' });
    const auMail = await estimate({ podPackageId: '0850X0850FCSTDPB080CW444GXX', shippingCountry: 'AU' });
    expect(usExpress.shipping_cost).toBeGreaterThan(usMail.shipping_cost);
    expect(auMail.shipping_cost).toBeGreaterThan(usMail.shipping_cost);
    const hardcover = await estimate({ podPackageId: '0850X0850FCPRECW080CW444GXX' });
    expect(hardcover.shipping_cost).toBeGreaterThan(usMail.shipping_cost);
  });

  it('refuses unknown formats, countries, levels and quantities with a message', async () => {
    const refuse = async (body: object) => (await service.api().post('/api/lulu/price-estimate').set(service.as('u-est')).send(body).expect(400)).body.message;
    expect(await refuse({ podPackageId: 'NOPE' })).toBe('Unknown book format.');
    expect(await refuse({ podPackageId: '0850X0850FCSTDPB080CW444GXX', shippingCountry: 'FR' })).toContain('We ship to US, CA, GB and AU');
    expect(await refuse({ podPackageId: '0850X0850FCSTDPB080CW444GXX', shippingLevel: 'TELEPORT' })).toContain('shippingLevel');
    expect(await refuse({ podPackageId: '0850X0850FCSTDPB080CW444GXX', quantity: 3 })).toContain('quantity must be 1');
  });
});

describe('submitting an order', () => {
  it('takes the payment, stores print-ready files of the right size and page count, and sends the job to the print shop', async () => {
    const res = await order('u-order', { storyId: 'story-long' }).expect(200);
    const body = submitPrintOrderResponseSchema.parse(res.body);
    expect(body.message).toBe(PRINT_ORDER_SUBMITTED);
    expect(body.order).toMatchObject({
      storyId: 'story-long',
      title: 'Story story-long',
      status: 'created',
      bookType: 'storybook',
      pageCount: 42,
      // Paid through a payment intent: the card stays with the payments engine.
      cardLast4: null,
      configName: 'Square Paperback',
    });
    // 42 pages: 10 over the format's 32 at 15 cents each; shipping one extra 16-page signature by mail.
    expect(body.order.bookCents).toBe(2499 + 150);
    expect(body.order.shippingCents).toBe(499 + 40);
    expect(body.order.totalCents).toBe(2499 + 150 + 499 + 40);
    const [row] = await rowsOf('u-order');
    expect(row!.printJobId).toMatch(/^lps_/);
    const interior = await readPdfShape(row!.interiorPdf);
    expect(interior.pageCount).toBe(42);
    expect(interior.pageSizes.every(([w, h]) => w === 612 && h === 612)).toBe(true);
    const cover = await readPdfShape(row!.coverPdf);
    expect(cover).toEqual({ pageCount: 1, pageSizes: [[612 * 2 + 12, 612]] });
    const [paid] = await service.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, `in_${row!.id}`));
    expect(paid).toMatchObject({ source: 'print', status: 'paid', amountCents: body.order.totalCents });
    expect(story.calls.at(-1)).toEqual({ storyId: 'story-long', issuer: 'billing', ownerId: 'u-order' });
  });

  it('serves the files to whoever holds the token in their URL, and to nobody else', async () => {
    await order('u-files').expect(200);
    const [row] = await rowsOf('u-files');
    const base = `/api/lulu/files/${row!.id}`;
    // The print shop comes through the gateway as an anonymous caller.
    const anonymous = identityHeaders({ userId: null });
    const file = await service.api().get(`${base}/interior.pdf`).query({ token: row!.fileToken }).set(anonymous).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(file.body as Buffer), row!.interiorPdf)).toBe(0);
    await service.api().get(`${base}/cover.pdf`).query({ token: row!.fileToken }).set(anonymous).expect(200);
    await service
      .api()
      .get(`${base}/interior.pdf`)
      .query({ token: 'x'.repeat(32) })
      .set(anonymous)
      .expect(404);
    await service.api().get(`${base}/interior.pdf`).set(anonymous).expect(400);
    await service.api().get(`${base}/secrets.pdf`).query({ token: row!.fileToken }).set(anonymous).expect(400);
  });

  it('pays and orders once for one order key, however often the dialog sends it', async () => {
    const orderKey = randomUUID();
    const [first, second] = await Promise.all([order('u-twice', { orderKey }), order('u-twice', { orderKey })]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.order.id).toBe(first.body.order.id);
    // The dialog's submit sent again later finds the same order; a new payment for the key is refused.
    const rows = await rowsOf('u-twice');
    const third = await service
      .api()
      .post('/api/lulu/submit-order')
      .set(service.as('u-twice'))
      .send({ storyId: 'story-1', bookConfigId: 1, shippingAddress: address, shippingLevel: 'MAIL', orderKey, paymentIntentId: rows[0]!.paymentRef })
      .expect(200);
    expect(third.body.order.id).toBe(first.body.order.id);
    expect((await order('u-twice', { orderKey }).expect(409)).body.message).toBe('This book has already been ordered.');
    expect(rows).toHaveLength(1);
    expect(await service.database.db.select().from(invoices).where(eq(invoices.userId, 'u-twice'))).toHaveLength(1);
    expect(await service.database.db.select().from(printShopJobs).where(eq(printShopJobs.reference, rows[0]!.id))).toHaveLength(1);
  });

  it('places no order when the card is declined or invalid', async () => {
    const declined = await order('u-declined', { number: CARDS.declined }).expect(200);
    expect(declined.body.paymentIntent).toMatchObject({ status: 'requires_payment_method', lastPaymentError: { message: 'Your card was declined.' } });
    const poor = await order('u-declined', { number: CARDS.insufficientFunds }).expect(200);
    expect(poor.body.paymentIntent.lastPaymentError.message).toBe('Your card has insufficient funds.');
    await order('u-declined', { number: '4242 4242 4242 4241' }).expect(400);
    await service.settled();
    expect(await rowsOf('u-declined')).toHaveLength(0);
    expect(await service.database.db.select().from(invoices).where(eq(invoices.userId, 'u-declined'))).toHaveLength(0);
  });

  it('places a book only through a payment intent: a typed card, or no payment, is refused', async () => {
    const book = { storyId: 'story-1', bookConfigId: 1, shippingAddress: address, shippingLevel: 'MAIL', bookType: 'storybook', orderKey: randomUUID() };
    const submit = (body: object) => service.api().post('/api/lulu/submit-order').set(service.as('u-card')).send(body);
    expect((await submit(book).expect(400)).body.message).toBe('Please enter your payment details.');
    await submit({ ...book, card: card(CARDS.visa) }).expect(400);
    await submit({ ...book, paymentIntentId: 'not-a-payment' }).expect(400);
    expect(await rowsOf('u-card')).toHaveLength(0);
  });

  it('validates the shipping form and the configuration with the dialog wording', async () => {
    const missing = await order('u-bad', { shippingAddress: { ...address, city: '  ' } }).expect(400);
    expect(missing.body.message).toContain('Please fill in all required shipping fields');
    const noConfig = await order('u-bad', { bookConfigId: 99 }).expect(400);
    expect(noConfig.body.message).toBe('Please select a book configuration');
    await order('u-bad', { bookConfigId: 'one' }).expect(400);
    await order('u-bad', { shippingAddress: { ...address, country_code: 'FR' } }).expect(400);
    await order('u-bad', { bookType: 'poster' }).expect(400);
    await order('u-bad', { orderKey: 'x' }).expect(400);
    await service.api().post('/api/lulu/submit-order').send({}).expect(401);
    expect(await rowsOf('u-bad')).toHaveLength(0);
  });

  it("passes on the story's refusals, and charges nothing for files that fail the print check", async () => {
    const missing = await order('u-story', { storyId: 'story-missing' }).expect(404);
    expect(missing.body.message).toBe('Story not found');
    const plain = await order('u-story', { storyId: 'story-plain', bookType: 'coloring' }).expect(400);
    expect(plain.body.message).toContain('Generate illustrations first');
    const broken = await order('u-story', { storyId: 'story-broken' }).expect(502);
    expect(broken.body.message).toContain('Your card was not charged');
    expect(await rowsOf('u-story')).toHaveLength(0);
  });

  it("orders no book of someone else's story: not found, nothing priced, charged or kept", async () => {
    const refused = await order('u-stranger', { storyId: 'story-of-someone-else' }).expect(404);
    expect(refused.body.message).toBe('Story not found');
    expect(story.calls.at(-1)).toMatchObject({ storyId: 'story-of-someone-else', ownerId: 'u-stranger' });
    const book = {
      storyId: 'story-of-someone-else',
      bookConfigId: 1,
      shippingAddress: address,
      shippingLevel: 'MAIL',
      bookType: 'storybook',
      orderKey: randomUUID(),
    };
    await service.api().post('/api/lulu/payment-intent').set(service.as('u-stranger')).send(book).expect(404);
    expect(await rowsOf('u-stranger')).toHaveLength(0);
    expect(await service.database.db.select().from(printPayments).where(eq(printPayments.userId, 'u-stranger'))).toHaveLength(0);
  });
});

describe('paying first through a payment intent (the Stripe path, here on the local engine)', () => {
  it('prices the book on the server, and the confirmed payment places the order once', async () => {
    const orderKey = randomUUID();
    const book = { storyId: 'story-1', bookConfigId: 1, shippingAddress: address, shippingLevel: 'MAIL', bookType: 'storybook', orderKey };
    const prepared = await service.api().post('/api/lulu/payment-intent').set(service.as('u-intent')).send(book).expect(200);
    const { clientSecret, paymentIntentId, totalCents } = prepared.body as { clientSecret: string; paymentIntentId: string; totalCents: number };
    expect(totalCents).toBe(2499 + 499);
    await service
      .api()
      .post('/api/lulu/submit-order')
      .set(service.as('u-intent'))
      .send({ ...book, paymentIntentId })
      .expect(409);
    const paid = await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-intent'))
      .send({ clientSecret, card: card(CARDS.visa) })
      .expect(200);
    expect(paid.body.paymentIntent.status).toBe('succeeded');
    const placed = await service
      .api()
      .post('/api/lulu/submit-order')
      .set(service.as('u-intent'))
      .send({ ...book, paymentIntentId })
      .expect(200);
    expect(placed.body.order).toMatchObject({ totalCents, status: 'created' });
    const again = await service
      .api()
      .post('/api/lulu/submit-order')
      .set(service.as('u-intent'))
      .send({ ...book, paymentIntentId })
      .expect(200);
    expect(again.body.order.id).toBe(placed.body.order.id);
    expect(await rowsOf('u-intent')).toHaveLength(1);
    expect(await service.database.db.select().from(invoices).where(eq(invoices.userId, 'u-intent'))).toHaveLength(1);
  });
});

describe('a card that asks for the bank (3-D Secure)', () => {
  it('pays through the payment intent once the bank step is completed, and the order is placed', async () => {
    const orderKey = randomUUID();
    const book = { storyId: 'story-1', bookConfigId: 1, shippingAddress: address, shippingLevel: 'MAIL', bookType: 'storybook', orderKey };
    const prepared = await service.api().post('/api/lulu/payment-intent').set(service.as('u-3ds')).send(book).expect(200);
    const { clientSecret, paymentIntentId } = prepared.body as { clientSecret: string; paymentIntentId: string };
    const asked = await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-3ds'))
      .send({ clientSecret, card: card(CARDS.authenticate) })
      .expect(200);
    expect(asked.body.paymentIntent.status).toBe('requires_action');
    await service
      .api()
      .post('/api/lulu/submit-order')
      .set(service.as('u-3ds'))
      .send({ ...book, paymentIntentId })
      .expect(409);
    const approved = await service
      .api()
      .post('/api/billing/confirm-payment/authenticate')
      .set(service.as('u-3ds'))
      .send({ clientSecret, outcome: 'approve' })
      .expect(200);
    expect(approved.body.paymentIntent.status).toBe('succeeded');
    const placed = await service
      .api()
      .post('/api/lulu/submit-order')
      .set(service.as('u-3ds'))
      .send({ ...book, paymentIntentId })
      .expect(200);
    expect(placed.body.order.status).toBe('created');
  });
});

describe('my print orders', () => {
  it('lists only my own orders; another user gets 404 for mine', async () => {
    const mine = (await order('u-owner').expect(200)).body.order;
    await order('u-other').expect(200);
    const list = myPrintOrdersResponseSchema.parse((await service.api().get('/api/lulu/my-print-orders').set(service.as('u-owner')).expect(200)).body);
    expect(list.orders.map((o) => o.id)).toEqual([mine.id]);
    const theirs = myPrintOrdersResponseSchema.parse((await service.api().get('/api/lulu/my-print-orders').set(service.as('u-other')).expect(200)).body);
    expect(theirs.orders.map((o) => o.id)).not.toContain(mine.id);
    await service.api().get(`/api/lulu/print-orders/${mine.id}`).set(service.as('u-owner')).expect(200);
    await service.api().get(`/api/lulu/print-orders/${mine.id}`).set(service.as('u-other')).expect(404);
    await service.api().get('/api/lulu/my-print-orders').expect(401);
  });
});

describe('account deletion', () => {
  it('drops finished print orders with their files, and keeps one on its way without the person', async () => {
    const open = (await order('u-leaving').expect(200)).body.order;
    const done = (await order('u-leaving').expect(200)).body.order;
    await service.database.db.update(printOrders).set({ status: 'delivered' }).where(eq(printOrders.id, done.id));
    await service
      .api()
      .delete('/internal/users/u-leaving/data')
      .set(identityHeaders({ userId: null, issuer: 'gateway-accounts' }))
      .expect(200);
    expect(await rowsOf('u-leaving')).toHaveLength(0);
    const kept = await service.database.db.select().from(printOrders).where(eq(printOrders.id, open.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: '(erased)', cardLast4: null });
    expect(await service.database.db.select().from(printOrders).where(eq(printOrders.id, done.id))).toHaveLength(0);
  });
});

describe('the print status job (pg-boss on the billing database)', () => {
  let job: PrintStatusJob;
  afterAll(() => job?.stop());

  it('moves an order created -> in_production -> shipped (with a tracking number) -> delivered', async () => {
    const placed = (await order('u-track').expect(200)).body.order;
    job = await startPrintStatusJob({
      databaseUrl: service.config.DATABASE_URL,
      cron: '0 0 1 1 *',
      printFulfilment: service.app.printFulfilment,
      logger: silentLogger,
    });
    const statusOf = async () =>
      (await service.api().get(`/api/lulu/print-orders/${placed.id}`).set(service.as('u-track')).expect(200)).body as {
        status: string;
        trackingNumber: string | null;
      };
    const seen: string[] = [];
    for (const next of ['in_production', 'shipped', 'delivered']) {
      await job.runNow();
      const now = await until(statusOf, { accept: (value) => value.status === next, timeoutMs: 20_000, intervalMs: 200, message: `the order ${next}` });
      expect(now.status).toBe(next);
      seen.push(now.status);
      if (next === 'shipped') expect(now.trackingNumber).toMatch(/^LPS\d{12}$/);
    }
    expect(seen).toEqual(['in_production', 'shipped', 'delivered']);
    expect((await statusOf()).trackingNumber).toMatch(/^LPS\d{12}$/);
  });
});
