import { and, asc, desc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { BillingDatabase, BillingTx } from './database';
import { merchandiseItems, orders, products, type OrderLine } from './schema';

export type ProductRecord = typeof products.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type { OrderLine };

/** The marketplace's products, their stock, and its orders (a pending order is a quote; paid is final). */
export function createMarketplaceRepository(database: BillingDatabase) {
  const { db } = database;
  return {
    /** A settled payment, the stock it takes and the order's status commit together. */
    withTransaction<T>(work: (tx: BillingTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /** Every product, in the marketplace's order: by category, then its place, then name. */
    async listProducts(): Promise<ProductRecord[]> {
      return db.select().from(products).orderBy(asc(products.category), asc(products.sortOrder), asc(products.name));
    },
    async productsByIds(ids: string[]): Promise<ProductRecord[]> {
      return db.select().from(products).where(inArray(products.id, ids));
    },
    /** In-stock products of these categories, by their place then name. */
    async inStockProducts(categories: string[]): Promise<ProductRecord[]> {
      return db
        .select()
        .from(products)
        .where(and(inArray(products.category, categories), gt(products.stock, 0)))
        .orderBy(asc(products.sortOrder), asc(products.name));
    },
    /** The sizes and colours of the merchandise designs sold as these products. */
    async designsSoldAs(productIds: string[]): Promise<{ productId: string | null; sizes: string[]; colors: string[] }[]> {
      return db
        .select({ productId: merchandiseItems.marketplaceProductId, sizes: merchandiseItems.sizes, colors: merchandiseItems.colors })
        .from(merchandiseItems)
        .where(inArray(merchandiseItems.marketplaceProductId, productIds));
    },
    /**
     * Takes the order's stock inside the caller's transaction, one conditional update per product (in id
     * order, so concurrent buyers lock rows in the same order): the row lock makes buyers of the last item
     * queue and only one finds stock >= n. Answers the line that ran out, or null when all was taken; the
     * caller rolls back (or gives the payment back) when one ran out.
     */
    async takeStock(tx: BillingTx, lines: OrderLine[]): Promise<OrderLine | null> {
      for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
        const taken = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id });
        if (taken.length === 0) return line;
      }
      return null;
    },
    async insertOrder(order: NewOrder) {
      await db.insert(orders).values(order);
    },
    /** The user's own order (someone else's is not found). */
    async orderOf(userId: string, orderId: string): Promise<OrderRecord | null> {
      const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row ?? null;
    },
    async paidOrdersOf(userId: string): Promise<OrderRecord[]> {
      return db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.status, 'paid'))).orderBy(desc(orders.paidAt));
    },
    /** The order locked for the transaction (a double click, or a redelivered event, waits on it); only the user's own when `userId` is given. */
    async lockOrder(tx: BillingTx, orderId: string, userId?: string): Promise<OrderRecord | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)))
        .for('update');
      return row ?? null;
    },
    async markPaid(tx: BillingTx, orderId: string, paid: Pick<NewOrder, 'paidAt' | 'shipping'> & { cardLast4?: string | null }): Promise<OrderRecord> {
      const [row] = await tx
        .update(orders)
        .set({ status: 'paid', ...paid, lastError: null })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },
    async markFailed(tx: BillingTx, orderId: string, message: string) {
      await tx.update(orders).set({ status: 'failed', lastError: message }).where(eq(orders.id, orderId));
    },
    /** Where the user's pending order ships; null when there is no such pending order. */
    async saveShipping(userId: string, orderId: string, shipping: Record<string, string>): Promise<OrderRecord | null> {
      const [row] = await db
        .update(orders)
        .set({ shipping })
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending')))
        .returning();
      return row ?? null;
    },
    /** The order's one payment: set once (a second, concurrent one is not kept). Answers the payment the order holds. */
    async keepPaymentIntent(orderId: string, paymentIntentId: string): Promise<string | null> {
      await db
        .update(orders)
        .set({ paymentIntentId })
        .where(and(eq(orders.id, orderId), or(isNull(orders.paymentIntentId), eq(orders.paymentIntentId, paymentIntentId))));
      const [row] = await db.select({ paymentIntentId: orders.paymentIntentId }).from(orders).where(eq(orders.id, orderId));
      return row?.paymentIntentId ?? null;
    },
    /** The order a payment pays for, whoever's it is (the provider's event names no user). */
    async orderOfPayment(paymentIntentId: string): Promise<OrderRecord | null> {
      const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
      return row ?? null;
    },
    /** A note for support on the order, whatever its status. */
    async noteError(orderId: string, message: string) {
      await db.update(orders).set({ lastError: message }).where(eq(orders.id, orderId));
    },
  };
}
export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
