import type { Child, Gender, Interest, Story, StoryStyle } from '@bedtime/contracts';
import type { GeneratedStory } from '../api/generate-story';
import type { FieldError } from './generation-errors';
import {
  EMPTY_INPUT,
  GENERATING_STEP,
  inputFromChild,
  inputFromStory,
  INPUT_STEPS,
  RESULT_STEP,
  addPlotTwist,
  isStepValid,
  removePlotTwist,
  toggleInterest,
  type WizardInput,
} from './wizard-rules';

export interface WizardState {
  /** 'ask' shows "Who is tonight's story for?" before the first step (when the family has saved children). */
  forWhom: 'ask' | 'answered';
  /** The friends another adventure keeps, for its heading ("Another adventure with Pip"). */
  friends: string[];
  step: number;
  input: WizardInput;
  error: string | null;
  /** The input the error is about (a refused lesson or plot twist): the message is shown beside it. */
  errorField: FieldError | null;
  /** The failure was a 402: the trial has ended, so the red box also points to /subscribe. */
  errorNeedsSubscription: boolean;
  result: GeneratedStory | null;
  nextTwistId: number;
}

export const INITIAL_WIZARD: WizardState = {
  forWhom: 'ask',
  friends: [],
  step: 0,
  input: EMPTY_INPUT,
  error: null,
  errorField: null,
  errorNeedsSubscription: false,
  result: null,
  nextTwistId: 1,
};

export type WizardAction =
  | { type: 'age'; age: string }
  | { type: 'gender'; gender: Gender }
  | { type: 'interest'; interest: Interest }
  | { type: 'style'; style: StoryStyle }
  | { type: 'lesson'; lesson: string }
  | { type: 'child-name'; name: string }
  | { type: 'collaborative'; enabled: boolean }
  | { type: 'add-twist'; text: string }
  | { type: 'remove-twist'; id: number }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'generate' }
  | { type: 'succeeded'; result: GeneratedStory }
  | { type: 'failed'; error: string; needsSubscription?: boolean; field?: FieldError }
  | { type: 'reset' }
  /** A saved child chosen: everything they are is filled in, and the wizard goes to the lesson. */
  | { type: 'choose-child'; child: Child }
  | { type: 'someone-new' }
  /** Another adventure after a story (with the saved child it was for, if still saved). */
  | { type: 'continue-story'; story: Story; child?: Child }
  /** The child saved from the wizard: this story is theirs. */
  | { type: 'child-saved'; child: Child };

const withInput = (state: WizardState, input: Partial<WizardInput>): WizardState => ({ ...state, input: { ...state.input, ...input } });

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'age':
      return withInput(state, { age: action.age });
    case 'gender':
      return withInput(state, { gender: action.gender });
    case 'interest':
      return withInput(state, { interests: toggleInterest(state.input.interests, action.interest) });
    case 'style':
      return withInput(state, { style: action.style });
    case 'lesson':
      // Editing the refused lesson clears its message; the parent is acting on it.
      return { ...withInput(state, { lesson: action.lesson }), ...(state.errorField?.field === 'lesson' ? { error: null, errorField: null } : {}) };
    case 'child-name':
      return { ...withInput(state, { childName: action.name }), ...(state.errorField?.field === 'childName' ? { error: null, errorField: null } : {}) };
    case 'collaborative':
      return withInput(state, { isCollaborative: action.enabled });
    case 'add-twist': {
      const plotTwists = addPlotTwist(state.input.plotTwists, action.text, state.nextTwistId);
      if (plotTwists.length === state.input.plotTwists.length) return state;
      return { ...withInput(state, { plotTwists }), nextTwistId: state.nextTwistId + 1 };
    }
    case 'remove-twist':
      return {
        ...withInput(state, { plotTwists: removePlotTwist(state.input.plotTwists, action.id) }),
        ...(state.errorField?.field === 'plotTwists' ? { error: null, errorField: null } : {}),
      };
    case 'continue':
      if (state.step >= INPUT_STEPS - 1 || !isStepValid(state.step, state.input)) return state;
      return { ...state, step: state.step + 1 };
    case 'back':
      // Back from the first step asks again who the story is for (shown only when there are saved children).
      if (state.step === 0 && state.forWhom === 'answered') return { ...state, forWhom: 'ask' };
      if (state.step < 1 || state.step > INPUT_STEPS - 1) return state;
      return { ...state, step: state.step - 1 };
    case 'generate': {
      const complete = [0, 1, 2, 3, 4].every((step) => isStepValid(step, state.input));
      if (state.step !== INPUT_STEPS - 1 || !complete) return state;
      return { ...state, step: GENERATING_STEP, error: null, errorField: null, errorNeedsSubscription: false, result: null };
    }
    case 'succeeded':
      return { ...state, step: RESULT_STEP, result: action.result, error: null, errorField: null, errorNeedsSubscription: false };
    case 'failed':
      // Back to the lesson step, inputs kept, with the reason in a red box.
      return { ...state, step: INPUT_STEPS - 1, error: action.error, errorField: action.field ?? null, errorNeedsSubscription: !!action.needsSubscription };
    case 'reset':
      return INITIAL_WIZARD;
    case 'choose-child':
      return { ...INITIAL_WIZARD, forWhom: 'answered', input: inputFromChild(action.child), step: INPUT_STEPS - 1 };
    case 'someone-new':
      return { ...INITIAL_WIZARD, forWhom: 'answered' };
    case 'continue-story':
      return {
        ...INITIAL_WIZARD,
        forWhom: 'answered',
        friends: action.story.companions ?? [],
        input: inputFromStory(action.story, action.child),
        step: INPUT_STEPS - 1,
      };
    case 'child-saved':
      return withInput(state, { childId: action.child.id, childName: action.child.name });
  }
}
