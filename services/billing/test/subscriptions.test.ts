import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSubscriptionResponseSchema, billingOverviewSchema, paymentIntentResponseSchema } from '@bedtime/contracts';
import { invoices, subscriptions } from '../src/data/schema';
import { addOneMonth } from '../src/domain/billing-period';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { card, CARDS, createTestBillingService, subscribe, type TestBillingService } from './helpers';

let service: TestBillingService;
beforeAll(async () => {
  service = await createTestBillingService();
});
afterAll(() => service.close());

const DAY = 24 * 60 * 60 * 1000;
const rowsOf = (userId: string) => service.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const invoicesOf = (userId: string) => service.database.db.select().from(invoices).where(eq(invoices.userId, userId));

describe('subscribing with the local engine (test mode)', () => {
  it('4242 makes the subscription active for a month, with a paid $7.99 invoice and the card saved as brand and last 4', async () => {
    const created = await service.api().post('/api/create-subscription').set(service.as('u-visa')).send({}).expect(200);
    const answer = createSubscriptionResponseSchema.parse(created.body);
    expect(answer.status).toBe('incomplete');
    expect(answer.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    const confirmed = await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-visa'))
      .send({ clientSecret: answer.clientSecret, card: card(CARDS.visa) })
      .expect(200);
    expect(paymentIntentResponseSchema.parse(confirmed.body).paymentIntent).toMatchObject({
      status: 'succeeded',
      amountCents: 799,
      currency: 'usd',
      lastPaymentError: null,
    });

    const status = await service.internalStatus('u-visa');
    expect(status.status).toBe('active');
    expect(new Date(status.endsAt).getTime()).toBe(addOneMonth(new Date(Math.floor(service.clock.now.getTime() / 1000) * 1000)).getTime());
    expect(service.notices).toContain('u-visa');

    const overview = billingOverviewSchema.parse((await service.api().get('/api/billing/subscription').set(service.as('u-visa')).expect(200)).body);
    expect(overview.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]).toMatchObject({ amountCents: 799, status: 'paid' });
    expect(overview.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    // Subscribed: a second call leads to the manage view (no secret), and creates nothing.
    const again = await service.api().post('/api/create-subscription').set(service.as('u-visa')).send({}).expect(200);
    expect(again.body).toEqual({ status: 'active' });
    expect(await rowsOf('u-visa')).toHaveLength(1);
  });

  it('never stores the card number', async () => {
    await subscribe(service, 'u-no-pan');
    const { rows } = await service.database.pool.query(`select * from engine_payment_methods pm join engine_events e on true where pm.last4 = '4242'`);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    const dump = await service.database.pool.query(`select string_agg(t::text, ' ') as all from (select * from engine_payment_methods) t`);
    expect(dump.rows[0].all).not.toContain('4242424242424242');
  });

  it('calling create-subscription twice before paying returns the same payment, not a second subscription', async () => {
    const first = await service.api().post('/api/create-subscription').set(service.as('u-twice')).send().expect(200);
    const second = await service.api().post('/api/create-subscription').set(service.as('u-twice')).send().expect(200);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(await rowsOf('u-twice')).toHaveLength(1);
  });

  it('the database itself refuses a second current subscription for a user', async () => {
    const row = (id: string, status: string) => ({
      id,
      userId: 'u-constraint',
      provider: 'local',
      status,
      amountCents: 799,
      currency: 'usd',
      stateAt: new Date(),
    });
    await service.database.db.insert(subscriptions).values(row('sub_constraint_1', 'active'));
    await expect(service.database.db.insert(subscriptions).values(row('sub_constraint_2', 'incomplete'))).rejects.toMatchObject({ cause: { code: '23505' } });
    // Ended subscriptions are history: any number of them may sit beside the current one.
    await service.database.db.insert(subscriptions).values([row('sub_constraint_3', 'canceled'), row('sub_constraint_4', 'canceled')]);
  });

  it('five create-subscription calls at once still leave one current subscription, all offered the same payment', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => service.api().post('/api/create-subscription').set(service.as('u-race')).send({})));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const current = (await rowsOf('u-race')).filter((row) => row.status === 'incomplete');
    expect(current).toHaveLength(1);
    expect(new Set(answers.map((res) => res.body.clientSecret)).size).toBe(1);
  });

  it('0002 is refused with the card message, and nothing becomes active', async () => {
    const { clientSecret, paymentIntent } = await subscribe(service, 'u-declined', CARDS.declined);
    expect(paymentIntent.status).toBe('requires_payment_method');
    expect(paymentIntent.lastPaymentError).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect((await service.internalStatus('u-declined')).status).toBe('incomplete');
    expect((await invoicesOf('u-declined')).filter((invoice) => invoice.status === 'paid')).toHaveLength(0);
    // The same payment can be retried with another card.
    const retry = await service.api().post('/api/create-subscription').set(service.as('u-declined')).send({}).expect(200);
    expect(retry.body.clientSecret).toBe(clientSecret);
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-declined'))
      .send({ clientSecret, card: card(CARDS.visa) })
      .expect(200);
    expect((await service.internalStatus('u-declined')).status).toBe('active');
  });

  it('9995 is refused for insufficient funds', async () => {
    const { paymentIntent } = await subscribe(service, 'u-funds', CARDS.insufficientFunds);
    expect(paymentIntent.lastPaymentError).toMatchObject({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('3155 asks for authentication; approving it makes the subscription active', async () => {
    const { clientSecret, paymentIntent } = await subscribe(service, 'u-3ds', CARDS.authenticate);
    expect(paymentIntent).toMatchObject({ status: 'requires_action', nextAction: { type: 'authenticate', last4: '3155' } });
    expect((await service.internalStatus('u-3ds')).status).toBe('incomplete');
    const approved = await service
      .api()
      .post('/api/billing/confirm-payment/authenticate')
      .set(service.as('u-3ds'))
      .send({ clientSecret, outcome: 'approve' })
      .expect(200);
    expect(approved.body.paymentIntent.status).toBe('succeeded');
    expect((await service.internalStatus('u-3ds')).status).toBe('active');
  });

  it('3155 with the authentication refused goes back to requires_payment_method with the bank message', async () => {
    const { clientSecret } = await subscribe(service, 'u-3ds-no', CARDS.authenticate);
    const refused = await service
      .api()
      .post('/api/billing/confirm-payment/authenticate')
      .set(service.as('u-3ds-no'))
      .send({ clientSecret, outcome: 'fail' })
      .expect(200);
    expect(refused.body.paymentIntent).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { code: 'payment_intent_authentication_failure' },
    });
    expect((await service.internalStatus('u-3ds-no')).status).toBe('incomplete');
  });
});

