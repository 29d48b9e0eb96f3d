import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Input, Result, Select, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '@bedtime/web-kit';
import { formatCents, lineOptionsLabel, type OrderView, type ShippingAddress } from '@bedtime/contracts';
import { CardFields, TestModeNote } from '../../payment/components/card-fields';
import { checkCardForm, fieldOfMessage, type CardErrors, type CardFormValues } from '../../payment/lib/card-input';
import { useOrder, usePayOrder } from '../api/marketplace';
import { CONFIRMATION_POLL_MS, STRIPE_RETURN_PARAM, STRIPE_RETURN_VALUE, checkoutViewFor } from '../lib/checkout-view';

const EMPTY_ADDRESS: ShippingAddress = { name: '', address_line1: '', address_line2: '', city: '', state: '', postal_code: '', country: 'US' };
const REQUIRED: (keyof ShippingAddress)[] = ['name', 'address_line1', 'city', 'postal_code'];

/**
 * /marketplace/checkout/{orderId}: our hosted checkout (summary, shipping address, card, then the
 * confirmation), and the page a buyer comes back to from Stripe Checkout, which waits for Stripe's
 * confirmation and explains a failed order.
 */
export function CheckoutScreen({ orderId }: { orderId: string }) {
  const [params] = useSearchParams();
  const returnedFromStripe = params.get(STRIPE_RETURN_PARAM) === STRIPE_RETURN_VALUE;
  const [arrivedAt] = useState(() => Date.now());
  const viewOf = (data: OrderView) => checkoutViewFor(data, { returnedFromStripe, waitedMs: Date.now() - arrivedAt });
  // Re-read while Stripe's confirmation is awaited, until it arrives or the page says it is late.
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
      return <PaymentStep order={order.data} />;
  }
}

function Summary({ order }: { order: OrderView }) {
  return (
    <Card className="mfc-card" variant="borderless" title="Order summary">
      {order.lines.map((line) => (
        <div key={`${line.productId}-${line.size ?? ''}-${line.color ?? ''}`} className="mfc-summary-line">
          <span>
            {line.quantity} × {line.name}
            {lineOptionsLabel(line) && <span className="mfc-muted"> ({lineOptionsLabel(line)})</span>}
          </span>
          <span>{formatCents(line.unitCents * line.quantity, order.currency)}</span>
        </div>
      ))}
      {order.discountCents > 0 && (
        <div className="mfc-summary-line">
          <span>Premium discount</span>
          <span>−{formatCents(order.discountCents, order.currency)}</span>
        </div>
      )}
      <div className="mfc-summary-line mfc-summary-total">
        <span>Total</span>
        <span>{formatCents(order.totalCents, order.currency)}</span>
      </div>
    </Card>
  );
}

function PaymentStep({ order }: { order: OrderView }) {
  const pay = usePayOrder(order.id);
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS);
  const [card, setCard] = useState<CardFormValues>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [error, setError] = useState<string | null>(order.lastError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending) return;
    if (REQUIRED.some((field) => !address[field]?.trim())) return setError('Please fill in all required shipping fields');
    const checked = checkCardForm(card);
    setCardErrors(checked.errors);
    if (!checked.card) return;
    setError(null);
    pay.mutate(
      { shipping: address, card: checked.card },
      {
        onError: (failure) => {
          const message = errorMessage(failure);
          const field = failure instanceof ApiError && failure.status === 400 ? fieldOfMessage(message) : null;
          if (field) setCardErrors({ [field]: message });
          else setError(message);
        },
      },
    );
  };

  const field = (key: keyof ShippingAddress, labelText: string, autoComplete: string) => (
    <label className="mfc-field">
      <span>{labelText}</span>
      <Input
        value={address[key] ?? ''}
        autoComplete={autoComplete}
        disabled={pay.isPending}
        onChange={(e) => setAddress({ ...address, [key]: e.target.value })}
      />
    </label>
  );

  return (
    <div className="mfc-grid">
      <Card className="mfc-card" variant="borderless">
        <h1>Checkout</h1>
        <form className="mfc-payment-form" onSubmit={submit} noValidate aria-busy={pay.isPending}>
          <h2>Shipping address</h2>
          <div className="mfc-card-fields">
            {field('name', 'Full name', 'name')}
            {field('address_line1', 'Address', 'address-line1')}
            {field('address_line2', 'Apartment, suite (optional)', 'address-line2')}
            {field('city', 'City', 'address-level2')}
            {field('state', 'State / region', 'address-level1')}
            {field('postal_code', 'Postal code', 'postal-code')}
            <label className="mfc-field">
              <span>Country</span>
              <Select
                value={address.country}
                disabled={pay.isPending}
                onChange={(country) => setAddress({ ...address, country })}
                options={['US', 'CA', 'GB', 'AU'].map((c) => ({ value: c, label: c }))}
              />
            </label>
          </div>
          <h2>Payment</h2>
          <TestModeNote />
          <CardFields values={card} errors={cardErrors} disabled={pay.isPending} onChange={setCard} />
          {error && <Alert type="error" showIcon message={error} role="alert" />}
          <Button type="primary" htmlType="submit" size="large" block loading={pay.isPending}>
            {pay.isPending ? 'Processing…' : `Pay ${formatCents(order.totalCents, order.currency)}`}
          </Button>
        </form>
      </Card>
      <Summary order={order} />
    </div>
  );
}

function Confirmation({ order }: { order: OrderView }) {
  return (
    <Card className="mfc-card mfc-narrow" variant="borderless">
      <Result
        status="success"
        title="Thank you for your order!"
        subTitle={`Order ${order.id} is paid${order.cardLast4 ? ` with the card ending ${order.cardLast4}` : ''}. It ships to ${order.shipping?.name ?? 'you'} in ${order.shipping?.city ?? ''}.`}
        extra={<Link to="/marketplace">Back to the Marketplace</Link>}
      />
      <Summary order={order} />
    </Card>
  );
}

/** Back from Stripe Checkout before its confirmation reached us: paid there, settled here in a moment. */
function Processing({ order, late, checking, onCheck }: { order: OrderView; late: boolean; checking: boolean; onCheck: () => void }) {
  return (
    <Card className="mfc-card mfc-narrow" variant="borderless">
      <Result
        icon={late ? undefined : <Spin size="large" />}
        status={late ? 'warning' : 'info'}
        title={late ? 'Your payment is still being confirmed' : 'Confirming your payment…'}
        subTitle={
          late
            ? 'Stripe has not confirmed it yet. You will not be charged twice: the order appears under My Orders as soon as it is confirmed.'
            : 'Thank you! Stripe is confirming your payment. This usually takes a few seconds.'
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
      <Summary order={order} />
    </Card>
  );
}

/** An order that could not be completed (the last item sold out while the buyer paid at Stripe: refunded). */
function Failed({ order, message }: { order: OrderView; message: string }) {
  return (
    <Card className="mfc-card mfc-narrow" variant="borderless">
      <Result status="error" title="This order could not be completed" subTitle={message} extra={<Link to="/marketplace">Back to the Marketplace</Link>} />
      <Summary order={order} />
    </Card>
  );
}
