import { Input } from 'antd';
import { MAX_AGE, MIN_AGE } from '@bedtime/contracts';
import { isValidAge } from '../lib/wizard-rules';

interface AgeStepProps {
  age: string;
  onChange: (age: string) => void;
  onSubmit: () => void;
}

export function AgeStep({ age, onChange, onSubmit }: AgeStepProps) {
  const showHint = age.trim() !== '' && !isValidAge(age);
  return (
    <div className="mfs-field mfs-age">
      <label htmlFor="mfs-age-input" className="mfs-label">
        Child&apos;s age
      </label>
      <Input
        id="mfs-age-input"
        type="number"
        inputMode="numeric"
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
        size="large"
        placeholder="Enter age (2-12)"
        value={age}
        aria-invalid={showHint}
        aria-describedby="mfs-age-hint"
        onChange={(event) => onChange(event.target.value)}
        onPressEnter={onSubmit}
      />
      <p id="mfs-age-hint" className={showHint ? 'mfs-field-error' : 'mfs-field-hint'}>
        {showHint ? 'Please enter an age between 2 and 12.' : 'Stories are written for children aged 2 to 12.'}
      </p>
    </div>
  );
}
