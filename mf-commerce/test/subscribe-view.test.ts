import { describe, expect, it } from 'vitest';
import { subscribeViewFor } from '../src/features/subscription/lib/subscribe-view';
import { trialNote } from '../src/features/subscription/lib/trial-note';

describe('which view /subscribe shows', () => {
  it('shows the manage view for lifetime, and for an answer without a payment secret', () => {
    expect(subscribeViewFor({ status: 'lifetime' })).toEqual({ kind: 'manage', lifetime: true });
    expect(subscribeViewFor({ status: 'active' })).toEqual({ kind: 'manage', lifetime: false });
  });

  it('shows the payment form when there is a payment secret (first payment or an overdue renewal)', () => {
    expect(subscribeViewFor({ status: 'incomplete', clientSecret: 'pi_1_secret_2' })).toEqual({ kind: 'pay', clientSecret: 'pi_1_secret_2' });
    expect(subscribeViewFor({ status: 'past_due', clientSecret: 'pi_3_secret_4' })).toEqual({ kind: 'pay', clientSecret: 'pi_3_secret_4' });
  });
});

describe('the note about the free trial on /subscribe', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('says during the trial when it ends and that paying now starts the plan today, without the trial days', () => {
    expect(trialNote({ subscriptionStatus: 'trial', trialEndsAt: '2026-12-04T09:30:00.000Z' }, now)).toBe(
      'Your free trial runs until December 4, 2026. Subscribing now starts your paid plan today: the first $7.99 is charged now, and the days left in your trial are not added on. You can keep using your trial and subscribe before it ends.',
    );
  });

  it('says nothing once the trial is over, or to a subscriber', () => {
    expect(trialNote({ subscriptionStatus: 'trial', trialEndsAt: '2026-11-27T09:59:00.000Z' }, now)).toBeNull();
    expect(trialNote({ subscriptionStatus: 'none', trialEndsAt: '2026-11-20T10:00:00.000Z' }, now)).toBeNull();
    expect(trialNote({ subscriptionStatus: 'active', trialEndsAt: '2026-12-04T10:00:00.000Z' }, now)).toBeNull();
  });
});
