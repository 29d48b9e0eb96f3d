import { describe, expect, it } from 'vitest';
import { INTERESTS, type Child, type Interest, type Story } from '@bedtime/contracts';
import {
  EMPTY_INPUT,
  addPlotTwist,
  canAddPlotTwist,
  isStepValid,
  isValidAge,
  progressPercent,
  anotherAdventureLabel,
  inputFromChild,
  inputFromStory,
  toGenerateRequest,
  toggleInterest,
  type WizardInput,
} from '../src/features/wizard/lib/wizard-rules';
import { INITIAL_WIZARD, wizardReducer, type WizardAction, type WizardState } from '../src/features/wizard/lib/wizard-reducer';

const [a, b, c, d] = INTERESTS as unknown as [Interest, Interest, Interest, Interest];
const complete: WizardInput = { ...EMPTY_INPUT, age: '6', gender: 'girl', interests: [a], style: 'gentle', lesson: 'Be kind' };
const run = (actions: WizardAction[], from: WizardState = INITIAL_WIZARD) => actions.reduce(wizardReducer, from);

describe('wizard step validation', () => {
  it('accepts whole ages from 2 to 12 only', () => {
    expect(['2', '7', '12', ' 12 '].map(isValidAge)).toEqual([true, true, true, true]);
    expect(['', '1', '13', '6.5', '-3', 'six', '1e1'].map(isValidAge)).toEqual([false, false, false, false, false, false, false]);
  });

  it('needs a gender, 1-3 interests, a style and a non-blank lesson on their steps', () => {
    expect(isStepValid(1, EMPTY_INPUT)).toBe(false);
    expect(isStepValid(1, { ...EMPTY_INPUT, gender: 'other' })).toBe(true);
    expect(isStepValid(2, EMPTY_INPUT)).toBe(false);
    expect(isStepValid(2, { ...EMPTY_INPUT, interests: [a, b, c] })).toBe(true);
    expect(isStepValid(3, { ...EMPTY_INPUT, style: 'magical' })).toBe(true);
    expect(isStepValid(4, { ...EMPTY_INPUT, lesson: '   \n ' })).toBe(false);
    expect(isStepValid(4, { ...EMPTY_INPUT, lesson: ' share ' })).toBe(true);
  });

  it('shows 20, 40, 60, 80 and 100 percent on steps 1 to 5', () => {
    expect([0, 1, 2, 3, 4].map(progressPercent)).toEqual([20, 40, 60, 80, 100]);
  });
});

describe('interests', () => {
  it('when a fourth interest is picked, it is ignored', () => {
    expect(toggleInterest([a, b, c], d)).toEqual([a, b, c]);
  });
  it('clicking a picked interest removes it, so another can then be picked', () => {
    const removed = toggleInterest([a, b, c], b);
    expect(removed).toEqual([a, c]);
    expect(toggleInterest(removed, d)).toEqual([a, c, d]);
  });
});

