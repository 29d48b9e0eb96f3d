import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { priceEstimateResponseSchema } from '@bedtime/contracts';
import { printOrders } from '../src/data/schema';
import { createLuluPrintShop } from '../src/providers/print/lulu-print-shop';
import { PrintShopError } from '../src/providers/print/types';
import { readPdfShape } from '../src/shop/print-file-check';
import { startFakeLulu } from './fake-lulu-server';
import { startFakeStoryFiles } from './fake-story-files';
import { card, CARDS, createTestBillingService, type TestBillingService } from './helpers';

const credentials = { clientKey: 'lulu-key', clientSecret: 'lulu-secret' };
let lulu: Awaited<ReturnType<typeof startFakeLulu>>;
let story: Awaited<ReturnType<typeof startFakeStoryFiles>>;
let service: TestBillingService;
beforeAll(async () => {
  lulu = await startFakeLulu(credentials);
  story = await startFakeStoryFiles();
  service = await createTestBillingService({ LULU_CLIENT_KEY: credentials.clientKey, LULU_CLIENT_SECRET: credentials.clientSecret, LULU_API_URL: lulu.url, STORY_SERVICE_URL: story.url });
});
afterAll(async () => {
  await service?.close();
  await story?.close();
  await lulu?.close();
});

const address = { name: 'Ada Reader', email: 'ada@example.com', address_line1: '1 Story Lane', city: 'Toronto', state_code: 'ON', postal_code: 'M5V 2T6', country_code: 'CA', phone: '+1 555 0100' };

describe('the Lulu print shop (against a local fake of its API)', () => {
  it('gets a client-credentials token once and estimates shipping from its shipping options', async () => {
    const res = await service.api().post('/api/lulu/price-estimate').set(service.as('lulu-est')).send({ podPackageId: '0600X0900FCSTDPB080CW444GXX', shippingLevel: 'PRIORITY_MAIL' }).expect(200);
    expect(priceEstimateResponseSchema.parse(res.body).estimate).toEqual({ book_cost: 19.99, shipping_cost: 9.25, total_cost: 29.24, currency: 'USD' });
    await service.api().post('/api/lulu/price-estimate').set(service.as('lulu-est')).send({ podPackageId: '0600X0900FCSTDPB080CW444GXX', shippingCountry: 'GB' }).expect(200);
    const tokenCalls = lulu.requests.filter((r) => r.path.endsWith('/openid-connect/token'));
    expect(tokenCalls).toHaveLength(1);
    const options = lulu.requests.filter((r) => r.path === '/shipping-options/');
    expect(options.at(-1)!.body).toMatchObject({ line_items: [{ pod_package_id: '0600X0900FCSTDPB080CW444GXX', page_count: 32, quantity: 1 }], shipping_address: { country: 'GB' } });
  });

  it('prices an order with a cost calculation, creates a print job with the file URLs, and follows its status to shipped', async () => {
    const res = await service
      .api()
      .post('/api/lulu/submit-order')
      .set(service.as('lulu-user'))
      .send({ storyId: 'story-1', bookConfigId: 3, shippingAddress: address, shippingLevel: 'EXPRESS', bookType: 'storybook', card: card(CARDS.visa), orderKey: randomUUID() })
      .expect(200);
    expect(res.body.order).toMatchObject({ status: 'created', shippingCents: 2100, bookCents: 1999 });
    const calc = lulu.requests.find((r) => r.path === '/print-job-cost-calculations/')!;
    expect(calc.body).toMatchObject({ shipping_option: 'EXPRESS', shipping_address: { city: 'Toronto', country_code: 'CA', postcode: 'M5V 2T6', street1: '1 Story Lane' } });
    const [row] = await service.database.db.select().from(printOrders).where(eq(printOrders.userId, 'lulu-user'));
    expect(row!.printShop).toBe('lulu');
    const job = lulu.jobs.get(row!.printJobId!)!;
    expect(job.body).toMatchObject({ external_id: row!.id, contact_email: 'ada@example.com', shipping_level: 'EXPRESS', shipping_address: { name: 'Ada Reader', country_code: 'CA' } });
    const item = (job.body.line_items as { printable_normalization: { pod_package_id: string; interior: { source_url: string }; cover: { source_url: string } } }[])[0]!;
    expect(item.printable_normalization.pod_package_id).toBe('0600X0900FCSTDPB080CW444GXX');
    // Lulu fetches the files from the URLs it was given: they answer the stored, preflighted PDFs.
    const interiorUrl = new URL(item.printable_normalization.interior.source_url);
    expect(interiorUrl.origin).toBe('http://app.test');
    const interior = await service.api().get(interiorUrl.pathname + interiorUrl.search).set(identityHeaders({ userId: null })).buffer(true).expect(200);
    const shape = await readPdfShape(Buffer.from(interior.body as Buffer));
    expect(shape.pageSizes.every(([w, h]) => w === 432 && h === 648)).toBe(true);

    const statusOf = async () => (await service.api().get(`/api/lulu/print-orders/${row!.id}`).set(service.as('lulu-user')).expect(200)).body;
    lulu.setStatus(row!.printJobId!, 'IN_PRODUCTION');
    await service.app.printOrders.refreshStatuses();
    expect((await statusOf()).status).toBe('in_production');
    lulu.setStatus(row!.printJobId!, 'SHIPPED', '1Z999AA10123456784');
    lulu.expireTokens();
    await service.app.printOrders.refreshStatuses();
    expect(await statusOf()).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' });
  });

  it('reports refused credentials and unknown shipping levels as print shop errors', async () => {
    const wrong = createLuluPrintShop({ baseUrl: lulu.url, clientKey: 'lulu-key', clientSecret: 'nope' });
    await expect(wrong.shippingCents({ podPackageId: 'x', pageCount: 32, country: 'US', level: 'MAIL' })).rejects.toBeInstanceOf(PrintShopError);
    const unreachable = createLuluPrintShop({ baseUrl: 'http://127.0.0.1:9', ...credentials, timeoutMs: 2_000 });
    await expect(unreachable.jobState('1')).rejects.toThrow(/Could not reach Lulu/);
  });
});
