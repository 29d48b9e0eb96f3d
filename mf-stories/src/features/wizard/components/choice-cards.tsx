import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon: ReactNode;
}

interface ChoiceCardsProps<T extends string> {
  name: string;
  labelledBy: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: 'three' | 'wide';
}

/** A radio group drawn as cards; real radio inputs keep arrow-key selection and screen-reader semantics. */
export function ChoiceCards<T extends string>({ name, labelledBy, choices, value, onChange, columns = 'three' }: ChoiceCardsProps<T>) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={`mfs-choices mfs-choices--${columns}`}>
      {choices.map((choice) => {
        const checked = value === choice.value;
        return (
          <label key={choice.value} className={checked ? 'mfs-choice is-selected' : 'mfs-choice'}>
            <input type="radio" className="mfs-visually-hidden" name={name} value={choice.value} checked={checked} onChange={() => onChange(choice.value)} />
            <span className="mfs-choice-icon" aria-hidden>
              {choice.icon}
            </span>
            <span className="mfs-choice-text">
              <span className="mfs-choice-label">{choice.label}</span>
              {choice.description && <span className="mfs-choice-description">{choice.description}</span>}
            </span>
          </label>
        );
      })}
    </div>
  );
}
