import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '@bedtime/service-kit';
import {
  PREMIUM_DISCOUNT_PERCENT,
  type CardDetails,
  type CheckoutRequest,
  type CheckoutResponse,
  type MarketplaceProduct,
  type OrderView,
  type ProductCategory,
  type ShippingAddress,
} from '@bedtime/contracts';
import type { BillingDatabase } from '../data/database';
import type { BillingRepository } from '../data/billing-repository';
import { orders, products, type OrderLine } from '../data/schema';
import { checkCard } from '../domain/card-rules';
import { subscriptionCounts } from '../domain/subscriptions';
import { bankAnswer } from '../providers/payments/local-ledger';
import type { PaymentsEngine } from '../providers/payments/types';

type OrderRow = typeof orders.$inferSelect;

/** Thrown when the bank says no: a 400 beside the card field, nothing charged, stock untouched. */
export class PaymentDeclinedError extends ValidationError {
  constructor(message: string) {
    super(message, { field: 'card' });
  }
}

export const toProductView = (row: typeof products.$inferSelect): MarketplaceProduct => ({
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
 * The marketplace: prices come from our products table and the discount from billing's own
 * subscription records, never from the client. An order is only a quote until its payment succeeds;
 * the stock is taken in the same transaction as the charge, so a sold-out item is never paid for.
 */
export function createMarketplace(deps: { database: BillingDatabase; repository: BillingRepository; engine: PaymentsEngine; now: () => Date }) {
  const { db } = deps.database;

  return {
    async listProducts(): Promise<MarketplaceProduct[]> {
      const rows = await db.select().from(products).orderBy(asc(products.category), asc(products.sortOrder), asc(products.name));
      return rows.map(toProductView);
    },

    /** POST /api/marketplace/checkout: a pending order priced by the server, and where to pay for it. */
    async checkout(userId: string, request: CheckoutRequest): Promise<CheckoutResponse> {
      // The hosted page charges through the local engine's simulated bank; Stripe Checkout is not wired yet,
      // and taking orders we could not charge for real would be worse than saying so.
      if (deps.engine.name !== 'local') throw new ServiceUnavailableError('Marketplace checkout is not available yet.');
      const wanted = new Map<string, number>();
      for (const item of request.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      const rows = await db.select().from(products).where(inArray(products.id, [...wanted.keys()]));
      const lines: OrderLine[] = [];
      for (const [productId, quantity] of wanted) {
        const row = rows.find((candidate) => candidate.id === productId);
        if (!row) throw new NotFoundError('That product is no longer available.');
        if (row.stock < quantity) throw new ConflictError(`Sorry, ${row.name} is out of stock.`);
        lines.push({ productId, name: row.name, quantity, unitCents: row.priceCents });
      }
      const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
      const subscribed = subscriptionCounts(await deps.repository.currentSubscription(userId), deps.now());
      const discountCents = subscribed ? Math.round((subtotalCents * PREMIUM_DISCOUNT_PERCENT) / 100) : 0;
      const id = `ord_${randomBytes(12).toString('hex')}`;
      await db.insert(orders).values({
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
      const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      // Someone else's order looks exactly like no order.
      if (!row) throw new NotFoundError('No such order.');
      return toOrderView(row);
    },

    /** The user's orders: only paid ones (a quote never paid for is not an order). */
    async orders(userId: string): Promise<OrderView[]> {
      const rows = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.status, 'paid'))).orderBy(desc(orders.paidAt));
      return rows.map(toOrderView);
    },

    /**
     * The hosted checkout's "Pay". In one transaction: the order is locked (a double click pays once),
     * the stock is taken with a conditional update (the row lock makes concurrent buyers of the last item
     * queue; only one finds stock >= n), then the card is charged. Any refusal rolls the stock back, so
     * a declined card or a sold-out item leaves no charge and no order behind.
     */
    async pay(userId: string, orderId: string, input: { shipping: ShippingAddress; card: CardDetails }): Promise<OrderView> {
      const now = deps.now();
      const card = checkCard(input.card, now);
      try {
        return await db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).for('update');
          if (!order) throw new NotFoundError('No such order.');
          if (order.status === 'paid') return toOrderView(order);
          for (const line of [...order.lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
            const taken = await tx
              .update(products)
              .set({ stock: sql`${products.stock} - ${line.quantity}` })
              .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
              .returning({ id: products.id });
            if (taken.length === 0) throw new ConflictError(`Sorry, ${line.name} just sold out. Your card was not charged.`);
          }
          const answer = bankAnswer(card.behavior, { onSession: true });
          // 3-D Secure is not offered on this page: asking for it would leave stock held while the buyer decides.
          if (answer === 'requires_action') throw new PaymentDeclinedError('This card needs authentication, which checkout does not support yet. Please use another card.');
          if (answer !== 'succeeded') throw new PaymentDeclinedError(answer.message);
          const [paid] = await tx
            .update(orders)
            .set({ status: 'paid', paidAt: now, shipping: input.shipping, cardLast4: card.last4, lastError: null })
            .where(eq(orders.id, order.id))
            .returning();
          return toOrderView(paid!);
        });
      } catch (error) {
        // Keep the last refusal on the (still pending) order so the page can show it after a reload.
        if (error instanceof PaymentDeclinedError || error instanceof ConflictError)
          await db.update(orders).set({ lastError: error.message }).where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending')));
        throw error;
      }
    },
  };
}
export type Marketplace = ReturnType<typeof createMarketplace>;
