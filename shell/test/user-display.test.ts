import { describe, expect, it } from 'vitest';
import { NOW, testUser } from './support/user';
import { fullNameOf, initialsOf, subscriptionSummary } from '../src/lib/user-display';

const base = testUser({ firstName: 'ada', lastName: 'Lovelace' });

describe('the avatar', () => {
  it('shows the initials in capitals, one letter when only one name is known, and U without names', () => {
    expect(initialsOf(base)).toBe('AL');
    expect(initialsOf({ firstName: 'Mia', lastName: ' ' })).toBe('M');
    expect(initialsOf({ firstName: '', lastName: '' })).toBe('U');
    expect(initialsOf(null)).toBe('U');
    expect(fullNameOf({ firstName: ' Mia ', lastName: 'Moon' })).toBe('Mia Moon');
  });
});

describe('the profile subscription card', () => {
  it('reads View Subscription Details for lifetime, Manage Subscription for active and Upgrade to Premium otherwise', () => {
    expect(subscriptionSummary({ ...base, subscriptionStatus: 'lifetime' }, NOW).buttonLabel).toBe('View Subscription Details');
    expect(subscriptionSummary({ ...base, subscriptionStatus: 'active', subscriptionEndsAt: '2025-04-01T00:00:00Z' }, NOW).buttonLabel).toBe(
      'Manage Subscription',
    );
    expect(subscriptionSummary(base, NOW).buttonLabel).toBe('Upgrade to Premium');
    expect(subscriptionSummary({ ...base, subscriptionStatus: 'none' }, NOW).buttonLabel).toBe('Upgrade to Premium');
  });

  it('dates a trial by trialEndsAt and a subscription by subscriptionEndsAt', () => {
    expect(subscriptionSummary(base, NOW)).toMatchObject({ badge: 'Free trial', expiresAt: '2025-03-04T12:00:00Z' });
    expect(subscriptionSummary({ ...base, trialEndsAt: '2025-02-01T00:00:00Z' }, NOW)).toMatchObject({ badge: 'Trial ended', tone: 'inactive' });
    expect(subscriptionSummary({ ...base, subscriptionStatus: 'active', subscriptionEndsAt: '2025-04-01T00:00:00Z' }, NOW)).toMatchObject({
      badge: 'Active',
      expiresAt: '2025-04-01T00:00:00Z',
    });
  });
});
