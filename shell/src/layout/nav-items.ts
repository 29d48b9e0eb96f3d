import type { User } from '@bedtime/contracts';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The seven pages of the navigation bar. The spec says "seven pages" without naming them: six product
 * areas plus Admin for admins, or Profile for everyone else (see shell/README.md).
 */
export function navItems(user: Pick<User, 'isAdmin'>): NavItem[] {
  return [
    { label: 'Create Story', to: '/' },
    { label: 'My Stories', to: '/stories' },
    { label: 'Community', to: '/community' },
    { label: 'Marketplace', to: '/marketplace' },
    { label: 'Subscribe', to: '/subscribe' },
    { label: 'About', to: '/about' },
    user.isAdmin ? { label: 'Admin', to: '/admin' } : { label: 'Profile', to: '/profile' },
  ];
}
