import { randomBytes } from 'node:crypto';
import { ConflictError, NotFoundError, UpstreamError, ValidationError, type Logger } from '@bedtime/service-kit';
import {
  PREMIUM_DISCOUNT_PERCENT,
  type CheckoutRequest,
  type CheckoutResponse,
  type MarketplaceProduct,
  type OrderPaymentIntentResponse,
  type OrderView,
  type ProductCategory,
  type ShippingAddress,
} from '@bedtime/contracts';
import type { BillingRepository } from '../data/billing-repository';
import type { MarketplaceRepository, OrderLine, OrderRecord, ProductRecord } from '../data/marketplace-repository';
import type { TaskRunner } from '../jobs/task-runner';
import { subscriptionCounts } from './subscriptions';
import type { PaymentsEngine } from '../providers/payments/types';

type OrderRow = OrderRecord;

export const MARKETPLACE_MESSAGES = {
  noOrder: 'No such order.',
  noPayment: 'No such payment.',
  closed: 'This order can no longer be paid.',
  notPaid: 'This payment has not succeeded yet, so the order is not paid.',
  amountMismatch: 'This payment does not match the order. The order has not been paid.',
} as const;

/** Task kinds the marketplace leaves to the task runner (after the commit that needs them). */
export const MARKETPLACE_TASKS = { refund: 'marketplace-refund' } as const;

export const toProductView = (row: ProductRecord): MarketplaceProduct => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.priceCents / 100,
  priceCents: row.priceCents,
  category: row.category as ProductCategory,
  imageUrl: row.image,
  stockQuantity: row.stock,
});

