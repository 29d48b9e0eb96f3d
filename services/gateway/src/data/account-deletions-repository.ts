import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { GatewayDatabase } from './database';
import { accountDeletions } from './schema';

export function createAccountDeletionsRepository({ db }: GatewayDatabase) {
  return {
    /** One row per service for the user; asking twice keeps the first request's rows. */
    async start(userId: string, services: string[], at: Date): Promise<void> {
      if (services.length === 0) return;
      await db
        .insert(accountDeletions)
        .values(services.map((service) => ({ userId, service, requestedAt: at })))
        .onConflictDoNothing();
    },
    async pendingServices(userId: string): Promise<string[]> {
      const rows = await db
        .select({ service: accountDeletions.service })
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.completedAt)));
      return rows.map((row) => row.service);
    },
    async markErased(userId: string, service: string, at: Date): Promise<void> {
      await db
        .update(accountDeletions)
        .set({ completedAt: at, attempts: sql`${accountDeletions.attempts} + 1`, lastError: null })
        .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.service, service)));
    },
    async markFailed(userId: string, service: string, reason: string): Promise<void> {
      await db
        .update(accountDeletions)
        .set({ attempts: sql`${accountDeletions.attempts} + 1`, lastError: reason.slice(0, 500) })
        .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.service, service)));
    },
    /** Users with a service still to confirm, oldest request first. */
    async usersWithPending(limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinctOn([accountDeletions.userId], { userId: accountDeletions.userId, requestedAt: accountDeletions.requestedAt })
        .from(accountDeletions)
        .where(isNull(accountDeletions.completedAt))
        .orderBy(accountDeletions.userId, asc(accountDeletions.requestedAt))
        .limit(limit);
      return rows.map((row) => row.userId);
    },
    /** Once every service confirmed, the record goes too: nothing keeps the deleted person's id. */
    async forgetIfComplete(userId: string): Promise<void> {
      await db
        .delete(accountDeletions)
        .where(
          and(
            eq(accountDeletions.userId, userId),
            sql`not exists (select 1 from ${accountDeletions} pending where pending.user_id = ${userId} and pending.completed_at is null)`,
          ),
        );
    },
    async forUser(userId: string) {
      return db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
    },
  };
}
export type AccountDeletionsRepository = ReturnType<typeof createAccountDeletionsRepository>;
