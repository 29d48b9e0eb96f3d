import { describe, expect, it } from 'vitest';
import { NOW, testUser } from './support/user';
import { decideAccess } from '../src/lib/route-guard';

const user = testUser;

describe('the protected-route rule', () => {
  it('shows a spinner while the session loads, before anything else', () => {
    expect(decideAccess({ isLoading: true, user: null, requiresSubscription: true, now: NOW })).toEqual({ kind: 'loading' });
  });

  it('sends a signed-out visitor to /auth, or to the sign-in path it is given', () => {
    expect(decideAccess({ isLoading: false, user: null, requiresSubscription: false, now: NOW })).toEqual({ kind: 'redirect', to: '/auth' });
    expect(decideAccess({ isLoading: false, user: null, requiresSubscription: false, signInPath: '/auth?recipientEmail=a%40b.c', now: NOW })).toEqual({
      kind: 'redirect',
      to: '/auth?recipientEmail=a%40b.c',
    });
  });

  it('sends a parent whose trial ended without a subscription to /subscribe only on pages that need one', () => {
    const expired = user({ trialEndsAt: '2025-02-28T12:00:00Z' });
    expect(decideAccess({ isLoading: false, user: expired, requiresSubscription: true, now: NOW })).toEqual({ kind: 'redirect', to: '/subscribe' });
    expect(decideAccess({ isLoading: false, user: expired, requiresSubscription: false, now: NOW })).toEqual({ kind: 'render' });
  });

  it('renders for a parent in the trial, with an active subscription or with a lifetime one', () => {
    const ended = '2025-02-01T00:00:00Z';
    for (const parent of [
      user(),
      user({ trialEndsAt: ended, subscriptionStatus: 'active', subscriptionEndsAt: '2025-04-01T00:00:00Z' }),
      user({ trialEndsAt: ended, subscriptionStatus: 'lifetime' }),
    ]) {
      expect(decideAccess({ isLoading: false, user: parent, requiresSubscription: true, now: NOW })).toEqual({ kind: 'render' });
    }
  });

  it('treats an active subscription whose end date passed as no subscription', () => {
    const lapsed = user({ trialEndsAt: '2025-01-01T00:00:00Z', subscriptionStatus: 'active', subscriptionEndsAt: '2025-02-01T00:00:00Z' });
    expect(decideAccess({ isLoading: false, user: lapsed, requiresSubscription: true, now: NOW })).toEqual({ kind: 'redirect', to: '/subscribe' });
  });
});
