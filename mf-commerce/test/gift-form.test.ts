import { describe, expect, it } from 'vitest';
import { giftFormErrors, giftFormFromQuery, purchaseRequest } from '../src/features/gift/lib/gift-form';

describe('the gift form', () => {
  it('reads the product rules query parameters, defaulting to 3 months when the duration is missing or not offered', () => {
    expect(giftFormFromQuery('?recipientEmail=gran%40example.com&recipientName=Gran&subscriptionMonths=6&message=Hi')).toEqual({
      recipientEmail: 'gran@example.com',
      recipientName: 'Gran',
      subscriptionMonths: 6,
      message: 'Hi',
    });
    expect(giftFormFromQuery('?subscriptionMonths=5').subscriptionMonths).toBe(3);
    expect(giftFormFromQuery('').subscriptionMonths).toBe(3);
  });

  it('sends the discounted total with 2 decimals, and leaves out blank optional fields', () => {
    expect(purchaseRequest({ recipientEmail: ' gran@example.com ', recipientName: ' ', subscriptionMonths: 12, message: '' }, 'pi_1')).toEqual({
      recipientEmail: 'gran@example.com',
      recipientName: null,
      subscriptionMonths: 12,
      message: null,
      stripePaymentIntentId: 'pi_1',
      amount: '84.99',
    });
  });

  it('refuses a mistyped recipient address with the contract billing records the gift with, before any payment', () => {
    const form = { recipientEmail: 'grandpa@@example', recipientName: '', subscriptionMonths: 3 as const, message: '' };
    expect(giftFormErrors(form)).toEqual({ recipientEmail: 'Please enter a valid email address' });
    expect(giftFormErrors({ ...form, recipientEmail: 'grandpa@example' })).toEqual({ recipientEmail: 'Please enter a valid email address' });
    expect(giftFormErrors({ ...form, recipientEmail: ' grandpa@example.com ' })).toEqual({});
  });
});
