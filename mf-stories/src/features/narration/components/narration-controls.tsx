import { Link } from 'react-router-dom';
import { LoadingOutlined, PauseCircleFilled, SoundFilled } from '@ant-design/icons';
import { Alert, Button, Checkbox, Progress } from 'antd';
import type { Narration } from '../hooks/use-narration';
import { PLAYBACK_ERROR_MESSAGE, type NarrationSurface } from '../lib/narration-errors';

const LABELS: Record<NarrationSurface, { play: string; pause: string; generating: string; highlight: string; effects: string }> = {
  result: {
    play: 'Listen',
    pause: 'Pause',
    generating: 'Creating Audio...',
    highlight: "Highlight words as they're read",
    effects: 'Play whimsical sound effects',
  },
  reader: {
    play: 'Listen to Story',
    pause: 'Pause Story',
    generating: 'Generating Audio...',
    highlight: "Highlight words as they're read",
    effects: 'Play whimsical sound effects',
  },
  page: { play: 'Listen to Story', pause: 'Pause Story', generating: 'Generating Audio...', highlight: 'Highlight words', effects: 'Sound effects' },
};

interface NarrationControlsProps {
  narration: Narration;
  surface: NarrationSurface;
}

/**
 * Listen/Pause with its generating state, and the highlight and sound-effect checkboxes once audio exists.
 * On the result screen the button keeps its name and a separate 'Creating Audio...' indicator shows; on
 * the reader and the story page the button itself reads 'Generating Audio...'.
 */
export function NarrationControls({ narration, surface }: NarrationControlsProps) {
  const labels = LABELS[surface];
  const { status, failure, playbackFailed } = narration;
  const generating = status === 'generating';
  const playing = status === 'playing';
  const hasAudio = status === 'ready' || playing;
  const buttonText = playing ? labels.pause : generating && surface !== 'result' ? labels.generating : labels.play;

  return (
    <div className="mfs-narration">
      <div className="mfs-narration-row">
        <Button
          type="primary"
          size="large"
          className={`mfs-listen${playing ? ' is-playing' : ''}`}
          icon={generating ? <LoadingOutlined aria-hidden /> : playing ? <PauseCircleFilled aria-hidden /> : <SoundFilled aria-hidden />}
          aria-disabled={generating || undefined}
          onClick={narration.toggle}
        >
          {buttonText}
        </Button>
        {generating && surface === 'result' && (
          <span className="mfs-audio-creating" role="status">
            <span className="mfs-audio-bars" aria-hidden>
              <i />
              <i />
              <i />
            </span>
            {labels.generating}
          </span>
        )}
        {hasAudio && (
          <div className="mfs-narration-options">
            <Checkbox checked={narration.highlightWords} onChange={(event) => narration.setHighlightWords(event.target.checked)}>
              {labels.highlight}
            </Checkbox>
            <Checkbox checked={narration.soundEffects} onChange={(event) => narration.setSoundEffects(event.target.checked)}>
              {labels.effects}
            </Checkbox>
          </div>
        )}
      </div>
      {narration.madeFraction !== null && (generating || playing) && (
        <div className="mfs-narration-making" role="status">
          {generating ? (
            <span>The first sentence is being read aloud now; the story starts in a moment.</span>
          ) : (
            <span>Narrating ahead: {Math.round(narration.madeFraction * 100)}% of the story ready</span>
          )}
          <Progress
            percent={Math.round(narration.madeFraction * 100)}
            status={generating ? 'active' : 'normal'}
            showInfo={false}
            size="small"
            aria-label="Audio made so far"
          />
        </div>
      )}
      <p className="mfs-visually-hidden" aria-live="polite">
        {generating && surface !== 'result' ? labels.generating : playing ? 'Playing' : hasAudio ? 'Paused' : ''}
      </p>
      {failure && (
        <Alert
          className="mfs-narration-alert"
          type="error"
          showIcon
          title={failure.message}
          description={failure.needsSubscription ? <Link to="/subscribe">See subscription options</Link> : undefined}
        />
      )}
      {playbackFailed && <Alert className="mfs-narration-alert" type="error" showIcon title={PLAYBACK_ERROR_MESSAGE} />}
    </div>
  );
}
