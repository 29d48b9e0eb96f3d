import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import {
  type PrintShippingAddress,
  PRINT_PHONE_INVALID,
  PRINT_PHONE_REQUIRED,
  PRINT_STATE_REQUIRED,
  printOrderViewSchema,
  priceEstimateResponseSchema,
} from '@bedtime/contracts';
import { printOrders } from '../src/data/schema';
import { createLuluPrintShop } from '../src/providers/print/lulu-print-shop';
import { PrintShopError } from '../src/providers/print/types';
import { ERASED_USER } from '../src/domain/account-erasure';
import { PRINT_FAILURE_REASONS, PRINT_SUBMIT_GIVE_UP_MS } from '../src/domain/print-fulfilment';
import { readPdfShape } from '../src/providers/print/print-file-check';
import { startFakeLulu, type FakeLulu } from './fake-lulu-server';
import { OLD_UNSCREENED_TITLE, startFakeStoryFiles } from './fake-story-files';
import { createStripeBillingService, createTestBillingService, orderBook, type TestBillingService } from './helpers';

const credentials = { clientKey: 'lulu-key', clientSecret: 'lulu-secret' };
let lulu: FakeLulu;
let story: Awaited<ReturnType<typeof startFakeStoryFiles>>;
let service: TestBillingService;
beforeAll(async () => {
  lulu = await startFakeLulu(credentials);
  story = await startFakeStoryFiles();
  service = await createTestBillingService({
    LULU_CLIENT_KEY: credentials.clientKey,
    LULU_CLIENT_SECRET: credentials.clientSecret,
    LULU_API_URL: lulu.url,
    STORY_SERVICE_URL: story.url,
  });
});
afterAll(async () => {
  await service?.close();
  await story?.close();
  await lulu?.close();
});

const address = {
  name: 'Ada Reader',
  email: 'ada@example.com',
  address_line1: '1 Story Lane',
  city: 'Toronto',
  state_code: 'ON',
  postal_code: 'M5V 2T6',
  country_code: 'CA' as const,
  phone: '+1 555 010 0100',
};
/** The dialog's order, paid through its payment intent (with the test card `number`, Visa by default). */
const order = (userId: string, { number, ...overrides }: Record<string, unknown> & { number?: string } = {}) =>
  orderBook(
    service,
    userId,
    {
      storyId: 'story-1',
      bookConfigId: 3,
      shippingAddress: address,
      shippingLevel: 'EXPRESS',
      bookType: 'storybook',
      orderKey: randomUUID(),
      ...overrides,
    },
    number,
  );
const rowOf = async (userId: string) => (await service.database.db.select().from(printOrders).where(eq(printOrders.userId, userId)))[0]!;
const jobsFor = (orderId: string) => [...lulu.jobs.values()].filter((job) => job.body.external_id === orderId);
const posts = () => lulu.requests.filter((request) => request.method === 'POST' && request.path === '/print-jobs/').length;
const mailsTo = (to: string) => service.mails.filter((mail) => mail.to === to);

