import { MoonFilled } from '@ant-design/icons';
import { Checkbox, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { choiceValue, sleepChoices, sleepTimerStore, type SleepTimerState } from '../lib/sleep-timer-store';

interface BedtimeControlsProps {
  night: boolean;
  onNightChange: (on: boolean) => void;
  timer: SleepTimerState;
  /** The sleep timer needs narration, which needs an account. */
  showTimer: boolean;
}

/** Night reading and the sleep timer, at the top of the story. */
export function BedtimeControls({ night, onNightChange, timer, showTimer }: BedtimeControlsProps) {
  const { search } = useLocation();
  const choices = useMemo(() => sleepChoices(search), [search]);
  const endsAt = timer.endsAt ? new Date(timer.endsAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }) : null;
  return (
    <div className="mfs-bedtime">
      <label className="mfs-bedtime-item">
        <MoonFilled aria-hidden className="mfs-bedtime-moon" />
        <span>Night reading</span>
        <Switch checked={night} onChange={onNightChange} aria-label="Night reading" />
      </label>
      {showTimer && (
        <div className="mfs-bedtime-item">
          <label htmlFor="mfs-sleep-timer">Sleep timer</label>
          <Select
            id="mfs-sleep-timer"
            aria-label="Sleep timer"
            className="mfs-sleep-select"
            value={choiceValue(timer.choice)}
            options={choices.map(({ value, label }) => ({ value, label }))}
            onChange={(value: string) => sleepTimerStore.choose(choices.find((choice) => choice.value === value)!.choice)}
            popupMatchSelectWidth={false}
          />
          {timer.choice.kind === 'timed' && (
            <>
              <span className="mfs-bedtime-note">Stops at {endsAt}</span>
              <Checkbox checked={timer.nextFavourite} onChange={(event) => sleepTimerStore.setNextFavourite(event.target.checked)}>
                Then the next favourite
              </Checkbox>
            </>
          )}
          {timer.choice.kind === 'story' && <span className="mfs-bedtime-note">Stops when this story ends</span>}
        </div>
      )}
    </div>
  );
}
