import { createHash, randomBytes } from 'node:crypto';
import { ConflictError, isUniqueViolation, NotFoundError, UpstreamError, ValidationError, type Logger } from '@bedtime/service-kit';
import {
  PRINT_ORDER_SUBMITTED,
  PRINT_SELECT_CONFIG,
  type BookConfigsResponse,
  type PrintBookConfig,
  type PrintPaymentIntentResponse,
  type printPaymentIntentRequestSchema,
  type PriceEstimateResponse,
  type PrintOrderView,
  type ShippingCountry,
  type ShippingLevel,
  type SubmitPrintOrderResponse,
  type submitPrintOrderRequestSchema,
} from '@bedtime/contracts';
import type { z } from 'zod';
import type { BillingRepository } from '../data/billing-repository';
import type { BillingTx } from '../data/database';
import type { NewPrintOrder, PrintOrderRecord, PrintOrderRepository, PrintQuoteRecord } from '../data/print-order-repository';
import type { PaymentsEngine } from '../providers/payments/types';
import { BOOK_CONFIGS, bookPriceCents, configById, configByPackage } from '../providers/print/book-configs';
import { PrintShopError, type PrintShop } from '../providers/print/types';
import { preflight } from '../providers/print/print-file-check';
import type { StoryFiles } from '../providers/story-client';
import { FALLBACK_CONTACT, type PrintFulfilment } from './print-fulfilment';

type PrintOrderRow = PrintOrderRecord;
type PrintPaymentRow = PrintQuoteRecord;
type SubmitInput = z.output<typeof submitPrintOrderRequestSchema>;
type BookInput = z.output<typeof printPaymentIntentRequestSchema>;

const dollars = (cents: number) => Math.round(cents) / 100;
export const PRINT_PAYMENT_MESSAGES = {
  noPayment: 'No such payment.',
  notPaid: 'This payment has not succeeded yet, so the book has not been ordered.',
  amountMismatch: 'This payment does not match the price of this book. The book has not been ordered.',
  otherOrder: 'This payment is for a different book or address. Please go back to the payment step.',
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
 * Printed books, placing and paying: the story service renders the files, they are checked as a print
 * shop would, the book and its shipping are paid for, and only then does an order exist and go to the
 * print shop (print-fulfilment.ts follows it from there). The dialog's order key makes a resent submit
 * find the same order: one payment, one book.
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
  /** Hands a placed order to the print shop. */
  fulfilment: Pick<PrintFulfilment, 'sendToShop'>;
  logger: Logger;
  now: () => Date;
}) {
  const orders = deps.printOrders;
  const sendToShop = deps.fulfilment.sendToShop;

  const findByKey = (userId: string, orderKey: string) => orders.orderByKey(userId, orderKey);

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
    const shippingCents = await shopCall(() =>
      deps.shop.orderShippingCents({
        podPackageId: config.podPackageId,
        pageCount: check.pageCount,
        level: input.shippingLevel,
        address: input.shippingAddress,
      }),
    );
    const bookCents = bookPriceCents(config, check.pageCount);
    return { files, pageCount: check.pageCount, bookCents, shippingCents };
  }

  const orderOfPayment = (paymentIntentId: string) => orders.orderOfPayment(paymentIntentId);

  const customerIdOf = async (userId: string) => (await deps.repository.customerOf(userId))?.providerCustomerId ?? null;

  type Tx = BillingTx;
  /**
   * What an order is for and the payment that paid it; the writer adds its id, status, shop, file token and times.
   */
  type OrderFields = Omit<NewPrintOrder, 'id' | 'userId' | 'orderKey' | 'status' | 'printShop' | 'fileToken' | 'createdAt' | 'updatedAt'>;

  /**
   * One order per (user, order key), with its paid invoice (the revenue figures read paid invoices by source),
   * in one transaction. A double click waits on the advisory lock, then finds the first order. `fields` runs
   * inside the transaction before anything is written (it may refuse: a quote already ordered); `after` alongside.
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
    const asked = orderFields({
      storyId: input.storyId,
      bookType: input.bookType,
      configId: config.id,
      shipping: input.shippingAddress,
      shippingLevel: input.shippingLevel,
    });
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
      deps.logger.error(
        { paymentIntentId: intent.id, paidCents: intent.amountCents, quotedCents: quote.totalCents },
        'a print payment does not match its quote',
      );
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
      const paid =
        intent?.status === 'succeeded' &&
        customerId !== null &&
        intent.customerId === customerId &&
        intent.amountCents === quote.totalCents &&
        intent.currency.toLowerCase() === quote.currency;
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
    async estimate(input: {
      podPackageId: string;
      shippingCountry: ShippingCountry;
      shippingStateCode?: string;
      shippingLevel: ShippingLevel;
    }): Promise<PriceEstimateResponse> {
      const config = configByPackage(input.podPackageId);
      if (!config) throw new ValidationError('Unknown book format.', { field: 'podPackageId' });
      const shippingCents = await shopCall(() =>
        deps.shop.shippingCents({
          podPackageId: config.podPackageId,
          pageCount: config.minPages,
          country: input.shippingCountry,
          stateCode: input.shippingStateCode,
          level: input.shippingLevel,
        }),
      );
      const bookCents = bookPriceCents(config, config.minPages);
      return {
        estimate: { book_cost: dollars(bookCents), shipping_cost: dollars(shippingCents), total_cost: dollars(bookCents + shippingCents), currency: 'USD' },
      };
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
      const fields = orderFields({
        storyId: input.storyId,
        bookType: input.bookType,
        configId: config.id,
        shipping: input.shippingAddress,
        shippingLevel: input.shippingLevel,
      });
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
      return {
        clientSecret: payment.clientSecret,
        paymentIntentId: payment.id,
        bookCents: priced.bookCents,
        shippingCents: priced.shippingCents,
        totalCents,
        currency,
        pageCount: priced.pageCount,
      };
    },

    async submit(user: { userId: string; email: string | null }, input: SubmitInput): Promise<SubmitPrintOrderResponse> {
      const earlier = await findByKey(user.userId, input.orderKey);
      if (earlier) return { message: PRINT_ORDER_SUBMITTED, order: toPrintOrderView(earlier) };
      // Paid in the card form (Stripe's Payment Element, or the local engine's) before this submit.
      return submitPaid(user, input, input.paymentIntentId);
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
  };
}
export type PrintOrders = ReturnType<typeof createPrintOrders>;
