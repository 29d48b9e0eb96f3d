import { describe, expect, it } from 'vitest';
import { createPaymentIntentRequestSchema, giftAmountString, normalizeGiftCode, purchaseGiftRequestSchema, redeemGiftRequestSchema } from '../src/gifts';

describe('gift contracts', () => {
  it('reads a typed gift code forgivingly: case, spaces and dashes ignored, I/L as 1 and O as 0', () => {
    expect(normalizeGiftCode('7k3m qx9d 2hpt a4zb')).toBe('7K3M-QX9D-2HPT-A4ZB');
    expect(normalizeGiftCode('ILO0-0000-0000-0000')).toBe('1100-0000-0000-0000');
    expect(normalizeGiftCode('7K3M-QX9D-2HPT-A4Z')).toBeNull();
    expect(normalizeGiftCode('7K3M-QX9D-2HPT-A4ZU')).toBeNull();
    expect(redeemGiftRequestSchema.safeParse({ code: 'nope' }).error?.issues[0]?.message).toBe('That gift code is not valid. Please check it and try again.');
  });

  it('takes only 1, 3, 6 or 12 months and the gift type, and prices them 7.99 / 22.99 / 44.99 / 84.99', () => {
    expect([1, 3, 6, 12].map((months) => giftAmountString(months as 1 | 3 | 6 | 12))).toEqual(['7.99', '22.99', '44.99', '84.99']);
    expect(createPaymentIntentRequestSchema.safeParse({ amount: 7.99, metadata: { type: 'gift_subscription', months: 2 } }).success).toBe(false);
    expect(createPaymentIntentRequestSchema.safeParse({ amount: 7.99, metadata: { type: 'gift_subscription', months: 1 } }).success).toBe(true);
  });

  it('refuses a purchase without a recipient email, with a NUL in the message, or an amount without 2 decimals', () => {
    const base = { recipientEmail: 'a@example.com', subscriptionMonths: 3, stripePaymentIntentId: 'pi_123', amount: '22.99' };
    expect(purchaseGiftRequestSchema.safeParse(base).success).toBe(true);
    expect(purchaseGiftRequestSchema.safeParse({ ...base, recipientEmail: '' }).success).toBe(false);
    expect(purchaseGiftRequestSchema.safeParse({ ...base, message: 'hi\u0000' }).success).toBe(false);
    expect(purchaseGiftRequestSchema.safeParse({ ...base, message: 'x'.repeat(501) }).success).toBe(false);
    expect(purchaseGiftRequestSchema.safeParse({ ...base, amount: '22.9' }).success).toBe(false);
  });
});
