import type { User } from '@bedtime/contracts';

/** spec/core.md §4 Session. */
export function isTrialExpired(user: User, now = new Date()): boolean {
  return new Date(user.trialEndsAt) < now;
}

export function hasActiveSubscription(user: User, now = new Date()): boolean {
  if (user.subscriptionStatus === 'lifetime') return true;
  return user.subscriptionStatus === 'active' && !!user.subscriptionEndsAt && new Date(user.subscriptionEndsAt) > now;
}

/** A page that needs a subscription sends this user to /subscribe. */
export function needsSubscription(user: User, now = new Date()): boolean {
  return isTrialExpired(user, now) && !hasActiveSubscription(user, now);
}

/** The brand label and title: nickname, else first name, else 'Your', then "'s Stories". */
export function storiesTitle(user: Pick<User, 'nickname' | 'firstName'> | null | undefined): string {
  const name = user?.nickname?.trim() || user?.firstName?.trim() || 'Your';
  return `${name}'s Stories`;
}
