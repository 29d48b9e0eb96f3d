import { describe, expect, it } from 'vitest';
import { CONFIRMATION_PATIENCE_MS, checkoutViewFor } from '../src/features/marketplace/lib/checkout-view';

const here = { paymentSent: false, waitedMs: 0 };
const back = { paymentSent: true, waitedMs: 0 };

describe('which view the marketplace checkout shows', () => {
  it('asks for the card on the checkout page, and confirms a paid order', () => {
    expect(checkoutViewFor({ status: 'pending', lastError: null }, here)).toEqual({ kind: 'pay' });
    expect(checkoutViewFor({ status: 'pending', lastError: 'Your card was declined.' }, here)).toEqual({ kind: 'pay' });
    expect(checkoutViewFor({ status: 'paid', lastError: null }, back)).toEqual({ kind: 'paid' });
  });

  it('waits for billing to confirm a payment that went through, and says so once it takes long', () => {
    expect(checkoutViewFor({ status: 'pending', lastError: null }, back)).toEqual({ kind: 'processing', late: false });
    expect(checkoutViewFor({ status: 'pending', lastError: null }, { paymentSent: true, waitedMs: CONFIRMATION_PATIENCE_MS })).toEqual({
      kind: 'processing',
      late: true,
    });
  });

  it('explains a failed order with its reason, and never offers the card form for it', () => {
    const message = 'Sorry, Moon Mug sold out while you were paying. Your payment is being refunded.';
    expect(checkoutViewFor({ status: 'failed', lastError: message }, back)).toEqual({ kind: 'failed', message });
    expect(checkoutViewFor({ status: 'failed', lastError: null }, here).kind).toBe('failed');
  });
});
