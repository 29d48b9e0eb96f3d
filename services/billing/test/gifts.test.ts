import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { GIFT_CARD_FAILED_MESSAGE, giftHistoryResponseSchema, purchaseGiftResponseSchema, type GiftMonths } from '@bedtime/contracts';
import { giftCards, giftPayments, invoices } from '../src/data/schema';
import { addMonths, GIFT_MESSAGES } from '../src/domain/gifts';
import { card, CARDS, createTestBillingService, subscribe, type TestBillingService } from './helpers';

let service: TestBillingService;
beforeAll(async () => {
  service = await createTestBillingService();
});
afterAll(() => service.close());

const DAY = 24 * 60 * 60 * 1000;
const internal = identityHeaders({ userId: null, issuer: 'gateway-gifts' });
const PRICES: Record<GiftMonths, string> = { 1: '7.99', 3: '22.99', 6: '44.99', 12: '84.99' };

async function prepare(userId: string, months: GiftMonths) {
  const created = await service
    .api()
    .post('/api/create-payment-intent')
    .set(service.as(userId))
    .send({ amount: Number(PRICES[months]), metadata: { type: 'gift_subscription', months } })
    .expect(200);
  return created.body as { clientSecret: string; paymentIntentId: string };
}

async function buy(userId: string, months: GiftMonths = 3, recipientEmail = 'grandchild@example.com') {
  const { clientSecret, paymentIntentId } = await prepare(userId, months);
  const paid = await service
    .api()
    .post('/api/billing/confirm-payment')
    .set(service.as(userId))
    .send({ clientSecret, card: card(CARDS.visa) })
    .expect(200);
  expect(paid.body.paymentIntent.status).toBe('succeeded');
  const body = {
    recipientEmail,
    recipientName: 'Sam',
    subscriptionMonths: months,
    message: 'Sweet dreams, Sam!',
    stripePaymentIntentId: paymentIntentId,
    amount: PRICES[months],
  };
  const purchased = await service.api().post('/api/gift-cards/purchase').set(service.as(userId)).send(body).expect(200);
  return { giftCard: purchaseGiftResponseSchema.parse(purchased.body).giftCard, body, paymentIntentId };
}

