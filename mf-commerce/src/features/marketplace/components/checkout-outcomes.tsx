import { Button, Card, Result, Spin } from 'antd';
import { Link } from 'react-router-dom';
import type { OrderView } from '@bedtime/contracts';
import { OrderSummary } from './order-summary';

export function Confirmation({ order }: { order: OrderView }) {
  return (
    <Card className="mfc-card mfc-narrow" variant="borderless">
      <Result
        status="success"
        title="Thank you for your order!"
        subTitle={`Order ${order.id} is paid${order.cardLast4 ? ` with the card ending ${order.cardLast4}` : ''}. It ships to ${order.shipping?.name ?? 'you'} in ${order.shipping?.city ?? ''}.`}
        extra={<Link to="/marketplace">Back to the Marketplace</Link>}
      />
      <OrderSummary order={order} />
    </Card>
  );
}

/** Paid (back from a payment method that redirects, or confirmed here) before billing settled the order: settled in a moment. */
export function Processing({ order, late, checking, onCheck }: { order: OrderView; late: boolean; checking: boolean; onCheck: () => void }) {
  return (
    <Card className="mfc-card mfc-narrow" variant="borderless">
      <Result
        icon={late ? undefined : <Spin size="large" />}
        status={late ? 'warning' : 'info'}
        title={late ? 'Your payment is still being confirmed' : 'Confirming your payment…'}
        subTitle={
          late
            ? 'It has not been confirmed yet. You will not be charged twice: the order appears under My Orders as soon as it is confirmed.'
            : 'Thank you! Your payment is being confirmed. This usually takes a few seconds.'
        }
        extra={[
          late && (
            <Button key="check" type="primary" loading={checking} onClick={onCheck}>
              Check again
            </Button>
          ),
          <Link key="back" to="/marketplace">
            Back to the Marketplace
          </Link>,
        ]}
      />
      <div role="status" className="visually-hidden">
        {late ? 'Payment not confirmed yet' : 'Confirming your payment'}
      </div>
      <OrderSummary order={order} />
    </Card>
  );
}

/** An order that could not be completed (the last item sold out while the buyer paid: refunded). */
export function Failed({ order, message }: { order: OrderView; message: string }) {
  return (
    <Card className="mfc-card mfc-narrow" variant="borderless">
      <Result status="error" title="This order could not be completed" subTitle={message} extra={<Link to="/marketplace">Back to the Marketplace</Link>} />
      <OrderSummary order={order} />
    </Card>
  );
}
