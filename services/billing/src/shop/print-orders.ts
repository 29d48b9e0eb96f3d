import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { findUnsafe } from '@bedtime/child-safety';
import { ConflictError, isUniqueViolation, NotFoundError, UpstreamError, ValidationError, type Logger } from '@bedtime/service-kit';
import {
  PRINT_ORDER_SUBMITTED,
  PRINT_SELECT_CONFIG,
  printShippingAddressSchema,
  type BookConfigsResponse,
  type PrintBookConfig,
  type PrintPaymentIntentResponse,
  type printPaymentIntentRequestSchema,
  type PriceEstimateResponse,
  type PrintOrderView,
  type PrintShippingAddress,
  type ShippingCountry,
  type ShippingLevel,
  type SubmitPrintOrderResponse,
  type submitPrintOrderRequestSchema,
} from '@bedtime/contracts';
import type { z } from 'zod';
import type { BillingRepository } from '../data/billing-repository';
import type { BillingTx } from '../data/database';
import { OPEN_PRINT_STATUSES, type NewPrintOrder, type PrintOrderRecord, type PrintOrderRepository, type PrintQuoteRecord } from '../data/print-order-repository';
import { ERASED_USER } from '../domain/account-erasure';
import { checkCard } from '../domain/card-rules';
import { bankAnswer } from '../providers/payments/local-ledger';
import type { PaymentsEngine } from '../providers/payments/types';
import { BOOK_CONFIGS, bookPriceCents, configById, configByPackage } from '../providers/print/book-configs';
import { PrintShopError, type PrintShop } from '../providers/print/types';
import type { StoryFiles } from '../providers/story-files';
import type { GatewayClient } from '../providers/gateway-client';
import type { TaskRunner } from '../jobs/task-runner';
import { PaymentDeclinedError } from './marketplace';
import { preflight } from './print-file-check';

type PrintOrderRow = PrintOrderRecord;
type PrintPaymentRow = PrintQuoteRecord;
type SubmitInput = z.output<typeof submitPrintOrderRequestSchema>;
type BookInput = z.output<typeof printPaymentIntentRequestSchema>;
export type PrintFileKind = 'interior' | 'cover';

const dollars = (cents: number) => Math.round(cents) / 100;
const OPEN_STATUSES = OPEN_PRINT_STATUSES;
/** Lulu's contact for questions about a job when the customer gave no email (the shop's own address). */
const FALLBACK_CONTACT = 'orders@bedtimestories.local';

/** A shop that has not taken a paid order for this long (unreachable, failing) will not: the order ends, refunded. */
export const PRINT_SUBMIT_GIVE_UP_MS = 24 * 60 * 60 * 1000;
export const PRINT_TASKS = { refund: 'print-order-refund', tellCustomer: 'print-order-tell-customer' } as const;
/** What the customer is told (the shop's technical answer stays in lastError for support). */
export const PRINT_FAILURE_REASONS = {
  refused: 'The print shop could not accept the order as it was sent (the address or the book files were refused).',
  unreachable: 'The print shop could not be reached for a day, so the order was not placed.',
  failed: 'The print shop could not print the book.',
  canceled: 'The print shop canceled the order.',
} as const;

/**
 * An order's stored address, read as it was stored: an order placed before the address rules were Lulu's
 * (a phone was optional) still goes to the shop, which then uses the account's phone.
 */
function storedAddress(shipping: PrintOrderRow['shipping']): PrintShippingAddress {
  const parsed = printShippingAddressSchema.safeParse(shipping);
  return parsed.success ? parsed.data : (shipping as PrintShippingAddress);
}

export const PRINT_PAYMENT_MESSAGES = {
  noPayment: 'No such payment.',
  notPaid: 'This payment has not succeeded yet, so the book has not been ordered.',
  amountMismatch: 'This payment does not match the price of this book. The book has not been ordered.',
  otherOrder: 'This payment is for a different book or address. Please go back to the payment step.',
  cardWithStripe: 'Please pay with the payment form.',
  alreadyOrdered: 'This book has already been ordered.',
} as const;

/** The order's own fields, in a fixed order: what a payment is for (compared at submit, hashed into the quote). */
const orderFields = (input: { storyId: string; bookType: string; configId: number; shipping: object; shippingLevel: string }) =>
  JSON.stringify([input.storyId, input.bookType, input.configId, input.shippingLevel, JSON.stringify(input.shipping, Object.keys(input.shipping).sort())]);

