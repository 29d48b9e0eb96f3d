import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { invoices, orders, subscriptions } from '../src/data/schema';
import { createTestBillingService, subscribe, type TestBillingService } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const internal = identityHeaders({ userId: null, issuer: 'gateway-admin' });

/** The weekly report's money figures come from every paid invoice and marketplace order of the week. */
describe('billing admin report', () => {
  let service: TestBillingService;
  // The subscription made through the API is stamped with the database's clock, so the week ends just after now.
  const to = new Date(Date.now() + 3 * DAY);
  const from = new Date(to.getTime() - 7 * DAY);
  const inWeek = new Date(to.getTime() - 2 * DAY);
  const lastWeek = new Date(to.getTime() - 10 * DAY);

  beforeAll(async () => {
    service = await createTestBillingService();
    service.clock.set(new Date());
    await subscribe(service, 'u-sub');
    const { db } = service.database;
    const invoice = (id: string, userId: string, source: string, cents: number, paidAt: Date, status = 'paid') => ({
      id,
      userId,
      source,
      amountCents: cents,
      currency: 'usd',
      status,
      periodStart: paidAt,
      periodEnd: paidAt,
      paidAt,
      createdAt: paidAt,
    });
    await db
      .insert(invoices)
      .values([
        invoice('in_gift1', 'u-giver', 'gifts', 2299, inWeek),
        invoice('in_print1', 'u-reader', 'print', 3150, inWeek),
        invoice('in_old', 'u-old', 'subscriptions', 799, lastWeek),
        invoice('in_open', 'u-open', 'subscriptions', 799, inWeek, 'open'),
      ]);
    const order = (id: string, status: string, cents: number, paidAt: Date | null) => ({
      id,
      userId: 'u-shopper',
      status,
      lines: [],
      subtotalCents: cents,
      discountCents: 0,
      totalCents: cents,
      currency: 'usd',
      paidAt,
      createdAt: inWeek,
    });
    await db.insert(orders).values([order('o1', 'paid', 2500, inWeek), order('o2', 'pending', 9900, null)]);
    const sub = (id: string, userId: string, status: string, createdAt: Date, canceledAt: Date | null) => ({
      id,
      userId,
      provider: 'local',
      status,
      amountCents: 799,
      currency: 'usd',
      currentPeriodStart: createdAt,
      currentPeriodEnd: new Date(to.getTime() + 20 * DAY),
      canceledAt,
      stateAt: createdAt,
      createdAt,
      updatedAt: canceledAt ?? createdAt,
    });
    await db
      .insert(subscriptions)
      .values([
        sub('s-stays', 'u-stays', 'active', new Date(from.getTime() - 30 * DAY), null),
        sub('s-leaves', 'u-leaves', 'canceled', new Date(from.getTime() - 30 * DAY), inWeek),
      ]);
  });
  afterAll(async () => service?.close());

  it('totals revenue by source, per week, and the subscription figures', async () => {
    const response = await service
      .api()
      .post('/internal/admin/report')
      .set(internal)
      .send({ from: from.toISOString(), to: to.toISOString(), trialEndedUserIds: ['u-sub', 'u-never'], weeks: 3 })
      .expect(200);
    const subscriptionCents = response.body.revenue.subscriptions;
    expect(subscriptionCents).toBe(799);
    expect(response.body.revenue).toEqual({ subscriptions: 799, giftCards: 2299, merchandise: 2500, print: 3150 });
    expect(response.body.revenueByWeek.map((week: { cents: number }) => week.cents)).toEqual([0, 799, 799 + 2299 + 2500 + 3150]);
    expect(response.body.revenueByWeek[2].weekStart).toBe(from.toISOString());
    expect(response.body.payingUsers).toBe(4);
    expect(response.body.activeAtStart).toBe(2);
    expect(response.body.endedInWindow).toBe(1);
    expect(response.body.activeNow).toBe(2);
    expect(response.body.convertedTrials).toBe(1);
  });

  it('refuses a window that is not one, and callers that are not services', async () => {
    const bad = await service
      .api()
      .post('/internal/admin/report')
      .set(internal)
      .send({ from: to.toISOString(), to: from.toISOString(), trialEndedUserIds: [], weeks: 1 })
      .expect(400);
    expect(bad.body.message).toMatch(/from must be before to/);
    await service
      .api()
      .post('/internal/admin/report')
      .set(internal)
      .send({ from: 'yesterday', to: to.toISOString(), trialEndedUserIds: [], weeks: 1 })
      .expect(400);
    await service.api().post('/internal/admin/report').send({ from: from.toISOString(), to: to.toISOString(), trialEndedUserIds: [], weeks: 1 }).expect(401);
  });
});
