import { Button } from 'antd';
import { sleepTimerStore } from '../lib/sleep-timer-store';

/** The page after the sleep timer: dimmed to nearly dark, with a quiet way back. */
export function SleepDim() {
  return (
    <div className="mfs-sleep-dim" role="status" aria-live="polite" data-testid="sleep-dim">
      <p className="mfs-sleep-dim-text">Goodnight. The sleep timer has ended.</p>
      <Button type="text" className="mfs-sleep-dim-wake" onClick={() => sleepTimerStore.wake()}>
        Wake the page
      </Button>
    </div>
  );
}
