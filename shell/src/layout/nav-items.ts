import type { User } from '@bedtime/contracts';
import { hasActiveSubscription } from '@bedtime/web-kit';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The seven pages of the navigation bar. The product rules say "seven pages" without naming them: six product
 * areas plus Admin for admins, or Profile for everyone else (see shell/README.md). A subscriber's
 * /subscribe is where they manage the subscription: it is called Subscription, not Subscribe.
 */
export function navItems(user: User, now = new Date()): NavItem[] {
  return [
    { label: 'Create Story', to: '/' },
    { label: 'My Stories', to: '/stories' },
    { label: 'Community', to: '/community' },
    { label: 'Marketplace', to: '/marketplace' },
    { label: hasActiveSubscription(user, now) ? 'Subscription' : 'Subscribe', to: '/subscribe' },
    { label: 'About', to: '/about' },
    user.isAdmin ? { label: 'Admin', to: '/admin' } : { label: 'Profile', to: '/profile' },
  ];
}
