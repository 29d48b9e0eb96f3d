/** The gift form travels between /auth and /gift-subscription as query parameters. */
export const GIFT_PARAM_NAMES = ['recipientEmail', 'recipientName', 'subscriptionMonths', 'message'] as const;
export const GIFT_MONTH_OPTIONS = [1, 3, 6, 12] as const;
export const DEFAULT_GIFT_MONTHS = 3;

export interface GiftFormValues {
  recipientEmail: string;
  recipientName: string;
  subscriptionMonths: number;
  message: string;
}

export function giftQuery(values: GiftFormValues): string {
  const params = new URLSearchParams({
    recipientEmail: values.recipientEmail.trim(),
    recipientName: values.recipientName.trim(),
    subscriptionMonths: String(values.subscriptionMonths),
    message: values.message,
  });
  return `?${params.toString()}`;
}

/** Gift values found in a query string, or null when it carries none. */
export function readGiftParams(search: string): GiftFormValues | null {
  const params = new URLSearchParams(search);
  if (!GIFT_PARAM_NAMES.some((name) => params.has(name))) return null;
  const months = Number(params.get('subscriptionMonths'));
  return {
    recipientEmail: params.get('recipientEmail') ?? '',
    recipientName: params.get('recipientName') ?? '',
    subscriptionMonths: (GIFT_MONTH_OPTIONS as readonly number[]).includes(months) ? months : DEFAULT_GIFT_MONTHS,
    message: params.get('message') ?? '',
  };
}

/** Only the gift parameters of a query string, so nothing else rides along to /auth. */
export function giftParamsOnly(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of GIFT_PARAM_NAMES) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
