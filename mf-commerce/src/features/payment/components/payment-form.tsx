import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { BillingConfigResponse } from '@bedtime/contracts';
import { TestCardForm } from './test-card-form';

export type PaymentOutcome = { ok: true } | { ok: false; message: string };

// Stripe's script is only fetched when Stripe is configured.
const StripePaymentForm = lazy(() => import('./stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })));

/** What the page around the form adds to a payment (the same for both forms). */
export interface PaymentFormHooks {
  /**
   * The page's own fields (a shipping address), checked when Pay is pressed, alongside the card's own
   * checks: false stops the payment (the page shows why).
   */
  validate?: () => boolean;
  /**
   * Runs once everything is valid, just before the card is confirmed: the page saves what the payment is
   * for (where an order ships). False, or a throw, stops the payment with nothing charged.
   */
  beforeConfirm?: () => Promise<boolean>;
}

export type PaymentFormProps = PaymentFormHooks & {
  config: BillingConfigResponse;
  clientSecret: string;
  submitLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
  /** Told when a payment starts and ends, so the page can keep what is being paid for from changing meanwhile. */
  onProcessingChange?: (processing: boolean) => void;
  /** Where Stripe brings the browser back when a payment method needs a redirect. */
  returnPath?: string;
};

/**
 * The one embedded payment form of every one-off payment (a gift, a printed book, a marketplace order) and
 * of a subscription's first payment: Stripe's Payment Element when configured, else our test-mode card form.
 * Both confirm the payment intent billing prepared (`clientSecret`); billing learns the outcome from it.
 */
export function PaymentForm({ config, returnPath = '/stories', ...props }: PaymentFormProps) {
  if (config.engine === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Spin />}>
        <StripePaymentForm publishableKey={config.publishableKey} returnPath={returnPath} {...props} />
      </Suspense>
    );
  }
  return <TestCardForm {...props} />;
}
