import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { GiftCard } from '@bedtime/contracts';
import { monthsLabel } from '../lib/gift-form';

/** 'Gift Purchased Successfully!'. */
export function GiftSuccess({ giftCard }: { giftCard: GiftCard }) {
  const navigate = useNavigate();
  return (
    <Card className="mfc-card mfc-narrow" variant="borderless">
      <Result
        status="success"
        title={<h1 className="mfc-result-title">Gift Purchased Successfully!</h1>}
        subTitle={`${monthsLabel(giftCard.subscriptionMonths)} of Bedtime Stories for ${giftCard.recipientEmail}`}
        extra={[
          <Button key="history" type="primary" size="large" onClick={() => navigate('/profile')}>
            View My Gift History
          </Button>,
          <Button key="home" size="large" onClick={() => navigate('/')}>
            Return to Home
          </Button>,
        ]}
      >
        <dl className="mfc-gift-done">
          <dt>Recipient</dt>
          <dd>{giftCard.recipientEmail}</dd>
          <dt>Duration</dt>
          <dd>{monthsLabel(giftCard.subscriptionMonths)}</dd>
          <dt>Gift code</dt>
          <dd>
            <code className="mfc-gift-code" data-testid="gift-code">
              {giftCard.code}
            </code>
          </dd>
          <dt>Validity</dt>
          <dd>Valid for 1 year</dd>
        </dl>
        <p className="mfc-muted">We have emailed {giftCard.recipientEmail} the code with instructions to redeem it, and sent you a receipt.</p>
      </Result>
    </Card>
  );
}
