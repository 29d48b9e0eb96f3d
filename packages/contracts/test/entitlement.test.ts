import { describe, expect, it } from 'vitest';
import { entitlement, MIN_PASSWORD_LENGTH, passwordProblem, subscriptionCounts } from '../src/index';

const now = new Date('2030-06-01T12:00:00Z');
const later = new Date('2030-07-01T12:00:00Z');
const earlier = new Date('2030-05-01T12:00:00Z');

describe('the entitlement rule', () => {
  it('counts lifetime, and active or past_due only while paid up to a future date', () => {
    expect(subscriptionCounts({ status: 'lifetime', endsAt: null }, now)).toBe(true);
    expect(subscriptionCounts({ status: 'active', endsAt: later }, now)).toBe(true);
    expect(subscriptionCounts({ status: 'past_due', endsAt: later }, now)).toBe(true);
    expect(subscriptionCounts({ status: 'active', endsAt: earlier }, now)).toBe(false);
    expect(subscriptionCounts({ status: 'active', endsAt: null }, now)).toBe(false);
    expect(subscriptionCounts({ status: 'canceled', endsAt: later }, now)).toBe(false);
    expect(subscriptionCounts({ status: 'trial', endsAt: later }, now)).toBe(false);
  });

  it('entitles during the trial whatever billing says, then only a counting subscription', () => {
    const none = { status: 'none', endsAt: null };
    expect(entitlement({ trialEndsAt: later, subscription: none }, now)).toBe(true);
    expect(entitlement({ trialEndsAt: later, subscription: 'unknown' }, now)).toBe(true);
    expect(entitlement({ trialEndsAt: earlier, subscription: none }, now)).toBe(false);
    expect(entitlement({ trialEndsAt: earlier, subscription: { status: 'active', endsAt: later } }, now)).toBe(true);
    // After the trial, a billing that cannot be asked never grants.
    expect(entitlement({ trialEndsAt: earlier, subscription: 'unknown' }, now)).toBe('unknown');
  });
});

describe('the password rule', () => {
  it('asks for the minimum length first, then the letters and a number', () => {
    expect(passwordProblem('Ab1'.padEnd(MIN_PASSWORD_LENGTH - 1, 'x'))).toBe(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    expect(passwordProblem('ABCDEFG1')).toBe('Password must contain at least one lowercase letter');
    expect(passwordProblem('abcdefg1')).toBe('Password must contain at least one uppercase letter');
    expect(passwordProblem('Abcdefgh')).toBe('Password must contain at least one number');
    expect(passwordProblem('Abcdefg1')).toBeNull();
  });
});