describe('bad input', () => {
  it.each([
    ['a number that fails the Luhn check', card('4242 4242 4242 4241'), 'Your card number is invalid.'],
    ['a short number', card('4242 4242'), 'Your card number is incomplete.'],
    ['an expiry in the past', card(CARDS.visa, { expYear: 2020 }), "Your card's expiration date is in the past."],
    ['a month that does not exist', card(CARDS.visa, { expMonth: 13 }), "Your card's expiration month is invalid."],
    ['a two-digit CVC', card(CARDS.visa, { cvc: '12' }), "Your card's security code is incomplete."],
  ])('refuses %s with 400 and the card message', async (_label, details, message) => {
    const created = await service.api().post('/api/create-subscription').set(service.as('u-bad-card')).send({}).expect(200);
    const res = await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-bad-card'))
      .send({ clientSecret: created.body.clientSecret, card: details })
      .expect(400);
    expect(res.body.message).toBe(message);
  });

  it('never trusts an amount or a plan from the client', async () => {
    const res = await service.api().post('/api/create-subscription').set(service.as('u-amount')).send({ amount: 1, plan: 'free' }).expect(400);
    expect(res.body.message).toMatch(/Unrecognized key/i);
    expect(await rowsOf('u-amount')).toHaveLength(0);
  });

  it('answers malformed bodies with 400 and a message', async () => {
    const res = await service.api().post('/api/billing/confirm-payment').set(service.as('u-bad')).send({ clientSecret: 42 }).expect(400);
    expect(res.body.message).toBeTruthy();
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-bad'))
      .set('content-type', 'application/json')
      .send('{"clientSecret":')
      .expect(400);
    await service
      .api()
      .post('/api/billing/confirm-payment/authenticate')
      .set(service.as('u-bad'))
      .send({ clientSecret: 'pi_x_secret_y', outcome: 'maybe' })
      .expect(400);
  });

  it('refuses a NUL character anywhere in a card with 400, before PostgreSQL sees it', async () => {
    const created = await service.api().post('/api/create-subscription').set(service.as('u-nul')).send({}).expect(200);
    const res = await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-nul'))
      .send({ clientSecret: created.body.clientSecret, card: card(CARDS.visa, { cvc: '12\u0000' }) })
      .expect(400);
    expect(res.body.message).toMatch(/NUL/);
  });

  it("refuses to confirm another user's payment, and shows nobody else's subscription", async () => {
    const created = await service.api().post('/api/create-subscription').set(service.as('u-owner')).send({}).expect(200);
    await service.api().post('/api/create-subscription').set(service.as('u-thief')).send({}).expect(200);
    const res = await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-thief'))
      .send({ clientSecret: created.body.clientSecret, card: card(CARDS.visa) })
      .expect(404);
    expect(res.body.message).toBe('No such payment.');
    expect((await service.internalStatus('u-owner')).status).toBe('incomplete');
    const overview = (await service.api().get('/api/billing/subscription').set(service.as('u-stranger')).expect(200)).body;
    expect(overview).toMatchObject({ subscription: null, card: null, invoices: [] });
  });

  it('refuses callers without a gateway identity', async () => {
    await service.api().post('/api/create-subscription').send({}).expect(401);
    await service.api().get('/internal/subscriptions/u-visa').set(service.as('u-visa')).expect(403);
  });
});

