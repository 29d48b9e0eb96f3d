import { randomBytes } from 'node:crypto';
import { findUnsafe, screenMessage, screenName, stripLinks } from '@bedtime/child-safety';
import { ConflictError, isUniqueViolation, NotFoundError, UpstreamError, ValidationError, type Logger } from '@bedtime/service-kit';
import {
  formatLongDate,
  GIFT_AMOUNT_MISMATCH_MESSAGE,
  GIFT_CARD_FAILED_MESSAGE,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  GIFT_VALID_DAYS,
  INVALID_GIFT_CODE_MESSAGE,
  PLAN,
  giftAmountString,
  giftPriceCents,
  type CreatePaymentIntentResponse,
  type GiftCard,
  type GiftCodeCheckResponse,
  type GiftForm,
  type GiftHistoryResponse,
  type GiftMonths,
  type RedeemGiftResponse,
} from '@bedtime/contracts';
import type { BillingRepository } from '../data/billing-repository';
import type { GiftCardRecord, GiftPaymentRecord, GiftRepository } from '../data/gift-repository';
import type { GatewayClient } from '../providers/gateway-client';
import type { EntitlementNotifier } from '../providers/gateway-client';
import type { PaymentsEngine, ProviderSubscription } from '../providers/payments/types';
import { addOneMonth } from './billing-period';
import { contractStatus, subscriptionCounts } from './subscriptions';

type GiftCardRow = GiftCardRecord;
type GiftPaymentRow = GiftPaymentRecord;
const DAY = 24 * 60 * 60 * 1000;
/** The subscription a redeemed gift creates when there is none to extend (billing's own, no provider behind it). */
export const GIFT_PROVIDER = 'gift';

export const GIFT_MESSAGES = {
  unknown: INVALID_GIFT_CODE_MESSAGE,
  redeemed: 'This gift code has already been redeemed.',
  expired: 'This gift code has expired (gift codes are valid for 1 year).',
  lifetime: "You have a lifetime subscription, so you don't need this gift. The code has not been used: you can pass it on.",
  pastDue: 'Your subscription has an unpaid renewal. Please update your card first, then redeem the gift.',
  notPaid: 'This payment has not succeeded yet.',
  processing: 'Your payment is being processed. The gift card will be emailed to the recipient, with your receipt, as soon as it succeeds.',
  noPayment: 'No such payment.',
} as const;

/**
 * The words a gift carries to someone else (the recipient is any address the buyer types): the
 * recipient's name passes the child-safety screen of names, and the message loses its links (only our
 * own redeem link may be in the email) and then passes the screen. A refusal names the field.
 */
export function giftWords(input: { recipientName: string | null | undefined; message: string | null | undefined }): {
  recipientName: string | null;
  message: string | null;
} {
  const recipientName = input.recipientName?.trim() || null;
  if (recipientName) {
    const screened = screenName(recipientName, "recipient's name");
    if (!screened.ok) throw new ValidationError(screened.message, { field: 'recipientName' });
  }
  const message = input.message ? stripLinks(input.message).text || null : null;
  if (message) {
    const screened = screenMessage(message, 'message');
    if (!screened.ok) throw new ValidationError(screened.message, { field: 'message' });
  }
  return { recipientName, message };
}

/** A name read again as it is sent (one stored before names were screened may not pass): null when it does not. */
const screenedName = (name: string | null) => (name && !findUnsafe(name) ? name : null);
/** A stored message as it may be sent: without links, and only if it passes the screen. */
const sendableMessage = (message: string | null) => {
  const text = message ? stripLinks(message).text : '';
  return text && !findUnsafe(text) ? text : null;
};

/** 16 characters of Crockford base32 from 80 random bits, in groups of four (see contracts/gifts.ts). */
export function newGiftCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < GIFT_CODE_LENGTH; index++) {
    code = GIFT_CODE_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code.match(/.{4}/g)!.join('-');
}

export const addMonths = (from: Date, months: number) => {
  let at = from;
  for (let index = 0; index < months; index++) at = addOneMonth(at);
  return at;
};

