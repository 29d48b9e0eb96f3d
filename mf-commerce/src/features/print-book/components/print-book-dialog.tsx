import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Modal, Radio, Select, Spin, Tag } from 'antd';
import { ApiError, errorMessage, useToast } from '@bedtime/web-kit';
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
  type ShippingCountry,
  type ShippingLevel,
} from '@bedtime/contracts';
import { CardFields } from '../../payment/components/card-fields';
import { checkCardForm, fieldOfMessage, type CardErrors, type CardFormValues } from '../../payment/lib/card-input';
import { useBookConfigs, usePriceEstimate, useSubmitPrintOrder } from '../api/print-book';

type AddressForm = Required<{ [K in keyof PrintShippingAddressInput]: string }> & { country_code: ShippingCountry };
const EMPTY_ADDRESS: AddressForm = { name: '', email: '', address_line1: '', address_line2: '', city: '', state_code: '', postal_code: '', country_code: DEFAULT_SHIPPING_COUNTRY, phone: '' };
const REQUIRED: (keyof AddressForm)[] = ['name', 'address_line1', 'city', 'postal_code'];
const newOrderKey = () => crypto.randomUUID();

export interface PrintBookDialogProps {
  storyId: string;
  storyTitle: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The printed-book order dialog (spec "Printed-book order dialog"): book type, format, shipping, speed,
 * a summary with the estimate, and the card that pays for book and shipping before the order is placed.
 */
export function PrintBookDialog({ storyId, storyTitle, open, onClose }: PrintBookDialogProps) {
  const { toast } = useToast();
  const configs = useBookConfigs(open);
  const submit = useSubmitPrintOrder();
  const [bookType, setBookType] = useState<BookType>('storybook');
  const [configId, setConfigId] = useState<number | undefined>();
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [level, setLevel] = useState<ShippingLevel>(DEFAULT_SHIPPING_LEVEL);
  const [card, setCard] = useState<CardFormValues>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [error, setError] = useState<string | null>(null);
  // One key per order: a resent submit (a timeout, a double click) finds the same order and pays once.
  const [orderKey, setOrderKey] = useState(newOrderKey);
  const config = configs.data?.find((candidate) => candidate.id === configId);
  const estimate = usePriceEstimate(config, address.country_code, level, open && configs.isSuccess);

  const refuse = (message: string) => {
    setError(message);
    toast({ title: message, variant: 'destructive' });
  };

  const placeOrder = (event?: FormEvent) => {
    event?.preventDefault();
    if (submit.isPending) return;
    if (REQUIRED.some((field) => !address[field].trim())) return refuse(PRINT_REQUIRED_FIELDS);
    if (!config) return refuse(PRINT_SELECT_CONFIG);
    const checked = checkCardForm(card);
    setCardErrors(checked.errors);
    if (!checked.card) return;
    setError(null);
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    submit.mutate(
      {
        storyId,
        bookConfigId: config.id,
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
          phone: optional(address.phone),
        },
        card: checked.card,
        orderKey,
      },
      {
        onSuccess: (answer) => {
          toast({ title: 'Book Order Submitted!', description: answer.message || PRINT_ORDER_SUBMITTED, variant: 'success' });
          setOrderKey(newOrderKey());
          setCard({ number: '', expiry: '', cvc: '' });
          onClose();
        },
        onError: (failure) => {
          const message = errorMessage(failure, PRINT_ORDER_FAILED);
          const field = failure instanceof ApiError && failure.status === 400 ? fieldOfMessage(message) : null;
          if (field) setCardErrors({ [field]: message });
          setError(message);
          toast({ title: 'Order Failed', description: message || PRINT_ORDER_FAILED, variant: 'destructive' });
        },
      },
    );
  };

  const field = (key: keyof AddressForm, label: string, autoComplete: string, required = false) => (
    <label className="mfc-field">
      <span>
        {label}
        {required && <span aria-hidden> *</span>}
      </span>
      <Input value={address[key]} autoComplete={autoComplete} aria-required={required} disabled={submit.isPending} onChange={(e) => setAddress({ ...address, [key]: e.target.value })} />
    </label>
  );

  const bookCents = estimate.data ? Math.round(estimate.data.book_cost * 100) : null;
  const shippingCents = estimate.data ? Math.round(estimate.data.shipping_cost * 100) : null;

  return (
    <Modal
      open={open}
      title="Order Printed Book"
      onCancel={() => !submit.isPending && onClose()}
      maskClosable={!submit.isPending}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={submit.isPending}>
          Cancel
        </Button>,
        <Button key="place" type="primary" onClick={() => placeOrder()} disabled={!config || submit.isPending} loading={submit.isPending}>
          {submit.isPending ? 'Placing Order…' : 'Place Order'}
        </Button>,
      ]}
    >
      <form className="mfc-print-form" onSubmit={placeOrder} noValidate aria-busy={submit.isPending}>
        <p className="mfc-muted">
          A printed copy of <strong>{storyTitle}</strong>, delivered in 7-10 business days.
        </p>
        <fieldset className="mfc-print-section">
          <legend>Book Type</legend>
          <Radio.Group value={bookType} onChange={(e) => setBookType(e.target.value as BookType)} disabled={submit.isPending}>
            {BOOK_TYPES.map((type) => (
              <Radio key={type} value={type}>
                {BOOK_TYPE_LABELS[type].label} <span className="mfc-muted">({BOOK_TYPE_LABELS[type].description})</span>
              </Radio>
            ))}
          </Radio.Group>
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
              disabled={submit.isPending}
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
                disabled={submit.isPending}
                onChange={(country_code: ShippingCountry) => setAddress({ ...address, country_code })}
                options={SHIPPING_COUNTRIES.map((code) => ({ value: code, label: code }))}
              />
            </label>
            {field('phone', 'Phone', 'tel')}
          </div>
        </fieldset>
        <fieldset className="mfc-print-section">
          <legend>Shipping speed</legend>
          <Radio.Group value={level} onChange={(e) => setLevel(e.target.value as ShippingLevel)} disabled={submit.isPending}>
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
                <span>{config.name} ({BOOK_TYPE_LABELS[bookType].label})</span>
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
          <div className="mfc-test-mode">
            <Tag color="orange">Test mode</Tag>
            <span>No real money moves. Use 4242 4242 4242 4242, any future date and any CVC.</span>
          </div>
          <CardFields values={card} errors={cardErrors} disabled={submit.isPending} onChange={setCard} />
        </fieldset>
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        {/* Enter in a field places the order, as the button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
