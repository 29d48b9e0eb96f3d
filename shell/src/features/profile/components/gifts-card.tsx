import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Empty, Input, List, Tag } from 'antd';
import { errorMessage } from '@bedtime/web-kit';
import type { GiftCard } from '@bedtime/contracts';
import { formatDate } from '../../../lib/user-display';
import { LinkButton } from '../../../layout/link-button';
import { useGiftHistory, useRedeemGift } from '../api/profile-api';

const monthsLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);
const STATUS_TAGS: Record<GiftCard['status'], { color: string; label: string }> = {
  active: { color: 'blue', label: 'Not redeemed yet' },
  redeemed: { color: 'green', label: 'Redeemed' },
  expired: { color: 'default', label: 'Expired' },
};

/** Gift history (gifts I bought, gifts I received) and the 'Redeem a gift' field. */
export function GiftsCard() {
  const history = useGiftHistory();
  const redeem = useRedeemGift();
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || redeem.isPending) return;
    redeem.mutate(code.trim(), { onSuccess: () => setCode('') });
  };

  return (
    <Card className="soft-card gifts-card" variant="borderless" title={<h2 className="card-title">Gifts</h2>} data-testid="gifts-card">
      <form className="redeem-gift" onSubmit={submit} aria-label="Redeem a gift">
        <label htmlFor="redeem-gift-code">
          <strong>Redeem a gift</strong>
        </label>
        <div className="redeem-gift-row">
          <Input
            id="redeem-gift-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            maxLength={64}
            size="large"
          />
          <Button type="primary" htmlType="submit" size="large" loading={redeem.isPending} disabled={!code.trim()}>
            Redeem
          </Button>
        </div>
        {redeem.isError && <Alert type="error" showIcon className="form-alert" title={errorMessage(redeem.error)} />}
        {redeem.isSuccess && <Alert type="success" showIcon className="form-alert" title={redeem.data.message} />}
      </form>

      <h3 className="gifts-heading">Gifts you bought</h3>
      {history.isError && <Alert type="error" showIcon title={errorMessage(history.error)} />}
      {history.data && history.data.purchased.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You have not given a gift yet.">
          <LinkButton to="/gift-subscription">Gift a Subscription</LinkButton>
        </Empty>
      )}
      {history.data && history.data.purchased.length > 0 && (
        <List
          data-testid="gifts-purchased"
          dataSource={history.data.purchased}
          renderItem={(gift) => (
            <List.Item key={gift.code} extra={<Tag color={STATUS_TAGS[gift.status].color}>{STATUS_TAGS[gift.status].label}</Tag>}>
              <List.Item.Meta
                title={gift.recipientName ? `${gift.recipientName} (${gift.recipientEmail})` : gift.recipientEmail}
                description={`${monthsLabel(gift.subscriptionMonths)} · bought ${formatDate(gift.createdAt)} · code ${gift.code}`}
              />
            </List.Item>
          )}
        />
      )}

      <h3 className="gifts-heading">Gifts you received</h3>
      {history.data && history.data.received.length === 0 && <p className="muted">No gifts redeemed on this account yet.</p>}
      {history.data && history.data.received.length > 0 && (
        <List
          data-testid="gifts-received"
          dataSource={history.data.received}
          renderItem={(gift) => (
            <List.Item key={gift.code}>
              <List.Item.Meta
                title={`${monthsLabel(gift.subscriptionMonths)} from ${gift.fromName ?? 'a friend'}`}
                description={`Redeemed ${formatDate(gift.redeemedAt)}${gift.message ? ` · “${gift.message}”` : ''}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
