import { entitlement, subscriptionCounts as standingCounts, type User } from '@bedtime/contracts';
import type { Account } from './accounts';

/**
 * What billing knows of a user's subscription. `unavailable` means billing could not be asked: the
 * status shown is the last one known (or none), and it never grants anything by itself.
 */
export interface Subscription {
  status: 'active' | 'lifetime' | 'past_due' | 'canceled' | 'incomplete' | 'none';
  /** Paid up to (for past_due: the end of the last paid period). */
  endsAt: Date | null;
  unavailable?: boolean;
}
export interface SubscriptionSource {
  subscriptionOf(userId: string): Promise<Subscription>;
}

export const noSubscriptions: SubscriptionSource = {
  async subscriptionOf() {
    return { status: 'none', endsAt: null };
  },
};

/** The entitlement rule's "counts" (contracts), never granted on a status billing could not confirm. */
export function subscriptionCounts(subscription: Subscription, now: Date): boolean {
  return !subscription.unavailable && standingCounts(subscription, now);
}

/** true / false, or 'unknown' when the trial is over and billing cannot be asked (the caller answers 503, never grants). */
export type Entitlement = boolean | 'unknown';

/** Entitled while the trial has not ended or a subscription counts (docs/architecture.md, Entitlement). */
export function isEntitled(account: Account, subscription: Subscription, now: Date): Entitlement {
  return entitlement({ trialEndsAt: account.trialEndsAt, subscription: subscription.unavailable ? 'unknown' : subscription }, now);
}

export function isAdminEmail(email: string, adminDomains: string[]): boolean {
  const domain = email.toLowerCase().split('@').pop() ?? '';
  return adminDomains.includes(domain);
}

/** Admin rights: an address in an admin domain that its owner has verified (docs/admin.md). */
export function isAdmin(account: Pick<Account, 'email' | 'emailVerifiedAt'>, adminDomains: string[]): boolean {
  return account.emailVerifiedAt !== null && isAdminEmail(account.email, adminDomains);
}

/** The product rules' User, composed from the account (identity) and the subscription (billing). */
export function toUser(account: Account, subscription: Subscription, adminDomains: string[], now: Date): User {
  const status: User['subscriptionStatus'] =
    subscription.status === 'lifetime' ? 'lifetime' : subscriptionCounts(subscription, now) ? 'active' : account.trialEndsAt > now ? 'trial' : 'none';
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    nickname: account.nickname,
    displayName: account.displayName,
    createdAt: account.createdAt.toISOString(),
    subscriptionStatus: status,
    subscriptionEndsAt: subscription.status === 'none' ? null : (subscription.endsAt?.toISOString() ?? null),
    trialEndsAt: account.trialEndsAt.toISOString(),
    isAdmin: isAdmin(account, adminDomains),
    emailVerified: account.emailVerifiedAt !== null,
    staffEmail: isAdminEmail(account.email, adminDomains),
  };
}
