import { Input, Radio, Select } from 'antd';
import { SHIPPING_COUNTRIES, SHIPPING_LEVEL_LABELS, SHIPPING_LEVELS, type ShippingCountry, type ShippingLevel } from '@bedtime/contracts';
import type { AddressForm } from '../lib/print-order-form';

/** Where the book ships (the print shop's address rules are the shared contract's, checked by billing) and how fast. */
export function ShippingStep({
  address,
  level,
  locked,
  onAddress,
  onLevel,
}: {
  address: AddressForm;
  level: ShippingLevel;
  locked: boolean;
  onAddress: (address: AddressForm) => void;
  onLevel: (level: ShippingLevel) => void;
}) {
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
        onChange={(e) => onAddress({ ...address, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <>
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
              onChange={(country_code: ShippingCountry) => onAddress({ ...address, country_code })}
              options={SHIPPING_COUNTRIES.map((code) => ({ value: code, label: code }))}
            />
          </label>
          {field('phone', 'Phone', 'tel')}
        </div>
      </fieldset>
      <fieldset className="mfc-print-section">
        <legend>Shipping speed</legend>
        <Radio.Group value={level} onChange={(e) => onLevel(e.target.value as ShippingLevel)} disabled={locked}>
          {SHIPPING_LEVELS.map((option) => (
            <Radio key={option} value={option}>
              {SHIPPING_LEVEL_LABELS[option].label} <span className="mfc-muted">({SHIPPING_LEVEL_LABELS[option].days})</span>
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
    </>
  );
}