describe('plot twists', () => {
  it('trims the text and refuses blank twists', () => {
    expect(addPlotTwist([], '  a talking cat  ', 1)).toEqual([{ id: 1, text: 'a talking cat' }]);
    expect(addPlotTwist([], '  \t ', 1)).toEqual([]);
    expect(canAddPlotTwist([], '')).toBe(false);
  });
  it('stops at three', () => {
    const three = [1, 2, 3].map((id) => ({ id, text: `twist ${id}` }));
    expect(canAddPlotTwist(three, 'one more')).toBe(false);
    expect(addPlotTwist(three, 'one more', 4)).toHaveLength(3);
  });
  it('sends twists only when collaborative mode is on', () => {
    const twists = [{ id: 1, text: 'a dragon who is shy' }];
    expect(toGenerateRequest({ ...complete, plotTwists: twists, isCollaborative: false }).plotTwists).toEqual([]);
    expect(toGenerateRequest({ ...complete, plotTwists: twists, isCollaborative: true })).toEqual({
      age: 6,
      gender: 'girl',
      interests: [a],
      style: 'gentle',
      lesson: 'Be kind',
      isCollaborative: true,
      plotTwists: ['a dragon who is shy'],
      childName: '',
    });
  });

  it("starts the child's name empty: the account's nickname is the parent's own and never the hero", () => {
    expect(EMPTY_INPUT.childName).toBe('');
    expect(toGenerateRequest(complete).childName).toBe('');
  });

  it('sends the name the parent typed, and an empty name when they clear it, so the story picks one', () => {
    const typed = run([{ type: 'child-name', name: '  Ada ' }], { ...INITIAL_WIZARD, input: complete }).input;
    expect(toGenerateRequest(typed).childName).toBe('Ada');
    const cleared = run([{ type: 'child-name', name: '' }], { ...INITIAL_WIZARD, input: typed }).input;
    expect(toGenerateRequest(cleared).childName).toBe('');
  });

  const mia: Child = {
    id: 'child-1',
    name: 'Mia',
    birthMonth: '2019-04',
    age: 6,
    gender: 'girl',
    interests: [a, b],
    style: 'magical',
    createdAt: '2025-01-01T00:00:00Z',
  };

  it('fills every answer from a chosen child, goes to the lesson, and sends the child with the story', () => {
    const chosen = run([{ type: 'choose-child', child: mia }]);
    expect(chosen).toMatchObject({ forWhom: 'answered', step: 4 });
    expect(chosen.input).toMatchObject({ age: '6', gender: 'girl', interests: [a, b], style: 'magical', childName: 'Mia', childId: 'child-1' });
    // Still editable: the parent changes the style on its step.
    const edited = run([{ type: 'back' }, { type: 'style', style: 'funny' }], chosen);
    expect(toGenerateRequest({ ...edited.input, lesson: 'Be kind' })).toMatchObject({ style: 'funny', childId: 'child-1', childName: 'Mia' });
    // A child who has grown past 12 is asked for an age again.
    expect(inputFromChild({ ...mia, age: 13 }).age).toBe('');
  });

  it('asks again who the story is for from the first step, and starts empty for someone new', () => {
    const fresh = run([{ type: 'someone-new' }]);
    expect(fresh).toMatchObject({ forWhom: 'answered', step: 0, input: EMPTY_INPUT });
    expect(run([{ type: 'back' }], fresh).forWhom).toBe('ask');
  });

  it('keeps the hero and friends for another adventure, and names the friends', () => {
    const story: Story = {
      id: 'story-1',
      userId: 'me',
      title: 'Mia and the Moon',
      content: 'Once.',
      age: 5,
      gender: 'girl',
      interests: [c],
      style: 'gentle',
      lesson: 'Share',
      isCollaborative: false,
      plotTwists: [],
      createdAt: '2025-01-01T00:00:00Z',
      illustrations: [],
      stickers: [],
      childId: null,
      hero: 'Mia',
      companions: ['Pip'],
    };
    const next = run([{ type: 'continue-story', story }]);
    expect(next.friends).toEqual(['Pip']);
    expect(next.input).toMatchObject({ age: '5', interests: [c], style: 'gentle', childName: 'Mia', continuesFrom: 'story-1', childId: null });
    expect(toGenerateRequest({ ...next.input, lesson: 'Be brave' })).toMatchObject({ continuesFrom: 'story-1', childName: 'Mia' });
    // For a saved child, as they are today.
    expect(inputFromStory({ ...story, childId: 'child-1' }, mia)).toMatchObject({ age: '6', childId: 'child-1', continuesFrom: 'story-1', childName: 'Mia' });
    expect(anotherAdventureLabel(['Pip'])).toBe('Another adventure with Pip');
    expect(anotherAdventureLabel(['Pip', 'Rex', 'Bo'])).toBe('Another adventure with Pip, Rex and Bo');
  });

  it("clears a refusal of the child's name once the parent edits it", () => {
    const refused = run([{ type: 'failed', error: 'Please choose another name', field: { field: 'childName' } }], {
      ...INITIAL_WIZARD,
      input: complete,
      step: 5,
    });
    expect(refused.errorField).toEqual({ field: 'childName' });
    expect(run([{ type: 'child-name', name: 'Ada' }], refused).error).toBeNull();
  });
});

