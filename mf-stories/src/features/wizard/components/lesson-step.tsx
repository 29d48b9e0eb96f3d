import { Input } from 'antd';
import { MAX_CHILD_NAME_LENGTH, MAX_LESSON_LENGTH } from '@bedtime/contracts';
import type { FieldError } from '../lib/generation-errors';
import type { WizardAction } from '../lib/wizard-reducer';
import { useIdeaReading } from '../api/understand-ideas';
import { isValidAge, type WizardInput } from '../lib/wizard-rules';
import { SaveChildButton } from './save-child-button';
import { IdeaReadingLine } from './idea-reading-line';
import { CollaborativeCard } from './collaborative-card';

interface LessonStepProps {
  input: WizardInput;
  /** The chosen saved child's name, when the story is for one. */
  savedName?: string | null;
  dispatch: (action: WizardAction) => void;
  /** A refusal about the lesson or a plot twist, shown beside the input it is about. */
  fieldError?: { message: string; at: FieldError } | null;
}

export function LessonStep({ input, savedName, dispatch, fieldError }: LessonStepProps) {
  const nameError = fieldError?.at.field === 'childName' ? fieldError.message : null;
  const lessonError = fieldError?.at.field === 'lesson' ? fieldError.message : null;
  const twistError = fieldError?.at.field === 'plotTwists' ? { message: fieldError.message, index: fieldError.at.index } : null;
  const reading = useIdeaReading(
    input.lesson,
    input.isCollaborative ? input.plotTwists.map((twist) => twist.text) : [],
    isValidAge(input.age) ? Number(input.age) : undefined,
  );
  return (
    <div className="mfs-lesson">
      <div className="mfs-field">
        <label htmlFor="mfs-child-name-input" className="mfs-label">
          Child&apos;s name (optional)
        </label>
        <Input
          id="mfs-child-name-input"
          value={input.childName}
          maxLength={MAX_CHILD_NAME_LENGTH}
          autoComplete="off"
          placeholder="e.g., Maya"
          status={nameError ? 'error' : undefined}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'mfs-child-name-error' : 'mfs-child-name-hint'}
          onChange={(event) => dispatch({ type: 'child-name', name: event.target.value })}
        />
        {nameError ? (
          <p id="mfs-child-name-error" className="mfs-field-error" role="alert">
            {nameError}
          </p>
        ) : (
          <p id="mfs-child-name-hint" className="mfs-field-hint">
            {savedName ? `The hero of the story: ${savedName}, as saved.` : 'The hero of the story. Leave it empty and the story picks a name.'}
          </p>
        )}
        {!input.childId && input.childName.trim() !== '' && (
          <SaveChildButton
            name={input.childName}
            gender={input.gender}
            interests={input.interests}
            style={input.style}
            onSaved={(child) => dispatch({ type: 'child-saved', child })}
          />
        )}
      </div>
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
          aria-describedby={lessonError ? 'mfs-lesson-error' : 'mfs-lesson-reading'}
          onChange={(event) => dispatch({ type: 'lesson', lesson: event.target.value })}
        />
        {lessonError ? (
          <p id="mfs-lesson-error" className="mfs-field-error" role="alert">
            {lessonError}
          </p>
        ) : (
          input.lesson.trim() !== '' && <IdeaReadingLine id="mfs-lesson-reading" label="A story about" reading={reading?.lesson ?? undefined} />
        )}
      </div>
      <CollaborativeCard
        enabled={input.isCollaborative}
        twists={input.plotTwists}
        onToggle={(enabled) => dispatch({ type: 'collaborative', enabled })}
        onAdd={(text) => dispatch({ type: 'add-twist', text })}
        onRemove={(id) => dispatch({ type: 'remove-twist', id })}
        error={twistError}
        readings={reading?.plotTwists}
      />
    </div>
  );
}
