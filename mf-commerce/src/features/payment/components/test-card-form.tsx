import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button } from 'antd';
import { ApiError, errorMessage } from '@bedtime/web-kit';
import { formatCents, type PaymentIntentView } from '@bedtime/contracts';
import { authenticatePayment, confirmCardPayment } from '../api/confirm-payment';
import { checkCardForm, fieldOfMessage, type CardErrors, type CardFormValues } from '../lib/card-input';
import { AuthenticationDialog } from './authentication-dialog';
import { CardFields, TestModeNote } from './card-fields';
import type { PaymentFormHooks, PaymentOutcome } from './payment-form';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' };

/**
 * Our card form for the local payments engine ("Test mode"): the same behaviour as Stripe's Payment
 * Element (errors under fields, a processing state, the bank's authentication step as a dialog).
 */
export function TestCardForm({
  clientSecret,
  submitLabel,
  onOutcome,
  onProcessingChange,
  validate,
  beforeConfirm,
}: PaymentFormHooks & {
  clientSecret: string;
  submitLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
  onProcessingChange?: (processing: boolean) => void;
}) {
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [processing, setProcessing] = useState(false);
  const [challenge, setChallenge] = useState<{ brand: string; last4: string; amount: string } | null>(null);
  useEffect(() => onProcessingChange?.(processing), [processing, onProcessingChange]);

  const settle = (intent: PaymentIntentView) => {
    if (intent.status === 'requires_action' && intent.nextAction) {
      setChallenge({ brand: intent.nextAction.brand, last4: intent.nextAction.last4, amount: formatCents(intent.amountCents, intent.currency) });
      return;
    }
    setChallenge(null);
    setProcessing(false);
    if (intent.status === 'succeeded') onOutcome({ ok: true });
    else onOutcome({ ok: false, message: intent.lastPaymentError?.message ?? 'Your payment could not be completed.' });
  };

  const fail = (error: unknown) => {
    setChallenge(null);
    setProcessing(false);
    const message = errorMessage(error);
    const field = error instanceof ApiError && error.status === 400 ? fieldOfMessage(message) : null;
    if (field) setErrors({ [field]: message });
    else onOutcome({ ok: false, message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    // The page's fields and the card are checked together, so every missing part is shown at once.
    const pageValid = validate?.() ?? true;
    const checked = checkCardForm(values);
    setErrors(checked.errors);
    if (!checked.card || !pageValid) return;
    setProcessing(true);
    try {
      if (beforeConfirm && !(await beforeConfirm())) {
        setProcessing(false);
        return;
      }
      settle(await confirmCardPayment(clientSecret, checked.card));
    } catch (error) {
      fail(error);
    }
  };

  const authenticate = async (outcome: 'approve' | 'fail') => {
    try {
      settle(await authenticatePayment(clientSecret, outcome));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form className="mfc-payment-form" onSubmit={submit} noValidate aria-busy={processing}>
      <TestModeNote />
      <CardFields values={values} errors={errors} disabled={processing} onChange={setValues} />
      {processing && !challenge && <Alert type="info" showIcon message="Processing your payment…" className="mfc-processing" />}
      <Button type="primary" htmlType="submit" size="large" block loading={processing} disabled={processing}>
        {processing ? 'Processing…' : submitLabel}
      </Button>
      <AuthenticationDialog
        open={!!challenge}
        card={challenge}
        busy={false}
        onApprove={() => void authenticate('approve')}
        onFail={() => void authenticate('fail')}
      />
    </form>
  );
}