export const toOrderView = (row: OrderRow): OrderView => ({
  id: row.id,
  status: row.status as OrderView['status'],
  lines: row.lines,
  subtotalCents: row.subtotalCents,
  discountCents: row.discountCents,
  totalCents: row.totalCents,
  currency: row.currency,
  shipping: row.shipping ?? null,
  cardLast4: row.cardLast4,
  lastError: row.lastError,
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The marketplace: prices come from our products table and the discount from billing's own subscription
 * records, never from the client. An order is a quote until its payment succeeds. It is paid like a gift or
 * a printed book: one payment intent through the payments engine, confirmed in the card form, and the
 * succeeded payment settles the order (from the buyer's page or the provider's event, whichever comes
 * first). Settling takes the stock, in the same transaction as marking the order paid; an item that sold out
 * while the buyer paid fails the order and its payment is given back.
 */
export function createMarketplace(deps: {
  marketplace: MarketplaceRepository;
  repository: Pick<BillingRepository, 'currentSubscription' | 'customerOf'>;
  engine: Pick<PaymentsEngine, 'createPaymentIntent' | 'retrievePaymentIntent' | 'refundPayment'>;
  /** The user's payment-provider customer, made when missing (the payment intent belongs to it). */
  ensureCustomer: (userId: string, email: string | null) => Promise<string>;
  tasks: Pick<TaskRunner, 'register' | 'enqueue' | 'kick'>;
  logger: Logger;
  now: () => Date;
}) {
  const { marketplace, engine, tasks, logger } = deps;

  /**
   * The refund, once per order by its idempotency key (the order is already marked failed). If the provider
   * refuses, the order's lastError says so for support and the task is tried again later.
   */
  tasks.register(MARKETPLACE_TASKS.refund, async (payload) => {
    const orderId = String(payload.orderId);
    const paymentIntentId = String(payload.paymentIntentId);
    try {
      if (!engine.refundPayment) throw new Error('this payments engine cannot refund');
      await engine.refundPayment({ paymentIntentId, idempotencyKey: `marketplace-refund-${orderId}` });
    } catch (error) {
      logger.error({ orderId, reason: (error as Error).message.slice(0, 200) }, 'marketplace refund failed');
      await marketplace.noteError(orderId, `Sold out while paying; the automatic refund of ${paymentIntentId} failed and support will refund it.`);
      throw error;
    }
  });

  /** Stock for every line now (a sold-out item is refused before any card is asked for). */
  async function checkStock(lines: OrderLine[]) {
    const rows = await marketplace.productsByIds([...new Set(lines.map((line) => line.productId))]);
    for (const row of rows) {
      const quantity = lines.filter((line) => line.productId === row.id).reduce((sum, line) => sum + line.quantity, 0);
      if (row.stock < quantity) throw new ConflictError(`Sorry, ${row.name} is out of stock.`);
    }
  }

  /**
   * A succeeded payment settles its order, once: the order is locked (a page's call and the provider's event
   * at once queue on it), the stock taken with a conditional update (buyers of the last item queue on the
   * product row and only one finds stock), and the order marked paid, all in one transaction. An order that
   * is no longer pending is left as it is.
   */
  async function settle(order: OrderRow, paymentIntentId: string): Promise<'paid' | 'failed' | 'already' | 'unpaid'> {
    const [intent, customer] = await Promise.all([engine.retrievePaymentIntent(paymentIntentId), deps.repository.customerOf(order.userId)]);
    if (!intent || !customer || intent.customerId !== customer.providerCustomerId) throw new NotFoundError(MARKETPLACE_MESSAGES.noPayment);
    if (intent.status !== 'succeeded') return 'unpaid';
    if (intent.amountCents !== order.totalCents || intent.currency.toLowerCase() !== order.currency) {
      logger.error({ paymentIntentId, paidCents: intent.amountCents, orderCents: order.totalCents }, 'a marketplace payment does not match its order');
      throw new ValidationError(MARKETPLACE_MESSAGES.amountMismatch, { field: 'paymentIntentId' });
    }
    const outcome = await marketplace.withTransaction(async (tx) => {
      const locked = await marketplace.lockOrder(tx, order.id);
      if (!locked || locked.status !== 'pending' || locked.paymentIntentId !== paymentIntentId) return 'already' as const;
      const soldOut = await marketplace.takeStock(tx, locked.lines);
      if (soldOut) {
        await marketplace.markFailed(tx, locked.id, `Sorry, ${soldOut.name} sold out while you were paying. Your payment is being refunded.`);
        await tasks.enqueue(tx, MARKETPLACE_TASKS.refund, { orderId: locked.id, paymentIntentId });
        return 'failed' as const;
      }
      await marketplace.markPaid(tx, locked.id, { paidAt: deps.now(), shipping: locked.shipping });
      return 'paid' as const;
    });
    if (outcome === 'failed') tasks.kick();
    return outcome;
  }

  return {
    async listProducts(): Promise<MarketplaceProduct[]> {
      return (await marketplace.listProducts()).map(toProductView);
    },

    /**
     * POST /api/marketplace/checkout: a pending order priced by the server, and the checkout page that pays
     * for it. A size or colour (chosen in the merchandise catalogue) must be one that a design sold as that
     * product offers.
     */
    async checkout(userId: string, request: CheckoutRequest): Promise<CheckoutResponse> {
      const wanted = new Map<string, { productId: string; size?: string; color?: string; quantity: number }>();
      for (const item of request.items) {
        const key = JSON.stringify([item.productId, item.size ?? null, item.color ?? null]);
        const line = wanted.get(key) ?? { productId: item.productId, size: item.size, color: item.color, quantity: 0 };
        line.quantity += item.quantity;
        wanted.set(key, line);
      }
      const productIds = [...new Set([...wanted.values()].map((line) => line.productId))];
      const rows = await marketplace.productsByIds(productIds);
      const designs = await marketplace.designsSoldAs(productIds);
      const lines: OrderLine[] = [];
      for (const { productId, size, color, quantity } of wanted.values()) {
        const row = rows.find((candidate) => candidate.id === productId);
        if (!row) throw new NotFoundError('That product is no longer available.');
        const offered = designs.filter((design) => design.productId === productId);
        if ((size || color) && offered.length === 0) throw new ValidationError(`${row.name} does not come in sizes or colours.`, { field: 'items' });
        if (size && !offered.some((design) => design.sizes.includes(size)))
          throw new ValidationError(`Please choose one of the sizes ${row.name} comes in.`, { field: 'items' });
        if (color && !offered.some((design) => design.colors.includes(color)))
          throw new ValidationError(`Please choose one of the colours ${row.name} comes in.`, { field: 'items' });
        lines.push({ productId, name: row.name, quantity, unitCents: row.priceCents, ...(size ? { size } : {}), ...(color ? { color } : {}) });
      }
      await checkStock(lines);
      const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
      const subscribed = subscriptionCounts(await deps.repository.currentSubscription(userId), deps.now());
      const discountCents = subscribed ? Math.round((subtotalCents * PREMIUM_DISCOUNT_PERCENT) / 100) : 0;
      const id = `ord_${randomBytes(12).toString('hex')}`;
      await marketplace.insertOrder({
        id,
        userId,
        status: 'pending',
        lines,
        subtotalCents,
        discountCents,
        totalCents: subtotalCents - discountCents,
        currency: 'usd',
        createdAt: deps.now(),
      });
      return { orderId: id, checkoutUrl: `/marketplace/checkout/${id}` };
    },

    async order(userId: string, orderId: string): Promise<OrderView> {
      const row = await marketplace.orderOf(userId, orderId);
      // Someone else's order looks exactly like no order.
      if (!row) throw new NotFoundError(MARKETPLACE_MESSAGES.noOrder);
      return toOrderView(row);
    },

    /** The user's orders: only paid ones (a quote never paid for is not an order). */
    async orders(userId: string): Promise<OrderView[]> {
      return (await marketplace.paidOrdersOf(userId)).map(toOrderView);
    },

    /** PUT /api/marketplace/orders/{id}/shipping: where the order ships, kept before the card is confirmed. */
    async saveShipping(userId: string, orderId: string, shipping: ShippingAddress): Promise<OrderView> {
      const kept = Object.fromEntries(Object.entries(shipping).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
      const row = await marketplace.saveShipping(userId, orderId, kept);
      if (row) return toOrderView(row);
      if (!(await marketplace.orderOf(userId, orderId))) throw new NotFoundError(MARKETPLACE_MESSAGES.noOrder);
      throw new ConflictError(MARKETPLACE_MESSAGES.closed);
    },

    /**
     * POST /api/marketplace/orders/{id}/payment-intent: the order's one payment, of the order's total, made
     * with the payments engine (the same call as gifts and printed books). Opening the checkout again gives
     * the same payment back: the order keeps it, and its idempotency key is the order's.
     */
    async paymentIntent(user: { userId: string; email: string | null }, orderId: string): Promise<OrderPaymentIntentResponse> {
      const order = await marketplace.orderOf(user.userId, orderId);
      if (!order) throw new NotFoundError(MARKETPLACE_MESSAGES.noOrder);
      if (order.status !== 'pending') throw new ConflictError(MARKETPLACE_MESSAGES.closed);
      await checkStock(order.lines);
      // The order's payment already made (the page opened again, perhaps after the provider's idempotency window).
      const held = order.paymentIntentId ? await engine.retrievePaymentIntent(order.paymentIntentId) : null;
      if (held?.clientSecret && held.status !== 'canceled')
        return { clientSecret: held.clientSecret, paymentIntentId: held.id, totalCents: order.totalCents, currency: order.currency };
      const customerId = await deps.ensureCustomer(user.userId, user.email);
      const payment = await engine.createPaymentIntent({
        customerId,
        amountCents: order.totalCents,
        currency: order.currency,
        // Nothing here names the person (the customer is the link, and it goes with the account).
        metadata: { type: 'marketplace_order', orderId: order.id },
        idempotencyKey: `marketplace-${order.id}`,
      });
      if (!payment.clientSecret) throw new UpstreamError('The payment provider did not return a payment secret.');
      if (payment.amountCents !== order.totalCents) throw new UpstreamError('The payment provider prepared a different amount. Nothing was charged.');
      if ((await marketplace.keepPaymentIntent(order.id, payment.id)) !== payment.id) throw new ConflictError(MARKETPLACE_MESSAGES.closed);
      return { clientSecret: payment.clientSecret, paymentIntentId: payment.id, totalCents: order.totalCents, currency: order.currency };
    },

    /**
     * POST /api/marketplace/orders/{id}/complete: the card form says the payment succeeded; the order is
     * settled now rather than when the provider's event arrives. The same call again answers the same order.
     */
    async complete(userId: string, orderId: string, paymentIntentId: string): Promise<OrderView> {
      const order = await marketplace.orderOf(userId, orderId);
      if (!order) throw new NotFoundError(MARKETPLACE_MESSAGES.noOrder);
      // Someone else's payment, or another order's, looks exactly like no payment.
      if (order.paymentIntentId !== paymentIntentId) throw new NotFoundError(MARKETPLACE_MESSAGES.noPayment);
      if (order.status === 'pending' && (await settle(order, paymentIntentId)) === 'unpaid') throw new ConflictError(MARKETPLACE_MESSAGES.notPaid);
      return toOrderView((await marketplace.orderOf(userId, orderId))!);
    },

    /**
     * The provider's payment_intent.succeeded for a marketplace payment (a task after the webhook's answer):
     * the order is settled even when the buyer's page never came back (closed, or a method that redirects).
     */
    async settlePaidIntent(paymentIntentId: string): Promise<'paid' | 'failed' | 'already' | 'unpaid' | 'ignored'> {
      const order = await marketplace.orderOfPayment(paymentIntentId);
      if (!order) return 'ignored';
      if (order.status !== 'pending') return 'already';
      try {
        return await settle(order, paymentIntentId);
      } catch (error) {
        // Not this order's payment, or not its amount: nothing to retry, logged for a person.
        if (!(error instanceof NotFoundError || error instanceof ValidationError)) throw error;
        logger.error({ paymentIntentId, reason: error.message }, 'a marketplace payment event does not match its order; not settled');
        return 'ignored';
      }
    },
  };
}
export type Marketplace = ReturnType<typeof createMarketplace>;
