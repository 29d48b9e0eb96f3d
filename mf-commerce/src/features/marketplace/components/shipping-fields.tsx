import { Input, Select } from 'antd';
import type { ShippingAddress } from '@bedtime/contracts';

export const EMPTY_ADDRESS: ShippingAddress = { name: '', address_line1: '', address_line2: '', city: '', state: '', postal_code: '', country: 'US' };
const REQUIRED: (keyof ShippingAddress)[] = ['name', 'address_line1', 'city', 'postal_code'];
export const SHIPPING_REQUIRED_MESSAGE = 'Please fill in all required shipping fields';
const COUNTRIES = ['US', 'CA', 'GB', 'AU'] as const;

export const shippingComplete = (address: ShippingAddress) => REQUIRED.every((field) => address[field]?.trim());

/** Where a marketplace order ships (the contract's shippingAddressSchema checks it again on the server). */
export function ShippingFields({ address, disabled, onChange }: { address: ShippingAddress; disabled: boolean; onChange: (address: ShippingAddress) => void }) {
  const field = (key: keyof ShippingAddress, labelText: string, autoComplete: string) => (
    <label className="mfc-field">
      <span>{labelText}</span>
      <Input value={address[key] ?? ''} autoComplete={autoComplete} disabled={disabled} onChange={(e) => onChange({ ...address, [key]: e.target.value })} />
    </label>
  );
  return (
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
          disabled={disabled}
          onChange={(country) => onChange({ ...address, country })}
          options={COUNTRIES.map((c) => ({ value: c, label: c }))}
        />
      </label>
    </div>
  );
}