describe('the Lulu print shop (against a fake that keeps to Lulu’s published description)', () => {
  it('gets a client-credentials token once and estimates shipping from the cheapest priced option of the level', async () => {
    const res = await service
      .api()
      .post('/api/lulu/price-estimate')
      .set(service.as('lulu-est'))
      .send({ podPackageId: '0600X0900FCSTDPB080CW444GXX', shippingLevel: 'MAIL' })
      .expect(200);
    // Lulu offers two MAIL options (4.10 and 3.50): the estimate is the cheaper one, read from cost_excl_tax.
    expect(priceEstimateResponseSchema.parse(res.body).estimate).toEqual({ book_cost: 19.99, shipping_cost: 3.5, total_cost: 23.49, currency: 'USD' });
    await service
      .api()
      .post('/api/lulu/price-estimate')
      .set(service.as('lulu-est'))
      .send({ podPackageId: '0600X0900FCSTDPB080CW444GXX', shippingCountry: 'US', shippingStateCode: 'ca' })
      .expect(200);
    expect(lulu.requests.filter((r) => r.path.endsWith('/openid-connect/token'))).toHaveLength(1);
    const options = lulu.requests.filter((r) => r.path === '/shipping-options/');
    expect(options.at(-1)!.body).toEqual({
      line_items: [{ pod_package_id: '0600X0900FCSTDPB080CW444GXX', page_count: 32, quantity: 1 }],
      shipping_address: { country: 'US', state_code: 'CA' },
      currency: 'USD',
    });
  });

  it('never shows $0.00 when Lulu gives a shipping option no price (cost_excl_tax null)', async () => {
    lulu.setShippingCostsKnown(false);
    try {
      const res = await service
        .api()
        .post('/api/lulu/price-estimate')
        .set(service.as('lulu-est'))
        .send({ podPackageId: '0600X0900FCSTDPB080CW444GXX', shippingLevel: 'PRIORITY_MAIL' })
        .expect(502);
      expect(res.body.message).toMatch(/no price for PRIORITY_MAIL shipping/);
    } finally {
      lulu.setShippingCostsKnown(true);
    }
  });

  it('prices an order with a cost calculation, creates a print job with the file URLs, and follows its status to shipped', async () => {
    const res = await order('lulu-user').expect(200);
    expect(res.body.order).toMatchObject({ status: 'created', shippingCents: 4200, bookCents: 1999 });
    const calc = lulu.requests.findLast((r) => r.path === '/print-job-cost-calculations/')!;
    expect(calc.body).toMatchObject({
      shipping_option: 'EXPRESS',
      shipping_address: {
        city: 'Toronto',
        state_code: 'ON',
        country_code: 'CA',
        postcode: 'M5V 2T6',
        street1: '1 Story Lane',
        phone_number: '+1 555 010 0100',
      },
    });
    const row = await rowOf('lulu-user');
    expect(row.printShop).toBe('lulu');
    const job = lulu.jobs.get(row.printJobId!)!;
    expect(job.body).toMatchObject({
      external_id: row.id,
      contact_email: 'ada@example.com',
      shipping_level: 'EXPRESS',
      shipping_address: { name: 'Ada Reader', country_code: 'CA', phone_number: '+1 555 010 0100' },
    });
    const item = (
      job.body.line_items as { printable_normalization: { pod_package_id: string; interior: { source_url: string }; cover: { source_url: string } } }[]
    )[0]!;
    expect(item.printable_normalization.pod_package_id).toBe('0600X0900FCSTDPB080CW444GXX');
    // Lulu fetches the files from the URLs it was given: they answer the stored, preflighted PDFs.
    const interiorUrl = new URL(item.printable_normalization.interior.source_url);
    expect(interiorUrl.origin).toBe('http://app.test');
    const interior = await service
      .api()
      .get(interiorUrl.pathname + interiorUrl.search)
      .set(identityHeaders({ userId: null }))
      .buffer(true)
      .expect(200);
    const shape = await readPdfShape(Buffer.from(interior.body as Buffer));
    expect(shape.pageSizes.every(([w, h]) => w === 432 && h === 648)).toBe(true);

    const statusOf = async () => (await service.api().get(`/api/lulu/print-orders/${row.id}`).set(service.as('lulu-user')).expect(200)).body;
    lulu.setStatus(row.printJobId!, 'IN_PRODUCTION');
    await service.app.printFulfilment.refreshStatuses();
    expect((await statusOf()).status).toBe('in_production');
    lulu.setStatus(row.printJobId!, 'SHIPPED', '1Z999AA10123456784');
    lulu.expireTokens();
    await service.app.printFulfilment.refreshStatuses();
    expect(await statusOf()).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' });
  });

  it('reports refused credentials and an unreachable Lulu as print shop errors that may succeed later', async () => {
    const wrong = createLuluPrintShop({ baseUrl: lulu.url, clientKey: 'lulu-key', clientSecret: 'nope' });
    await expect(wrong.shippingCents({ podPackageId: 'x', pageCount: 32, country: 'US', level: 'MAIL' })).rejects.toBeInstanceOf(PrintShopError);
    const unreachable = createLuluPrintShop({ baseUrl: 'http://127.0.0.1:9', ...credentials, timeoutMs: 2_000 });
    await expect(unreachable.jobState('1')).rejects.toMatchObject({ message: expect.stringMatching(/Could not reach Lulu/), permanent: false });
  });
});

