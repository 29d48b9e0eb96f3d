import { Input, Tag } from 'antd';
import { formatCardNumber, formatExpiry, type CardErrors, type CardFormValues } from '../lib/card-input';

/** Card number, expiry and CVC with each field's error right under it. */
export function CardFields({
  values,
  errors,
  disabled,
  onChange,
}: {
  values: CardFormValues;
  errors: CardErrors;
  disabled?: boolean;
  onChange: (values: CardFormValues) => void;
}) {
  return (
    <div className="mfc-card-fields">
      <label className="mfc-field mfc-field-wide">
        <span>Card number</span>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={values.number}
          disabled={disabled}
          status={errors.number ? 'error' : undefined}
          aria-invalid={!!errors.number}
          aria-describedby={errors.number ? 'card-number-error' : undefined}
          onChange={(event) => onChange({ ...values, number: formatCardNumber(event.target.value) })}
        />
        {errors.number && (
          <span className="mfc-field-error" id="card-number-error" role="alert">
            {errors.number}
          </span>
        )}
      </label>
      <label className="mfc-field">
        <span>Expiration (MM / YY)</span>
        <Input
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={values.expiry}
          disabled={disabled}
          status={errors.expiry ? 'error' : undefined}
          aria-invalid={!!errors.expiry}
          aria-describedby={errors.expiry ? 'card-expiry-error' : undefined}
          onChange={(event) => onChange({ ...values, expiry: formatExpiry(event.target.value) })}
        />
        {errors.expiry && (
          <span className="mfc-field-error" id="card-expiry-error" role="alert">
            {errors.expiry}
          </span>
        )}
      </label>
      <label className="mfc-field">
        <span>CVC</span>
        <Input
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={values.cvc}
          disabled={disabled}
          status={errors.cvc ? 'error' : undefined}
          aria-invalid={!!errors.cvc}
          aria-describedby={errors.cvc ? 'card-cvc-error' : undefined}
          onChange={(event) => onChange({ ...values, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
        {errors.cvc && (
          <span className="mfc-field-error" id="card-cvc-error" role="alert">
            {errors.cvc}
          </span>
        )}
      </label>
    </div>
  );
}

/** Above every test-mode card form: no money moves, and the card that pays. */
export function TestModeNote() {
  return (
    <div className="mfc-test-mode">
      <Tag color="orange">Test mode</Tag>
      <span>No real money moves. Use 4242 4242 4242 4242, any future date and any CVC.</span>
    </div>
  );
}
