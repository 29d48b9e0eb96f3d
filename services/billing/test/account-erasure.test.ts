import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { ERASED_USER } from '../src/domain/account-erasure';
import { randomUUID } from 'node:crypto';
import { startFakeStoryFiles } from './fake-story-files';
import { card, CARDS, createTestBillingService, subscribe, type TestBillingService } from './helpers';

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

// The gateway signs its account deletion calls with this issuer; user requests arrive as 'gateway'.
const accountDeletion = identityHeaders({ userId: null, issuer: 'gateway-accounts' });
const erase = (userId: string) => service.api().delete(`/internal/users/${userId}/data`).set(accountDeletion);
const rows = async (sql: string, params: unknown[] = []) => (await service.database.pool.query(sql, params)).rows;
const DAY = 24 * 60 * 60 * 1000;

describe('DELETE /internal/users/:userId/data (local payments engine)', () => {
  it('ends the subscription now, forgets the customer and cards, and keeps the amounts without the person', async () => {
    await subscribe(service, 'leaving-parent');
    await subscribe(service, 'staying-parent');
    const [customer] = await rows('select provider_customer_id as id from customers where user_id = $1', ['leaving-parent']);
    const paidBefore = await rows(`select amount_cents from invoices where user_id = $1 and status = 'paid'`, ['leaving-parent']);
    expect(paidBefore).toHaveLength(1);

    // A paid marketplace order and a basket never paid.
    const order = (id: string, status: string) =>
      rows(
        `insert into orders (id, user_id, status, lines, subtotal_cents, discount_cents, total_cents, currency, shipping, card_last4, created_at)
         values ($1, 'leaving-parent', $2, '[]', 1500, 0, 1500, 'usd', '{"name":"Leaving Parent"}', '4242', now())`,
        [id, status],
      );
    await order('order-paid', 'paid');
    await order('order-basket', 'pending');

    const res = await erase('leaving-parent').expect(200);
    expect(res.body).toEqual({ erased: true, subscriptionsEnded: 1, subscriptionsKept: 1, invoicesKept: 1 });

    // Nothing of the person in our books…
    for (const table of ['customers', 'subscriptions', 'invoices', 'orders'])
      expect(await rows(`select 1 from ${table} where user_id = $1`, ['leaving-parent'])).toEqual([]);
    // The paid order is kept to be delivered, without the person's id or card digits; the basket is gone.
    expect(await rows('select id, user_id, card_last4 from orders where id in ($1, $2)', ['order-paid', 'order-basket'])).toEqual([
      { id: 'order-paid', user_id: ERASED_USER, card_last4: null },
    ]);
    expect(await service.internalStatus('leaving-parent')).toEqual({ status: 'none', endsAt: null, cancelAtPeriodEnd: false });
    // …nor at the provider: the customer, its email, its saved card and the issuer's record of it are gone.
    expect(await rows('select 1 from engine_customers where id = $1 or user_id = $2', [customer.id, 'leaving-parent'])).toEqual([]);
    expect(await rows('select 1 from engine_payment_methods where customer_id = $1', [customer.id])).toEqual([]);
    expect(await rows(`select 1 from engine_events where position('leaving-parent' in payload) > 0 or position($1 in payload) > 0`, [customer.id])).toEqual([]);
    const [engineSubscription] = await rows('select status, metadata from engine_subscriptions where customer_id = $1', [customer.id]);
    expect(engineSubscription).toEqual({ status: 'canceled', metadata: {} });

    // The books keep the paid amount, unlinked, and the revenue figures still count it.
    const kept = await rows(`select amount_cents, status from invoices where user_id = $1`, [ERASED_USER]);
    expect(kept).toEqual([{ amount_cents: paidBefore[0].amount_cents, status: 'paid' }]);
    expect(await rows(`select status from subscriptions where user_id = $1`, [ERASED_USER])).toEqual([{ status: 'canceled' }]);
    const stats = await service
      .api()
      .get('/internal/stats?days=60')
      .set(identityHeaders({ userId: null, issuer: 'gateway-admin' }))
      .expect(200);
    expect(stats.body.activeSubscriptions).toBe(1);
    expect(stats.body.revenue.totalCents).toBe(2 * paidBefore[0].amount_cents);

    // The renewal run, well past the period's end, renews the other parent and never charges the erased one.
    service.clock.advance(40 * DAY);
    const run = await service.runRenewals();
    expect(run).toMatchObject({ renewed: 1, failed: 0 });
    expect(await rows('select count(*)::int as n from engine_invoices where customer_id = $1', [customer.id])).toEqual([{ n: 1 }]);
    expect(await rows(`select count(*)::int as n from invoices where user_id = $1`, ['staying-parent'])).toEqual([{ n: 2 }]);
    expect(await service.runRenewals()).toMatchObject({ renewed: 0 });
  });

  it('leaves no row in any billing table with the person’s id, address, email or phone: quotes, payments, gifts and all', async () => {
    const userId = `leaver-${randomUUID()}`;
    await subscribe(service, userId);
    // A printed book priced and never paid for: its quote holds the files, the address, email and phone.
    const address = {
      name: 'Lea Leaver',
      email: 'lea.leaver@example.com',
      address_line1: '7 Quiet Close',
      city: 'Nodsville',
      state_code: 'CA',
      postal_code: '90210',
      country_code: 'US',
      phone: '+1 555 0199',
    };
    const book = { storyId: 'story-1', bookConfigId: 1, shippingAddress: address, shippingLevel: 'MAIL', bookType: 'storybook', orderKey: randomUUID() };
    await service.api().post('/api/lulu/payment-intent').set(service.as(userId)).send(book).expect(200);
    // A gift bought for someone, and a gift payment started and left.
    const gift = (months: number, amount: number) =>
      service
        .api()
        .post('/api/create-payment-intent')
        .set(service.as(userId))
        .send({ amount, metadata: { type: 'gift_subscription', months } })
        .expect(200);
    const { clientSecret, paymentIntentId } = (await gift(1, 7.99)).body as { clientSecret: string; paymentIntentId: string };
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as(userId))
      .send({ clientSecret, card: card(CARDS.visa) })
      .expect(200);
    const purchase = {
      recipientEmail: 'kin@example.com',
      recipientName: 'Kin',
      subscriptionMonths: 1,
      message: 'From Lea',
      stripePaymentIntentId: paymentIntentId,
      amount: '7.99',
    };
    await service.api().post('/api/gift-cards/purchase').set(service.as(userId)).send(purchase).expect(200);
    await gift(3, 22.99);
    // An earlier release wrote the user's id into payments' metadata and gift idempotency keys.
    await rows(
      `update engine_payment_intents set metadata = metadata || jsonb_build_object('userId', $1::text), idempotency_key = 'gift-' || $1 || '-1-0' where id = $2`,
      [userId, paymentIntentId],
    );

    await erase(userId).expect(200);

    const tables = await rows(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const leftovers: string[] = [];
    for (const { table_name: table } of tables) {
      for (const needle of [userId, 'lea.leaver@example.com', '555 0199', 'Quiet Close', 'From Lea']) {
        const found = await rows(`select count(*)::int as n from "${table}" t where t::text like '%' || $1 || '%'`, [needle]);
        if (found[0].n > 0) leftovers.push(`${table}: ${needle}`);
      }
    }
    expect(leftovers).toEqual([]);
    expect(await rows('select 1 from print_payments')).toEqual([]);
  });

  it('is safe to call again, and for someone billing never knew', async () => {
    await subscribe(service, 'twice-erased');
    await erase('twice-erased').expect(200);
    expect((await erase('twice-erased').expect(200)).body).toEqual({ erased: true, subscriptionsEnded: 0, subscriptionsKept: 0, invoicesKept: 0 });
    expect((await erase('never-subscribed').expect(200)).body).toEqual({ erased: true, subscriptionsEnded: 0, subscriptionsKept: 0, invoicesKept: 0 });
  });

  it('leaves an unpaid first invoice unpayable', async () => {
    const created = await service.api().post('/api/create-subscription').set(service.as('half-way')).send({}).expect(200);
    await erase('half-way').expect(200);
    const [intent] = await rows('select status from engine_payment_intents where client_secret = $1', [created.body.clientSecret]);
    expect(intent).toEqual({ status: 'canceled' });
    // Even if the page is still open: there is no customer for this person any more.
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('half-way'))
      .send({ clientSecret: created.body.clientSecret, card: card(CARDS.visa) })
      .expect(404);
  });

  it('is for services only, and refuses a malformed id', async () => {
    await subscribe(service, 'protected-parent');
    await service.api().delete('/internal/users/protected-parent/data').set(service.as('protected-parent')).expect(403);
    await service.api().delete('/internal/users/protected-parent/data').set(service.as('someone-else')).expect(403);
    await service.api().delete('/internal/users/protected-parent/data').expect(401);
    await service
      .api()
      .delete(`/internal/users/${encodeURIComponent('a b')}/data`)
      .set(accountDeletion)
      .expect(400);
    expect((await service.internalStatus('protected-parent')).status).toBe('active');
  });
});
