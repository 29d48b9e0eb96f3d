import { useId, useState, type ButtonHTMLAttributes, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * Plain-HTML form pieces for the pages that must load without antd (the sign-in page: its first load is
 * the product's lightest). They look like the antd controls of the theme (light.css) and behave like
 * antd's vertical forms: a label above each field, the field's problem below it once submitted.
 */

export type FieldRules<Values> = Partial<Record<keyof Values, (value: string) => string | null>>;

/** The values of a form's fields, kept as text, with the problems found by `rules` when it was last submitted. */
export function useLightForm<Values extends Record<string, string>>(initial: Values, rules: FieldRules<Values>) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: Values) => {
    const found: Partial<Record<keyof Values, string>> = {};
    for (const name of Object.keys(rules) as (keyof Values)[]) {
      const problem = rules[name]?.(next[name] ?? '');
      if (problem) found[name] = problem;
    }
    setProblems(found);
    return found;
  };

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name] ?? '',
    problem: problems[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (submitted) check(next);
    },
  });

  /** The form's onSubmit: calls `onValid` with the values when every rule passes. */
  const onSubmit = (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values);
    if (Object.keys(found).length === 0) onValid(values);
    else event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return { values, field, onSubmit };
}

export const required = (message: string) => (value: string) => (value.trim() === '' ? message : null);

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> & {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
  /** Help below the field (antd's `extra`). */
  extra?: ReactNode;
};

export function LightField({ label, name, value, onChange, problem, extra, ...input }: FieldProps) {
  const id = useId();
  const described = [problem ? `${id}-problem` : null, extra ? `${id}-extra` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`lt-field${problem ? ' lt-field-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        className="lt-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
      />
      {problem && (
        <div id={`${id}-problem`} className="lt-field-problem" role="alert">
          {problem}
        </div>
      )}
      {extra && (
        <div id={`${id}-extra`} className="lt-field-extra">
          {extra}
        </div>
      )}
    </div>
  );
}

export function LightButton({
  primary = false,
  block = false,
  loading = false,
  className = '',
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; block?: boolean; loading?: boolean }) {
  const classes = ['lt-button', primary ? 'lt-button-primary' : '', block ? 'lt-button-block' : '', className].filter(Boolean).join(' ');
  return (
    <button type="button" {...button} className={classes} aria-busy={loading || undefined}>
      {loading && <span className="lt-spinner lt-spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** antd's Alert, as the auth forms use it: an icon, a title, an optional description. */
export function LightAlert({
  type,
  title,
  description,
  className = '',
}: {
  type: 'error' | 'info';
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`lt-alert lt-alert-${type} ${className}`.trim()} role={type === 'error' ? 'alert' : 'status'}>
      <span className="lt-alert-icon" aria-hidden="true">
        {type === 'error' ? '!' : 'i'}
      </span>
      <div>
        <div className="lt-alert-title">{title}</div>
        {description && <div className="lt-alert-description">{description}</div>}
      </div>
    </div>
  );
}