describe('wizard transitions', () => {
  it('Continue does nothing until the step is valid', () => {
    expect(run([{ type: 'continue' }]).step).toBe(0);
    expect(run([{ type: 'age', age: '13' }, { type: 'continue' }]).step).toBe(0);
    expect(run([{ type: 'age', age: '5' }, { type: 'continue' }]).step).toBe(1);
  });

  it('Back works on steps 2 to 5 and not on the first', () => {
    expect(run([{ type: 'back' }]).step).toBe(0);
    const atGender = run([{ type: 'age', age: '5' }, { type: 'continue' }]);
    expect(wizardReducer(atGender, { type: 'back' }).step).toBe(0);
  });

  it('creates only from the last step, fails back to it with the error and inputs kept, and succeeds to the result', () => {
    const atLesson: WizardState = { ...INITIAL_WIZARD, step: 4, input: complete };
    expect(wizardReducer({ ...atLesson, step: 3 }, { type: 'generate' }).step).toBe(3);
    const generating = wizardReducer(atLesson, { type: 'generate' });
    expect(generating.step).toBe(5);
    const failed = wizardReducer(generating, { type: 'failed', error: 'Nope', needsSubscription: true });
    expect(failed).toMatchObject({ step: 4, error: 'Nope', errorNeedsSubscription: true, input: complete });
    const done = wizardReducer(wizardReducer(failed, { type: 'generate' }), { type: 'succeeded', result: { id: 's1', title: 'T', story: 'Once.' } });
    expect(done).toMatchObject({ step: 6, error: null, result: { id: 's1' } });
  });

  it('a refusal about the lesson or a twist stays beside that input until the parent changes it', () => {
    const atLesson: WizardState = { ...INITIAL_WIZARD, step: 4, input: complete };
    const refused = wizardReducer(wizardReducer(atLesson, { type: 'generate' }), { type: 'failed', error: 'Kind words', field: { field: 'lesson' } });
    expect(refused).toMatchObject({ step: 4, error: 'Kind words', errorField: { field: 'lesson' } });
    expect(wizardReducer(refused, { type: 'lesson', lesson: 'share your toys' })).toMatchObject({ error: null, errorField: null });

    const withTwist = wizardReducer(wizardReducer({ ...atLesson, input: { ...complete, isCollaborative: true } }, { type: 'add-twist', text: 'a shy moon' }), {
      type: 'generate',
    });
    const twistRefused = wizardReducer(withTwist, { type: 'failed', error: 'Kinder twist', field: { field: 'plotTwists', index: 0 } });
    expect(twistRefused.errorField).toEqual({ field: 'plotTwists', index: 0 });
    // Editing the lesson does not clear a message that is about a twist.
    expect(wizardReducer(twistRefused, { type: 'lesson', lesson: 'be kind' }).errorField).toEqual({ field: 'plotTwists', index: 0 });
    const id = twistRefused.input.plotTwists[0]?.id ?? -1;
    expect(wizardReducer(twistRefused, { type: 'remove-twist', id })).toMatchObject({ error: null, errorField: null });
  });

  it('Create Another resets every input and the twists', () => {
    const busy = run([
      { type: 'age', age: '4' },
      { type: 'collaborative', enabled: true },
      { type: 'add-twist', text: 'a shy moon' },
    ]);
    expect(busy.input.plotTwists).toHaveLength(1);
    expect(wizardReducer(busy, { type: 'reset' })).toEqual(INITIAL_WIZARD);
  });

  it('gives each twist its own id, so removing one leaves the others', () => {
    const state = run([
      { type: 'add-twist', text: 'one' },
      { type: 'add-twist', text: 'two' },
      { type: 'add-twist', text: 'three' },
      { type: 'add-twist', text: 'four' },
    ]);
    expect(state.input.plotTwists.map((t) => t.text)).toEqual(['one', 'two', 'three']);
    const second = state.input.plotTwists[1]!;
    expect(wizardReducer(state, { type: 'remove-twist', id: second.id }).input.plotTwists.map((t) => t.text)).toEqual(['one', 'three']);
  });
});
