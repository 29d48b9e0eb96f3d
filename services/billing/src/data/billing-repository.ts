import { and, desc, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { BillingDatabase, BillingDb, BillingTx } from './database';
import type { ProviderSubscription } from '../providers/payments/types';
import { billingTasks, customers, giftCards, giftPayments, invoices, orders, printOrders, printPayments, subscriptions } from './schema';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
/** What a report of a subscription's state sets (recordSubscriptionState). */
export type SubscriptionState = Omit<NewSubscription, 'id' | 'userId' | 'provider'>;
export type InvoiceRecord = typeof invoices.$inferSelect;
type Db = BillingDb;
type Tx = BillingTx;

/**
 * A user's current subscription: one the provider may still charge or revive. Stripe's `trialing` (a gift
 * deferring a paying subscriber's renewal), `unpaid` (retries exhausted, invoice still open) and `paused`
 * are current too: treating them as none would start a second, double-billed subscription.
 */
export const CURRENT_STATUSES = ['incomplete', 'active', 'trialing', 'past_due', 'unpaid', 'paused', 'lifetime'] as const;
/** The provider never revives a subscription in these. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;

/** Billing's own books (our side of the provider line): customers, subscriptions, invoices, applied events. */
export function createBillingRepository(database: BillingDatabase) {
  const { db } = database;
  return {
    /** Runs `work` in one transaction; the methods below that take a `tx` join it. */
    withTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    async customerOf(userId: string) {
      const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
      return row ?? null;
    },
    async userOfCustomer(tx: Tx | Db, providerCustomerId: string) {
      const [row] = await tx.select({ userId: customers.userId }).from(customers).where(eq(customers.providerCustomerId, providerCustomerId));
      return row?.userId ?? null;
    },
    async saveCustomer(userId: string, provider: string, providerCustomerId: string) {
      await db.insert(customers).values({ userId, provider, providerCustomerId }).onConflictDoNothing();
      const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
      return row!;
    },
    async currentSubscription(userId: string): Promise<SubscriptionRecord | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...CURRENT_STATUSES])));
      return row ?? null;
    },
    /** The current subscription, else the most recent one (a canceled subscription still has a history to show). */
    async latestSubscription(userId: string): Promise<SubscriptionRecord | null> {
      const current = await this.currentSubscription(userId);
      if (current) return current;
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.updatedAt)).limit(1);
      return row ?? null;
    },
    /** The subscription as the engine created it; its own "created" event may have stored it already. */
    async recordNewSubscription(userId: string, provider: string, subscription: ProviderSubscription) {
      await db
        .insert(subscriptions)
        .values({
          id: subscription.id,
          userId,
          provider,
          status: subscription.status,
          amountCents: subscription.amountCents,
          currency: subscription.currency,
          currentPeriodStart: subscription.currentPeriodStart,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          stateAt: subscription.created,
        })
        .onConflictDoNothing({ target: subscriptions.id });
    },
    /** Subscriptions of the user the provider may still renew or charge (anything not ended for good). */
    async subscriptionsNotEnded(userId: string): Promise<SubscriptionRecord[]> {
      return db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, [...ENDED_STATUSES])));
    },
    /**
     * Account deletion, our side: the customer link goes; subscriptions and invoices stay for the books under
     * `tombstone` instead of the user's id. A subscription still current here is marked canceled now (the
     * provider was told first), so a late provider event about it is older than what we hold and changes nothing.
     */
    async unlinkUser(userId: string, tombstone: string, at: Date) {
      return db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', canceledAt: at, cancelAtPeriodEnd: false, stateAt: at, updatedAt: at })
          .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, [...ENDED_STATUSES])));
        const keptSubscriptions = await tx.update(subscriptions).set({ userId: tombstone, updatedAt: at }).where(eq(subscriptions.userId, userId)).returning({ id: subscriptions.id });
        const keptInvoices = await tx.update(invoices).set({ userId: tombstone }).where(eq(invoices.userId, userId)).returning({ id: invoices.id });
        await tx.delete(customers).where(eq(customers.userId, userId));
        // Marketplace orders: one never paid is only a basket and goes; a paid one stays for the books and for
        // delivering what was paid for (its shipping address), without the person's id or card digits.
        await tx.delete(orders).where(and(eq(orders.userId, userId), ne(orders.status, 'paid')));
        // Gifts: cards this person bought keep their codes (the recipient may still redeem) without the giver;
        // a card they redeemed stays redeemed; their unpaid gift payments go.
        // The giver's message goes too (the recipient has had it by email); a card this person redeemed keeps
        // no trace of them (its recipient address and name were theirs).
        await tx.update(giftCards).set({ giverUserId: tombstone, giverName: null, message: null }).where(eq(giftCards.giverUserId, userId));
        await tx.update(giftCards).set({ redeemedBy: tombstone, recipientEmail: tombstone, recipientName: null }).where(eq(giftCards.redeemedBy, userId));
        await tx.delete(giftPayments).where(and(eq(giftPayments.userId, userId), eq(giftPayments.status, 'pending')));
        await tx.update(giftPayments).set({ userId: tombstone }).where(eq(giftPayments.userId, userId));
        await tx.update(orders).set({ userId: tombstone, cardLast4: null }).where(eq(orders.userId, userId));
        // Printed books: one finished (delivered, canceled, failed) goes with its files; one still on its way stays so
        // it can be printed and delivered, without the person's id or card digits (the invoice keeps the amount).
        await tx.delete(printOrders).where(and(eq(printOrders.userId, userId), inArray(printOrders.status, ['delivered', 'canceled', 'failed'])));
        // Its title often names the child; the print shop has it with the files, which stay only until delivery.
        await tx.update(printOrders).set({ userId: tombstone, title: tombstone, cardLast4: null, updatedAt: at }).where(eq(printOrders.userId, userId));
        // A priced book never paid for (or one whose order exists): the quote goes with its files, address,
        // email and phone. A payment that succeeds after this finds no quote and places no order.
        await tx.delete(printPayments).where(eq(printPayments.userId, userId));
        // Follow-up work about the person (telling the gateway their entitlement changed): the account is gone,
        // so there is no one left to tell, and a task kept once done would keep their id in its payload.
        await tx.delete(billingTasks).where(sql`${billingTasks.payload} ->> 'userId' = ${userId}`);
        return { subscriptions: keptSubscriptions.length, invoices: keptInvoices.length };
      });
    },
    /** A subscription we ended at the provider ourselves (its own event, when it comes, is older than this). */
    async markCanceled(id: string, at: Date) {
      await db.update(subscriptions).set({ status: 'canceled', canceledAt: at, stateAt: at, updatedAt: at }).where(eq(subscriptions.id, id));
    },
    /** A redeemed gift's subscription whose months have run out: over (it has no provider to tell). */
    async endGiftSubscription(id: string, at: Date) {
      await db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: at, stateAt: at, updatedAt: at })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.provider, 'gift')));
    },
    async invoicesOf(userId: string, limit = 24): Promise<InvoiceRecord[]> {
      return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.createdAt)).limit(limit);
    },
    async lockSubscription(tx: Tx, id: string) {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row ?? null;
    },
    /**
     * The first report of a subscription inserts it; false when it exists already (a concurrent report then
     * waits on its row with lockSubscription and compares, instead of failing on the primary key).
     */
    async insertSubscriptionIfNew(tx: Tx, subscription: NewSubscription): Promise<boolean> {
      const inserted = await tx.insert(subscriptions).values(subscription).onConflictDoNothing().returning({ id: subscriptions.id });
      return inserted.length > 0;
    },
    async updateSubscription(tx: Tx, id: string, state: Partial<SubscriptionState>) {
      await tx.update(subscriptions).set(state).where(eq(subscriptions.id, id));
    },
    async insertSubscription(tx: Tx, subscription: NewSubscription) {
      await tx.insert(subscriptions).values(subscription);
    },
    /** The user's current subscription, locked for the transaction (a gift redeemed at once waits on it). */
    async lockCurrentSubscription(tx: Tx, userId: string): Promise<SubscriptionRecord | null> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...CURRENT_STATUSES])))
        .for('update');
      return row ?? null;
    },
    async stats(since: Date, now: Date) {
      const [active] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(sql`${subscriptions.status} = 'lifetime' or (${subscriptions.status} in ('active', 'trialing') and ${subscriptions.currentPeriodEnd} > ${now})`);
      const byDay = await db
        .select({ day: sql<string>`to_char(${invoices.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`, cents: sql<number>`sum(${invoices.amountCents})::int` })
        .from(invoices)
        .where(and(eq(invoices.status, 'paid'), gte(invoices.paidAt, since)))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      const bySource = await db
        .select({ source: invoices.source, cents: sql<number>`sum(${invoices.amountCents})::int` })
        .from(invoices)
        .where(eq(invoices.status, 'paid'))
        .groupBy(invoices.source);
      return { activeSubscriptions: active?.count ?? 0, byDay, bySource };
    },

    /**
     * The admin weekly report's figures from the revenue ledger: every paid invoice (subscriptions, gift
     * cards, printed books) and every paid marketplace order, totalled by source for [from, to) and per
     * week for the `weeks` weeks ending at `to`; with the subscription figures for ARPU, churn and
     * trial-to-paid conversion.
     */
    async report(from: Date, to: Date, trialEndedUserIds: string[], weeks: number) {
      const ledger = sql`(
        select ${invoices.source} as source, ${invoices.userId} as user_id, ${invoices.amountCents} as cents, ${invoices.paidAt} as paid_at
          from ${invoices} where ${invoices.status} = 'paid' and ${invoices.paidAt} is not null
        union all
        select 'marketplace' as source, ${orders.userId} as user_id, ${orders.totalCents} as cents, ${orders.paidAt} as paid_at
          from ${orders} where ${orders.status} <> 'pending' and ${orders.paidAt} is not null
      )`;
      const earliest = new Date(to.getTime() - weeks * 7 * 24 * 60 * 60 * 1000);
      const bySource = await db.execute<{ source: string; cents: number }>(
        sql`select source, sum(cents)::int as cents from ${ledger} ledger where paid_at >= ${from} and paid_at < ${to} group by source`,
      );
      const [paying] = (
        await db.execute<{ count: number }>(sql`select count(distinct user_id)::int as count from ${ledger} ledger where paid_at >= ${from} and paid_at < ${to}`)
      ).rows;
      const byWeek = await db.execute<{ week: number; cents: number }>(
        sql`select floor(extract(epoch from (${to}::timestamptz - paid_at)) / 604800)::int as week, sum(cents)::int as cents
              from ${ledger} ledger where paid_at >= ${earliest} and paid_at < ${to} group by 1`,
      );
      const activeAt = (at: Date) =>
        sql`${subscriptions.createdAt} <= ${at} and ${subscriptions.status} not in ('incomplete', 'incomplete_expired', 'unpaid', 'paused')
            and (${subscriptions.status} = 'lifetime' or ${subscriptions.currentPeriodEnd} > ${at})
            and (${subscriptions.status} not in ('canceled') or coalesce(${subscriptions.canceledAt}, ${subscriptions.updatedAt}) > ${at})`;
      const count = async (where: ReturnType<typeof sql>) =>
        (await db.select({ count: sql<number>`count(*)::int` }).from(subscriptions).where(where))[0]?.count ?? 0;
      const activeAtStart = await count(activeAt(from));
      const activeNow = await count(activeAt(to));
      const endedInWindow = await count(
        sql`${subscriptions.status} = 'canceled' and ${subscriptions.createdAt} <= ${from}
            and coalesce(${subscriptions.canceledAt}, ${subscriptions.updatedAt}) >= ${from} and coalesce(${subscriptions.canceledAt}, ${subscriptions.updatedAt}) < ${to}`,
      );
      let convertedTrials = 0;
      if (trialEndedUserIds.length > 0) {
        const [converted] = await db
          .select({ count: sql<number>`count(distinct ${invoices.userId})::int` })
          .from(invoices)
          .where(and(inArray(invoices.userId, trialEndedUserIds), eq(invoices.status, 'paid'), eq(invoices.source, 'subscriptions'), sql`${invoices.paidAt} < ${to}`));
        convertedTrials = converted?.count ?? 0;
      }
      return {
        bySource: bySource.rows,
        payingUsers: paying?.count ?? 0,
        byWeek: byWeek.rows,
        activeAtStart,
        activeNow,
        endedInWindow,
        convertedTrials,
      };
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
