import { useEffect, useRef, useState } from 'react';
import { Alert, Card, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { GIFT_CARD_FAILED_MESSAGE, type GiftCard } from '@bedtime/contracts';
import { purchaseGift } from '../api/gifts';
import { forgetPendingGift, pendingGift, purchaseRequest } from '../lib/gift-form';
import { GiftSuccess } from './gift-success';

/**
 * /gift-confirmation: where Stripe brings the browser back after a payment that needed a redirect. It
 * reads payment_intent and redirect_status and finishes the purchase with the gift form kept for it.
 */
export function GiftConfirmation() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const paymentIntentId = params.get('payment_intent') ?? '';
  const status = params.get('redirect_status');
  const [giftCard, setGiftCard] = useState<GiftCard | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!paymentIntentId || status !== 'succeeded') {
      setProblem('Your payment was not completed, so no gift was bought. Please try again.');
      return;
    }
    const form = pendingGift(paymentIntentId);
    if (!form) {
      setProblem(GIFT_CARD_FAILED_MESSAGE);
      return;
    }
    purchaseGift(purchaseRequest(form, paymentIntentId))
      .then((card) => {
        forgetPendingGift(paymentIntentId);
        setGiftCard(card);
      })
      .catch(() => setProblem(GIFT_CARD_FAILED_MESSAGE));
  }, [paymentIntentId, status]);

  if (giftCard) return <GiftSuccess giftCard={giftCard} />;
  return (
    <Card className="mfc-card mfc-narrow" variant="borderless">
      {problem ? (
        <Alert type="error" showIcon title={problem} />
      ) : (
        <div className="mfc-center" role="status" aria-live="polite">
          <Spin size="large" />
          <span className="mfc-muted">Finishing your gift…</span>
        </div>
      )}
    </Card>
  );
}