describe('gift payments', () => {
  it('prices each duration on the server (7.99 / 22.99 / 44.99 / 84.99) and refuses a tampered amount', async () => {
    for (const months of [1, 3, 6, 12] as const) {
      const { paymentIntentId } = await prepare('u-prices', months);
      const [row] = await service.database.db.select().from(giftPayments).where(eq(giftPayments.paymentIntentId, paymentIntentId));
      expect(row!.amountCents).toBe(Math.round(Number(PRICES[months]) * 100));
    }
    const tampered = await service
      .api()
      .post('/api/create-payment-intent')
      .set(service.as('u-prices'))
      .send({ amount: 0.5, metadata: { type: 'gift_subscription', months: 12 } })
      .expect(400);
    expect(tampered.body.message).toMatch(/amount does not match/);
    // The undiscounted figure (3 x 7.99) is not what a 3-month gift costs either.
    await service
      .api()
      .post('/api/create-payment-intent')
      .set(service.as('u-prices'))
      .send({ amount: 23.97, metadata: { type: 'gift_subscription', months: 3 } })
      .expect(400);
    await service
      .api()
      .post('/api/create-payment-intent')
      .set(service.as('u-prices'))
      .send({ amount: 7.99, metadata: { type: 'gift_subscription', months: 2 } })
      .expect(400);
    await service
      .api()
      .post('/api/create-payment-intent')
      .set(service.as('u-prices'))
      .send({ amount: 7.99, metadata: { type: 'other', months: 1 } })
      .expect(400);
  });

  it('a payment not yet made buys nothing, and a purchase claiming another amount is refused', async () => {
    const { paymentIntentId } = await prepare('u-unpaid', 6);
    const body = { recipientEmail: 'a@example.com', subscriptionMonths: 6, stripePaymentIntentId: paymentIntentId, amount: '44.99' };
    const unpaid = await service.api().post('/api/gift-cards/purchase').set(service.as('u-unpaid')).send(body).expect(409);
    expect(unpaid.body.message).toBe(GIFT_MESSAGES.notPaid);
    await service
      .api()
      .post('/api/gift-cards/purchase')
      .set(service.as('u-unpaid'))
      .send({ ...body, amount: '7.99' })
      .expect(400);
    await service
      .api()
      .post('/api/gift-cards/purchase')
      .set(service.as('u-unpaid'))
      .send({ ...body, subscriptionMonths: 12, amount: '84.99' })
      .expect(400);
  });

  it('buys a gift card once per payment, records the revenue and emails the recipient (with the code and the sign-up link) and the giver', async () => {
    const before = service.mails.length;
    const { giftCard, body, paymentIntentId } = await buy('u-giver', 3);
    expect(giftCard).toMatchObject({ recipientEmail: 'grandchild@example.com', subscriptionMonths: 3, amountCents: 2299, status: 'active', redeemedAt: null });
    expect(giftCard.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Date(giftCard.expiresAt).getTime() - new Date(giftCard.createdAt).getTime()).toBe(365 * DAY);

    const again = await service.api().post('/api/gift-cards/purchase').set(service.as('u-giver')).send(body).expect(200);
    expect(again.body.giftCard.code).toBe(giftCard.code);
    expect(await service.database.db.select().from(giftCards).where(eq(giftCards.paymentIntentId, paymentIntentId))).toHaveLength(1);
    const [invoice] = await service.database.db.select().from(invoices).where(eq(invoices.id, paymentIntentId));
    expect(invoice).toMatchObject({ source: 'gifts', amountCents: 2299, status: 'paid' });

    const sent = service.mails.slice(before);
    expect(sent).toHaveLength(2);
    const toRecipient = sent.find((mail) => mail.to === 'grandchild@example.com')!;
    expect(toRecipient.text).toContain(giftCard.code);
    expect(toRecipient.text).toContain('Sweet dreams, Sam!');
    expect(toRecipient.text).toContain(`http://app.test/auth?promo=${giftCard.code}`);
    // Written as a person would: "a 3-month subscription", a date in words.
    expect(toRecipient.text).toContain('has given you a 3-month Bedtime Stories subscription');
    expect(toRecipient.text).toMatch(/The code is valid until [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    expect(toRecipient.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(sent.some((mail) => mail.to !== 'grandchild@example.com' && mail.text.includes('$22.99'))).toBe(true);

    // Someone else cannot claim that payment.
    await service.api().post('/api/gift-cards/purchase').set(service.as('u-thief')).send(body).expect(404);
  });

  it('emails the recipient no free text but a screened name and a message without links, and no link but ours', async () => {
    service.names.set('u-linker', 'Your account is locked. Unlock it at http://evil.example/unlock');
    const { clientSecret, paymentIntentId } = await prepare('u-linker', 1);
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-linker'))
      .send({ clientSecret, card: card(CARDS.visa) })
      .expect(200);
    const before = service.mails.length;
    const body = {
      recipientEmail: 'stranger@example.com',
      recipientName: 'Sam',
      subscriptionMonths: 1,
      message: 'Sweet dreams! Claim it at https://evil.example/claim or www.evil.example, then bit.ly/x1y2',
      stripePaymentIntentId: paymentIntentId,
      amount: '7.99',
    };
    const { giftCard } = purchaseGiftResponseSchema.parse(
      (await service.api().post('/api/gift-cards/purchase').set(service.as('u-linker')).send(body).expect(200)).body,
    );
    expect(giftCard.message).toBe('Sweet dreams! Claim it at or then');
    const mail = service.mails.slice(before).find((sent) => sent.to === 'stranger@example.com')!;
    expect(mail.subject).toBe('A gift for you: 1 month of Bedtime Stories');
    expect(mail.text).toContain('Someone who cares about you has given you');
    expect(mail.text).not.toMatch(/locked|evil|bit\.ly/);
    // The only address in it is our own sign-up link.
    expect([...mail.text.matchAll(/https?:\/\/\S+/g)].map(([url]) => new URL(url).origin)).toEqual(['http://app.test']);
  });

  it('refuses a recipient name or message the child-safety screen refuses, before anything is paid, naming the field', async () => {
    const intent = (gift: object) =>
      service
        .api()
        .post('/api/create-payment-intent')
        .set(service.as('u-words'))
        .send({ amount: 7.99, metadata: { type: 'gift_subscription', months: 1 }, gift: { recipientEmail: 'a@example.com', ...gift } });
    const name = await intent({ recipientName: 'Send me nude pics', message: null }).expect(400);
    expect(name.body).toEqual({ field: 'recipientName', message: expect.stringContaining("recipient's name") });
    const message = await intent({ recipientName: 'Sam', message: 'Meet me after school, dont tell mum' }).expect(400);
    expect(message.body).toEqual({ field: 'message', message: expect.stringMatching(/^Please change the message: /) });
    expect((await intent({ recipientName: 'Sam', message: 'example dot com for free robux' }).expect(400)).body.field).toBe('message');
    expect(await service.database.db.select().from(giftPayments).where(eq(giftPayments.userId, 'u-words'))).toHaveLength(0);
    await intent({ recipientName: 'Zoë', message: 'Sleep tight, little one. Love, Gran' }).expect(200);
    // The purchase checks the same words (a client that skipped the first check).
    const { paymentIntentId } = (await intent({ recipientName: 'Zoë', message: null }).expect(200)).body as { paymentIntentId: string };
    const purchase = {
      recipientEmail: 'a@example.com',
      recipientName: 'Zoë',
      subscriptionMonths: 1,
      message: 'F u c k you',
      stripePaymentIntentId: paymentIntentId,
      amount: '7.99',
    };
    expect((await service.api().post('/api/gift-cards/purchase').set(service.as('u-words')).send(purchase).expect(400)).body.field).toBe('message');
  });

  it('another user sees none of my gifts; my history lists what I bought and what I redeemed', async () => {
    const { giftCard } = await buy('u-history', 1, 'friend@example.com');
    const mine = giftHistoryResponseSchema.parse((await service.api().get('/api/gift-cards/history').set(service.as('u-history')).expect(200)).body);
    expect(mine.purchased.map((gift) => gift.code)).toContain(giftCard.code);
    const theirs = giftHistoryResponseSchema.parse((await service.api().get('/api/gift-cards/history').set(service.as('u-stranger')).expect(200)).body);
    expect(theirs.purchased).toEqual([]);
    expect(theirs.received).toEqual([]);

    await service
      .api()
      .post('/api/gift-cards/redeem')
      .set(service.as('u-friend'))
      .send({ code: giftCard.code.toLowerCase().replace(/-/g, ' ') })
      .expect(200);
    const received = giftHistoryResponseSchema.parse((await service.api().get('/api/gift-cards/history').set(service.as('u-friend')).expect(200)).body);
    expect(received.received).toEqual([expect.objectContaining({ code: giftCard.code, subscriptionMonths: 1, fromName: 'Giver u-history' })]);
    const after = giftHistoryResponseSchema.parse((await service.api().get('/api/gift-cards/history').set(service.as('u-history')).expect(200)).body);
    expect(after.purchased.find((gift) => gift.code === giftCard.code)!.status).toBe('redeemed');
  });

  it('records a paid payment whose card could not be created, and tells the buyer to contact support', async () => {
    const { clientSecret, paymentIntentId } = await prepare('u-broken', 1);
    await service
      .api()
      .post('/api/billing/confirm-payment')
      .set(service.as('u-broken'))
      .send({ clientSecret, card: card(CARDS.visa) })
      .expect(200);
    // The card insert fails (a constraint that refuses every new card, as a broken database would).
    await service.database.db.execute(`alter table gift_cards add constraint gift_cards_broken check (months < 0) not valid`);
    try {
      const failed = await service
        .api()
        .post('/api/gift-cards/purchase')
        .set(service.as('u-broken'))
        .send({ recipientEmail: 'x@example.com', subscriptionMonths: 1, stripePaymentIntentId: paymentIntentId, amount: '7.99' });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.body.message).toBe(GIFT_CARD_FAILED_MESSAGE);
      const [row] = await service.database.db.select().from(giftPayments).where(eq(giftPayments.paymentIntentId, paymentIntentId));
      expect(row).toMatchObject({ status: 'failed', userId: 'u-broken', amountCents: 799 });
    } finally {
      await service.database.db.execute(`alter table gift_cards drop constraint gift_cards_broken`);
    }
    // Once fixed, the same call issues the card.
    await service
      .api()
      .post('/api/gift-cards/purchase')
      .set(service.as('u-broken'))
      .send({ recipientEmail: 'x@example.com', subscriptionMonths: 1, stripePaymentIntentId: paymentIntentId, amount: '7.99' })
      .expect(200);
  });
});

describe('redeeming a gift', () => {
  it('checks a code before sign-up and redeems it for the new account: N months of an active subscription', async () => {
    const { giftCard } = await buy('u-giver2', 6);
    const checked = await service.api().post('/internal/gift-cards/check').set(internal).send({ code: giftCard.code }).expect(200);
    expect(checked.body).toEqual({ valid: true, message: null, subscriptionMonths: 6 });
    const unknown = await service.api().post('/internal/gift-cards/check').set(internal).send({ code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }).expect(200);
    expect(unknown.body.valid).toBe(false);

    const redeemed = await service.api().post('/internal/gift-cards/redeem').set(internal).send({ userId: 'u-new', code: giftCard.code }).expect(200);
    // The welcome says until when in words, not as an ISO date.
    expect(redeemed.body.message).toMatch(/^Gift redeemed: 6 months of Premium, until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    const status = await service.internalStatus('u-new');
    expect(status.status).toBe('active');
    expect(new Date(status.endsAt).getTime()).toBe(addMonths(service.clock.now, 6).getTime());
    expect(service.notices).toContain('u-new');
    const used = await service.api().post('/api/gift-cards/redeem').set(service.as('u-other')).send({ code: giftCard.code }).expect(409);
    expect(used.body.message).toBe(GIFT_MESSAGES.redeemed);
  });

  it('of two redemptions at once exactly one wins', async () => {
    const { giftCard } = await buy('u-giver3', 1);
    const results = await Promise.all(
      ['u-race-a', 'u-race-b', 'u-race-c'].map((userId) => service.api().post('/api/gift-cards/redeem').set(service.as(userId)).send({ code: giftCard.code })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const [row] = await service.database.db.select().from(giftCards).where(eq(giftCards.code, giftCard.code));
    const winner = ['u-race-a', 'u-race-b', 'u-race-c'][results.findIndex((result) => result.status === 200)];
    expect(row!.redeemedBy).toBe(winner);
  });

  it('extends an active subscription: a paying subscriber is next charged N months later', async () => {
    await subscribe(service, 'u-paying');
    const before = new Date((await service.internalStatus('u-paying')).endsAt);
    const { giftCard } = await buy('u-giver4', 3);
    const redeemed = await service.api().post('/api/gift-cards/redeem').set(service.as('u-paying')).send({ code: giftCard.code }).expect(200);
    expect(new Date(redeemed.body.subscriptionEndsAt).getTime()).toBe(addMonths(before, 3).getTime());
    expect(new Date((await service.internalStatus('u-paying')).endsAt).getTime()).toBe(addMonths(before, 3).getTime());
    // A second gift on a gift subscription stacks on the first.
    const first = await buy('u-giver4', 1);
    await service.api().post('/api/gift-cards/redeem').set(service.as('u-new')).send({ code: first.giftCard.code }).expect(200);
    expect(new Date((await service.internalStatus('u-new')).endsAt).getTime()).toBe(addMonths(addMonths(service.clock.now, 6), 1).getTime());
  });

  it('refuses an unknown or expired code, and tells a lifetime member the gift is not needed (the code stays unused)', async () => {
    const unknown = await service.api().post('/api/gift-cards/redeem').set(service.as('u-r')).send({ code: 'nonsense' }).expect(400);
    expect(unknown.body.message).toMatch(/not valid/);
    const { giftCard } = await buy('u-giver5', 1);
    await service.database.db
      .update(giftCards)
      .set({ expiresAt: new Date(service.clock.now.getTime() - 1000) })
      .where(eq(giftCards.code, giftCard.code));
    const expired = await service.api().post('/api/gift-cards/redeem').set(service.as('u-r')).send({ code: giftCard.code }).expect(409);
    expect(expired.body.message).toBe(GIFT_MESSAGES.expired);

    const fresh = await buy('u-giver5', 1);
    const { subscriptions } = await import('../src/data/schema');
    await service.database.db
      .insert(subscriptions)
      .values({ id: 'sub_lifetime_u-life', userId: 'u-life', provider: 'local', status: 'lifetime', amountCents: 0, currency: 'usd', stateAt: new Date() });
    const lifetime = await service.api().post('/api/gift-cards/redeem').set(service.as('u-life')).send({ code: fresh.giftCard.code }).expect(409);
    expect(lifetime.body.message).toBe(GIFT_MESSAGES.lifetime);
    const [row] = await service.database.db.select().from(giftCards).where(eq(giftCards.code, fresh.giftCard.code));
    expect(row!.redeemedAt).toBeNull();
  });
});

describe('deleting an account', () => {
  it("keeps a deleted giver's code redeemable without the giver, and drops their unpaid gift payments", async () => {
    const { giftCard } = await buy('u-leaving', 1);
    const { paymentIntentId: unpaid } = await prepare('u-leaving', 6);
    await service.api().delete('/internal/users/u-leaving/data').set(internal).expect(200);
    const [row] = await service.database.db.select().from(giftCards).where(eq(giftCards.code, giftCard.code));
    expect(row).toMatchObject({ giverUserId: '(erased)', giverName: null });
    expect(await service.database.db.select().from(giftPayments).where(eq(giftPayments.paymentIntentId, unpaid))).toEqual([]);
    await service.api().post('/api/gift-cards/redeem').set(service.as('u-heir')).send({ code: giftCard.code }).expect(200);
  });
});
