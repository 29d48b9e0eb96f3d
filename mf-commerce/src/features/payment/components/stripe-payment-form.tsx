import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentOutcome } from './payment-form';

/** Stripe's Payment Element, confirmed with no redirect unless the payment method needs one. */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  submitLabel,
  onOutcome,
  onProcessingChange,
  returnPath = '/stories',
}: {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
  onProcessingChange?: (processing: boolean) => void;
  returnPath?: string;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#4f46e5' } } }}>
      <ElementForm submitLabel={submitLabel} onOutcome={onOutcome} onProcessingChange={onProcessingChange} returnPath={returnPath} />
    </Elements>
  );
}

function ElementForm({
  submitLabel,
  onOutcome,
  onProcessingChange,
  returnPath,
}: {
  submitLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
  onProcessingChange?: (processing: boolean) => void;
  returnPath: string;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  useEffect(() => onProcessingChange?.(processing), [processing, onProcessingChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      redirect: 'if_required',
    });
    setProcessing(false);
    onOutcome(error ? { ok: false, message: error.message ?? 'Your payment could not be completed.' } : { ok: true });
  };

  return (
    <form className="mfc-payment-form" onSubmit={submit} aria-busy={processing}>
      <PaymentElement />
      <Button type="primary" htmlType="submit" size="large" block loading={processing} disabled={!stripe || processing}>
        {processing ? 'Processing…' : submitLabel}
      </Button>
    </form>
  );
}
