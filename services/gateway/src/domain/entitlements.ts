import type { User } from '@bedtime/contracts';
import type { Account } from './accounts';

/** What billing knows of a user's subscription. Billing is its own service; until it exists every account is on its trial. */
export interface Subscription {
  status: 'active' | 'lifetime' | 'none';
  endsAt: Date | null;
}
export interface SubscriptionSource {
  subscriptionOf(userId: string): Promise<Subscription>;
}

export const noSubscriptions: SubscriptionSource = {
  async subscriptionOf() {
    return { status: 'none', endsAt: null };
  },
};

export function subscriptionCounts(subscription: Subscription, now: Date): boolean {
  if (subscription.status === 'lifetime') return true;
  return subscription.status === 'active' && subscription.endsAt !== null && subscription.endsAt > now;
}

/** Entitled while the trial has not ended or a subscription counts (docs/architecture.md, Entitlement). */
export function isEntitled(account: Account, subscription: Subscription, now: Date): boolean {
  return account.trialEndsAt > now || subscriptionCounts(subscription, now);
}

export function isAdminEmail(email: string, adminDomains: string[]): boolean {
  const domain = email.toLowerCase().split('@').pop() ?? '';
  return adminDomains.includes(domain);
}

/** The spec's User, composed from the account (identity) and the subscription (billing). */
export function toUser(account: Account, subscription: Subscription, adminDomains: string[], now: Date): User {
  const status: User['subscriptionStatus'] =
    subscription.status === 'lifetime'
      ? 'lifetime'
      : subscriptionCounts(subscription, now)
        ? 'active'
        : account.trialEndsAt > now
          ? 'trial'
          : 'none';
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    nickname: account.nickname,
    createdAt: account.createdAt.toISOString(),
    subscriptionStatus: status,
    subscriptionEndsAt: subscription.endsAt?.toISOString() ?? null,
    trialEndsAt: account.trialEndsAt.toISOString(),
    isAdmin: isAdminEmail(account.email, adminDomains),
  };
}
