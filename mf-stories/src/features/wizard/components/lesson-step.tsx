import { Input } from 'antd';
import { MAX_LESSON_LENGTH } from '@bedtime/contracts';
import type { FieldError } from '../lib/generation-errors';
import type { WizardAction } from '../lib/wizard-reducer';
import type { WizardInput } from '../lib/wizard-rules';
import { CollaborativeCard } from './collaborative-card';

interface LessonStepProps {
  input: WizardInput;
  dispatch: (action: WizardAction) => void;
  /** A refusal about the lesson or a plot twist, shown beside the input it is about. */
  fieldError?: { message: string; at: FieldError } | null;
}

export function LessonStep({ input, dispatch, fieldError }: LessonStepProps) {
  const lessonError = fieldError?.at.field === 'lesson' ? fieldError.message : null;
  const twistError = fieldError?.at.field === 'plotTwists' ? { message: fieldError.message, index: fieldError.at.index } : null;
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
          status={lessonError ? 'error' : undefined}
          aria-invalid={lessonError ? true : undefined}
          aria-describedby={lessonError ? 'mfs-lesson-error' : undefined}
          onChange={(event) => dispatch({ type: 'lesson', lesson: event.target.value })}
        />
        {lessonError && (
          <p id="mfs-lesson-error" className="mfs-field-error" role="alert">
            {lessonError}
          </p>
        )}
      </div>
      <CollaborativeCard
        enabled={input.isCollaborative}
        twists={input.plotTwists}
        onToggle={(enabled) => dispatch({ type: 'collaborative', enabled })}
        onAdd={(text) => dispatch({ type: 'add-twist', text })}
        onRemove={(id) => dispatch({ type: 'remove-twist', id })}
        error={twistError}
      />
    </div>
  );
}
