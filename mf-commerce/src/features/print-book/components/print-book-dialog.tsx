import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Modal, Radio, Select, Spin } from 'antd';
import { errorMessage, useToast } from '@bedtime/web-kit';
import {
  BOOK_TYPE_LABELS,
  BOOK_TYPES,
  DEFAULT_SHIPPING_COUNTRY,
  DEFAULT_SHIPPING_LEVEL,
  formatCents,
  PRINT_ORDER_FAILED,
  PRINT_ORDER_SUBMITTED,
  PRINT_REQUIRED_FIELDS,
  PRINT_SELECT_CONFIG,
  SHIPPING_COUNTRIES,
  SHIPPING_LEVEL_LABELS,
  SHIPPING_LEVELS,
  type BookType,
  type PrintShippingAddressInput,
  type PrintPaymentIntentRequest,
  type ShippingCountry,
  type ShippingLevel,
} from '@bedtime/contracts';
import { PaymentForm, type PaymentOutcome } from '../../payment/components/payment-form';
import { useBillingConfig } from '../../subscription/api/billing-config';
import { createPrintPaymentIntent, useBookConfigs, usePriceEstimate, useStoryHasIllustrations, useSubmitPrintOrder } from '../api/print-book';

type AddressForm = Required<{ [K in keyof PrintShippingAddressInput]: string }> & { country_code: ShippingCountry };
const EMPTY_ADDRESS: AddressForm = {
  name: '',
  email: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state_code: '',
  postal_code: '',
  country_code: DEFAULT_SHIPPING_COUNTRY,
  phone: '',
};
const REQUIRED: (keyof AddressForm)[] = ['name', 'address_line1', 'city', 'postal_code'];
const newOrderKey = () => crypto.randomUUID();
export const COLORING_NEEDS_ILLUSTRATIONS = 'Generate illustrations first to unlock the coloring book.';

export interface PrintBookDialogProps {
  storyId: string;
  storyTitle: string;
  open: boolean;
  onClose: () => void;
}

/** A payment billing prepared for this book: its secret for the card form, and the price it charges. */
interface PreparedPayment {
  clientSecret: string;
  paymentIntentId: string;
  totalCents: number;
  /** The Payment Element reported success: what is left is placing the order. */
  paid: boolean;
}

/**
 * The printed-book order dialog ("Printed-book order dialog"): book type, format, shipping, speed,
 * a summary with the estimate, and the card that pays for book and shipping before the order is placed.
 * Place Order has billing make and price the book and prepare its payment; the card form that follows is
 * the same as for subscriptions and gifts (Stripe's Payment Element, or the test-mode form), so a card
 * that asks for the bank's authentication (3-D Secure) works here too; the paid payment places the order.
 * The coloring book is drawn from the story's illustrations: it cannot be chosen before there are some.
 */
