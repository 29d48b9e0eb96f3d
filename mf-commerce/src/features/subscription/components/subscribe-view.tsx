import { useEffect, useRef } from 'react';
import { Alert, Card, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PLAN_PRICE_LABEL } from '@bedtime/contracts';
import { USER_QUERY_KEY, useSession, useToast } from '@bedtime/web-kit';
import { PaymentForm, type PaymentOutcome } from '../../payment/components/payment-form';
import { useBillingConfig } from '../api/billing-config';
import { trialNote } from '../lib/trial-note';
import { GiftPromo, PlanFeatures } from './plan-features';

export const REDIRECT_AFTER_PAYMENT_MS = 2_000;

/** 'Continue Your Magical Journey': the features and the embedded payment form. */
export function SubscribeView({ clientSecret }: { clientSecret: string }) {
  const config = useBillingConfig();
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const duringTrial = user ? trialNote(user, new Date()) : null;
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);

  const onOutcome = (outcome: PaymentOutcome) => {
    if (!outcome.ok) {
      toast({ title: 'Payment Failed', description: outcome.message, variant: 'destructive' });
      return;
    }
    toast({ title: 'Welcome!', description: 'Your subscription is active. Sweet dreams and happy stories!', variant: 'success' });
    // The session's user now says active (billing told the gateway), so guarded pages open.
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    redirect.current = setTimeout(() => navigate('/stories'), REDIRECT_AFTER_PAYMENT_MS);
  };

  return (
    <div className="mfc-grid">
      <Card className="mfc-card" variant="borderless">
        <h1>Continue Your Magical Journey</h1>
        <p className="mfc-price">
          Premium <strong>{PLAN_PRICE_LABEL}</strong>
        </p>
        <PlanFeatures />
        {duringTrial && <Alert type="info" showIcon className="mfc-trial-note" data-testid="trial-note" title={duringTrial} />}
        {config.data ? (
          <PaymentForm config={config.data} clientSecret={clientSecret} submitLabel={`Subscribe for ${PLAN_PRICE_LABEL}`} onOutcome={onOutcome} />
        ) : (
          <Skeleton active />
        )}
      </Card>
      <GiftPromo />
    </div>
  );
}
