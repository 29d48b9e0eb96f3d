import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ConflictError, UnauthenticatedError, ValidationError } from '@bedtime/service-kit';
import { screenName } from '@bedtime/child-safety';
import { TRIAL_DAYS, type RegisterRequest, type UpdateProfileRequest } from '@bedtime/contracts';
import type { AccountChanges, AccountRecord, AccountsRepository } from '../data/accounts-repository';
import type { Mailer } from '../providers/mailer';

export type Account = AccountRecord;

const DAY_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified. Thank you!';
export const VERIFICATION_LINK_INVALID = 'This verification link is invalid or has expired. Sign in and ask for a new one.';
// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verifying against this when the email is unknown keeps login timing the same for known and unknown emails.
const DUMMY_HASH = hash('not-a-real-password', ARGON2);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The name fields and how a refusal names them. */
const NAME_FIELDS = { firstName: 'first name', lastName: 'last name', nickname: 'nickname', displayName: 'display name' } as const;

/**
 * Every name goes through the child-safety screen of the stories: names reach other families (the display
 * name on shared stories, the nickname on the family's library) and emails. The refusal names the field.
 */
function screenNames(names: Partial<Record<keyof typeof NAME_FIELDS, string | null | undefined>>): void {
  for (const [field, label] of Object.entries(NAME_FIELDS) as [keyof typeof NAME_FIELDS, string][]) {
    const value = names[field];
    if (!value) continue;
    const screened = screenName(value, label);
    if (!screened.ok) throw new ValidationError(screened.message, { field });
  }
}
const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

export interface AccountsDeps {
  accounts: AccountsRepository;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
  /** Told when a sign-up's verification email could not be sent (the account stands; the person can ask again). */
  onMailFailure?: (error: unknown) => void;
  /** Told when work done after the answer (a reset email) failed; nobody is waiting for it any more. */
  onBackgroundFailure?: (error: unknown, what: string) => void;
}

