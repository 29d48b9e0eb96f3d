import { describe, expect, it } from 'vitest';
import { subscribeViewFor } from '../src/features/subscription/lib/subscribe-view';

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
