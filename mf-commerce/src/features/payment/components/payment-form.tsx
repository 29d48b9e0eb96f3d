import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { BillingConfigResponse } from '@bedtime/contracts';
import { TestCardForm } from './test-card-form';

export type PaymentOutcome = { ok: true } | { ok: false; message: string };

// Stripe's script is only fetched when Stripe is configured.
const StripePaymentForm = lazy(() => import('./stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })));

/** The embedded payment form: Stripe's Payment Element when configured, else our test-mode card form. */
export function PaymentForm({
  config,
  clientSecret,
  submitLabel,
  onOutcome,
  onProcessingChange,
  returnPath = '/stories',
}: {
  config: BillingConfigResponse;
  clientSecret: string;
  submitLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
  /** Told when a payment starts and ends, so the page can keep what is being paid for from changing meanwhile. */
  onProcessingChange?: (processing: boolean) => void;
  /** Where Stripe brings the browser back when a payment method needs a redirect. */
  returnPath?: string;
}) {
  if (config.engine === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Spin />}>
        <StripePaymentForm
          publishableKey={config.publishableKey}
          clientSecret={clientSecret}
          submitLabel={submitLabel}
          onOutcome={onOutcome}
          onProcessingChange={onProcessingChange}
          returnPath={returnPath}
        />
      </Suspense>
    );
  }
  return <TestCardForm clientSecret={clientSecret} submitLabel={submitLabel} onOutcome={onOutcome} onProcessingChange={onProcessingChange} />;
}
