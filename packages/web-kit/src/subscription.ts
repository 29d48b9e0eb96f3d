import { entitlement, subscriptionCounts, type SubscriptionStanding, type User } from '@bedtime/contracts';

const standingOf = (user: User): SubscriptionStanding => ({
  status: user.subscriptionStatus,
  endsAt: user.subscriptionEndsAt ? new Date(user.subscriptionEndsAt) : null,
});

/** The trial has ended once trialEndsAt is past (docs/product-rules.md, Sessions). */
export function isTrialExpired(user: User, now = new Date()): boolean {
  return new Date(user.trialEndsAt) < now;
}

/** The entitlement rule's "counts" (contracts), read from the User the gateway composed. */
export function hasActiveSubscription(user: User, now = new Date()): boolean {
  return subscriptionCounts(standingOf(user), now);
}

/** A page that needs a subscription sends this user to /subscribe: the entitlement rule (contracts) says no. */
export function needsSubscription(user: User, now = new Date()): boolean {
  return entitlement({ trialEndsAt: new Date(user.trialEndsAt), subscription: standingOf(user) }, now) !== true;
}

/** The brand label and title: nickname, else first name, else 'Your', then "'s Stories". */
export function storiesTitle(user: Pick<User, 'nickname' | 'firstName'> | null | undefined): string {
  const name = user?.nickname?.trim() || user?.firstName?.trim() || 'Your';
  return `${name}'s Stories`;
}
