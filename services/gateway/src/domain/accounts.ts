import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { ConflictError, UnauthenticatedError, ValidationError } from '@bedtime/service-kit';
import { TRIAL_DAYS, type RegisterRequest, type UpdateProfileRequest } from '@bedtime/contracts';
import type { GatewayDatabase } from '../data/database';
import { passwordResetTokens, sessions, users } from '../data/schema';
import type { Mailer } from '../providers/mailer';

export type Account = typeof users.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verifying against this when the email is unknown keeps login timing the same for known and unknown emails.
const DUMMY_HASH = hash('not-a-real-password', ARGON2);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AccountsDeps {
  database: GatewayDatabase;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

export function createAccounts({ database, mailer, publicUrl, now = () => new Date() }: AccountsDeps) {
  const { db } = database;

  async function findByEmail(email: string): Promise<Account | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async function findById(id: string): Promise<Account | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  return {
    findById,

    async findByIds(ids: string[]): Promise<Account[]> {
      if (ids.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, ids));
    },

    async register(input: RegisterRequest): Promise<Account> {
      if (await findByEmail(input.email)) throw new ConflictError('An account with this email already exists. Please log in instead.');
      const createdAt = now();
      try {
        const [account] = await db
          .insert(users)
          .values({
            id: randomUUID(),
            email: input.email,
            passwordHash: await hash(input.password, ARGON2),
            firstName: input.firstName,
            lastName: input.lastName,
            promoCode: input.promoCode || null,
            trialEndsAt: new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS),
            createdAt,
            updatedAt: createdAt,
          })
          .returning();
        return account!;
      } catch (error) {
        // Two sign-ups racing for one email: the unique index decides.
        if ((error as { cause?: { code?: string }; code?: string }).cause?.code === '23505' || (error as { code?: string }).code === '23505')
          throw new ConflictError('An account with this email already exists. Please log in instead.');
        throw error;
      }
    },

    async authenticate(email: string, password: string): Promise<Account> {
      const account = await findByEmail(email);
      const valid = account ? await verify(account.passwordHash, password) : (await verify(await DUMMY_HASH, password), false);
      if (!account || !valid) throw new UnauthenticatedError('Invalid email or password.');
      return account;
    },

    async updateProfile(userId: string, input: UpdateProfileRequest): Promise<Account> {
      const account = await findById(userId);
      if (!account) throw new UnauthenticatedError();
      if (input.email !== undefined && input.email.toLowerCase() !== account.email.toLowerCase())
        throw new ValidationError('Email cannot be changed');
      const changes: Partial<Account> = { updatedAt: now() };
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.nickname !== undefined) changes.nickname = input.nickname?.trim() ? input.nickname.trim() : null;
      const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return updated!;
    },

    async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
      const account = await findById(userId);
      if (!account) throw new UnauthenticatedError();
      if (!(await verify(account.passwordHash, currentPassword))) throw new ValidationError('Current password is incorrect');
      await db
        .update(users)
        .set({ passwordHash: await hash(newPassword, ARGON2), updatedAt: now() })
        .where(eq(users.id, userId));
    },

    /** Sends a reset link when the email belongs to an account; the caller answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const account = await findByEmail(email);
      if (!account) return;
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: account.id,
        expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MS),
      });
      const link = new URL('/reset-password', publicUrl);
      link.searchParams.set('token', token);
      await mailer.send({
        to: account.email,
        subject: 'Reset your Bedtime Stories password',
        text: [
          `Hi ${account.firstName},`,
          '',
          'We received a request to reset the password of your Bedtime Stories account.',
          `Open this link to choose a new password (it expires in 1 hour and works once):`,
          '',
          link.toString(),
          '',
          "If you didn't ask for this, you can ignore this email: your password stays the same.",
        ].join('\n'),
      });
    },

    /** Uses a reset token once: sets the password, and signs every session of the account out. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const passwordHash = await hash(newPassword, ARGON2);
      const consumed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now()),
            ),
          )
          .returning();
        if (!row) return false;
        await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, row.userId));
        await tx.delete(sessions).where(eq(sessions.userId, row.userId));
        return true;
      });
      if (!consumed) throw new ValidationError('This password reset link is invalid or has expired.');
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
