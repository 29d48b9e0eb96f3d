import { describe, expect, it } from 'vitest';
import { addOneMonth } from '../src/domain/billing-period';
import { cardBrand, checkCard, luhnValid } from '../src/domain/card-rules';

const at = new Date('2026-06-15T12:00:00Z');
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('knows the brands of the test cards', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
  });

  it("answers as Stripe's test cards do, and keeps only brand, last 4 and expiry", () => {
    expect(checkCard(card('4242 4242 4242 4242'), at)).toMatchObject({ brand: 'visa', last4: '4242', behavior: 'succeeds' });
    expect(checkCard(card('4000 0000 0000 0002'), at).behavior).toBe('generic_decline');
    expect(checkCard(card('4000 0025 0000 3155'), at).behavior).toBe('authentication_required');
    expect(checkCard(card('4000 0000 0000 9995'), at).behavior).toBe('insufficient_funds');
    // A real-looking number that is not a test card is declined in test mode, as Stripe does.
    expect(checkCard(card('4111 1111 1111 1111'), at).behavior).toBe('not_test_card');
  });

  it('accepts this month as expiry and refuses last month; 2-digit years are this century', () => {
    expect(() => checkCard(card('4242424242424242', { expMonth: 6, expYear: 26 }), at)).not.toThrow();
    expect(() => checkCard(card('4242424242424242', { expMonth: 5, expYear: 2026 }), at)).toThrow("Your card's expiration date is in the past.");
  });

  it('wants 4 CVC digits for amex and 3 for the others', () => {
    expect(() => checkCard(card('378282246310005', { cvc: '123' }), at)).toThrow("Your card's security code is incomplete.");
    expect(() => checkCard(card('378282246310005', { cvc: '1234' }), at)).not.toThrow();
    expect(() => checkCard(card('4242424242424242', { cvc: '1234' }), at)).toThrow("Your card's security code is invalid.");
  });
});

describe('billing period', () => {
  it('adds one month, keeping the day where the month has it', () => {
    expect(addOneMonth(new Date('2026-01-15T08:30:00Z')).toISOString()).toBe('2026-02-15T08:30:00.000Z');
    expect(addOneMonth(new Date('2026-01-31T08:30:00Z')).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(addOneMonth(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });
});
