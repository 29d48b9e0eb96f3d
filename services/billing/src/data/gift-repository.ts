import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BillingDatabase, BillingTx } from './database';
import { giftCards, giftPayments, invoices } from './schema';

export type GiftCardRecord = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;
export type GiftPaymentRecord = typeof giftPayments.$inferSelect;
export type NewGiftPayment = typeof giftPayments.$inferInsert;
/** The buyer's form, kept on a pending payment until its card is issued. */
export type GiftForm = { recipientEmail: string; recipientName: string | null; message: string | null; giverEmail: string | null };

/** Gift payments (one per payment intent), the gift cards they buy, and their redemption. */
export function createGiftRepository(database: BillingDatabase) {
  const { db } = database;
  return {
    /** A redemption's claim of the code and the subscription change commit together. */
    withTransaction<T>(work: (tx: BillingTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    async cardOfPayment(paymentIntentId: string): Promise<GiftCardRecord | null> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.paymentIntentId, paymentIntentId));
      return row ?? null;
    },
    async cardByCode(code: string): Promise<GiftCardRecord | null> {
      const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code));
      return row ?? null;
    },
    async payment(paymentIntentId: string): Promise<GiftPaymentRecord | null> {
      const [row] = await db.select().from(giftPayments).where(eq(giftPayments.paymentIntentId, paymentIntentId));
      return row ?? null;
    },
    /** The user's own payment (someone else's is not found). */
    async paymentOf(userId: string, paymentIntentId: string): Promise<GiftPaymentRecord | null> {
      const [row] = await db.select().from(giftPayments).where(and(eq(giftPayments.paymentIntentId, paymentIntentId), eq(giftPayments.userId, userId)));
      return row ?? null;
    },
    /** The user's payments for gifts of these months that are over (a card issued, or failed). */
    async finishedPayments(userId: string, months: number): Promise<number> {
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(giftPayments)
        .where(and(eq(giftPayments.userId, userId), eq(giftPayments.months, months), inArray(giftPayments.status, ['issued', 'failed'])));
      return count;
    },
    /** A new pending payment; the same payment intent again changes nothing. */
    async savePayment(payment: NewGiftPayment) {
      await db.insert(giftPayments).values(payment).onConflictDoNothing();
    },
    async keepForm(paymentIntentId: string, form: GiftForm, at: Date) {
      await db
        .update(giftPayments)
        .set({ ...form, updatedAt: at })
        .where(and(eq(giftPayments.paymentIntentId, paymentIntentId), eq(giftPayments.status, 'pending')));
    },
    /**
     * The payment's card, with its revenue line, in one transaction: the payment is locked, so of two
     * callers for it the second finds the card the first made (a unique violation may still reach the caller).
     */
    async issueCard(payment: GiftPaymentRecord, card: NewGiftCard, now: Date): Promise<GiftCardRecord> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(giftPayments).where(eq(giftPayments.paymentIntentId, payment.paymentIntentId)).for('update');
        if (!locked) throw new Error('the gift payment is not recorded');
        const [already] = await tx.select().from(giftCards).where(eq(giftCards.paymentIntentId, payment.paymentIntentId));
        if (already) return already;
        const [created] = await tx.insert(giftCards).values(card).returning();
        await tx.update(giftPayments).set({ status: 'issued', failure: null, updatedAt: now }).where(eq(giftPayments.paymentIntentId, payment.paymentIntentId));
        // The books: gift revenue, beside subscriptions and the shop.
        await tx
          .insert(invoices)
          .values({ id: payment.paymentIntentId, userId: payment.userId, source: 'gifts', amountCents: payment.amountCents, currency: payment.currency, status: 'paid', periodStart: now, periodEnd: now, paidAt: now, createdAt: now })
          .onConflictDoNothing();
        return created!;
      });
    },
    async markPaymentFailed(paymentIntentId: string, failure: string, at: Date) {
      await db.update(giftPayments).set({ status: 'failed', failure, updatedAt: at }).where(eq(giftPayments.paymentIntentId, paymentIntentId));
    },
    async purchasedBy(userId: string, limit: number): Promise<GiftCardRecord[]> {
      return db.select().from(giftCards).where(eq(giftCards.giverUserId, userId)).orderBy(desc(giftCards.createdAt)).limit(limit);
    },
    async redeemedBy(userId: string, limit: number): Promise<GiftCardRecord[]> {
      return db.select().from(giftCards).where(eq(giftCards.redeemedBy, userId)).orderBy(desc(giftCards.redeemedAt)).limit(limit);
    },
    /**
     * Claims the code for the user with a conditional update (not redeemed, not expired), so of two
     * redemptions at once exactly one gets the card; null for the other.
     */
    async claimCard(tx: BillingTx, code: string, userId: string, now: Date): Promise<GiftCardRecord | null> {
      const [claimed] = await tx
        .update(giftCards)
        .set({ redeemedBy: userId, redeemedAt: now })
        .where(and(eq(giftCards.code, code), isNull(giftCards.redeemedAt), sql`${giftCards.expiresAt} > ${now}`))
        .returning();
      return claimed ?? null;
    },
    /** The code given back to be redeemed again (the change it paid for could not be made). */
    async releaseCard(code: string, userId: string) {
      await db.update(giftCards).set({ redeemedBy: null, redeemedAt: null }).where(and(eq(giftCards.code, code), eq(giftCards.redeemedBy, userId)));
    },
  };
}
export type GiftRepository = ReturnType<typeof createGiftRepository>;