export const toGiftCardView = (row: GiftCardRow, now: Date): GiftCard => ({
  code: row.code,
  recipientEmail: row.recipientEmail,
  recipientName: row.recipientName,
  subscriptionMonths: row.months,
  amountCents: row.amountCents,
  message: row.message,
  status: row.redeemedAt ? 'redeemed' : row.expiresAt <= now ? 'expired' : 'active',
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  redeemedAt: row.redeemedAt?.toISOString() ?? null,
});

/**
 * Gift subscriptions: the server prices a gift from its months, the payment goes through billing's
 * payments engine, one payment buys one gift card, and a gift card is redeemed once, within a year,
 * into N months of subscription. Nothing is charged when it is redeemed.
 */
export function createGifts(deps: {
  repository: BillingRepository;
  gifts: GiftRepository;
  engine: PaymentsEngine;
  ensureCustomer: (userId: string, email: string | null) => Promise<string>;
  gateway: GatewayClient;
  notifier: EntitlementNotifier;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
  /** Records the provider's answer to a change we made (subscriptions.recordProviderAnswer). */
  recordProviderAnswer: (subscription: ProviderSubscription) => Promise<void>;
}) {
  const { repository, gifts, engine, logger } = deps;

  /**
   * The recipient's email carries nothing typed by the buyer beyond a screened name and a screened
   * message without links, and no link but ours; its subject carries no name at all.
   */
  async function sendEmails(card: GiftCardRow, giverEmail: string | null) {
    const redeemUrl = new URL(`/auth?promo=${encodeURIComponent(card.code)}`, deps.publicUrl).toString();
    const from = screenedName(card.giverName) ?? 'Someone who cares about you';
    const recipientName = screenedName(card.recipientName);
    const message = sendableMessage(card.message);
    const months = `${card.months} month${card.months === 1 ? '' : 's'}`;
    const expires = formatLongDate(card.expiresAt);
    const recipient = {
      to: card.recipientEmail,
      subject: `A gift for you: ${months} of Bedtime Stories`,
      text: [
        `Hello${recipientName ? ` ${recipientName}` : ''},`,
        '',
        `${from} has given you a ${card.months}-month Bedtime Stories subscription: personalised bedtime stories for your children, narrated aloud.`,
        ...(message ? ['', 'Their message:', message] : []),
        '',
        `Your gift code: ${card.code}`,
        '',
        'How to redeem it:',
        `- New to Bedtime Stories? Open ${redeemUrl} and sign up: the code is already filled in.`,
        '- Already have an account? Sign in, open your Profile and enter the code under "Redeem a gift".',
        '',
        `The code is valid until ${expires}. Nothing is charged: your ${months} start when you redeem it, and no card is needed.`,
      ].join('\n'),
    };
    const receipt = giverEmail
      ? {
          to: giverEmail,
          subject: 'Your Bedtime Stories gift receipt',
          text: [
            'Thank you for your gift!',
            '',
            `Gift: ${months} of Bedtime Stories for ${recipientName ? `${recipientName} <${card.recipientEmail}>` : card.recipientEmail}`,
            `Amount paid: $${(card.amountCents / 100).toFixed(2)}`,
            `Payment: ${card.paymentIntentId}`,
            `Gift code: ${card.code} (valid until ${expires})`,
            '',
            'We have emailed the code and how to redeem it to the recipient. You can see whether it has been redeemed on your Profile.',
          ].join('\n'),
        }
      : null;
    for (const mail of [recipient, receipt]) {
      if (!mail) continue;
      // The gift exists and is paid for; a mail that fails is logged (never with its code) and can be resent by support.
      await deps.gateway
        .sendMail(mail)
        .catch((error: unknown) => logger.error({ err: error, paymentIntentId: card.paymentIntentId }, 'gift email could not be sent'));
    }
  }

  const cardOfPayment = (paymentIntentId: string) => gifts.cardOfPayment(paymentIntentId);

  /** The provider's word on a gift payment: succeeded (for this customer and amount), processing, or not paid. */
  async function paidIntentOf(payment: GiftPaymentRow): Promise<'succeeded' | 'processing' | 'unpaid'> {
    const customer = await repository.customerOf(payment.userId);
    const intent = await engine.retrievePaymentIntent(payment.paymentIntentId);
    if (!intent || !customer || intent.customerId !== customer.providerCustomerId) throw new NotFoundError(GIFT_MESSAGES.noPayment);
    if (intent.status === 'processing') return 'processing';
    if (intent.status !== 'succeeded') return 'unpaid';
    if (intent.amountCents !== payment.amountCents) throw new ValidationError(GIFT_AMOUNT_MISMATCH_MESSAGE, { field: 'amount' });
    return 'succeeded';
  }

  async function keepForm(
    paymentIntentId: string,
    form: { recipientEmail: string; recipientName: string | null; message: string | null; giverEmail: string | null },
  ) {
    await gifts.keepForm(paymentIntentId, form, deps.now());
  }

  /** One payment, one card (and its revenue line), whoever gets here first: the buyer's purchase or the provider's event. */
  async function issue(
    payment: GiftPaymentRow,
    form: { recipientEmail: string; recipientName: string | null; message: string | null },
    now: Date,
  ): Promise<GiftCardRow> {
    const giverName = screenedName(await deps.gateway.displayName(payment.userId).catch(() => null));
    try {
      return await gifts.issueCard(
        payment,
        {
          code: newGiftCode(),
          giverUserId: payment.userId,
          giverName,
          recipientEmail: form.recipientEmail,
          recipientName: form.recipientName,
          months: payment.months,
          amountCents: payment.amountCents,
          currency: payment.currency,
          message: form.message,
          paymentIntentId: payment.paymentIntentId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + GIFT_VALID_DAYS * DAY),
        },
        now,
      );
    } catch (error) {
      // A concurrent call for the same payment created it first.
      const winner = isUniqueViolation(error) ? await cardOfPayment(payment.paymentIntentId) : null;
      if (winner) return winner;
      // Paid but no card: recorded for support (the payment id is enough to issue it by hand).
      logger.error({ err: error, paymentIntentId: payment.paymentIntentId }, 'gift card creation failed after a successful payment');
      await gifts.markPaymentFailed(payment.paymentIntentId, (error as Error).message.slice(0, 500), deps.now()).catch(() => undefined);
      throw new UpstreamError(GIFT_CARD_FAILED_MESSAGE);
    }
  }

  return {
    /** POST /api/create-payment-intent: the price is the server's; an amount that differs is refused. */
    async createPaymentIntent(
      userId: string,
      email: string | null,
      input: { amount: number; months: GiftMonths; gift?: { recipientEmail: string; recipientName?: string | null; message?: string | null } },
    ): Promise<CreatePaymentIntentResponse> {
      const priceCents = giftPriceCents(input.months);
      if (Math.round(input.amount * 100) !== priceCents) throw new ValidationError(GIFT_AMOUNT_MISMATCH_MESSAGE, { field: 'amount' });
      // Words that could not be sent are said now, before anything is paid.
      const words = input.gift ? giftWords({ recipientName: input.gift.recipientName, message: input.gift.message }) : null;
      const customerId = await deps.ensureCustomer(userId, email);
      // Two clicks at once share one key (and so one payment); after a purchase the count moves on.
      const count = await gifts.finishedPayments(userId, input.months);
      // Neither the key nor the metadata names the person: the customer is the provider's link to them,
      // and it goes when the account is deleted.
      const idempotencyKey = `gift-${customerId}-${input.months}-${count}`;
      const payment = await engine.createPaymentIntent({
        customerId,
        amountCents: priceCents,
        currency: PLAN.currency,
        metadata: { type: 'gift_subscription', months: String(input.months) },
        idempotencyKey,
      });
      if (!payment.clientSecret) throw new UpstreamError('The payment provider did not return a payment secret.');
      const at = deps.now();
      await gifts.savePayment({
        paymentIntentId: payment.id,
        userId,
        months: input.months,
        amountCents: priceCents,
        currency: PLAN.currency,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      });
      if (input.gift && words) await keepForm(payment.id, { recipientEmail: input.gift.recipientEmail, ...words, giverEmail: email });
      return { clientSecret: payment.clientSecret, paymentIntentId: payment.id };
    },

    /**
     * POST /api/gift-cards/purchase: only for this user's own gift payment, succeeded, for the same months
     * and amount. One payment buys one card: the same payment again answers with the same card. A payment
     * not succeeded yet keeps the form, so that the provider's payment_intent.succeeded issues the card
     * when it settles later (a bank debit) or after a redirect the buyer never comes back from.
     */
    async purchase(user: { userId: string; email: string | null }, input: GiftForm & { stripePaymentIntentId: string; amount: string }): Promise<GiftCard> {
      const now = deps.now();
      const months = input.subscriptionMonths;
      if (input.amount !== giftAmountString(months)) throw new ValidationError(GIFT_AMOUNT_MISMATCH_MESSAGE, { field: 'amount' });
      const words = giftWords(input);
      const existing = await cardOfPayment(input.stripePaymentIntentId);
      if (existing) {
        if (existing.giverUserId !== user.userId) throw new NotFoundError(GIFT_MESSAGES.noPayment);
        return toGiftCardView(existing, now);
      }
      const payment = await gifts.paymentOf(user.userId, input.stripePaymentIntentId);
      // Someone else's payment looks exactly like no payment.
      if (!payment) throw new NotFoundError(GIFT_MESSAGES.noPayment);
      if (payment.months !== months || payment.amountCents !== giftPriceCents(months))
        throw new ValidationError(GIFT_AMOUNT_MISMATCH_MESSAGE, { field: 'subscriptionMonths' });
      const intent = await paidIntentOf(payment);
      if (intent !== 'succeeded') {
        await keepForm(payment.paymentIntentId, { recipientEmail: input.recipientEmail, ...words, giverEmail: user.email });
        throw new ConflictError(intent === 'processing' ? GIFT_MESSAGES.processing : GIFT_MESSAGES.notPaid);
      }
      const card = await issue(payment, { recipientEmail: input.recipientEmail, ...words }, now);
      if (card.createdAt.getTime() === now.getTime()) await sendEmails(card, user.email);
      return toGiftCardView(card, now);
    },

    /**
     * Stripe's payment_intent.succeeded for a gift (a task after the webhook's answer): the card is issued
     * and both emails sent when the buyer's form is known and no card exists yet; otherwise the purchase
     * call issues it when the buyer comes back.
     */
    async settlePaidIntent(paymentIntentId: string): Promise<'issued' | 'already' | 'waiting' | 'ignored'> {
      const payment = await gifts.payment(paymentIntentId);
      if (!payment) return 'ignored';
      if (await cardOfPayment(paymentIntentId)) return 'already';
      if (!payment.recipientEmail) return 'waiting';
      const intent = await paidIntentOf(payment);
      if (intent !== 'succeeded') {
        logger.error({ paymentIntentId, status: intent }, 'a gift payment event does not match its payment; no card issued');
        return 'ignored';
      }
      const now = deps.now();
      const card = await issue(payment, { recipientEmail: payment.recipientEmail, recipientName: payment.recipientName, message: payment.message }, now);
      if (card.createdAt.getTime() === now.getTime()) await sendEmails(card, payment.giverEmail);
      return 'issued';
    },

    async history(userId: string): Promise<GiftHistoryResponse> {
      const now = deps.now();
      const [purchased, received] = await Promise.all([gifts.purchasedBy(userId, 100), gifts.redeemedBy(userId, 100)]);
      return {
        purchased: purchased.map((row) => toGiftCardView(row, now)),
        received: received.map((row) => ({
          code: row.code,
          fromName: row.giverName,
          subscriptionMonths: row.months,
          message: row.message,
          redeemedAt: row.redeemedAt!.toISOString(),
        })),
      };
    },

    /** Is the code redeemable now? Asked by the gateway before a sign-up creates the account. */
    async check(code: string): Promise<GiftCodeCheckResponse> {
      const row = await gifts.cardByCode(code);
      const problem = !row ? GIFT_MESSAGES.unknown : row.redeemedAt ? GIFT_MESSAGES.redeemed : row.expiresAt <= deps.now() ? GIFT_MESSAGES.expired : null;
      return { valid: !problem, message: problem, subscriptionMonths: problem ? null : row!.months };
    },

    /**
     * Redeems a code for a user: N months of subscription, starting now or where the current one ends.
     * Single use even under races: the code is claimed with a conditional UPDATE (redeemed_at IS NULL) in
     * the same transaction as the subscription change, so of two redemptions at once exactly one wins.
     */
    async redeem(userId: string, code: string): Promise<RedeemGiftResponse> {
      const checked = await this.check(code);
      if (!checked.valid) throw new ConflictError(checked.message!);
      let current = await repository.currentSubscription(userId);
      if (current?.status === 'lifetime') throw new ConflictError(GIFT_MESSAGES.lifetime);
      if (current && current.provider !== GIFT_PROVIDER && contractStatus(current.status) === 'past_due') throw new ConflictError(GIFT_MESSAGES.pastDue);
      if (current && current.provider !== GIFT_PROVIDER && current.status === 'incomplete') {
        // A subscription started but never paid: it gives way to the gift (nothing was charged).
        await engine.cancelNow(current.id);
        await repository.markCanceled(current.id, deps.now());
        current = null;
      }
      const paidByProvider = current && current.provider !== GIFT_PROVIDER && subscriptionCounts(current, deps.now()) ? current : null;

      const result = await gifts.withTransaction(async (tx) => {
        const now = deps.now();
        const claimed = await gifts.claimCard(tx, code, userId, now);
        if (!claimed) {
          const again = await this.check(code);
          throw new ConflictError(again.message ?? GIFT_MESSAGES.redeemed);
        }
        if (paidByProvider) return { months: claimed.months, endsAt: addMonths(paidByProvider.currentPeriodEnd!, claimed.months) };
        const held = await repository.lockCurrentSubscription(tx, userId);
        if (held?.status === 'lifetime') throw new ConflictError(GIFT_MESSAGES.lifetime);
        if (held && held.provider !== GIFT_PROVIDER) throw new ConflictError('Your subscription is changing. Please try again in a moment.');
        if (held && subscriptionCounts(held, now)) {
          const endsAt = addMonths(held.currentPeriodEnd!, claimed.months);
          await repository.updateSubscription(tx, held.id, { currentPeriodEnd: endsAt, stateAt: now, updatedAt: now });
          return { months: claimed.months, endsAt };
        }
        // A gift period that has run out is over; the new one starts now.
        if (held)
          await repository.updateSubscription(tx, held.id, { status: 'canceled', canceledAt: held.currentPeriodEnd ?? now, stateAt: now, updatedAt: now });
        const endsAt = addMonths(now, claimed.months);
        await repository.insertSubscription(tx, {
          id: `gift_${randomBytes(12).toString('hex')}`,
          userId,
          provider: GIFT_PROVIDER,
          status: 'active',
          amountCents: 0,
          currency: PLAN.currency,
          currentPeriodStart: now,
          currentPeriodEnd: endsAt,
          stateAt: now,
        });
        return { months: claimed.months, endsAt };
      });

      if (paidByProvider) {
        // The paid subscription's next charge moves by the gift's months; if the provider refuses, the code is given back.
        // The provider's answer (Stripe: trialing until then) is recorded at once, as its event would be.
        try {
          await deps.recordProviderAnswer(await engine.deferRenewal(paidByProvider.id, result.endsAt));
        } catch (error) {
          await gifts.releaseCard(code, userId);
          throw error;
        }
      }
      await deps.notifier.changed(userId);
      const months = `${result.months} month${result.months === 1 ? '' : 's'}`;
      return {
        message: `Gift redeemed: ${months} of Premium, until ${formatLongDate(result.endsAt)}.`,
        subscriptionMonths: result.months,
        subscriptionEndsAt: result.endsAt.toISOString(),
      };
    },
  };
}
export type Gifts = ReturnType<typeof createGifts>;
