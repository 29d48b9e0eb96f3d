import { useState } from 'react';
import { Alert, Button, Card, Skeleton } from 'antd';
import { errorMessage } from '@bedtime/web-kit';
import { formatCents, type OrderView, type ShippingAddress } from '@bedtime/contracts';
import { PaymentForm, type PaymentOutcome } from '../../payment/components/payment-form';
import { useBillingConfig } from '../../subscription/api/billing-config';
import { saveOrderShipping, useCompleteOrder, useOrderPayment } from '../api/marketplace';
import { STRIPE_RETURN_PARAM, STRIPE_RETURN_VALUE } from '../lib/checkout-view';
import { OrderSummary } from './order-summary';
import { EMPTY_ADDRESS, SHIPPING_REQUIRED_MESSAGE, ShippingFields, shippingComplete } from './shipping-fields';

/**
 * The checkout's form: where the order ships, then the card, in the same payment form as gifts and
 * printed books. Billing prepared the order's payment when the page opened; Pay keeps the address on the
 * order, then the form confirms the payment, and the succeeded payment settles the order. A payment that
 * went through but is not settled yet (it settles later, or the order could not be read back) is handed to
 * the page's "confirming" view, which waits for billing.
 */
export function CheckoutPaymentStep({ order, onPaymentSent }: { order: OrderView; onPaymentSent: () => void }) {
  const billing = useBillingConfig();
  const payment = useOrderPayment(order.id, true);
  const complete = useCompleteOrder(order.id);
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);
  const [error, setError] = useState<string | null>(order.lastError);
  const [paying, setPaying] = useState(false);

  const validate = () => {
    if (!shippingComplete(address)) {
      setError(SHIPPING_REQUIRED_MESSAGE);
      return false;
    }
    setError(null);
    return true;
  };

  // Kept on the order before the card is confirmed: the provider's event may settle the order before this page does.
  const beforeConfirm = async () => {
    await saveOrderShipping(order.id, address);
    return true;
  };

  const onOutcome = (outcome: PaymentOutcome) => {
    if (!outcome.ok) return setError(outcome.message);
    complete.mutate(payment.data!.paymentIntentId, {
      onSuccess: (settled) => settled.status === 'pending' && onPaymentSent(),
      onError: onPaymentSent,
    });
  };

  const total = formatCents(order.totalCents, order.currency);
  return (
    <div className="mfc-grid">
      <Card className="mfc-card" variant="borderless">
        <h1>Checkout</h1>
        <h2>Shipping address</h2>
        <ShippingFields address={address} disabled={paying || complete.isPending} onChange={setAddress} />
        <h2>Payment</h2>
        {error && <Alert type="error" showIcon message={error} role="alert" className="mfc-checkout-error" />}
        {payment.isError || billing.isError ? (
          <Alert
            type="error"
            showIcon
            message={errorMessage(payment.error ?? billing.error)}
            action={
              <Button
                size="small"
                loading={payment.isFetching || billing.isFetching}
                onClick={() => void (payment.isError ? payment.refetch() : billing.refetch())}
              >
                Try again
              </Button>
            }
          />
        ) : payment.data && billing.data ? (
          <PaymentForm
            config={billing.data}
            clientSecret={payment.data.clientSecret}
            submitLabel={complete.isPending ? 'Placing your order…' : `Pay ${total}`}
            returnPath={`/marketplace/checkout/${encodeURIComponent(order.id)}?${STRIPE_RETURN_PARAM}=${STRIPE_RETURN_VALUE}`}
            validate={validate}
            beforeConfirm={beforeConfirm}
            onOutcome={onOutcome}
            onProcessingChange={setPaying}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </Card>
      <OrderSummary order={order} />
    </div>
  );
}
