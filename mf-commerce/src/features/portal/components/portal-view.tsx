import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Popconfirm, Result, Skeleton, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { formatCents, type BillingOverview, type InvoiceView } from '@bedtime/contracts';
import { errorMessage, useToast } from '@bedtime/web-kit';
import { useBillingOverview, useCancelAtPeriodEnd, useResumeSubscription } from '../api/billing-overview';
import { ChangeCardDialog } from './change-card-dialog';

const STATUS_LABEL: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  lifetime: { label: 'Lifetime', color: 'gold' },
  past_due: { label: 'Payment overdue', color: 'red' },
  incomplete: { label: 'Awaiting payment', color: 'orange' },
  canceled: { label: 'Canceled', color: 'default' },
};

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '');

/** Our customer portal (when Stripe is not configured): plan, status, renewal, card, invoices and the actions. */
export function PortalView() {
  const overview = useBillingOverview();
  if (overview.isLoading) return <Skeleton active />;
  if (overview.isError || !overview.data) {
    return (
      <Result
        status="error"
        title="Failed to load your billing details"
        subTitle={errorMessage(overview.error)}
        extra={<Button onClick={() => void overview.refetch()}>Try again</Button>}
      />
    );
  }
  return <Portal overview={overview.data} />;
}

function Portal({ overview }: { overview: BillingOverview }) {
  const [changingCard, setChangingCard] = useState(false);
  const navigate = useNavigate();
  const cancel = useCancelAtPeriodEnd();
  const resume = useResumeSubscription();
  const { toast } = useToast();
  const subscription = overview.subscription;
  const status = subscription ? (STATUS_LABEL[subscription.status] ?? { label: subscription.status, color: 'default' }) : null;
  const live = subscription && ['active', 'past_due'].includes(subscription.status);
  const onError = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

  return (
    <div className="mfc-portal">
      <header className="mfc-portal-header">
        <h1>Billing &amp; Subscription</h1>
        {overview.engine === 'local' && <Tag color="orange">Test mode</Tag>}
      </header>
      <Card className="mfc-card" variant="borderless" title="Your plan">
        <Descriptions column={1} colon={false}>
          <Descriptions.Item label="Plan">
            {overview.plan.name}, {formatCents(overview.plan.amountCents, overview.plan.currency)} per {overview.plan.interval}
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            {status ? (
              <Tag color={status.color} data-testid="portal-status">
                {subscription?.cancelAtPeriodEnd && subscription.status === 'active' ? 'Active (cancels at period end)' : status.label}
              </Tag>
            ) : (
              <span>No subscription</span>
            )}
          </Descriptions.Item>
          {subscription?.currentPeriodEnd && subscription.status !== 'canceled' && (
            <Descriptions.Item label={subscription.cancelAtPeriodEnd ? 'Access ends on' : 'Next renewal'}>
              <strong data-testid="portal-period-end">{formatDate(subscription.currentPeriodEnd)}</strong>
            </Descriptions.Item>
          )}
          {subscription?.canceledAt && <Descriptions.Item label="Canceled on">{formatDate(subscription.canceledAt)}</Descriptions.Item>}
        </Descriptions>
        {subscription?.cancelAtPeriodEnd && live && (
          <Alert
            type="warning"
            showIcon
            data-testid="cancel-notice"
            message={`Your subscription will end on ${formatDate(subscription.currentPeriodEnd)}. You keep full access until then.`}
          />
        )}
        {subscription?.status === 'past_due' && (
          <Alert type="error" showIcon message="Your last renewal payment was declined. Change your card to pay it and keep your subscription." />
        )}
        <div className="mfc-actions">
          {live && !subscription.cancelAtPeriodEnd && (
            <Popconfirm
              title="Cancel at the end of this period?"
              description="You keep full access until the current period ends. No partial refunds."
              okText="Cancel subscription"
              cancelText="Keep it"
              onConfirm={() =>
                cancel.mutate(undefined, { onError: onError('Could not cancel'), onSuccess: () => toast({ title: 'Subscription will end at the period end' }) })
              }
            >
              <Button danger loading={cancel.isPending}>
                Cancel at period end
              </Button>
            </Popconfirm>
          )}
          {live && subscription.cancelAtPeriodEnd && (
            <Button
              type="primary"
              loading={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onError: onError('Could not resume'),
                  onSuccess: () => toast({ title: 'Subscription resumed', variant: 'success' }),
                })
              }
            >
              Resume subscription
            </Button>
          )}
          {(!subscription || !live) && subscription?.status !== 'lifetime' && (
            <Button type="primary" onClick={() => navigate('/subscribe')}>
              Subscribe
            </Button>
          )}
        </div>
      </Card>

      <Card className="mfc-card" variant="borderless" title="Payment method">
        {overview.card ? (
          <p data-testid="saved-card">
            <strong className="mfc-brand">{overview.card.brand}</strong> ending in {overview.card.last4}, expires{' '}
            {String(overview.card.expMonth).padStart(2, '0')}/{overview.card.expYear}
          </p>
        ) : (
          <p className="mfc-muted">No card saved.</p>
        )}
        {overview.engine === 'local' && overview.card && <Button onClick={() => setChangingCard(true)}>Change card</Button>}
        <ChangeCardDialog open={changingCard} onClose={() => setChangingCard(false)} />
      </Card>

      <Card className="mfc-card" variant="borderless" title="Invoices">
        <Table<InvoiceView>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={overview.invoices}
          locale={{ emptyText: 'No invoices yet.' }}
          columns={[
            { title: 'Date', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
            { title: 'Period', key: 'period', render: (_, invoice) => `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}` },
            { title: 'Amount', dataIndex: 'amountCents', render: (value: number, invoice) => formatCents(value, invoice.currency) },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (value: string) => <Tag color={value === 'paid' ? 'green' : value === 'open' ? 'orange' : 'default'}>{value}</Tag>,
            },
          ]}
        />
      </Card>
      <p>
        <Link to="/subscribe">Back to subscription</Link>
      </p>
    </div>
  );
}
