import { DEFAULT_GIFT_MONTHS, GIFT_MONTHS, giftAmountString, giftFormSchema, type GiftMonths, type PurchaseGiftRequest } from '@bedtime/contracts';

export interface GiftFormState {
  recipientEmail: string;
  recipientName: string;
  subscriptionMonths: GiftMonths;
  message: string;
}

const asMonths = (value: string | null): GiftMonths => {
  const months = Number(value);
  return (GIFT_MONTHS as readonly number[]).includes(months) ? (months as GiftMonths) : DEFAULT_GIFT_MONTHS;
};

/** The form as the query string carries it (product rules: recipientEmail, recipientName, subscriptionMonths, message). */
export function giftFormFromQuery(search: string): GiftFormState {
  const params = new URLSearchParams(search);
  return {
    recipientEmail: params.get('recipientEmail')?.slice(0, 254) ?? '',
    recipientName: params.get('recipientName')?.slice(0, 100) ?? '',
    subscriptionMonths: asMonths(params.get('subscriptionMonths')),
    message: params.get('message')?.slice(0, 500) ?? '',
  };
}

export const monthsLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);

export type GiftFormErrors = Partial<Record<keyof GiftFormState, string>>;

/**
 * The gift as billing will check it when the purchase is recorded (the shared contract), asked before any
 * payment is prepared: a gift that would be refused after the card is charged must never reach the card.
 */
export function giftFormErrors(form: GiftFormState): GiftFormErrors {
  const parsed = giftFormSchema.safeParse(form);
  if (parsed.success) return {};
  const errors: GiftFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof GiftFormState | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The purchase call's body: the form, the paid payment and its amount (the discounted total, 2 decimals). */
export function purchaseRequest(form: GiftFormState, paymentIntentId: string): PurchaseGiftRequest {
  return {
    recipientEmail: form.recipientEmail.trim(),
    recipientName: form.recipientName.trim() || null,
    subscriptionMonths: form.subscriptionMonths,
    message: form.message.trim() || null,
    stripePaymentIntentId: paymentIntentId,
    amount: giftAmountString(form.subscriptionMonths),
  };
}

/**
 * A payment that may leave the page (Stripe redirects for some payment methods) keeps its gift form here,
 * keyed by the payment, so /gift-confirmation can finish the purchase when the browser comes back.
 */
const PENDING_KEY = (paymentIntentId: string) => `bedtime.gift.${paymentIntentId}`;

export function rememberPendingGift(paymentIntentId: string, form: GiftFormState) {
  try {
    sessionStorage.setItem(PENDING_KEY(paymentIntentId), JSON.stringify(form));
  } catch {
    // Storage refused (private mode): the redirect case then asks the buyer to contact support.
  }
}

export function pendingGift(paymentIntentId: string): GiftFormState | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY(paymentIntentId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<GiftFormState>;
    if (typeof parsed.recipientEmail !== 'string') return null;
    return {
      recipientEmail: parsed.recipientEmail,
      recipientName: typeof parsed.recipientName === 'string' ? parsed.recipientName : '',
      subscriptionMonths: asMonths(String(parsed.subscriptionMonths)),
      message: typeof parsed.message === 'string' ? parsed.message : '',
    };
  } catch {
    return null;
  }
}

export function forgetPendingGift(paymentIntentId: string) {
  try {
    sessionStorage.removeItem(PENDING_KEY(paymentIntentId));
  } catch {
    // Nothing to clean.
  }
}
