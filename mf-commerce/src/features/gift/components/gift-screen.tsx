import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Input, Select, Skeleton } from 'antd';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  GIFT_CARD_FAILED_MESSAGE,
  GIFT_MESSAGE_MAX,
  GIFT_MONTHS,
  GIFT_NAME_MAX,
  formatCents,
  giftPriceCents,
  type GiftCard,
  type GiftMonths,
} from '@bedtime/contracts';
import { ApiError, errorMessage, GIFT_HISTORY_QUERY_KEY, useToast } from '@bedtime/web-kit';
import { PaymentForm, type PaymentOutcome } from '../../payment/components/payment-form';
import { useBillingConfig } from '../../subscription/api/billing-config';
import { createGiftPaymentIntent, purchaseGift } from '../api/gifts';
import {
  forgetPendingGift,
  giftFormErrors,
  giftFormFromQuery,
  monthsLabel,
  purchaseRequest,
  rememberPendingGift,
  type GiftFormErrors,
  type GiftFormState,
} from '../lib/gift-form';
import { GiftSuccess } from './gift-success';

/**
 * /gift-subscription: details editing -> payment prepared (client secret received, fields
 * locked) -> payment confirmed -> gift card created -> success screen. The total is the discounted price,
 * the same figure billing charges and records. The details are checked with the contract billing records
 * them with before a payment is prepared, and "Change gift details" unlocks them until the card is sent.
 */
