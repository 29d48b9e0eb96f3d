import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, invoices, subscriptions, webhookEvents } from '../src/data/schema';
import { createTestBillingService, subscribe, type TestBillingService } from './helpers';

let service: TestBillingService;
beforeAll(async () => {
  service = await createTestBillingService();
});
afterAll(() => service.close());

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
let counter = 0;
const eventId = () => `evt_test${Date.now()}${counter++}`;

function subscriptionEvent(
  type: string,
  fields: {
    id: string;
    customer: string;
    status: string;
    created: number;
    periodStart: number;
    periodEnd: number;
    cancelAtPeriodEnd?: boolean;
    userId?: string;
  },
) {
  return JSON.stringify({
    id: eventId(),
    object: 'event',
    type,
    created: fields.created,
    data: {
      object: {
        id: fields.id,
        object: 'subscription',
        customer: fields.customer,
        status: fields.status,
        created: fields.created,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        canceled_at: type === 'customer.subscription.deleted' ? fields.created : null,
        metadata: fields.userId ? { userId: fields.userId } : {},
        items: { data: [{ current_period_start: fields.periodStart, current_period_end: fields.periodEnd, price: { unit_amount: 799, currency: 'usd' } }] },
      },
    },
  });
}

function invoicePaidEvent(fields: { id: string; customer: string; subscription: string; created: number; start: number; end: number }) {
  return JSON.stringify({
    id: eventId(),
    object: 'event',
    type: 'invoice.paid',
    created: fields.created,
    data: {
      object: {
        id: fields.id,
        object: 'invoice',
        customer: fields.customer,
        status: 'paid',
        currency: 'usd',
        amount_due: 799,
        amount_paid: 799,
        created: fields.created,
        period_start: fields.start,
        period_end: fields.end,
        parent: { subscription_details: { subscription: fields.subscription } },
        status_transitions: { paid_at: fields.created },
        lines: { data: [{ period: { start: fields.start, end: fields.end } }] },
      },
    },
  });
}

const post = (payload: string, signature: string) =>
  service.api().post('/api/webhooks/stripe').set('content-type', 'application/json').set('stripe-signature', signature).set(service.as('stripe')).send(payload);

async function customerOf(userId: string) {
  await service.database.db
    .insert(customers)
    .values({ userId, provider: 'local', providerCustomerId: `cus_${userId}` })
    .onConflictDoNothing();
  return `cus_${userId}`;
}

describe('POST /api/webhooks/stripe', () => {
  it('applies the same event delivered 10 times exactly once', async () => {
    const customer = await customerOf('wh-repeat');
    const now = seconds(new Date());
    const payload = invoicePaidEvent({ id: 'in_repeat', customer, subscription: 'sub_repeat', created: now, start: now, end: now + 30 * 86400 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(payload, service.signed(payload))));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((res) => res.body.outcome === 'applied')).toHaveLength(1);
    expect(answers.filter((res) => res.body.outcome === 'duplicate')).toHaveLength(9);
    expect(await service.database.db.select().from(invoices).where(eq(invoices.id, 'in_repeat'))).toHaveLength(1);
    const id = JSON.parse(payload).id as string;
    expect(await service.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, id))).toHaveLength(1);
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const customer = await customerOf('wh-forged');
    const now = seconds(new Date());
    const payload = subscriptionEvent('customer.subscription.updated', {
      id: 'sub_forged',
      customer,
      status: 'active',
      created: now,
      periodStart: now,
      periodEnd: now + 86400 * 30,
      userId: 'wh-forged',
    });
    const forged = service.signed(payload, 'whsec_someone_else');
    const res = await post(payload, forged).expect(400);
    expect(res.body.message).toBe('Webhook signature verification failed.');
    await post(payload, 't=1,v1=00').expect(400);
    await service.api().post('/api/webhooks/stripe').set('content-type', 'application/json').set(service.as('stripe')).send(payload).expect(400);
    // A body changed after signing fails too.
    await post(payload.replace('"active"', '"lifetime"'), service.signed(payload)).expect(400);
    expect(await service.database.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_forged'))).toHaveLength(0);
    expect((await service.internalStatus('wh-forged')).status).toBe('none');
  });

  it('keeps the right final state when events arrive out of order', async () => {
    const customer = await customerOf('wh-order');
    const t0 = seconds(new Date()) - 3600;
    const month = 30 * 86400;
    const base = { id: 'sub_order', customer, userId: 'wh-order' };
    const created = subscriptionEvent('customer.subscription.created', { ...base, status: 'incomplete', created: t0, periodStart: t0, periodEnd: t0 + month });
    const activated = subscriptionEvent('customer.subscription.updated', {
      ...base,
      status: 'active',
      created: t0 + 5,
      periodStart: t0 + 5,
      periodEnd: t0 + 5 + month,
    });
    const renewed = subscriptionEvent('customer.subscription.updated', {
      ...base,
      status: 'active',
      created: t0 + 60,
      periodStart: t0 + 5 + month,
      periodEnd: t0 + 5 + 2 * month,
    });
    const cancelFlag = subscriptionEvent('customer.subscription.updated', {
      ...base,
      status: 'active',
      created: t0 + 120,
      periodStart: t0 + 5 + month,
      periodEnd: t0 + 5 + 2 * month,
      cancelAtPeriodEnd: true,
    });

    // Newest first: each older report must be ignored.
    for (const payload of [cancelFlag, renewed, activated, created]) await post(payload, service.signed(payload)).expect(200);
    const [row] = await service.database.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_order'));
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(seconds(row!.currentPeriodEnd!)).toBe(t0 + 5 + 2 * month);

    // A deletion wins over anything that arrives after it.
    const deleted = subscriptionEvent('customer.subscription.deleted', {
      ...base,
      status: 'canceled',
      created: t0 + 200,
      periodStart: t0 + 5 + month,
      periodEnd: t0 + 5 + 2 * month,
    });
    const late = subscriptionEvent('customer.subscription.updated', {
      ...base,
      status: 'active',
      created: t0 + 300,
      periodStart: t0 + 5 + month,
      periodEnd: t0 + 5 + 2 * month,
    });
    await post(deleted, service.signed(deleted)).expect(200);
    await post(late, service.signed(late)).expect(200);
    expect((await service.internalStatus('wh-order')).status).toBe('canceled');
  });

  it("the local engine's own events pass the same verification (redelivering one changes nothing)", async () => {
    await subscribe(service, 'wh-local');
    const { rows } = await service.database.pool.query<{ payload: string }>(
      `select payload from engine_events where type = 'invoice.paid' order by created_at desc limit 1`,
    );
    const payload = rows[0]!.payload;
    const res = await post(payload, service.signed(payload)).expect(200);
    expect(res.body.outcome).toBe('duplicate');
    expect((await service.internalStatus('wh-local')).status).toBe('active');
  });
});