describe('renewals, cancellation and the portal', () => {
  it('the renewal job charges the saved card: a new paid invoice and the end date a month later', async () => {
    await subscribe(service, 'u-renew');
    const firstEnd = new Date((await service.internalStatus('u-renew')).endsAt);
    service.clock.set(new Date(firstEnd.getTime() - 10 * 60 * 1000));
    try {
      await service.runRenewals();
      const paid = (await invoicesOf('u-renew')).filter((invoice) => invoice.status === 'paid');
      expect(paid).toHaveLength(2);
      const status = await service.internalStatus('u-renew');
      expect(status.status).toBe('active');
      expect(new Date(status.endsAt).getTime()).toBe(addOneMonth(firstEnd).getTime());
      // A second run in the same period charges nothing more.
      await service.runRenewals();
      expect((await invoicesOf('u-renew')).filter((invoice) => invoice.status === 'paid')).toHaveLength(2);
    } finally {
      service.clock.set(new Date());
    }
  });

  it('a renewal the bank now declines makes the subscription past_due, paid only up to the old period end', async () => {
    await subscribe(service, 'u-lapse');
    const firstEnd = new Date((await service.internalStatus('u-lapse')).endsAt);
    await service.bankDeclinesSavedCard('u-lapse');
    service.clock.set(new Date(firstEnd.getTime() + 60 * 1000));
    try {
      await service.runRenewals();
      const status = await service.internalStatus('u-lapse');
      expect(status.status).toBe('past_due');
      expect(new Date(status.endsAt).getTime()).toBe(firstEnd.getTime());
      const open = (await invoicesOf('u-lapse')).filter((invoice) => invoice.status === 'open');
      expect(open).toHaveLength(1);
      // The subscribe page offers the unpaid renewal for payment; a working card brings the subscription back.
      const retry = await service.api().post('/api/create-subscription').set(service.as('u-lapse')).send({}).expect(200);
      expect(retry.body.status).toBe('past_due');
      await service
        .api()
        .post('/api/billing/confirm-payment')
        .set(service.as('u-lapse'))
        .send({ clientSecret: retry.body.clientSecret, card: card(CARDS.visa) })
        .expect(200);
      const back = await service.internalStatus('u-lapse');
      expect(back.status).toBe('active');
      expect(new Date(back.endsAt).getTime()).toBe(addOneMonth(firstEnd).getTime());
    } finally {
      service.clock.set(new Date());
    }
  });

  it('an unpaid renewal is given up after 14 days: the subscription is canceled and its payment can no longer be made', async () => {
    await subscribe(service, 'u-gone');
    const firstEnd = new Date((await service.internalStatus('u-gone')).endsAt);
    await service.bankDeclinesSavedCard('u-gone');
    service.clock.set(new Date(firstEnd.getTime() + 60 * 1000));
    try {
      await service.runRenewals();
      const unpaid = await service.api().post('/api/create-subscription').set(service.as('u-gone')).send({}).expect(200);
      expect(unpaid.body.status).toBe('past_due');
      service.clock.set(new Date(firstEnd.getTime() + 15 * DAY));
      await service.runRenewals();
      expect((await service.internalStatus('u-gone')).status).toBe('canceled');
      const late = await service
        .api()
        .post('/api/billing/confirm-payment')
        .set(service.as('u-gone'))
        .send({ clientSecret: unpaid.body.clientSecret, card: card(CARDS.visa) })
        .expect(409);
      expect(late.body.message).toBe('This payment is no longer due.');
      expect((await service.internalStatus('u-gone')).status).toBe('canceled');
      expect((await invoicesOf('u-gone')).map((invoice) => invoice.status).sort()).toEqual(['paid', 'uncollectible']);
    } finally {
      service.clock.set(new Date());
    }
  });

  it('cancel at period end keeps the subscription active until then, then the job cancels it; resume undoes it', async () => {
    await subscribe(service, 'u-cancel');
    const canceled = await service.api().post('/api/billing/subscription/cancel').set(service.as('u-cancel')).send({}).expect(200);
    expect(canceled.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await service.api().post('/api/billing/subscription/resume').set(service.as('u-cancel')).send({}).expect(200);
    expect((await service.internalStatus('u-cancel')).cancelAtPeriodEnd).toBe(false);
    await service.api().post('/api/billing/subscription/cancel').set(service.as('u-cancel')).send({}).expect(200);

    const end = new Date((await service.internalStatus('u-cancel')).endsAt);
    service.clock.set(new Date(end.getTime() - DAY));
    try {
      await service.runRenewals();
      expect((await service.internalStatus('u-cancel')).status).toBe('active');
      service.clock.set(new Date(end.getTime() + 1000));
      await service.runRenewals();
      expect((await service.internalStatus('u-cancel')).status).toBe('canceled');
      expect((await invoicesOf('u-cancel')).filter((invoice) => invoice.status === 'paid')).toHaveLength(1);
      // The canceled subscription's payments cannot revive it.
      const [oldIntent] = (
        await service.database.pool.query(
          `select pi.client_secret from engine_payment_intents pi join engine_customers c on c.id = pi.customer_id where c.user_id = 'u-cancel' limit 1`,
        )
      ).rows;
      const revive = await service
        .api()
        .post('/api/billing/confirm-payment')
        .set(service.as('u-cancel'))
        .send({ clientSecret: oldIntent.client_secret, card: card(CARDS.visa) });
      expect(revive.status).toBe(200); // already succeeded: answered as it stands, nothing charged again
      expect((await service.internalStatus('u-cancel')).status).toBe('canceled');
      // After the end a new subscription can be started.
      const fresh = await service.api().post('/api/create-subscription').set(service.as('u-cancel')).send({}).expect(200);
      expect(fresh.body.clientSecret).toBeTruthy();
    } finally {
      service.clock.set(new Date());
    }
  });

  it('changing the card shows the new brand and last 4, and a declined card is not saved', async () => {
    await subscribe(service, 'u-card');
    const changed = await service
      .api()
      .post('/api/billing/payment-method')
      .set(service.as('u-card'))
      .send({ card: card('5555 5555 5555 4444') })
      .expect(200);
    expect(changed.body.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const refused = await service
      .api()
      .post('/api/billing/payment-method')
      .set(service.as('u-card'))
      .send({ card: card(CARDS.declined) })
      .expect(400);
    expect(refused.body.message).toBe('Your card was declined.');
    expect((await service.api().get('/api/billing/subscription').set(service.as('u-card'))).body.card.last4).toBe('4444');
  });

  it('the portal session without Stripe is our own portal page, as a relative link that opens on whatever address the parent uses', async () => {
    const res = await service.api().post('/api/create-customer-portal-session').set(service.as('u-visa')).send({}).expect(200);
    expect(res.body).toEqual({ url: '/billing' });
  });

  it('cancel without a subscription answers 404', async () => {
    await service.api().post('/api/billing/subscription/cancel').set(service.as('u-nothing')).send({}).expect(404);
  });
});

describe('internal stats', () => {
  it('counts active subscriptions and revenue by day, in total and by source', async () => {
    const res = await service
      .api()
      .get('/internal/stats?days=60')
      .set(identityHeaders({ userId: null, issuer: 'gateway-admin' }))
      .expect(200);
    const paid = await service.database.pool.query(`select coalesce(sum(amount_cents), 0)::int as cents from invoices where status = 'paid'`);
    const active = await service.database.pool.query(`select count(*)::int as n from subscriptions where status = 'active' and current_period_end > now()`);
    expect(res.body.activeSubscriptions).toBe(active.rows[0].n);
    expect(res.body.activeSubscriptions).toBeGreaterThan(0);
    expect(res.body.revenue.totalCents).toBe(paid.rows[0].cents);
    expect(res.body.revenue.bySource).toEqual({ subscriptions: paid.rows[0].cents, gifts: 0, marketplace: 0, print: 0 });
    expect(res.body.revenue.byDay.reduce((sum: number, day: { cents: number }) => sum + day.cents, 0)).toBe(paid.rows[0].cents);
  });
});
