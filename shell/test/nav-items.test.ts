import { describe, expect, it } from 'vitest';
import { navItems } from '../src/layout/nav-items';
import { NOW, testUser } from './support/user';

const labels = (user: Parameters<typeof navItems>[0]) => navItems(user, NOW).map((item) => item.label);

describe('the navigation bar', () => {
  it('offers Subscribe to a parent on the trial, and Subscription (managing it) to a subscriber', () => {
    expect(labels(testUser())).toContain('Subscribe');
    const subscriber = testUser({ subscriptionStatus: 'active', subscriptionEndsAt: '2025-04-01T12:00:00Z' });
    expect(labels(subscriber)).toContain('Subscription');
    expect(labels(subscriber)).not.toContain('Subscribe');
    expect(labels(testUser({ subscriptionStatus: 'lifetime' }))).toContain('Subscription');
  });

  it('has seven pages: Admin for an admin, Profile for everyone else', () => {
    expect(labels(testUser())).toHaveLength(7);
    expect(labels(testUser()).at(-1)).toBe('Profile');
    expect(labels(testUser({ isAdmin: true })).at(-1)).toBe('Admin');
  });
});