export function createAccounts({ accounts: repository, mailer, publicUrl, now = () => new Date(), onMailFailure, onBackgroundFailure }: AccountsDeps) {
  const { findByEmail, findById, findByIds } = repository;
  const inBackground = new Set<Promise<void>>();

  async function sendPasswordReset(email: string): Promise<void> {
    const account = await findByEmail(email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    await repository.replaceResetToken(account.id, hashToken(token), new Date(now().getTime() + RESET_TOKEN_TTL_MS));
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
  }

  /** Emails a new verification link; the account's earlier links stop working. */
  async function sendVerification(account: Account): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await repository.replaceVerificationToken(account.id, hashToken(token), new Date(now().getTime() + VERIFICATION_TOKEN_TTL_MS));
    const link = new URL('/verify-email', publicUrl);
    link.searchParams.set('token', token);
    await mailer.send({
      to: account.email,
      subject: 'Confirm your Bedtime Stories email address',
      // No name: the address is not confirmed yet, so whoever signed up may not be its owner, and the
      // email must carry nothing they typed.
      text: [
        'Hello,',
        '',
        'Someone (we hope you) signed up for Bedtime Stories with this email address. Please confirm that it is yours by opening this link (it expires in 48 hours and works once):',
        '',
        link.toString(),
        '',
        "If you didn't create a Bedtime Stories account, you can ignore this email.",
      ].join('\n'),
    });
  }

  return {
    findById,
    findByIds,

    async register(input: RegisterRequest): Promise<Account> {
      screenNames({ firstName: input.firstName, lastName: input.lastName });
      if (await findByEmail(input.email)) throw new ConflictError(EMAIL_TAKEN);
      const createdAt = now();
      const account = await repository.insert({
        id: randomUUID(),
        email: input.email,
        passwordHash: await hash(input.password, ARGON2),
        firstName: input.firstName,
        lastName: input.lastName,
        promoCode: input.promoCode || null,
        trialEndsAt: new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS),
        createdAt,
        updatedAt: createdAt,
      });
      // Two sign-ups racing for one email: the unique index decided.
      if (!account) throw new ConflictError(EMAIL_TAKEN);
      // A mail server that is down must not undo a sign-up: the person can ask for the link again.
      await sendVerification(account).catch((error: unknown) => onMailFailure?.(error));
      return account;
    },

    /** Uses a verification link once; the account's email counts as verified from then on. */
    async verifyEmail(token: string): Promise<void> {
      const userId = await repository.consumeVerificationToken(hashToken(token), now());
      if (!userId) throw new ValidationError(VERIFICATION_LINK_INVALID);
    },

    /** Sends a fresh link to a signed-in account; false when it is verified already. */
    async resendVerification(userId: string): Promise<boolean> {
      const account = await findById(userId);
      if (!account) throw new UnauthenticatedError();
      if (account.emailVerifiedAt) return false;
      await sendVerification(account);
      return true;
    },

    async authenticate(email: string, password: string): Promise<Account> {
      const account = await findByEmail(email);
      const valid = account ? await verify(account.passwordHash, password) : (await verify(await DUMMY_HASH, password), false);
      if (!account || !valid) throw new UnauthenticatedError('Invalid email or password.');
      return account;
    },

    /** True when the password is the account's (for confirming a destructive step such as deletion). */
    async passwordMatches(userId: string, password: string): Promise<boolean> {
      const account = await findById(userId);
      return account ? verify(account.passwordHash, password) : false;
    },

    async updateProfile(userId: string, input: UpdateProfileRequest): Promise<Account> {
      const account = await findById(userId);
      if (!account) throw new UnauthenticatedError();
      if (input.email !== undefined && input.email.toLowerCase() !== account.email.toLowerCase()) throw new ValidationError('Email cannot be changed');
      screenNames(input);
      const changes: AccountChanges = { updatedAt: now() };
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.nickname !== undefined) changes.nickname = input.nickname?.trim() ? input.nickname.trim() : null;
      if (input.displayName !== undefined) changes.displayName = input.displayName?.trim() ? input.displayName.trim() : null;
      const updated = await repository.update(userId, changes);
      if (!updated) throw new UnauthenticatedError();
      return updated;
    },

    /**
     * Changes the password and signs out every other session of the account: whoever knew the old
     * password (the reason people change it) loses access, while the person changing it stays signed in.
     */
    async changePassword(userId: string, currentPassword: string, newPassword: string, currentSessionId: string | null): Promise<void> {
      const account = await findById(userId);
      if (!account) throw new UnauthenticatedError();
      if (!(await verify(account.passwordHash, currentPassword))) throw new ValidationError('Current password is incorrect');
      await repository.replacePassword(userId, await hash(newPassword, ARGON2), now(), currentSessionId);
    },

    /**
     * Starts sending a reset link when the email belongs to an account, and returns at once, before even
     * looking the email up: the caller answers the same either way, and now in the same time too (waiting
     * for the token and the mail made known emails measurably slower, and a mail server that failed
     * answered only for them). The new link is the account's only live one: links sent earlier stop working.
     */
    requestPasswordReset(email: string): void {
      const work = sendPasswordReset(email)
        .catch((error: unknown) => onBackgroundFailure?.(error, 'password reset email'))
        .finally(() => inBackground.delete(work));
      inBackground.add(work);
    },

    /** Resolves once the work started for earlier requests (reset emails) is done: for shutdown and tests. */
    async settled(): Promise<void> {
      while (inBackground.size > 0) await Promise.allSettled([...inBackground]);
    },

    /** Uses a reset token once: sets the password, and signs every session of the account out. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const passwordHash = await hash(newPassword, ARGON2);
      const consumed = await repository.consumeResetToken(hashToken(token), passwordHash, now());
      if (!consumed) throw new ValidationError('This password reset link is invalid or has expired.');
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
