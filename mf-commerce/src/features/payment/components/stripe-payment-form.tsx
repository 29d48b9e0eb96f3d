import { useMemo, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentOutcome } from './payment-form';

/** Stripe's Payment Element, confirmed with no redirect unless the payment method needs one (spec §7). */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  submitLabel,
  onOutcome,
  returnPath = '/stories',
}: {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
  returnPath?: string;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#4f46e5' } } }}>
      <ElementForm submitLabel={submitLabel} onOutcome={onOutcome} returnPath={returnPath} />
    </Elements>
  );
}

function ElementForm({ submitLabel, onOutcome, returnPath }: { submitLabel: string; onOutcome: (outcome: PaymentOutcome) => void; returnPath: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

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
