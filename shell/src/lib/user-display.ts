import type { User } from '@bedtime/contracts';

/** Avatar letters: first letters of first and last name, else 'U' (docs/product-rules.md, Shell and layout). */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string {
  const letters = [user?.firstName, user?.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return letters ? letters.toUpperCase() : 'U';
}

export function fullNameOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export type SubscriptionTone = 'lifetime' | 'active' | 'trial' | 'inactive';

export interface SubscriptionSummary {
  tone: SubscriptionTone;
  badge: string;
  /** trialEndsAt for a trial, subscriptionEndsAt otherwise; null when there is none. */
  expiresAt: string | null;
  expiryLabel: string;
  buttonLabel: 'View Subscription Details' | 'Manage Subscription' | 'Upgrade to Premium';
}

/** What the profile's Subscription card shows (docs/product-rules.md, Subscriptions). */
export function subscriptionSummary(user: User, now = new Date()): SubscriptionSummary {
  switch (user.subscriptionStatus) {
    case 'lifetime':
      return { tone: 'lifetime', badge: 'Lifetime', expiresAt: null, expiryLabel: 'Never expires', buttonLabel: 'View Subscription Details' };
    case 'active':
      return { tone: 'active', badge: 'Active', expiresAt: user.subscriptionEndsAt, expiryLabel: 'Renews or ends on', buttonLabel: 'Manage Subscription' };
    case 'trial': {
      const ended = new Date(user.trialEndsAt) < now;
      return {
        tone: ended ? 'inactive' : 'trial',
        badge: ended ? 'Trial ended' : 'Free trial',
        expiresAt: user.trialEndsAt,
        expiryLabel: ended ? 'Trial ended on' : 'Trial ends on',
        buttonLabel: 'Upgrade to Premium',
      };
    }
    default:
      return { tone: 'inactive', badge: 'No subscription', expiresAt: user.subscriptionEndsAt, expiryLabel: 'Ended on', buttonLabel: 'Upgrade to Premium' };
  }
}

export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