describe('print jobs are sent once, however Lulu’s answer goes astray', () => {
  it('a timeout after Lulu made the job: the next pass finds it by external_id instead of printing a second book', async () => {
    lulu.fail('create-job', { kind: 'slow', ms: 4_000 });
    {
      // The client gives up after its timeout; Lulu has made the job all the same.
      const shop = createLuluPrintShop({ baseUrl: lulu.url, ...credentials, timeoutMs: 1_500 });
      const job = await shop
        .createJob({
          reference: 'print_timeout_ref',
          title: 'T',
          podPackageId: '0600X0900FCSTDPB080CW444GXX',
          pageCount: 32,
          shippingLevel: 'MAIL',
          address: { ...address },
          contactEmail: 'ada@example.com',
          interiorUrl: 'http://app.test/i.pdf',
          coverUrl: 'http://app.test/c.pdf',
        })
        .catch((error: unknown) => error);
      expect(job).toMatchObject({ permanent: false });
      expect([...lulu.jobs.values()].filter((candidate) => candidate.body.external_id === 'print_timeout_ref')).toHaveLength(1);
      const again = await shop.createJob({
        reference: 'print_timeout_ref',
        title: 'T',
        podPackageId: '0600X0900FCSTDPB080CW444GXX',
        pageCount: 32,
        shippingLevel: 'MAIL',
        address: { ...address },
        contactEmail: 'ada@example.com',
        interiorUrl: 'http://app.test/i.pdf',
        coverUrl: 'http://app.test/c.pdf',
        resend: true,
      });
      const only = [...lulu.jobs.values()].filter((candidate) => candidate.body.external_id === 'print_timeout_ref');
      expect(only).toHaveLength(1);
      expect(again.jobId).toBe(String(only[0]!.id));
      expect(lulu.requests.findLast((r) => r.method === 'GET' && r.path === '/print-jobs/')!.query).toMatchObject({ search: 'print_timeout_ref' });
    }
  });

  it('a lost 201: the order stays paid, and the status job links the job Lulu made without sending another', async () => {
    lulu.fail('create-job', { kind: 'lost' });
    const res = await order('lulu-lost').expect(200);
    const row = await rowOf('lulu-lost');
    expect(row).toMatchObject({ status: 'created', printJobId: null });
    expect(res.body.order.status).toBe('created');
    expect(jobsFor(row.id)).toHaveLength(1);
    const before = posts();
    await service.app.printFulfilment.refreshStatuses();
    expect(posts()).toBe(before);
    expect(jobsFor(row.id)).toHaveLength(1);
    expect((await rowOf('lulu-lost')).printJobId).toBe(String(jobsFor(row.id)[0]!.id));
  });

  it('a 5xx is sent again on the next pass, once', async () => {
    lulu.fail('create-job', { kind: 'status', status: 503 });
    await order('lulu-5xx').expect(200);
    const row = await rowOf('lulu-5xx');
    expect(row.printJobId).toBeNull();
    expect(row.lastError).toMatch(/503/);
    await service.app.printFulfilment.refreshStatuses();
    await service.app.printFulfilment.refreshStatuses();
    expect(jobsFor(row.id)).toHaveLength(1);
    expect((await rowOf('lulu-5xx')).status).toBe('created');
  });

  it('a refusal that cannot succeed (400) is not sent again: the order fails, is refunded and the customer told', async () => {
    lulu.fail('create-job', {
      kind: 'refuse',
      status: 400,
      body: { line_items: { 0: { printable_normalization: { cover: { source_url: ['File could not be downloaded.'] } } } } },
    });
    await order('lulu-400', { shippingAddress: { ...address, email: 'refused@example.com' } }).expect(200);
    const row = await rowOf('lulu-400');
    // The submit, or the payment's event just before it, placed the book: the order as it stands now.
    const view = await service.api().get(`/api/lulu/print-orders/${row.id}`).set(service.as('lulu-400')).expect(200);
    expect(printOrderViewSchema.parse(view.body)).toMatchObject({ status: 'failed', failureReason: PRINT_FAILURE_REASONS.refused });
    expect(row.lastError).toMatch(/400.*File could not be downloaded/);
    await service.settled();
    const refunded = await rowOf('lulu-400');
    expect(refunded.refundedAt).not.toBeNull();
    expect(mailsTo('refused@example.com')).toHaveLength(1);
    expect(mailsTo('refused@example.com')[0]!.text).toContain('refunded the full $61.99');
    const before = posts();
    await service.app.printFulfilment.refreshStatuses();
    await service.app.printFulfilment.refreshStatuses();
    expect(posts()).toBe(before);
    await service.settled();
    expect(mailsTo('refused@example.com')).toHaveLength(1);
  });

  it('tells the address typed for delivery (anyone) the story’s title only when it passes the screen', async () => {
    lulu.fail('create-job', {
      kind: 'refuse',
      status: 400,
      body: { line_items: { 0: { printable_normalization: { cover: { source_url: ['File could not be downloaded.'] } } } } },
    });
    await order('lulu-old-title', { storyId: 'story-old-title', shippingAddress: { ...address, email: 'stranger@example.com' } }).expect(200);
    await service.settled();
    const [mail] = mailsTo('stranger@example.com');
    expect(mail!.subject).toBe('Your printed book could not be printed');
    expect(mail!.text).toContain('your printed book (Pocket Paperback) will not be printed');
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(/candy|mum/i);
    // The owner still sees their own title on their order.
    expect((await rowOf('lulu-old-title')).title).toBe(OLD_UNSCREENED_TITLE);
  });

  it('a Lulu that stays down for a day: the order fails and is refunded instead of being resent for ever', async () => {
    lulu.fail('create-job', { kind: 'status', status: 502 }, { kind: 'status', status: 502 });
    await order('lulu-down', { shippingAddress: { ...address, email: 'down@example.com' } }).expect(200);
    await service.app.printFulfilment.refreshStatuses();
    expect((await rowOf('lulu-down')).status).toBe('created');
    service.clock.advance(PRINT_SUBMIT_GIVE_UP_MS + 1000);
    try {
      lulu.fail('create-job', { kind: 'status', status: 502 });
      await service.app.printFulfilment.refreshStatuses();
      expect(await rowOf('lulu-down')).toMatchObject({ status: 'failed', failureReason: PRINT_FAILURE_REASONS.unreachable, printJobId: null });
      await service.settled();
      expect((await rowOf('lulu-down')).refundedAt).not.toBeNull();
      expect(mailsTo('down@example.com')).toHaveLength(1);
    } finally {
      service.clock.set(new Date());
    }
  });
});

