import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { BillingDatabase, BillingDb, BillingTx } from './database';
import { billingTasks } from './schema';

export type TaskRow = typeof billingTasks.$inferSelect;

/** The task outbox's table: what is due, what was done, what failed and when to try it again. */
export function createTaskRepository(database: BillingDatabase) {
  const { db } = database;
  return {
    withTransaction<T>(work: (tx: BillingTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /** The oldest due task nobody else holds, locked for the transaction (SKIP LOCKED: other replicas take the next one). */
    async takeDue(tx: BillingTx): Promise<TaskRow | null> {
      const [task] = await tx
        .select()
        .from(billingTasks)
        .where(and(isNull(billingTasks.doneAt), isNull(billingTasks.gaveUpAt), lte(billingTasks.runAfter, sql`now()`)))
        .orderBy(asc(billingTasks.runAfter), asc(billingTasks.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return task ?? null;
    },
    async markDone(tx: BillingTx, id: string, attempts: number): Promise<void> {
      await tx.update(billingTasks).set({ doneAt: sql`now()`, attempts, lastError: null }).where(eq(billingTasks.id, id));
    },
    /** A failed attempt: tried again after `retryInSeconds`, or given up (kept for support). */
    async markFailed(tx: BillingTx, id: string, failure: { attempts: number; lastError: string; retryInSeconds: number; givenUp: boolean }): Promise<void> {
      await tx
        .update(billingTasks)
        .set({
          attempts: failure.attempts,
          lastError: failure.lastError,
          runAfter: sql`now() + make_interval(secs => ${failure.retryInSeconds})`,
          ...(failure.givenUp ? { gaveUpAt: sql`now()` } : {}),
        })
        .where(eq(billingTasks.id, id));
    },
    /** Adds a task in the caller's transaction (or on its own when there is none). */
    async insert(tx: BillingTx | BillingDb, kind: string, payload: Record<string, unknown>): Promise<void> {
      await tx.insert(billingTasks).values({ id: `task_${randomBytes(12).toString('hex')}`, kind, payload });
    },
  };
}
export type TaskRepository = ReturnType<typeof createTaskRepository>;
