import { Input } from 'antd';
import { MAX_LESSON_LENGTH } from '@bedtime/contracts';
import type { WizardAction } from '../lib/wizard-reducer';
import type { WizardInput } from '../lib/wizard-rules';
import { CollaborativeCard } from './collaborative-card';

interface LessonStepProps {
  input: WizardInput;
  dispatch: (action: WizardAction) => void;
}

export function LessonStep({ input, dispatch }: LessonStepProps) {
  return (
    <div className="mfs-lesson">
      <div className="mfs-field">
        <label htmlFor="mfs-lesson-input" className="mfs-label">
          Lesson or moral
        </label>
        <Input.TextArea
          id="mfs-lesson-input"
          value={input.lesson}
          maxLength={MAX_LESSON_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="e.g., Being kind to others, sharing with friends, being brave at the doctor, trying new foods, or telling the truth"
          onChange={(event) => dispatch({ type: 'lesson', lesson: event.target.value })}
        />
      </div>
      <CollaborativeCard
        enabled={input.isCollaborative}
        twists={input.plotTwists}
        onToggle={(enabled) => dispatch({ type: 'collaborative', enabled })}
        onAdd={(text) => dispatch({ type: 'add-twist', text })}
        onRemove={(id) => dispatch({ type: 'remove-twist', id })}
      />
    </div>
  );
}
