import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { captureLogger } from '@bedtime/service-kit/testing';
import { PRINT_ORDER_SUBMITTED, printPaymentIntentResponseSchema, submitPrintOrderResponseSchema } from '@bedtime/contracts';
import { invoices, printOrders, printPayments, printShopJobs } from '../src/data/schema';
import { card, CARDS, createStripeBillingService, type TestBillingService } from './helpers';
import type { FakeStripe } from './fake-stripe-server';
import { startFakeStoryFiles } from './fake-story-files';

const SECRET_KEY = 'sk_test_fake_print_0123456789';
const WEBHOOK_SECRET = 'whsec_fake_print_0123456789';

let stripe: FakeStripe;
let story: Awaited<ReturnType<typeof startFakeStoryFiles>>;
let service: TestBillingService;
let billing: Awaited<ReturnType<typeof createStripeBillingService>> | undefined;
const logs = captureLogger();

beforeAll(async () => {
  story = await startFakeStoryFiles();
  billing = await createStripeBillingService(
    { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET },
    { STORY_SERVICE_URL: story.url },
    { logger: logs.logger },
  );
  ({ stripe, service } = billing);
});
afterAll(async () => {
  await billing?.close();
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
const book = (orderKey: string, overrides: Record<string, unknown> = {}) => ({
  storyId: 'story-long',
  bookConfigId: 1,
  shippingAddress: address,
  shippingLevel: 'MAIL',
  bookType: 'storybook',
  orderKey,
  ...overrides,
});
const prepare = (userId: string, body: object) => service.api().post('/api/lulu/payment-intent').set(service.as(userId)).send(body);
const submit = (userId: string, body: object) => service.api().post('/api/lulu/submit-order').set(service.as(userId)).send(body);
const ordersOf = (userId: string) => service.database.db.select().from(printOrders).where(eq(printOrders.userId, userId));
const invoicesOf = (userId: string) => service.database.db.select().from(invoices).where(eq(invoices.userId, userId));

async function prepared(userId: string, orderKey = randomUUID(), overrides: Record<string, unknown> = {}) {
  const res = await prepare(userId, book(orderKey, overrides)).expect(200);
  return { orderKey, ...printPaymentIntentResponseSchema.parse(res.body) };
}

describe('printed books paid through Stripe', () => {
  it("prepares a Stripe payment of the server's price for the book and its shipping, and keeps the quote", async () => {
    const { orderKey, paymentIntentId, clientSecret, totalCents, bookCents, shippingCents, pageCount } = await prepared('sp-buyer');
    // story-long: 42 pages, 10 over the format's 32 at 15 cents; one extra 16-page signature by mail.
    expect({ bookCents, shippingCents, totalCents, pageCount }).toEqual({
      bookCents: 2499 + 150,
      shippingCents: 499 + 40,
      totalCents: 2499 + 150 + 499 + 40,
      pageCount: 42,
    });
    expect(paymentIntentId).toMatch(/^pi_/);
    expect(clientSecret).toContain(`${paymentIntentId}_secret_`);
    const call = stripe.requests.findLast((request) => request.path === '/v1/payment_intents')!;
    expect(call.body).toMatchObject({ amount: String(totalCents), currency: 'usd', metadata: { type: 'print_order', orderKey } });
    // Nothing sent to Stripe names the person.
    expect(JSON.stringify(call.body)).not.toContain('sp-buyer');
    expect((call.body.metadata as Record<string, string>).quoteHash).toMatch(/^[0-9a-f]{64}$/);
    const [quote] = await service.database.db.select().from(printPayments).where(eq(printPayments.paymentIntentId, paymentIntentId));
    expect(quote).toMatchObject({ userId: 'sp-buyer', orderKey, status: 'pending', totalCents, pageCount: 42, configId: 1, orderId: null });
    expect(quote!.interiorPdf!.length).toBeGreaterThan(0);
    // Nothing is ordered or invoiced before the payment.
    expect(await ordersOf('sp-buyer')).toHaveLength(0);
    expect(await invoicesOf('sp-buyer')).toHaveLength(0);
  });

  it('takes no amount from the client, and validates the request like the order form', async () => {
    const tampered = await prepare('sp-tamper', { ...book(randomUUID()), amount: 1 }).expect(400);
    expect(tampered.body.message).toBeTruthy();
    const missing = await prepare('sp-tamper', book(randomUUID(), { shippingAddress: { ...address, city: ' ' } })).expect(400);
    expect(missing.body.message).toContain('Please fill in all required shipping fields');
    expect((await prepare('sp-tamper', book(randomUUID(), { bookConfigId: 99 })).expect(400)).body.message).toBe('Please select a book configuration');
    await prepare('sp-tamper', book('x')).expect(400);
    await service.api().post('/api/lulu/payment-intent').set(service.as('sp-tamper')).set('content-type', 'application/json').send('{not json').expect(400);
    await service.api().post('/api/lulu/payment-intent').send(book(randomUUID())).expect(401);
    // The story's refusals come through; files that fail the print check prepare no payment.
    expect((await prepare('sp-tamper', book(randomUUID(), { storyId: 'story-missing' })).expect(404)).body.message).toBe('Story not found');
    const before = stripe.requests.filter((request) => request.path === '/v1/payment_intents').length;
    await prepare('sp-tamper', book(randomUUID(), { storyId: 'story-broken' })).expect(502);
    expect(stripe.requests.filter((request) => request.path === '/v1/payment_intents').length).toBe(before);
    expect(await service.database.db.select().from(printPayments).where(eq(printPayments.userId, 'sp-tamper'))).toHaveLength(0);
  });

  it('the same book, address and order key prepare the same payment', async () => {
    const orderKey = randomUUID();
    const first = await prepared('sp-again', orderKey);
    const second = await prepared('sp-again', orderKey);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    const otherAddress = await prepared('sp-again', orderKey, { shippingLevel: 'EXPRESS' });
    expect(otherAddress.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(otherAddress.totalCents).toBeGreaterThan(first.totalCents);
  });

  it('places the order once the payment succeeded, with its paid invoice, and sends it to the print shop once', async () => {
    const { orderKey, paymentIntentId, totalCents } = await prepared('sp-paid');
    await stripe.succeedPaymentIntent(paymentIntentId);
    const body = { ...book(orderKey), paymentIntentId };
    const [first, second] = await Promise.all([submit('sp-paid', body), submit('sp-paid', body)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const answer = submitPrintOrderResponseSchema.parse(first.body);
    expect(answer.message).toBe(PRINT_ORDER_SUBMITTED);
    expect(answer.order).toMatchObject({
      storyId: 'story-long',
      status: 'created',
      pageCount: 42,
      totalCents,
      cardLast4: null,
      configName: 'Square Paperback',
    });
    expect(second.body.order.id).toBe(answer.order.id);
    const third = await submit('sp-paid', body).expect(200);
    expect(third.body.order.id).toBe(answer.order.id);

    const rows = await ordersOf('sp-paid');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paymentRef: paymentIntentId, printShop: 'local' });
    expect(rows[0]!.printJobId).toMatch(/^lps_/);
    expect(rows[0]!.interiorPdf.length).toBeGreaterThan(0);
    const paid = await invoicesOf('sp-paid');
    expect(paid).toEqual([expect.objectContaining({ id: `in_${rows[0]!.id}`, source: 'print', status: 'paid', amountCents: totalCents })]);
    expect(await service.database.db.select().from(printShopJobs).where(eq(printShopJobs.reference, rows[0]!.id))).toHaveLength(1);
    const [quote] = await service.database.db.select().from(printPayments).where(eq(printPayments.paymentIntentId, paymentIntentId));
    expect(quote).toMatchObject({ status: 'ordered', orderId: rows[0]!.id, interiorPdf: null, coverPdf: null });
    // A new payment for the same order key is refused: the book is ordered.
    expect((await prepare('sp-paid', book(orderKey)).expect(409)).body.message).toBe('This book has already been ordered.');
    // The payment pays for one order: sent again under another order key, it answers that same order.
    const resent = await submit('sp-paid', { ...book(randomUUID()), paymentIntentId }).expect(200);
    expect(resent.body.order.id).toBe(answer.order.id);
    expect(await ordersOf('sp-paid')).toHaveLength(1);
  });

  it("places the order from Stripe's event when the browser never comes back to submit it, once", async () => {
    const { orderKey, paymentIntentId, totalCents } = await prepared('sp-gone');
    // Paid, and the tab closed: only Stripe's payment_intent.succeeded arrives.
    await stripe.succeedPaymentIntent(paymentIntentId);
    const rows = await ordersOf('sp-gone');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderKey, paymentRef: paymentIntentId, totalCents, status: 'created' });
    expect(rows[0]!.printJobId).toMatch(/^lps_/);
    expect(await invoicesOf('sp-gone')).toEqual([expect.objectContaining({ source: 'print', status: 'paid', amountCents: totalCents })]);
    // The dialog's submit afterwards, or the event delivered again, finds that same order.
    const later = await submit('sp-gone', { ...book(orderKey), paymentIntentId }).expect(200);
    expect(later.body.order.id).toBe(rows[0]!.id);
    await stripe.succeedPaymentIntent(paymentIntentId);
    expect(await ordersOf('sp-gone')).toHaveLength(1);
    expect(await service.database.db.select().from(printShopJobs).where(eq(printShopJobs.reference, rows[0]!.id))).toHaveLength(1);
  });

  it('places nothing from an event whose payment does not match its quote', async () => {
    const { paymentIntentId } = await prepared('sp-odd');
    stripe.paymentIntents.get(paymentIntentId)!.amount = 100;
    await stripe.succeedPaymentIntent(paymentIntentId);
    expect(await ordersOf('sp-odd')).toHaveLength(0);
    expect(logs.lines.some((line) => line.msg === 'a print payment event does not match its quote; no order placed')).toBe(true);
  });

  it('refuses a payment that has not succeeded, and orders nothing', async () => {
    const { orderKey, paymentIntentId } = await prepared('sp-unpaid');
    const unpaid = await submit('sp-unpaid', { ...book(orderKey), paymentIntentId }).expect(409);
    expect(unpaid.body.message).toBe('This payment has not succeeded yet, so the book has not been ordered.');
    stripe.paymentIntents.get(paymentIntentId)!.status = 'processing';
    await submit('sp-unpaid', { ...book(orderKey), paymentIntentId }).expect(409);
    expect(await ordersOf('sp-unpaid')).toHaveLength(0);
    expect(await invoicesOf('sp-unpaid')).toHaveLength(0);
    // Paid afterwards, the same submit places it.
    await stripe.succeedPaymentIntent(paymentIntentId);
    await submit('sp-unpaid', { ...book(orderKey), paymentIntentId }).expect(200);
    expect(await ordersOf('sp-unpaid')).toHaveLength(1);
  });

  it("treats another user's payment as no payment, and never shows their order", async () => {
    const { orderKey, paymentIntentId } = await prepared('sp-owner');
    await stripe.succeedPaymentIntent(paymentIntentId);
    const stolen = await submit('sp-thief', { ...book(orderKey), paymentIntentId }).expect(404);
    expect(stolen.body.message).toBe('No such payment.');
    expect(await ordersOf('sp-thief')).toHaveLength(0);
    const mine = await submit('sp-owner', { ...book(orderKey), paymentIntentId }).expect(200);
    // Once it is an order, still nothing for the other user.
    const after = await submit('sp-thief', { ...book(randomUUID()), paymentIntentId }).expect(404);
    expect(JSON.stringify(after.body)).not.toContain(mine.body.order.id);
    await submit('sp-thief', { ...book(orderKey), paymentIntentId: 'pi_doesnotexist' }).expect(404);
  });

  it('refuses a payment whose amount is not the quoted price, and orders nothing', async () => {
    const { orderKey, paymentIntentId, totalCents } = await prepared('sp-short');
    stripe.paymentIntents.get(paymentIntentId)!.amount = totalCents - 100;
    await stripe.succeedPaymentIntent(paymentIntentId);
    const refused = await submit('sp-short', { ...book(orderKey), paymentIntentId }).expect(400);
    expect(refused.body.message).toBe('This payment does not match the price of this book. The book has not been ordered.');
    expect(await ordersOf('sp-short')).toHaveLength(0);
    expect(await invoicesOf('sp-short')).toHaveLength(0);
  });

  it('refuses a payment sent with a different book or address than the one priced', async () => {
    const { orderKey, paymentIntentId } = await prepared('sp-switch');
    stripe.paymentIntents.get(paymentIntentId)!.status = 'succeeded';
    const express = await submit('sp-switch', { ...book(orderKey, { shippingLevel: 'EXPRESS' }), paymentIntentId }).expect(400);
    expect(express.body.message).toContain('different book or address');
    await submit('sp-switch', { ...book(orderKey, { shippingAddress: { ...address, city: 'Elsewhere' } }), paymentIntentId }).expect(400);
    await submit('sp-switch', { ...book(orderKey, { bookConfigId: 2 }), paymentIntentId }).expect(400);
    expect(await ordersOf('sp-switch')).toHaveLength(0);
    // What the payment bought is the book it priced, by mail to the first address.
    await submit('sp-switch', { ...book(orderKey), paymentIntentId }).expect(200);
    expect(await ordersOf('sp-switch')).toEqual([expect.objectContaining({ shippingLevel: 'MAIL', configId: 1, paymentRef: paymentIntentId })]);
  });

  it('takes no typed card with Stripe configured, and validates the submit body', async () => {
    await submit('sp-card', { ...book(randomUUID()), card: card(CARDS.visa) }).expect(400);
    expect((await submit('sp-card', book(randomUUID())).expect(400)).body.message).toBe('Please enter your payment details.');
    await submit('sp-card', { ...book(randomUUID()), paymentIntentId: 'not-a-payment' }).expect(400);
    await submit('sp-card', { ...book(randomUUID()), paymentIntentId: 'pi_x', card: card(CARDS.visa) }).expect(400);
    expect(await ordersOf('sp-card')).toHaveLength(0);
  });

  it('logs no client secrets, card data or file tokens', async () => {
    const tokens = (await service.database.db.select({ token: printOrders.fileToken }).from(printOrders)).map((row) => row.token);
    const text = JSON.stringify(logs.lines);
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/_secret_|4242424242424242|4242 4242 4242 4242/);
    for (const token of tokens) expect(text).not.toContain(token);
  });
});
