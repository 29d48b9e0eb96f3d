import { Button, Card, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@bedtime/web-kit';
import { usePortalSession } from '../api/portal-session';
import { GiftPromo, PlanFeatures } from './plan-features';

/** 'Manage Your Subscription': for an active or lifetime subscription. */
export function ManageView({ lifetime }: { lifetime: boolean }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const portal = usePortalSession();

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (!url) return toast({ title: 'Portal Not Configured', variant: 'destructive' });
        const target = new URL(url, window.location.href);
        // Our own portal is a page of this app: move there without reloading it.
        if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
        else window.location.assign(target.toString());
      },
      onError: () => toast({ title: 'Portal Not Configured', variant: 'destructive' }),
    });

  return (
    <div className="mfc-grid">
      <Card className="mfc-card" variant="borderless">
        <h1>Manage Your Subscription</h1>
        <Tag color={lifetime ? 'gold' : 'green'} className="mfc-plan-badge" data-testid="plan-badge">
          {lifetime ? 'Lifetime' : 'Premium'}
        </Tag>
        <PlanFeatures />
        <div className="mfc-actions">
          <Button type="primary" size="large" onClick={() => navigate('/stories')}>
            Continue to Stories
          </Button>
          <Button size="large" onClick={openPortal} loading={portal.isPending}>
            Manage Billing &amp; Subscription
          </Button>
        </div>
      </Card>
      <GiftPromo />
    </div>
  );
}
