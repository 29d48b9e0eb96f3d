import { and, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '@bedtime/service-kit';
import type { GatewayDatabase } from './database';
import { emailVerificationTokens, passwordResetTokens, rateLimitHits, sessions, users } from './schema';

/** An account as stored: plain data, no behaviour (the rules live in domain/accounts.ts). */
export type AccountRecord = typeof users.$inferSelect;
export type NewAccountRecord = typeof users.$inferInsert;
export type AccountChanges = Partial<Pick<AccountRecord, 'firstName' | 'lastName' | 'nickname' | 'displayName' | 'updatedAt'>>;

export function createAccountsRepository({ db }: GatewayDatabase) {
  return {
    async findByEmail(email: string): Promise<AccountRecord | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<AccountRecord | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByIds(ids: string[]): Promise<AccountRecord[]> {
      if (ids.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, ids));
    },

    /** The new account, or null when the email is taken (the unique index decides between racing sign-ups). */
    async insert(values: NewAccountRecord): Promise<AccountRecord | null> {
      try {
        const [row] = await db.insert(users).values(values).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async update(id: string, changes: AccountChanges): Promise<AccountRecord | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },

    /** Sets the password hash and ends every session of the account except `keepSessionId`, together. */
    async replacePassword(id: string, passwordHash: string, at: Date, keepSessionId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, id));
        await tx
          .delete(sessions)
          .where(keepSessionId ? and(eq(sessions.userId, id), ne(sessions.id, keepSessionId)) : eq(sessions.userId, id));
      });
    },

    /** Stores a reset token as the account's only live one: earlier unused tokens stop working. */
    async replaceResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
      });
    },

    /**
     * Uses a live token once: sets the password and ends every session of its account, in one
     * transaction. Returns false when the token is unknown, used or expired.
     */
    async consumeResetToken(tokenHash: string, passwordHash: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, at)))
          .returning();
        if (!row) return false;
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, row.userId));
        await tx.delete(sessions).where(eq(sessions.userId, row.userId));
        await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
        return true;
      });
    },

    /** Stores a verification token as the account's only live one: links sent earlier stop working. */
    async replaceVerificationToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
        await tx.insert(emailVerificationTokens).values({ tokenHash, userId, expiresAt });
      });
    },

    /**
     * Uses a live verification token once and marks its account's email verified, together. Returns the
     * account id, or null when the token is unknown, used or expired.
     */
    async consumeVerificationToken(tokenHash: string, at: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: at })
          .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, at)))
          .returning();
        if (!row) return null;
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`, updatedAt: at })
          .where(eq(users.id, row.userId));
        return row.userId;
      });
    },

    /** The newest accounts first (the admin's user list). */
    async newest(limit: number): Promise<AccountRecord[]> {
      return db.select().from(users).orderBy(desc(users.createdAt)).limit(limit);
    },

    /** Counts for the admin figures: all accounts, and accounts created per UTC day since `since`. */
    async growth(since: Date): Promise<{ total: number; byDay: { day: string; count: number }[] }> {
      const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      const byDay = await db
        .select({ day: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
        .from(users)
        .where(gte(users.createdAt, since))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return { total: total?.count ?? 0, byDay };
    },

    /** Removes the account with its sessions and reset tokens (they cascade from it). */
    async delete(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
        await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, id));
        // Per-account rate-limit counters are keyed "<rule>:<user id>": they would outlive the account.
        await tx.delete(rateLimitHits).where(sql`${rateLimitHits.key} like ${`%:${id.toLowerCase()}`}`);
        await tx.delete(users).where(eq(users.id, id));
      });
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