describe('Lulu statuses that end an order', () => {
  it('a deleted account’s book that ends unprinted is refunded, its buyer told, and then its files and address go', async () => {
    const userId = 'lulu-end-erased';
    const email = `${userId}@example.com`;
    await order(userId, { shippingAddress: { ...address, email } }).expect(200);
    const { id, printJobId } = await rowOf(userId);
    await service
      .api()
      .delete(`/internal/users/${userId}/data`)
      .set(identityHeaders({ userId: null, issuer: 'gateway-accounts' }))
      .expect(200);
    // Still on its way when the account went: kept, without the person, to be printed.
    const [kept] = await service.database.db.select().from(printOrders).where(eq(printOrders.id, id));
    expect(kept).toMatchObject({ userId: ERASED_USER, status: 'created' });
    lulu.setStatus(printJobId!, 'CANCELED', null, 'Canceled by Lulu support.');
    await service.app.printFulfilment.refreshStatuses();
    await service.settled();
    expect(mailsTo(email)).toHaveLength(1);
    await service.app.printFulfilment.refreshStatuses();
    expect(await service.database.db.select().from(printOrders).where(eq(printOrders.id, id))).toEqual([]);
  });

  it.each([
    ['ERROR', 'failed', 'Printer reported a damaged cover.'],
    ['REJECTED', 'failed', 'The interior file has fewer pages than the product needs.'],
    ['CANCELED', 'canceled', 'Canceled by Lulu support.'],
  ] as const)('%s: the order is %s with Lulu’s message, refunded, and the customer told', async (luluStatus, ours, message) => {
    const userId = `lulu-end-${luluStatus.toLowerCase()}`;
    const email = `${userId}@example.com`;
    await order(userId, { shippingAddress: { ...address, email } }).expect(200);
    const row = await rowOf(userId);
    lulu.setStatus(row.printJobId!, luluStatus, null, message);
    await service.app.printFulfilment.refreshStatuses();
    const view = printOrderViewSchema.parse((await service.api().get(`/api/lulu/print-orders/${row.id}`).set(service.as(userId)).expect(200)).body);
    expect(view.status).toBe(ours);
    expect(view.failureReason).toContain(message);
    await service.settled();
    expect((await rowOf(userId)).refundedAt).not.toBeNull();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.text).toContain(message);
    // It stays ended: another pass changes nothing and tells nobody again.
    await service.app.printFulfilment.refreshStatuses();
    await service.settled();
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('addresses are checked by Lulu’s rules before anyone pays', () => {
  it.each([
    ['a US address without a state', { country_code: 'US', state_code: undefined, city: 'Austin', postal_code: '78701' }, PRINT_STATE_REQUIRED],
    ['an Australian address without a state', { country_code: 'AU', state_code: undefined, city: 'Sydney', postal_code: '2000' }, PRINT_STATE_REQUIRED],
    ['a phone Lulu’s pattern refuses', { phone: '12345' }, PRINT_PHONE_INVALID],
    ['no phone', { phone: undefined }, PRINT_PHONE_REQUIRED],
  ])('%s is refused with 400 and a message for the dialog; Lulu is not asked', async (_, change, message) => {
    const calls = lulu.requests.length;
    const res = await order('lulu-address', { shippingAddress: { ...address, ...change } }).expect(400);
    expect(res.body.message).toBe(message);
    expect(lulu.requests.length).toBe(calls);
  });

  it('a British address needs no state, and Lulu takes it', async () => {
    await order('lulu-gb', {
      shippingAddress: { ...address, country_code: 'GB', state_code: undefined, city: 'London', postal_code: 'SW1A 1AA', phone: '020 7946 0000' },
    }).expect(200);
    expect((await rowOf('lulu-gb')).printJobId).not.toBeNull();
  });

  it('an address without a phone (an order stored before phones were required) goes to Lulu without one, never a made-up number', async () => {
    const shop = createLuluPrintShop({ baseUrl: lulu.url, ...credentials });
    const { phone: _phone, ...withoutPhone } = address;
    void _phone;
    await shop.createJob({
      reference: 'print_no_phone',
      title: 'T',
      podPackageId: '0600X0900FCSTDPB080CW444GXX',
      pageCount: 32,
      shippingLevel: 'MAIL',
      address: withoutPhone as PrintShippingAddress,
      contactEmail: 'ada@example.com',
      interiorUrl: 'http://app.test/i.pdf',
      coverUrl: 'http://app.test/c.pdf',
    });
    const sent = lulu.requests.findLast((r) => r.method === 'POST' && r.path === '/print-jobs/')!.body as { shipping_address: Record<string, unknown> };
    expect(sent.shipping_address).not.toHaveProperty('phone_number');
  });
});

describe('the fake Lulu keeps to Lulu’s description', () => {
  it('refuses a field Lulu does not have, a phone outside its pattern, and a US address without state_code', async () => {
    const token = (await (
      await fetch(`${lulu.url}/auth/realms/glasstree/protocol/openid-connect/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${credentials.clientKey}:${credentials.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const calc = (shipping_address: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      fetch(`${lulu.url}/print-job-cost-calculations/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          line_items: [{ pod_package_id: '0600X0900FCSTDPB080CW444GXX', page_count: 32, quantity: 1 }],
          shipping_address,
          shipping_option: 'MAIL',
          ...extra,
        }),
      });
    const good = { street1: '1 Story Lane', city: 'Austin', state_code: 'TX', country_code: 'US', postcode: '78701', phone_number: '+1 512 555 0100' };
    expect((await calc(good)).status).toBe(201);
    expect(await (await calc(good, { shipping_level: 'MAIL' })).json()).toEqual({ shipping_level: ["Unknown field (not in Lulu's description)."] });
    expect((await calc({ ...good, phone_number: '0000' })).status).toBe(400);
    expect((await calc({ ...good, state_code: undefined })).status).toBe(400);
  });
});

describe('printed books with Stripe and Lulu', () => {
  it('Stripe’s payment event is answered before Lulu is called: a slow Lulu holds a task, not the webhook', async () => {
    const billing = await createStripeBillingService(
      { secretKey: 'sk_test_fake_lulu_stripe_slow', webhookSecret: 'whsec_fake_lulu_stripe_slow' },
      { LULU_CLIENT_KEY: credentials.clientKey, LULU_CLIENT_SECRET: credentials.clientSecret, LULU_API_URL: lulu.url, STORY_SERVICE_URL: story.url },
    );
    const making = lulu.hold('create-job');
    try {
      const body = {
        storyId: 'story-1',
        bookConfigId: 3,
        shippingAddress: { ...address, email: 'stripe-lulu-slow@example.com' },
        shippingLevel: 'MAIL',
        bookType: 'storybook',
        orderKey: randomUUID(),
      };
      const prepared = await billing.service.api().post('/api/lulu/payment-intent').set(billing.service.as('sl-slow')).send(body).expect(200);
      const delivered = billing.stripe.deliveries.length;
      // Lulu is making the job and has not answered: it answers when the test says so.
      const paid = billing.stripe.succeedPaymentIntent(prepared.body.paymentIntentId);
      await making.reached;
      // While Lulu is still making the job, Stripe already has its 2xx (an answer held for Lulu would be retried by Stripe).
      await expect
        .poll(
          () =>
            billing.stripe.deliveries
              .slice(delivered)
              .filter((delivery) => delivery.type === 'payment_intent.succeeded')
              .map((delivery) => delivery.status),
          { timeout: 10_000 },
        )
        .toEqual([200]);
      expect(lulu.requests.findLast((request) => request.method === 'POST' && request.path === '/print-jobs/')!.status).toBe(0);
      making.release();
      await paid;
      const [row] = await billing.service.database.db.select().from(printOrders).where(eq(printOrders.userId, 'sl-slow'));
      expect(row!.printJobId).not.toBeNull();
      expect(jobsFor(row!.id)).toHaveLength(1);
    } finally {
      making.release();
      await billing.close();
    }
  });

  it('a book Lulu rejects is refunded through Stripe, once', async () => {
    const billing = await createStripeBillingService(
      { secretKey: 'sk_test_fake_lulu_stripe', webhookSecret: 'whsec_fake_lulu_stripe' },
      { LULU_CLIENT_KEY: credentials.clientKey, LULU_CLIENT_SECRET: credentials.clientSecret, LULU_API_URL: lulu.url, STORY_SERVICE_URL: story.url },
    );
    try {
      const body = {
        storyId: 'story-1',
        bookConfigId: 3,
        shippingAddress: { ...address, email: 'stripe-lulu@example.com' },
        shippingLevel: 'MAIL',
        bookType: 'storybook',
        orderKey: randomUUID(),
      };
      const prepared = await billing.service.api().post('/api/lulu/payment-intent').set(billing.service.as('sl-user')).send(body).expect(200);
      await billing.stripe.succeedPaymentIntent(prepared.body.paymentIntentId);
      const [row] = await billing.service.database.db.select().from(printOrders).where(eq(printOrders.userId, 'sl-user'));
      lulu.setStatus(row!.printJobId!, 'REJECTED', null, 'Cover file is not a PDF.');
      await billing.service.app.printFulfilment.refreshStatuses();
      await billing.settled();
      await billing.service.app.printFulfilment.refreshStatuses();
      await billing.settled();
      const refunds = [...billing.stripe.refunds.values()].filter((refund) => refund.payment_intent === prepared.body.paymentIntentId);
      expect(refunds).toHaveLength(1);
      expect(billing.service.mails.filter((mail) => mail.to === 'stripe-lulu@example.com')).toHaveLength(1);
    } finally {
      await billing.close();
    }
  });
});
