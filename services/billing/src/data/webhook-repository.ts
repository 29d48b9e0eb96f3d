import { eq } from 'drizzle-orm';
import type { BillingDatabase, BillingTx } from './database';
import { invoices, webhookEvents } from './schema';

export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'source'>;

/** What a payment event writes: the event ids applied, and the subscription invoices it reports. */
export function createWebhookRepository(database: BillingDatabase) {
  const { db } = database;
  return {
    /** One event's effects commit together with its id (see claimEvent). */
    withTransaction<T>(work: (tx: BillingTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /** Records an event id; false when it was already applied (a redelivery). */
    async claimEvent(tx: BillingTx, id: string, type: string): Promise<boolean> {
      const inserted = await tx.insert(webhookEvents).values({ id, type }).onConflictDoNothing().returning({ id: webhookEvents.id });
      return inserted.length === 1;
    },
    /** A subscription invoice's first report inserts it; false when it is held already. */
    async insertInvoiceIfNew(tx: BillingTx, id: string, values: InvoiceValues): Promise<boolean> {
      const inserted = await tx.insert(invoices).values({ id, source: 'subscriptions', ...values }).onConflictDoNothing().returning({ id: invoices.id });
      return inserted.length > 0;
    },
    /** The invoice held, locked for the transaction (a concurrent report of it waits, then compares). */
    async lockInvoice(tx: BillingTx, id: string) {
      const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
      return row ?? null;
    },
    async updateInvoice(tx: BillingTx, id: string, values: InvoiceValues) {
      await tx.update(invoices).set(values).where(eq(invoices.id, id));
    },
  };
}
export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