export function PrintBookDialog({ storyId, storyTitle, open, onClose }: PrintBookDialogProps) {
  const { toast } = useToast();
  const configs = useBookConfigs(open);
  const submit = useSubmitPrintOrder();
  const billing = useBillingConfig(open);
  const illustrated = useStoryHasIllustrations(storyId, open);
  const coloringReady = illustrated.data === true;
  const [payment, setPayment] = useState<PreparedPayment | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [bookType, setBookType] = useState<BookType>('storybook');
  const [configId, setConfigId] = useState<number | undefined>();
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [level, setLevel] = useState<ShippingLevel>(DEFAULT_SHIPPING_LEVEL);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per order: a resent submit (a timeout, a double click) finds the same order and pays once.
  const [orderKey, setOrderKey] = useState(newOrderKey);
  const config = configs.data?.find((candidate) => candidate.id === configId);
  const estimate = usePriceEstimate(config, address.country_code, level, open && configs.isSuccess);

  const refuse = (message: string) => {
    setError(message);
    toast({ title: message, variant: 'destructive' });
  };

  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  /** The book as it is ordered (and, with Stripe, priced): the same fields for the payment and the order. */
  const orderRequest = (bookConfigId: number): PrintPaymentIntentRequest => ({
    storyId,
    bookConfigId,
    bookType,
    shippingLevel: level,
    shippingAddress: {
      name: address.name,
      email: optional(address.email),
      address_line1: address.address_line1,
      address_line2: optional(address.address_line2),
      city: address.city,
      state_code: optional(address.state_code),
      postal_code: address.postal_code,
      country_code: address.country_code,
      // Required (the carrier's number); an empty one is refused by the contract with its own message.
      phone: address.phone.trim(),
    },
    orderKey,
  });

  const orderFailed = (failure: unknown) => {
    const message = errorMessage(failure, PRINT_ORDER_FAILED);
    setError(message);
    toast({ title: 'Order Failed', description: message || PRINT_ORDER_FAILED, variant: 'destructive' });
  };

  const orderSubmitted = (message: string) => {
    toast({ title: 'Book Order Submitted!', description: message || PRINT_ORDER_SUBMITTED, variant: 'success' });
    setOrderKey(newOrderKey());
    setPayment(null);
    onClose();
  };

  /** The paid payment places the order (again on a retry: the same payment answers the same order). */
  const submitPaid = (paymentIntentId: string) => {
    if (!config || submit.isPending) return;
    setError(null);
    submit.mutate({ ...orderRequest(config.id), paymentIntentId }, { onSuccess: (answer) => orderSubmitted(answer.message), onError: orderFailed });
  };

  /** Billing prices the book and prepares its payment; the details are then locked until changed. */
  const continueToPayment = async () => {
    if (preparing || payment) return;
    if (REQUIRED.some((field) => !address[field].trim())) return refuse(PRINT_REQUIRED_FIELDS);
    if (!config) return refuse(PRINT_SELECT_CONFIG);
    if (bookType === 'coloring' && !coloringReady) return refuse(COLORING_NEEDS_ILLUSTRATIONS);
    if (billing.data?.engine === 'stripe' && !billing.data.publishableKey) return refuse('Stripe is not configured. Please contact support.');
    setError(null);
    setPreparing(true);
    try {
      const prepared = await createPrintPaymentIntent(orderRequest(config.id));
      setPayment({ clientSecret: prepared.clientSecret, paymentIntentId: prepared.paymentIntentId, totalCents: prepared.totalCents, paid: false });
    } catch (failure) {
      orderFailed(failure);
    } finally {
      setPreparing(false);
    }
  };

  const onPaymentOutcome = (outcome: PaymentOutcome) => {
    if (!payment) return;
    if (!outcome.ok) {
      setError(outcome.message);
      toast({ title: 'Order Failed', description: outcome.message, variant: 'destructive' });
      return;
    }
    setPayment({ ...payment, paid: true });
    submitPaid(payment.paymentIntentId);
  };

  const placeOrder = (event?: FormEvent) => {
    event?.preventDefault();
    if (submit.isPending) return;
    if (payment?.paid) submitPaid(payment.paymentIntentId);
    else if (!payment) void continueToPayment();
  };

  // With a payment prepared the book and address are the ones priced: changing them means preparing again.
  const locked = submit.isPending || preparing || payment !== null;
  const busy = submit.isPending || preparing || paying;

  const field = (key: keyof AddressForm, label: string, autoComplete: string, required = false) => (
    <label className="mfc-field">
      <span>
        {label}
        {required && <span aria-hidden> *</span>}
      </span>
      <Input
        value={address[key]}
        autoComplete={autoComplete}
        aria-required={required}
        disabled={locked}
        onChange={(e) => setAddress({ ...address, [key]: e.target.value })}
      />
    </label>
  );

  const bookCents = estimate.data ? Math.round(estimate.data.book_cost * 100) : null;
  const shippingCents = estimate.data ? Math.round(estimate.data.shipping_cost * 100) : null;

  return (
    <Modal
      open={open}
      title="Order Printed Book"
      onCancel={() => !busy && onClose()}
      maskClosable={!busy}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          Cancel
        </Button>,
        !payment ? (
          <Button key="place" type="primary" onClick={() => placeOrder()} disabled={!config || busy} loading={preparing}>
            {preparing ? 'Preparing payment…' : 'Place Order'}
          </Button>
        ) : !payment.paid ? (
          <Button key="change" onClick={() => setPayment(null)} disabled={paying}>
            Change details
          </Button>
        ) : (
          <Button key="place" type="primary" onClick={() => placeOrder()} disabled={!config || submit.isPending} loading={submit.isPending}>
            {submit.isPending ? 'Placing Order…' : 'Place Order'}
          </Button>
        ),
      ]}
    >
      <form className="mfc-print-form" onSubmit={placeOrder} noValidate aria-busy={busy}>
        <p className="mfc-muted">
          A printed copy of <strong>{storyTitle}</strong>, delivered in 7-10 business days.
        </p>
        <fieldset className="mfc-print-section">
          <legend>Book Type</legend>
          <Radio.Group value={bookType} onChange={(e) => setBookType(e.target.value as BookType)} disabled={locked}>
            {BOOK_TYPES.map((type) => (
              <Radio
                key={type}
                value={type}
                disabled={type === 'coloring' && !coloringReady}
                aria-describedby={type === 'coloring' && !coloringReady ? 'mfc-coloring-hint' : undefined}
              >
                {BOOK_TYPE_LABELS[type].label} <span className="mfc-muted">({BOOK_TYPE_LABELS[type].description})</span>
              </Radio>
            ))}
          </Radio.Group>
          {illustrated.isSuccess && !coloringReady && (
            <p id="mfc-coloring-hint" className="mfc-muted mfc-print-hint">
              {COLORING_NEEDS_ILLUSTRATIONS}
            </p>
          )}
        </fieldset>
        <label className="mfc-field mfc-print-section">
          <span>Book Format</span>
          {configs.isPending ? (
            <Spin size="small" />
          ) : configs.isError ? (
            <Alert type="error" showIcon message={errorMessage(configs.error)} />
          ) : (
            <Select
              aria-label="Book Format"
              placeholder="Choose a format"
              value={configId}
              disabled={locked}
              onChange={setConfigId}
              options={configs.data.map((option) => ({
                value: option.id,
                label: `${option.name} · ${option.size} · ${option.binding} · ${option.color} · $${option.retailPrice}`,
              }))}
            />
          )}
        </label>
        <fieldset className="mfc-print-section">
          <legend>Shipping address</legend>
          <div className="mfc-card-fields">
            {field('name', 'Full name', 'name', true)}
            {field('email', 'Email', 'email')}
            {field('address_line1', 'Address', 'address-line1', true)}
            {field('address_line2', 'Apartment, suite (optional)', 'address-line2')}
            {field('city', 'City', 'address-level2', true)}
            {field('state_code', 'State / region', 'address-level1')}
            {field('postal_code', 'Postal code', 'postal-code', true)}
            <label className="mfc-field">
              <span>Country</span>
              <Select
                aria-label="Country"
                value={address.country_code}
                disabled={locked}
                onChange={(country_code: ShippingCountry) => setAddress({ ...address, country_code })}
                options={SHIPPING_COUNTRIES.map((code) => ({ value: code, label: code }))}
              />
            </label>
            {field('phone', 'Phone', 'tel')}
          </div>
        </fieldset>
        <fieldset className="mfc-print-section">
          <legend>Shipping speed</legend>
          <Radio.Group value={level} onChange={(e) => setLevel(e.target.value as ShippingLevel)} disabled={locked}>
            {SHIPPING_LEVELS.map((option) => (
              <Radio key={option} value={option}>
                {SHIPPING_LEVEL_LABELS[option].label} <span className="mfc-muted">({SHIPPING_LEVEL_LABELS[option].days})</span>
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        <section className="mfc-print-section" aria-label="Order summary">
          <h3>Summary</h3>
          {!config ? (
            <p className="mfc-muted">Choose a format to see the price.</p>
          ) : estimate.isPending ? (
            <Spin size="small" />
          ) : estimate.isError ? (
            <Alert type="warning" showIcon message={errorMessage(estimate.error)} />
          ) : (
            <>
              <div className="mfc-summary-line">
                <span>
                  {config.name} ({BOOK_TYPE_LABELS[bookType].label})
                </span>
                <span>{formatCents(bookCents ?? 0)}</span>
              </div>
              <div className="mfc-summary-line">
                <span>Shipping ({SHIPPING_LEVEL_LABELS[level].label}) estimate</span>
                <span>{formatCents(shippingCents ?? 0)}</span>
              </div>
              <div className="mfc-summary-line mfc-summary-total">
                <span>Estimated total</span>
                <span>{formatCents((bookCents ?? 0) + (shippingCents ?? 0))}</span>
              </div>
              <p className="mfc-muted">Longer stories may add a few cents per extra page; the card is charged the final price.</p>
            </>
          )}
        </section>
        <fieldset className="mfc-print-section">
          <legend>Payment</legend>
          {payment ? (
            <div className="mfc-summary-line mfc-summary-total">
              <span>Total to pay</span>
              <span data-testid="print-total">{formatCents(payment.totalCents)}</span>
            </div>
          ) : (
            <p className="mfc-muted">Place the order to see the final price, then pay by card.</p>
          )}
        </fieldset>
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        {/* Enter in a field places the order, as the button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
      {/* The card form is its own form, so it sits beside the order form, never inside it. */}
      {payment && billing.data && (
        <section className="mfc-print-section" aria-label="Pay for the book">
          {payment.paid ? (
            <p className="mfc-muted">Payment received. {submit.isPending ? 'Placing your order…' : 'Place the order to send the book to print.'}</p>
          ) : (
            <PaymentForm
              config={billing.data}
              clientSecret={payment.clientSecret}
              submitLabel={`Pay ${formatCents(payment.totalCents)}`}
              returnPath="/stories"
              onOutcome={onPaymentOutcome}
              onProcessingChange={setPaying}
            />
          )}
        </section>
      )}
    </Modal>
  );
}
