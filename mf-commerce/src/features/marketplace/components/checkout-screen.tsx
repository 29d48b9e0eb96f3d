import { useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '@bedtime/web-kit';
import type { OrderView } from '@bedtime/contracts';
import { useOrder } from '../api/marketplace';
import { CONFIRMATION_POLL_MS, STRIPE_RETURN_PARAM, STRIPE_RETURN_VALUE, checkoutViewFor } from '../lib/checkout-view';
import { CheckoutPaymentStep } from './checkout-payment-step';
import { Confirmation, Failed, Processing } from './checkout-outcomes';

/**
 * /marketplace/checkout/{orderId}: the order's summary, shipping address and card (the payment form every
 * one-off payment uses), then the confirmation. A buyer whose payment went through before billing settled
 * the order (back from a payment method that redirects, or one that settles later) waits here for it, and a
 * failed order is explained.
 */
export function CheckoutScreen({ orderId }: { orderId: string }) {
  const [params] = useSearchParams();
  const [paymentSentAt, setPaymentSentAt] = useState<number | null>(() => (params.get(STRIPE_RETURN_PARAM) === STRIPE_RETURN_VALUE ? Date.now() : null));
  const viewOf = (data: OrderView) => checkoutViewFor(data, { paymentSent: paymentSentAt !== null, waitedMs: Date.now() - (paymentSentAt ?? Date.now()) });
  // Re-read while the payment's confirmation is awaited, until it arrives or the page says it is late.
  const order = useOrder(orderId, (data) => {
    const awaited = data && viewOf(data);
    return awaited?.kind === 'processing' && !awaited.late ? CONFIRMATION_POLL_MS : false;
  });
  const view = order.data ? viewOf(order.data) : null;

  if (order.isPending)
    return (
      <div className="mfc-center">
        <Spin size="large" />
      </div>
    );
  if (order.isError) {
    // Only a 404 means there is no such order: a failed read (billing down) can be tried again.
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? 'Order not found' : 'We could not load this order'}
        subTitle={errorMessage(order.error)}
        extra={[
          !missing && (
            <Button key="retry" type="primary" loading={order.isFetching} onClick={() => void order.refetch()}>
              Try again
            </Button>
          ),
          <Link key="back" to="/marketplace">
            Back to the Marketplace
          </Link>,
        ]}
      />
    );
  }
  switch (view?.kind) {
    case 'paid':
      return <Confirmation order={order.data} />;
    case 'failed':
      return <Failed order={order.data} message={view.message} />;
    case 'processing':
      return <Processing order={order.data} late={view.late} checking={order.isFetching} onCheck={() => void order.refetch()} />;
    default:
      return (
        <CheckoutPaymentStep
          order={order.data}
          onPaymentSent={() => {
            setPaymentSentAt(Date.now());
            void order.refetch();
          }}
        />
      );
  }
}
