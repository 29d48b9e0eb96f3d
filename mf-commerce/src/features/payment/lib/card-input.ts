import type { CardDetails } from '@bedtime/contracts';

/** What the card form holds while typing; turned into CardDetails on submit. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, string>>;

/** Groups digits in fours as they are typed (amex 4-6-5 is left to the server's checks). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Only completeness is checked here (Stripe's wording); Luhn, dates and the bank are the server's. */
export function checkCardForm(values: CardFormValues): { errors: CardErrors; card: CardDetails | null } {
  const errors: CardErrors = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits.length < 13) errors.number = 'Your card number is incomplete.';
  const expiry = values.expiry.replace(/\D/g, '');
  if (expiry.length < 4) errors.expiry = "Your card's expiration date is incomplete.";
  if (values.cvc.replace(/\D/g, '').length < 3) errors.cvc = "Your card's security code is incomplete.";
  if (Object.keys(errors).length > 0) return { errors, card: null };
  return {
    errors,
    card: { number: digits, expMonth: Number(expiry.slice(0, 2)), expYear: 2000 + Number(expiry.slice(2, 4)), cvc: values.cvc.replace(/\D/g, '') },
  };
}

/** Which field a server message is about, so it shows under that field. */
export function fieldOfMessage(message: string): CardField | null {
  if (/card number/i.test(message)) return 'number';
  if (/expiration/i.test(message)) return 'expiry';
  if (/security code/i.test(message)) return 'cvc';
  return null;
}
