import { describe, expect, it } from 'vitest';
import { checkCardForm, fieldOfMessage, formatCardNumber, formatExpiry } from '../src/features/payment/lib/card-input';

describe('the test-mode card form', () => {
  it('groups the card number in fours and the expiry as MM / YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42ab')).toBe('4242 4242 42');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('1')).toBe('1');
  });

  it('names each incomplete field with Stripe’s wording, and sends nothing', () => {
    expect(checkCardForm({ number: '4242', expiry: '12', cvc: '1' })).toEqual({
      errors: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
      },
      card: null,
    });
  });

  it('turns a complete form into the card details the server checks', () => {
    expect(checkCardForm({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }).card).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
  });

  it('puts a server message under the field it is about', () => {
    expect(fieldOfMessage('Your card number is invalid.')).toBe('number');
    expect(fieldOfMessage("Your card's expiration date is in the past.")).toBe('expiry');
    expect(fieldOfMessage("Your card's security code is incomplete.")).toBe('cvc');
    expect(fieldOfMessage('Your card was declined.')).toBeNull();
  });
});
