import { useEffect } from 'react';
import { Card, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@bedtime/contracts';
import { USER_QUERY_KEY } from '@bedtime/web-kit';
import { LinkButton } from '../../../layout/link-button';
import { formatDate, subscriptionSummary } from '../../../lib/user-display';

const TONE_COLORS = { lifetime: 'gold', active: 'green', trial: 'blue', inactive: 'default' } as const;

/** The profile's subscription card (docs/product-rules.md, Subscriptions). */
export function SubscriptionCard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  // The session's user is cached for the whole visit; a renewal, a lapse or a cancellation since then shows here.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);
  const summary = subscriptionSummary(user);
  const expiry = formatDate(summary.expiresAt);
  return (
    <Card className="soft-card subscription-card" variant="borderless" title={<h2 className="card-title">Subscription</h2>}>
      <p className="subscription-status">
        <span>Status</span>
        <Tag color={TONE_COLORS[summary.tone]} className="status-badge" data-testid="subscription-badge">
          {summary.badge}
        </Tag>
      </p>
      <p className="subscription-expiry">
        <span>{summary.expiryLabel}</span>
        {expiry && <strong data-testid="subscription-expiry">{expiry}</strong>}
      </p>
      <LinkButton to="/subscribe" type="primary" size="large" block>
        {summary.buttonLabel}
      </LinkButton>
    </Card>
  );
}
