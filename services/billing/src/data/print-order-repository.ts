import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BillingDatabase, BillingTx } from './database';
import { billingTasks, invoices, printOrders, printPayments } from './schema';

export type PrintOrderRecord = typeof printOrders.$inferSelect;
export type NewPrintOrder = typeof printOrders.$inferInsert;
export type PrintQuoteRecord = typeof printPayments.$inferSelect;
export type NewPrintQuote = typeof printPayments.$inferInsert;

/** Statuses of an order the print shop still has in hand. */
export const OPEN_PRINT_STATUSES = ['created', 'in_production', 'shipped'];

/**
 * Printed books: the quotes a payment is prepared for (print_payments), the orders they become with their
 * paid invoices, and the order's life at the print shop.
 */
export function createPrintOrderRepository(database: BillingDatabase) {
  const { db } = database;
  return {
    withTransaction<T>(work: (tx: BillingTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    // The quotes.
    /** A new pending quote; the same payment intent again changes nothing. */
    async saveQuote(quote: NewPrintQuote) {
      await db.insert(printPayments).values(quote).onConflictDoNothing();
    },
    async quote(paymentIntentId: string): Promise<PrintQuoteRecord | null> {
      const [row] = await db.select().from(printPayments).where(eq(printPayments.paymentIntentId, paymentIntentId));
      return row ?? null;
    },
    /** The user's own quote (someone else's is not found). */
    async quoteOf(userId: string, paymentIntentId: string): Promise<PrintQuoteRecord | null> {
      const [row] = await db.select().from(printPayments).where(and(eq(printPayments.paymentIntentId, paymentIntentId), eq(printPayments.userId, userId)));
      return row ?? null;
    },
    async lockQuote(tx: BillingTx, paymentIntentId: string): Promise<PrintQuoteRecord | null> {
      const [row] = await tx.select().from(printPayments).where(eq(printPayments.paymentIntentId, paymentIntentId)).for('update');
      return row ?? null;
    },
    /** The files now live on the order; the quote keeps what it was and which order it became. */
    async markQuoteOrdered(tx: BillingTx, paymentIntentId: string, orderId: string, at: Date) {
      await tx.update(printPayments).set({ status: 'ordered', orderId, interiorPdf: null, coverPdf: null, updatedAt: at }).where(eq(printPayments.paymentIntentId, paymentIntentId));
    },

    // Placing an order.
    /** Holds (userId, orderKey) for the transaction: a double click waits here, then finds the first order. */
    async lockOrderKey(tx: BillingTx, userId: string, orderKey: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`print:${userId}:${orderKey}`}, 0))`);
    },
    async orderByKey(userId: string, orderKey: string, tx: BillingTx | BillingDatabase['db'] = db): Promise<PrintOrderRecord | null> {
      const [row] = await tx.select().from(printOrders).where(and(eq(printOrders.userId, userId), eq(printOrders.orderKey, orderKey)));
      return row ?? null;
    },
    /** The order and its paid invoice (the revenue figures read paid invoices by source). */
    async insertPaidOrder(tx: BillingTx, order: NewPrintOrder): Promise<PrintOrderRecord> {
      const [placed] = await tx.insert(printOrders).values(order).returning();
      const at = order.createdAt!;
      await tx.insert(invoices).values({ id: `in_${order.id}`, userId: order.userId, source: 'print', amountCents: order.totalCents, currency: order.currency, status: 'paid', periodStart: at, periodEnd: at, paidAt: at, createdAt: at });
      return placed!;
    },
    async orderOfPayment(paymentIntentId: string): Promise<PrintOrderRecord | null> {
      const [row] = await db.select().from(printOrders).where(eq(printOrders.paymentRef, paymentIntentId));
      return row ?? null;
    },

    // Reading orders.
    async order(orderId: string): Promise<PrintOrderRecord | null> {
      const [row] = await db.select().from(printOrders).where(eq(printOrders.id, orderId));
      return row ?? null;
    },
    /** The user's own order (someone else's is not found). */
    async orderOf(userId: string, orderId: string): Promise<PrintOrderRecord | null> {
      const [row] = await db.select().from(printOrders).where(and(eq(printOrders.id, orderId), eq(printOrders.userId, userId)));
      return row ?? null;
    },
    async ordersOf(userId: string): Promise<PrintOrderRecord[]> {
      return db.select().from(printOrders).where(eq(printOrders.userId, userId)).orderBy(desc(printOrders.createdAt));
    },
    async openOrders(): Promise<PrintOrderRecord[]> {
      return db.select().from(printOrders).where(inArray(printOrders.status, OPEN_PRINT_STATUSES));
    },

    // The order at the print shop.
    async countSubmitAttempt(orderId: string, attempts: number) {
      await db.update(printOrders).set({ submitAttempts: attempts }).where(eq(printOrders.id, orderId));
    },
    async recordShopJob(orderId: string, printJobId: string, at: Date): Promise<PrintOrderRecord> {
      const [row] = await db.update(printOrders).set({ printJobId, lastError: null, updatedAt: at }).where(eq(printOrders.id, orderId)).returning();
      return row!;
    },
    async keepError(orderId: string, lastError: string, at: Date): Promise<PrintOrderRecord> {
      const [row] = await db.update(printOrders).set({ lastError, updatedAt: at }).where(eq(printOrders.id, orderId)).returning();
      return row!;
    },
    async updateShopState(orderId: string, state: { status: string; trackingNumber: string | null }, at: Date) {
      await db.update(printOrders).set({ ...state, updatedAt: at }).where(eq(printOrders.id, orderId));
    },
    /** Ends an open order (null when it is not open any more: a second report of the same end changes nothing). */
    async endOpenOrder(tx: BillingTx, orderId: string, end: { status: 'failed' | 'canceled'; failureReason: string; lastError: string }, at: Date): Promise<PrintOrderRecord | null> {
      const [row] = await tx
        .update(printOrders)
        .set({ ...end, updatedAt: at })
        .where(and(eq(printOrders.id, orderId), inArray(printOrders.status, OPEN_PRINT_STATUSES)))
        .returning();
      return row ?? null;
    },
    /** The order's payment given back: the order says so, and its invoice is void. */
    async markRefunded(orderId: string, at: Date) {
      await db.update(printOrders).set({ refundedAt: at, updatedAt: at }).where(eq(printOrders.id, orderId));
      await db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, `in_${orderId}`));
    },
    async deleteOrder(orderId: string) {
      await db.delete(printOrders).where(eq(printOrders.id, orderId));
    },
    /**
     * A deleted account's books that ended unprinted, once refunded and their buyer told (no task about them
     * still to run): their files, title and address go, as a delivered one's do.
     */
    async deleteEndedOrdersOf(erasedUser: string) {
      await db
        .delete(printOrders)
        .where(
          and(
            eq(printOrders.userId, erasedUser),
            inArray(printOrders.status, ['failed', 'canceled']),
            isNotNull(printOrders.refundedAt),
            sql`not exists (select 1 from ${billingTasks} where ${billingTasks.payload} ->> 'orderId' = ${printOrders.id} and ${billingTasks.doneAt} is null and ${billingTasks.gaveUpAt} is null)`,
          ),
        );
    },
  };
}
export type PrintOrderRepository = ReturnType<typeof createPrintOrderRepository>;
