import { CheckOutlined } from '@ant-design/icons';
import { INTERESTS, MAX_INTERESTS, type Interest } from '@bedtime/contracts';
import { INTEREST_EMOJI } from '../../story/lib/story-labels';

interface InterestsStepProps {
  selected: readonly Interest[];
  onToggle: (interest: Interest) => void;
}

/** 13 toggles; a fourth pick is ignored by the reducer, and the unpicked ones look resting while 3 are chosen. */
export function InterestsStep({ selected, onToggle }: InterestsStepProps) {
  const full = selected.length >= MAX_INTERESTS;
  return (
    <div>
      <p className="mfs-count" aria-live="polite">
        {selected.length} of {MAX_INTERESTS} chosen
        {full ? ': tap a chosen interest to remove it, then pick another' : ''}
      </p>
      <div className="mfs-interests">
        {INTERESTS.map((interest) => {
          const isOn = selected.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              aria-pressed={isOn}
              className={['mfs-interest', isOn && 'is-selected', full && !isOn && 'is-resting'].filter(Boolean).join(' ')}
              onClick={() => onToggle(interest)}
            >
              <span className="mfs-interest-emoji" aria-hidden>
                {INTEREST_EMOJI[interest]}
              </span>
              <span className="mfs-interest-label">{interest}</span>
              {isOn && <CheckOutlined className="mfs-interest-check" aria-hidden />}
            </button>
          );
        })}
      </div>
    </div>
  );
}
