import { Segmented, Select } from 'antd';
import type { NarrationPreference, NarrationVoicesResponse } from '@bedtime/contracts';

interface NarratorPickerProps {
  narrators: NarrationVoicesResponse;
  onChoose: (preference: NarrationPreference) => void;
}

const speedLabel = (speed: number) => `${speed}×`;

/** The narrator and the pace, kept for the account (every later story is read the same way). */
export function NarratorPicker({ narrators, onChoose }: NarratorPickerProps) {
  const { voices, speeds, preference } = narrators;
  return (
    <div className="mfs-narrator">
      <div className="mfs-narrator-item">
        <label htmlFor="mfs-narrator-voice">Narrator</label>
        <Select
          id="mfs-narrator-voice"
          aria-label="Narrator"
          className="mfs-narrator-select"
          value={preference.voice}
          popupMatchSelectWidth={false}
          onChange={(voice: string) => onChoose({ ...preference, voice })}
          options={voices.map((voice) => ({
            value: voice.id,
            label: voice.soft ? `${voice.label} (soft)` : voice.label,
            title: voice.description,
          }))}
        />
      </div>
      <div className="mfs-narrator-item">
        <span id="mfs-narrator-speed-label">Speed</span>
        <Segmented
          aria-labelledby="mfs-narrator-speed-label"
          value={preference.speed}
          onChange={(speed) => onChoose({ ...preference, speed: speed as NarrationPreference['speed'] })}
          options={speeds.map((speed) => ({ value: speed, label: speedLabel(speed) }))}
        />
      </div>
    </div>
  );
}