export function GiftScreen() {
  const location = useLocation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const config = useBillingConfig();
  const [form, setForm] = useState<GiftFormState>(() => giftFormFromQuery(location.search));
  const [payment, setPayment] = useState<{ clientSecret: string; paymentIntentId: string } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [giftCard, setGiftCard] = useState<GiftCard | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<GiftFormErrors>({});
  const [paying, setPaying] = useState(false);

  const total = formatCents(giftPriceCents(form.subscriptionMonths));
  const locked = payment !== null;
  const update = (patch: Partial<GiftFormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    // A corrected field loses its message as soon as it is changed; it is checked again on leaving it or proceeding.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };
  const checkField = (field: keyof GiftFormState) => {
    const message = giftFormErrors(form)[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const prepare = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.recipientEmail.trim() || preparing || locked) return;
    const problems = giftFormErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (config.isError || (config.data?.engine === 'stripe' && !config.data.publishableKey)) {
      toast({ title: 'Configuration Error', description: 'Stripe is not configured. Please contact support.', variant: 'destructive' });
      return;
    }
    setPreparing(true);
    try {
      const prepared = await createGiftPaymentIntent(form.subscriptionMonths, {
        recipientEmail: form.recipientEmail.trim(),
        recipientName: form.recipientName.trim() || null,
        message: form.message.trim() || null,
      });
      rememberPendingGift(prepared.paymentIntentId, form);
      setPayment(prepared);
    } catch (error) {
      // A name or message that cannot be sent: say which, so it can be changed before paying.
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        toast({ title: 'Please change the gift', description: error.serverMessage, variant: 'destructive' });
        return;
      }
      toast({ title: 'Error', description: 'Failed to initialize payment. Please try again.', variant: 'destructive' });
      console.warn('gift payment could not be prepared:', errorMessage(error));
    } finally {
      setPreparing(false);
    }
  };

  const onOutcome = async (outcome: PaymentOutcome) => {
    if (!outcome.ok) {
      toast({ title: 'Payment Failed', description: outcome.message, variant: 'destructive' });
      return;
    }
    try {
      const card = await purchaseGift(purchaseRequest(form, payment!.paymentIntentId));
      forgetPendingGift(payment!.paymentIntentId);
      void queryClient.invalidateQueries({ queryKey: GIFT_HISTORY_QUERY_KEY });
      setGiftCard(card);
    } catch {
      setFailure(GIFT_CARD_FAILED_MESSAGE);
      toast({ title: 'Error', description: GIFT_CARD_FAILED_MESSAGE, variant: 'destructive' });
    }
  };

  // Back to editing: the prepared payment is left unused (nothing was charged) and a new one is prepared next time.
  const changeDetails = () => {
    if (paying) return;
    if (payment) forgetPendingGift(payment.paymentIntentId);
    setPayment(null);
  };

  if (giftCard) return <GiftSuccess giftCard={giftCard} />;

  return (
    <div className="mfc-grid">
      <Card className="mfc-card" variant="borderless">
        <h1>Gift a Subscription</h1>
        <p className="mfc-muted">Give a family personalised bedtime stories. Nothing is charged to them: the months start when they redeem the code.</p>
        <form className="mfc-gift-form" onSubmit={prepare} aria-label="Gift details" noValidate>
          <Form.Item
            label="Recipient's email"
            required
            layout="vertical"
            validateStatus={errors.recipientEmail ? 'error' : undefined}
            help={errors.recipientEmail ? <span id="gift-email-error">{errors.recipientEmail}</span> : undefined}
          >
            <Input
              type="email"
              value={form.recipientEmail}
              onChange={(event) => update({ recipientEmail: event.target.value })}
              onBlur={() => form.recipientEmail.trim() && checkField('recipientEmail')}
              aria-invalid={errors.recipientEmail ? true : undefined}
              aria-describedby={errors.recipientEmail ? 'gift-email-error' : undefined}
              disabled={locked}
              maxLength={254}
              placeholder="friend@example.com"
              size="large"
              aria-label="Recipient's email"
            />
          </Form.Item>
          <Form.Item
            label="Recipient's name (optional)"
            layout="vertical"
            validateStatus={errors.recipientName ? 'error' : undefined}
            help={errors.recipientName}
          >
            <Input
              value={form.recipientName}
              onChange={(event) => update({ recipientName: event.target.value })}
              disabled={locked}
              maxLength={GIFT_NAME_MAX}
              size="large"
              aria-label="Recipient's name"
            />
          </Form.Item>
          <Form.Item label="Duration" layout="vertical">
            <Select<GiftMonths>
              value={form.subscriptionMonths}
              onChange={(value) => update({ subscriptionMonths: value })}
              disabled={locked}
              size="large"
              aria-label="Duration"
              options={GIFT_MONTHS.map((months) => ({ value: months, label: `${monthsLabel(months)} - ${formatCents(giftPriceCents(months))}` }))}
            />
          </Form.Item>
          <Form.Item label="Personal message (optional)" layout="vertical" validateStatus={errors.message ? 'error' : undefined} help={errors.message}>
            <Input.TextArea
              rows={3}
              value={form.message}
              onChange={(event) => update({ message: event.target.value })}
              disabled={locked}
              maxLength={GIFT_MESSAGE_MAX}
              showCount
              aria-label="Personal message"
            />
          </Form.Item>
          {!locked && (
            <Button type="primary" htmlType="submit" size="large" block loading={preparing} disabled={!form.recipientEmail.trim() || preparing}>
              {preparing ? 'Preparing checkout...' : 'Proceed to Payment'}
            </Button>
          )}
        </form>
        {failure && <Alert type="error" showIcon className="mfc-gift-failure" title={failure} />}
        {locked && !failure && (
          <>
            <div className="mfc-gift-locked">
              <span className="mfc-muted">Paying for this gift. Need to fix something first?</span>
              <Button onClick={changeDetails} disabled={paying}>
                Change gift details
              </Button>
            </div>
            {config.data ? (
              <PaymentForm
                config={config.data}
                clientSecret={payment.clientSecret}
                submitLabel={`Purchase Gift - ${total}`}
                returnPath="/gift-confirmation"
                onOutcome={(outcome) => void onOutcome(outcome)}
                onProcessingChange={setPaying}
              />
            ) : (
              <Skeleton active />
            )}
          </>
        )}
      </Card>
      <aside className="mfc-gift-summary" aria-label="Gift summary">
        <h2>Gift summary</h2>
        <dl>
          <dt>For</dt>
          <dd>{form.recipientName.trim() || form.recipientEmail.trim() || '—'}</dd>
          <dt>Email</dt>
          <dd>{form.recipientEmail.trim() || '—'}</dd>
          <dt>Duration</dt>
          <dd>{monthsLabel(form.subscriptionMonths)}</dd>
          <dt>Total</dt>
          <dd>
            <strong data-testid="gift-total">{total}</strong>
          </dd>
          {form.message.trim() && (
            <>
              <dt>Message</dt>
              <dd className="mfc-gift-message">{form.message.trim()}</dd>
            </>
          )}
        </dl>
        <p className="mfc-muted">The gift code is valid for 1 year. No billing until it is activated.</p>
      </aside>
    </div>
  );
}
