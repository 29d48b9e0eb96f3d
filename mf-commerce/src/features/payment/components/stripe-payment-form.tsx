import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentFormHooks, PaymentOutcome } from './payment-form';

/** Stripe's Payment Element, confirmed with no redirect unless the payment method needs one. */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  submitLabel,
  onOutcome,
  onProcessingChange,
  returnPath = '/stories',
  validate,
  beforeConfirm,
}: PaymentFormHooks & {
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
      <ElementForm
        submitLabel={submitLabel}
        onOutcome={onOutcome}
        onProcessingChange={onProcessingChange}
        returnPath={returnPath}
        validate={validate}
        beforeConfirm={beforeConfirm}
      />
    </Elements>
  );
}

function ElementForm({
  submitLabel,
  onOutcome,
  onProcessingChange,
  returnPath,
  validate,
  beforeConfirm,
}: PaymentFormHooks & {
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
    const pageValid = validate?.() ?? true;
    setProcessing(true);
    // The Element checks its own fields first (and shows what is missing), as our test-mode form does.
    const checked = await elements.submit();
    if (checked.error || !pageValid) {
      setProcessing(false);
      return;
    }
    try {
      if (beforeConfirm && !(await beforeConfirm())) {
        setProcessing(false);
        return;
      }
    } catch (error) {
      setProcessing(false);
      onOutcome({ ok: false, message: error instanceof Error ? error.message : 'Your payment could not be completed.' });
      return;
    }
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