export const toPrintOrderView = (row: PrintOrderRow): PrintOrderView => ({
  id: row.id,
  storyId: row.storyId,
  title: row.title,
  bookType: row.bookType as PrintOrderView['bookType'],
  configName: configById(row.configId)?.name ?? row.podPackageId,
  shippingLevel: row.shippingLevel as ShippingLevel,
  status: row.status as PrintOrderView['status'],
  trackingNumber: row.trackingNumber,
  bookCents: row.bookCents,
  shippingCents: row.shippingCents,
  totalCents: row.totalCents,
  currency: row.currency,
  cardLast4: row.cardLast4,
  pageCount: row.pageCount,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Printed books. The story service renders the files, they are checked as a print shop would, the book
 * and its shipping are paid for, and only then does an order exist and go to the print shop. The
 * dialog's order key makes a resent submit find the same order: one payment, one book.
 */
export function createPrintOrders(deps: {
  printOrders: PrintOrderRepository;
  /** Billing's customers (a payment must be the quote's own customer's). */
  repository: Pick<BillingRepository, 'customerOf'>;
  shop: PrintShop;
  engine: PaymentsEngine;
  storyFiles: StoryFiles;
  /** The user's payment-provider customer, made when missing (the payment intent belongs to it). */
  ensureCustomer: (userId: string, email: string | null) => Promise<string>;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
  /** Refunds and the customer's email when an order ends unprinted run as tasks after the change is committed. */
  tasks: TaskRunner;
  /** The gateway's mailer (the customer is told when a paid book will not be printed). */
  gateway: Pick<GatewayClient, 'sendMail'>;
}) {
  const orders = deps.printOrders;

  deps.tasks.register(PRINT_TASKS.refund, async ({ orderId }) => refund(String(orderId)));
  deps.tasks.register(PRINT_TASKS.tellCustomer, async ({ orderId }) => tellCustomer(String(orderId)));

  /**
   * A paid order the print shop will not print (refused it, rejected or canceled it, an error in production,
   * or never reachable for a day): it ends, and in the same transaction its refund and the customer's email
   * are queued. Only an open order ends; a second report of the same end changes nothing.
   */
  async function endUnprinted(row: PrintOrderRow, end: { status: 'failed' | 'canceled'; reason: string; detail: string }) {
    const ended = await orders.withTransaction(async (tx) => {
      const updated = await orders.endOpenOrder(tx, row.id, { status: end.status, failureReason: end.reason, lastError: end.detail.slice(0, 1000) }, deps.now());
      if (!updated) return null;
      await deps.tasks.enqueue(tx, PRINT_TASKS.refund, { orderId: row.id });
      await deps.tasks.enqueue(tx, PRINT_TASKS.tellCustomer, { orderId: row.id });
      return updated;
    });
    if (ended) {
      deps.logger.warn({ orderId: row.id, status: end.status, detail: end.detail.slice(0, 300) }, 'print order ended unprinted; refunding');
      deps.tasks.kick();
    }
    return ended;
  }

  /** The whole payment back, once (the idempotency key is the order's). */
  async function refund(orderId: string) {
    const row = await orders.order(orderId);
    if (!row || row.refundedAt) return;
    if (!deps.engine.refundPayment) throw new Error('this payments engine cannot refund');
    await deps.engine.refundPayment({ paymentIntentId: row.paymentRef, idempotencyKey: `print-refund-${row.id}` });
    await orders.markRefunded(row.id, deps.now());
  }

  async function tellCustomer(orderId: string) {
    const row = await orders.order(orderId);
    const to = row?.contactEmail ?? row?.shipping.email;
    if (!row || !to) {
      deps.logger.warn({ orderId }, 'an unprinted order has no address to tell the customer at');
      return;
    }
    const amount = `$${(row.totalCents / 100).toFixed(2)}`;
    // The address was typed for delivery and may be anyone's: the title (typed by the buyer, perhaps stored
    // before titles were screened) is named only when it passes today's screen, and never once erased.
    const named = row.title && row.title !== ERASED_USER && !findUnsafe(row.title) ? ` "${row.title}"` : '';
    await deps.gateway.sendMail({
      to,
      subject: `Your printed book${named} could not be printed`,
      text: [
        'Hello,',
        '',
        `We are sorry: your printed book${named} (${configById(row.configId)?.name ?? 'book'}) will not be printed.`,
        `Reason: ${row.failureReason ?? 'the print shop could not print it.'}`,
        '',
        `We have refunded the full ${amount} you paid to the card or account you paid with; it usually shows within 5 to 10 days.`,
        'You can order the book again at any time from the story page.',
      ].join('\n'),
    });
  }

  const fileUrl = (row: PrintOrderRow, kind: PrintFileKind) => new URL(`/api/lulu/files/${row.id}/${kind}.pdf?token=${row.fileToken}`, deps.publicUrl).toString();

  const findByKey = (userId: string, orderKey: string) => orders.orderByKey(userId, orderKey);

  /**
   * Hands a paid order to the print shop. A refusal that cannot succeed (the shop said no to the request
   * itself) ends the order and refunds it; a timeout, a dropped connection or a 5xx is kept on the order and
   * sent again by the status job, which first looks for the job the shop may have made (a lost answer), and
   * gives up (refunding) when the shop has not taken the order for PRINT_SUBMIT_GIVE_UP_MS.
   */
  async function sendToShop(row: PrintOrderRow, contactEmail: string): Promise<PrintOrderRow> {
    const attempts = row.submitAttempts + 1;
    await orders.countSubmitAttempt(row.id, attempts);
    try {
      const { jobId } = await deps.shop.createJob({
        reference: row.id,
        title: row.title,
        podPackageId: row.podPackageId,
        pageCount: row.pageCount,
        shippingLevel: row.shippingLevel as ShippingLevel,
        address: storedAddress(row.shipping),
        contactEmail,
        interiorUrl: fileUrl(row, 'interior'),
        coverUrl: fileUrl(row, 'cover'),
        resend: attempts > 1,
      });
      return await orders.recordShopJob(row.id, jobId, deps.now());
    } catch (error) {
      if (!(error instanceof PrintShopError)) throw error;
      if (error.permanent) {
        const ended = await endUnprinted(row, { status: 'failed', reason: PRINT_FAILURE_REASONS.refused, detail: error.message });
        if (ended) return ended;
      } else if (deps.now().getTime() - row.createdAt.getTime() >= PRINT_SUBMIT_GIVE_UP_MS) {
        const ended = await endUnprinted(row, { status: 'failed', reason: PRINT_FAILURE_REASONS.unreachable, detail: error.message });
        if (ended) return ended;
      }
      deps.logger.warn({ err: error, orderId: row.id, attempts }, 'print shop did not take the order yet; the status job tries again');
      return await orders.keepError(row.id, error.message, deps.now());
    }
  }

  const shopCall = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PrintShopError) throw new UpstreamError(`The print shop could not be asked: ${error.message}`);
      throw error;
    }
  };

  /** The print files made and checked as the print shop would, and the book and its shipping priced: nothing is charged yet. */
  async function priceBook(userId: string, config: PrintBookConfig, input: BookInput, requestId?: string) {
    // Only the story's owner may have it printed: the story service answers "not found" to anyone else.
    const files = await deps.storyFiles.printFiles(
      input.storyId,
      { ownerId: userId, bookType: input.bookType, widthPt: config.widthPt, heightPt: config.heightPt, minPages: config.minPages },
      requestId,
    );
    const check = await preflight(config, files.interior, files.cover);
    if (check.problems.length > 0) {
      deps.logger.error({ storyId: input.storyId, configId: config.id, problems: check.problems }, 'print files failed the preflight');
      throw new UpstreamError('The print files for this story could not be prepared. Your card was not charged.');
    }
    const shippingCents = await shopCall(() => deps.shop.orderShippingCents({ podPackageId: config.podPackageId, pageCount: check.pageCount, level: input.shippingLevel, address: input.shippingAddress }));
    const bookCents = bookPriceCents(config, check.pageCount);
    return { files, pageCount: check.pageCount, bookCents, shippingCents };
  }

  const orderOfPayment = (paymentIntentId: string) => orders.orderOfPayment(paymentIntentId);

  const customerIdOf = async (userId: string) => (await deps.repository.customerOf(userId))?.providerCustomerId ?? null;

  type Tx = BillingTx;
  /**
   * What an order is for and how it was paid; the writer adds its id, status, shop, file token and times, and a
   * payment reference of its own when the payment has none (the local bank's card form).
   */
  type OrderFields = Omit<NewPrintOrder, 'id' | 'userId' | 'orderKey' | 'status' | 'printShop' | 'fileToken' | 'createdAt' | 'updatedAt' | 'paymentRef'> & { paymentRef?: string };

  /**
   * One order per (user, order key), with its paid invoice (the revenue figures read paid invoices by source),
   * in one transaction. A double click waits on the advisory lock, then finds the first order. `fields` runs
   * inside the transaction before anything is written (it may refuse: a declined card); `after` alongside.
   */
  async function writeOrderOnce(
    key: { userId: string; orderKey: string },
    fields: (tx: Tx) => Promise<OrderFields>,
    after?: (tx: Tx, orderId: string, at: Date) => Promise<void>,
  ): Promise<{ row: PrintOrderRow; placed: boolean }> {
    return orders.withTransaction(async (tx) => {
      await orders.lockOrderKey(tx, key.userId, key.orderKey);
      const again = await orders.orderByKey(key.userId, key.orderKey, tx);
      if (again) return { row: again, placed: false };
      const order = await fields(tx);
      const at = deps.now();
      const id = `print_${randomBytes(12).toString('hex')}`;
      const placed = await orders.insertPaidOrder(tx, {
        ...order,
        paymentRef: order.paymentRef ?? `pay_${id}`,
        id,
        userId: key.userId,
        orderKey: key.orderKey,
        status: 'created',
        printShop: deps.shop.name,
        fileToken: randomBytes(24).toString('base64url'),
        createdAt: at,
        updatedAt: at,
      });
      await after?.(tx, id, at);
      return { row: placed, placed: true };
    });
  }

  /**
   * A paid quote becomes its order: the order and its paid invoice are written together, once per payment
   * (the payment's id is the order's unique payment reference), then the order goes to the print shop.
   */
  async function placePaid(quote: PrintPaymentRow, config: PrintBookConfig, contactEmail: string | null): Promise<PrintOrderRow> {
    let result: { row: PrintOrderRow; placed: boolean };
    try {
      result = await writeOrderOnce(
        { userId: quote.userId, orderKey: quote.orderKey },
        async (tx) => {
          const locked = await orders.lockQuote(tx, quote.paymentIntentId);
          if (!locked?.interiorPdf || !locked.coverPdf) throw new ConflictError(PRINT_PAYMENT_MESSAGES.alreadyOrdered);
          return {
            storyId: locked.storyId,
            title: locked.title,
            bookType: locked.bookType,
            configId: config.id,
            podPackageId: config.podPackageId,
            shipping: locked.shipping,
            shippingLevel: locked.shippingLevel,
            bookCents: locked.bookCents,
            shippingCents: locked.shippingCents,
            totalCents: locked.totalCents,
            currency: locked.currency,
            cardLast4: null,
            paymentRef: locked.paymentIntentId,
            contactEmail: locked.contactEmail ?? contactEmail,
            pageCount: locked.pageCount,
            interiorPdf: locked.interiorPdf,
            coverPdf: locked.coverPdf,
          };
        },
        // The files now live on the order; the quote keeps what it was and which order it became.
        async (tx, orderId, at) => {
          await orders.markQuoteOrdered(tx, quote.paymentIntentId, orderId, at);
        },
      );
    } catch (error) {
      // The same payment placed concurrently under another key: the order that won is the answer.
      const winner = isUniqueViolation(error) ? await orderOfPayment(quote.paymentIntentId) : null;
      if (winner?.userId !== quote.userId) throw error;
      result = { row: winner, placed: false };
    }
    return result.placed ? sendToShop(result.row, result.row.contactEmail ?? FALLBACK_CONTACT) : result.row;
  }

  /**
   * The Payment Element path: the payment prepared by paymentIntent() must be this user's, for this very
   * book, succeeded, and for the quoted amount; then the order and its paid invoice are written together,
   * once per payment (the payment's id is the order's unique payment reference).
   */
  async function submitPaid(user: { userId: string; email: string | null }, input: SubmitInput, paymentIntentId: string): Promise<SubmitPrintOrderResponse> {
    const quote = await orders.quoteOf(user.userId, paymentIntentId);
    // Someone else's payment looks exactly like no payment.
    if (!quote) throw new NotFoundError(PRINT_PAYMENT_MESSAGES.noPayment);
    const config = configById(input.bookConfigId);
    if (!config) throw new ValidationError(PRINT_SELECT_CONFIG, { field: 'bookConfigId' });
    // The payment pays for the book and address it priced, never another.
    const asked = orderFields({ storyId: input.storyId, bookType: input.bookType, configId: config.id, shipping: input.shippingAddress, shippingLevel: input.shippingLevel });
    if (asked !== orderFields(quote)) throw new ValidationError(PRINT_PAYMENT_MESSAGES.otherOrder, { field: 'paymentIntentId' });
    // Already ordered (by an earlier submit, or by Stripe's event when the browser did not come back): that order.
    const used = await orderOfPayment(quote.paymentIntentId);
    if (used) {
      if (used.userId !== user.userId) throw new NotFoundError(PRINT_PAYMENT_MESSAGES.noPayment);
      return { message: PRINT_ORDER_SUBMITTED, order: toPrintOrderView(used) };
    }
    if (quote.orderKey !== input.orderKey) throw new ValidationError(PRINT_PAYMENT_MESSAGES.otherOrder, { field: 'paymentIntentId' });

    const [customerId, intent] = await Promise.all([customerIdOf(user.userId), deps.engine.retrievePaymentIntent(quote.paymentIntentId)]);
    if (!intent || !customerId || intent.customerId !== customerId) throw new NotFoundError(PRINT_PAYMENT_MESSAGES.noPayment);
    if (intent.status !== 'succeeded') throw new ConflictError(PRINT_PAYMENT_MESSAGES.notPaid);
    if (intent.amountCents !== quote.totalCents || intent.currency.toLowerCase() !== quote.currency) {
      deps.logger.error({ paymentIntentId: intent.id, paidCents: intent.amountCents, quotedCents: quote.totalCents }, 'a print payment does not match its quote');
      throw new ValidationError(PRINT_PAYMENT_MESSAGES.amountMismatch, { field: 'paymentIntentId' });
    }

    const order = await placePaid(quote, config, quote.shipping.email || user.email || null);
    return { message: PRINT_ORDER_SUBMITTED, order: toPrintOrderView(order) };
  }

  return {
    /**
     * Stripe's payment_intent.succeeded for a print payment: the order is placed even when the browser never
     * came back to submit it (closed, or a payment method that redirects). The same checks as a submit: the
     * quote's own user, succeeded, the quoted amount; a payment already ordered is left alone.
     */
    async settlePaidIntent(paymentIntentId: string): Promise<'placed' | 'already' | 'ignored'> {
      const quote = await orders.quote(paymentIntentId);
      if (!quote) return 'ignored';
      if (quote.status === 'ordered' || (await orderOfPayment(paymentIntentId))) return 'already';
      const config = configById(quote.configId);
      const [intent, customerId] = await Promise.all([deps.engine.retrievePaymentIntent(paymentIntentId), customerIdOf(quote.userId)]);
      const paid = intent?.status === 'succeeded' && customerId !== null && intent.customerId === customerId && intent.amountCents === quote.totalCents && intent.currency.toLowerCase() === quote.currency;
      if (!config || !paid) {
        deps.logger.error({ paymentIntentId, status: intent?.status ?? null }, 'a print payment event does not match its quote; no order placed');
        return 'ignored';
      }
      await placePaid(quote, config, quote.contactEmail ?? (quote.shipping.email || null));
      return 'placed';
    },

    configs(): BookConfigsResponse {
      return { configs: [...BOOK_CONFIGS] };
    },

    /** The dialog's summary: the book at the format's minimum pages and shipping to the country. */
    async estimate(input: { podPackageId: string; shippingCountry: ShippingCountry; shippingStateCode?: string; shippingLevel: ShippingLevel }): Promise<PriceEstimateResponse> {
      const config = configByPackage(input.podPackageId);
      if (!config) throw new ValidationError('Unknown book format.', { field: 'podPackageId' });
      const shippingCents = await shopCall(() => deps.shop.shippingCents({ podPackageId: config.podPackageId, pageCount: config.minPages, country: input.shippingCountry, stateCode: input.shippingStateCode, level: input.shippingLevel }));
      const bookCents = bookPriceCents(config, config.minPages);
      return { estimate: { book_cost: dollars(bookCents), shipping_cost: dollars(shippingCents), total_cost: dollars(bookCents + shippingCents), currency: 'USD' } };
    },

    /**
     * POST /api/lulu/payment-intent: the book is made, checked and priced here (the client sends no
     * amount), and a payment of exactly that is prepared with the payments engine. The quote is kept under
     * the payment's id until the paid submit turns it into the order. The same book, address and order key
     * give the same payment (the idempotency key is the quote's hash).
     */
    async paymentIntent(user: { userId: string; email: string | null }, input: BookInput, requestId?: string): Promise<PrintPaymentIntentResponse> {
      if (await findByKey(user.userId, input.orderKey)) throw new ConflictError(PRINT_PAYMENT_MESSAGES.alreadyOrdered);
      const config = configById(input.bookConfigId);
      if (!config) throw new ValidationError(PRINT_SELECT_CONFIG, { field: 'bookConfigId' });
      const priced = await priceBook(user.userId, config, input, requestId);
      const totalCents = priced.bookCents + priced.shippingCents;
      const currency = 'usd';
      const fields = orderFields({ storyId: input.storyId, bookType: input.bookType, configId: config.id, shipping: input.shippingAddress, shippingLevel: input.shippingLevel });
      const quoteHash = createHash('sha256')
        .update(JSON.stringify([user.userId, input.orderKey, fields, priced.pageCount, priced.bookCents, priced.shippingCents, currency]))
        .digest('hex');
      const customerId = await deps.ensureCustomer(user.userId, user.email);
      const payment = await deps.engine.createPaymentIntent({
        customerId,
        amountCents: totalCents,
        currency,
        // Nothing here names the person (the customer is the link, and it goes with the account).
        metadata: { type: 'print_order', orderKey: input.orderKey, quoteHash, storyId: input.storyId, configId: String(config.id) },
        idempotencyKey: `print-${quoteHash}`,
      });
      if (!payment.clientSecret) throw new UpstreamError('The payment provider did not return a payment secret.');
      if (payment.amountCents !== totalCents) throw new UpstreamError('The payment provider prepared a different amount. Nothing was charged.');
      const at = deps.now();
      await orders.saveQuote({
          paymentIntentId: payment.id,
          userId: user.userId,
          orderKey: input.orderKey,
          quoteHash,
          storyId: input.storyId,
          title: priced.files.title,
          bookType: input.bookType,
          configId: config.id,
          shipping: input.shippingAddress,
          shippingLevel: input.shippingLevel,
          contactEmail: input.shippingAddress.email || user.email || null,
          pageCount: priced.pageCount,
          bookCents: priced.bookCents,
          shippingCents: priced.shippingCents,
          totalCents,
          currency,
          interiorPdf: priced.files.interior,
          coverPdf: priced.files.cover,
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        });
      return { clientSecret: payment.clientSecret, paymentIntentId: payment.id, bookCents: priced.bookCents, shippingCents: priced.shippingCents, totalCents, currency, pageCount: priced.pageCount };
    },

    async submit(user: { userId: string; email: string | null }, input: SubmitInput, requestId?: string): Promise<SubmitPrintOrderResponse> {
      const earlier = await findByKey(user.userId, input.orderKey);
      if (earlier) return { message: PRINT_ORDER_SUBMITTED, order: toPrintOrderView(earlier) };
      // Paid with the Payment Element (Stripe, or the local engine's card form) before this submit.
      if (input.paymentIntentId) return submitPaid(user, input, input.paymentIntentId);
      // The card form charges through the local engine's simulated bank, as the marketplace's checkout does;
      // with Stripe a card is only ever typed into Stripe's own Payment Element.
      if (deps.engine.name !== 'local' || !input.card) throw new ValidationError(PRINT_PAYMENT_MESSAGES.cardWithStripe, { field: 'card' });
      const config = configById(input.bookConfigId);
      if (!config) throw new ValidationError(PRINT_SELECT_CONFIG, { field: 'bookConfigId' });
      const card = checkCard(input.card, deps.now());

      const { files, pageCount, bookCents, shippingCents } = await priceBook(user.userId, config, input, requestId);

      const row = await writeOrderOnce({ userId: user.userId, orderKey: input.orderKey }, async () => {
        const answer = bankAnswer(card.behavior, { onSession: true });
        if (answer === 'requires_action') throw new PaymentDeclinedError('This card needs authentication, which the print order form does not support yet. Please use another card.');
        if (answer !== 'succeeded') throw new PaymentDeclinedError(answer.message);
        return {
          storyId: input.storyId,
          title: files.title,
          bookType: input.bookType,
          configId: config.id,
          podPackageId: config.podPackageId,
          shipping: input.shippingAddress,
          shippingLevel: input.shippingLevel,
          bookCents,
          shippingCents,
          totalCents: bookCents + shippingCents,
          currency: 'usd',
          cardLast4: card.last4,
          contactEmail: input.shippingAddress.email || user.email || null,
          pageCount,
          interiorPdf: files.interior,
          coverPdf: files.cover,
        };
      });
      const order = row.placed ? await sendToShop(row.row, input.shippingAddress.email || user.email || FALLBACK_CONTACT) : row.row;
      return { message: PRINT_ORDER_SUBMITTED, order: toPrintOrderView(order) };
    },

    async myOrders(userId: string): Promise<PrintOrderView[]> {
      return (await orders.ordersOf(userId)).map(toPrintOrderView);
    },

    async order(userId: string, orderId: string): Promise<PrintOrderView> {
      const row = await orders.orderOf(userId, orderId);
      // Someone else's order looks exactly like no order.
      if (!row) throw new NotFoundError('No such print order.');
      return toPrintOrderView(row);
    },

    /** A print-ready file, for whoever holds the order's file token (the print shop). */
    async file(orderId: string, token: string, kind: PrintFileKind): Promise<Buffer> {
      const row = await orders.order(orderId);
      const given = Buffer.from(token);
      if (!row || given.length !== Buffer.byteLength(row.fileToken) || !timingSafeEqual(given, Buffer.from(row.fileToken))) throw new NotFoundError('No such file.');
      return kind === 'interior' ? row.interiorPdf : row.coverPdf;
    },

    /**
     * The scheduled pass: the local shop's production moves on, orders the shop has not taken yet are sent
     * again, and every open order takes the shop's current state (status, tracking number).
     */
    async refreshStatuses(): Promise<{ produced: number; submitted: number; updated: number }> {
      const produced = (await deps.shop.runProduction?.()) ?? 0;
      let submitted = 0;
      let updated = 0;
      const open = await orders.openOrders();
      for (const row of open) {
        try {
          if (!row.printJobId) {
            if ((await sendToShop(row, row.contactEmail ?? (row.shipping.email || FALLBACK_CONTACT))).printJobId) submitted++;
            continue;
          }
          const state = await deps.shop.jobState(row.printJobId);
          if (state.status === 'failed' || state.status === 'canceled') {
            const reason = state.message ? `${PRINT_FAILURE_REASONS[state.status]} The print shop said: ${state.message}` : PRINT_FAILURE_REASONS[state.status];
            if (await endUnprinted(row, { status: state.status, reason, detail: `print shop status ${state.status}: ${state.message ?? ''}` })) updated++;
            continue;
          }
          if (state.status === row.status && state.trackingNumber === row.trackingNumber) continue;
          // The book of a deleted account, printed and delivered (or canceled): its files and address go now.
          if (row.userId === ERASED_USER && !OPEN_STATUSES.includes(state.status)) await orders.deleteOrder(row.id);
          else await orders.updateShopState(row.id, { status: state.status, trackingNumber: state.trackingNumber ?? row.trackingNumber }, deps.now());
          updated++;
        } catch (error) {
          deps.logger.warn({ err: error, orderId: row.id }, 'could not refresh a print order');
        }
      }
      // A deleted account's book that ended unprinted: once refunded and its buyer told (no task about it is
      // still to run), its files, title and address go, as a delivered one's do.
      await orders.deleteEndedOrdersOf(ERASED_USER);
      return { produced, submitted, updated };
    },
  };
}
export type PrintOrders = ReturnType<typeof createPrintOrders>;
