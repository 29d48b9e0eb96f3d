import { useEffect, useRef } from 'react';
import { Button, Card, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession, useToast } from '@bedtime/web-kit';
import { useCreateSubscription } from '../api/create-subscription';
import { subscribeViewFor } from '../lib/subscribe-view';
import { ManageView } from './manage-view';
import { SubscribeView } from './subscribe-view';

/**
 * /subscribe: signed out -> sign-in prompt; otherwise a spinner until the subscription
 * call returns, then the manage view (lifetime, or no payment secret) or the payment form (a secret).
 */
export function SubscribeScreen() {
  const { user, isLoading } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const setup = useCreateSubscription();
  const asked = useRef(false);

  useEffect(() => {
    if (!user || asked.current) return;
    asked.current = true;
    setup.mutate(undefined, {
      onError: () => toast({ title: 'Error', description: 'Failed to load subscription. Please try again.', variant: 'destructive' }),
    });
  }, [user, setup, toast]);

  if (isLoading) return <Centered />;
  if (!user) {
    return (
      <Card className="mfc-card mfc-narrow" variant="borderless">
        <h1>Please sign in to subscribe</h1>
        <Button type="primary" size="large" onClick={() => navigate('/auth')}>
          Sign In
        </Button>
      </Card>
    );
  }
  if (setup.isPending || setup.isIdle) return <Centered label="Setting up your subscription…" />;
  if (setup.isError) {
    return (
      <Card className="mfc-card mfc-narrow" variant="borderless">
        <h1>Continue Your Magical Journey</h1>
        <p>Failed to load subscription. Please try again.</p>
        <Button type="primary" onClick={() => setup.mutate(undefined)}>
          Try again
        </Button>
      </Card>
    );
  }
  const view = subscribeViewFor(setup.data);
  if (view.kind === 'manage') return <ManageView lifetime={view.lifetime} />;
  return <SubscribeView clientSecret={view.clientSecret} />;
}

function Centered({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="mfc-center" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="mfc-muted">{label}</span>
    </div>
  );
}
