import { ValidationError } from '@bedtime/service-kit';
import type { CardDetails } from '@bedtime/contracts';

/** A card number, expiry or CVC that cannot be a card (checked before any "bank" is asked). */
export class InvalidCardError extends ValidationError {
  constructor(
    message: string,
    readonly field: 'number' | 'expiry' | 'cvc',
  ) {
    super(message);
  }
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** How the simulated issuer answers a charge on this card. */
export type IssuerBehavior = 'succeeds' | 'generic_decline' | 'insufficient_funds' | 'authentication_required' | 'charge_fails' | 'not_test_card';

/** Stripe's test cards (https://docs.stripe.com/testing), so the local engine behaves as Stripe's test mode does. */
const TEST_CARDS: Record<string, IssuerBehavior> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '5200828282828210': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'authentication_required',
  '4000000000000341': 'charge_fails',
};

export interface DeclineReason {
  code: string;
  declineCode: string | null;
  message: string;
}

export const DECLINES: Record<Exclude<IssuerBehavior, 'succeeds' | 'authentication_required'>, DeclineReason> = {
  generic_decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  charge_fails: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  not_test_card: {
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  },
};
export const AUTHENTICATION_FAILED: DeclineReason = {
  code: 'payment_intent_authentication_failure',
  declineCode: null,
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export interface CheckedCard {
  digits: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  behavior: IssuerBehavior;
}

/** Luhn, expiry and CVC checks with Stripe's wording; the number itself never leaves this function's result. */
export function checkCard(card: CardDetails, now: Date): CheckedCard {
  const digits = card.number.replace(/[\s-]/g, '');
  if (digits.length === 0) throw new InvalidCardError('Your card number is incomplete.', 'number');
  if (!/^\d+$/.test(digits) || digits.length > 19) throw new InvalidCardError('Your card number is invalid.', 'number');
  if (digits.length < 13) throw new InvalidCardError('Your card number is incomplete.', 'number');
  if (!luhnValid(digits)) throw new InvalidCardError('Your card number is invalid.', 'number');
  const brand = cardBrand(digits);
  if (card.expMonth < 1 || card.expMonth > 12) throw new InvalidCardError("Your card's expiration month is invalid.", 'expiry');
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (expYear < thisYear || (expYear === thisYear && card.expMonth < thisMonth))
    throw new InvalidCardError("Your card's expiration date is in the past.", 'expiry');
  if (expYear > thisYear + 50) throw new InvalidCardError("Your card's expiration year is invalid.", 'expiry');
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!/^\d*$/.test(card.cvc)) throw new InvalidCardError("Your card's security code is invalid.", 'cvc');
  if (card.cvc.length < cvcLength) throw new InvalidCardError("Your card's security code is incomplete.", 'cvc');
  if (card.cvc.length > cvcLength) throw new InvalidCardError("Your card's security code is invalid.", 'cvc');
  return { digits, brand, last4: digits.slice(-4), expMonth: card.expMonth, expYear, behavior: TEST_CARDS[digits] ?? 'not_test_card' };
}
