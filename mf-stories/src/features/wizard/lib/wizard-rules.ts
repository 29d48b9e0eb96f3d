import {
  INTERESTS,
  MAX_AGE,
  MAX_INTERESTS,
  MAX_LESSON_LENGTH,
  MAX_PLOT_TWIST_LENGTH,
  MAX_PLOT_TWISTS,
  MIN_AGE,
  type Gender,
  type GenerateStoryRequest,
  type Interest,
  type StoryStyle,
  type Child,
  type Story,
} from '@bedtime/contracts';
export { anotherAdventureLabel } from '../../story/lib/story-labels';

/** Steps 0-4 take input, 5 is the generating screen and 6 the result (docs/product-rules.md, Story creation). */
export const INPUT_STEPS = 5;
export const GENERATING_STEP = 5;
export const RESULT_STEP = 6;

export interface PlotTwist {
  id: number;
  text: string;
}

export interface WizardInput {
  age: string;
  gender: Gender | null;
  interests: Interest[];
  style: StoryStyle | null;
  lesson: string;
  isCollaborative: boolean;
  plotTwists: PlotTwist[];
  /** The hero's name: typed, or the chosen child's; empty lets the story pick one. */
  childName: string;
  /** The saved child the story is for (null: someone new). */
  childId: string | null;
  /** The story whose hero and friends this one keeps ("another adventure"). */
  continuesFrom: string | null;
}

export const EMPTY_INPUT: WizardInput = {
  age: '',
  gender: null,
  interests: [],
  style: null,
  lesson: '',
  isCollaborative: false,
  plotTwists: [],
  childName: '',
  childId: null,
  continuesFrom: null,
};

/** An age the wizard accepts, as its field holds it ('' when a saved child has grown past the stories' ages). */
function ageText(age: number): string {
  return age >= MIN_AGE && age <= MAX_AGE ? String(age) : '';
}

const knownInterests = (interests: readonly string[]): Interest[] =>
  interests.filter((interest): interest is Interest => (INTERESTS as readonly string[]).includes(interest)).slice(0, MAX_INTERESTS);

/** The wizard filled in from a saved child (every field still editable). */
export function inputFromChild(child: Child): WizardInput {
  return {
    ...EMPTY_INPUT,
    age: ageText(child.age),
    gender: child.gender,
    interests: knownInterests(child.interests),
    style: child.style,
    childName: child.name,
    childId: child.id,
  };
}

/**
 * The wizard filled in for another adventure after `story`: the same hero and what the story was made
 * from, or the saved child it was for as they are today.
 */
export function inputFromStory(story: Story, child: Child | undefined): WizardInput {
  const base = child
    ? inputFromChild(child)
    : { ...EMPTY_INPUT, age: ageText(story.age), gender: story.gender, interests: knownInterests(story.interests), style: story.style };
  return { ...base, childName: story.hero ?? base.childName, continuesFrom: story.id };
}

export function isValidAge(age: string): boolean {
  const text = age.trim();
  if (!/^\d+$/.test(text)) return false;
  const value = Number(text);
  return value >= MIN_AGE && value <= MAX_AGE;
}

/** Whether Continue (or Create Story on the last input step) may be pressed on input step `step`. */
export function isStepValid(step: number, input: WizardInput): boolean {
  switch (step) {
    case 0:
      return isValidAge(input.age);
    case 1:
      return input.gender !== null;
    case 2:
      return input.interests.length >= 1 && input.interests.length <= MAX_INTERESTS;
    case 3:
      return input.style !== null;
    case 4:
      return input.lesson.trim().length > 0 && input.lesson.trim().length <= MAX_LESSON_LENGTH;
    default:
      return false;
  }
}

/** 20, 40, 60, 80, 100 for input steps 0-4. */
export function progressPercent(step: number): number {
  return Math.round(((Math.min(step, INPUT_STEPS - 1) + 1) / INPUT_STEPS) * 100);
}

/** Clicking a picked interest removes it; a pick beyond the third is ignored. */
export function toggleInterest(interests: readonly Interest[], interest: Interest): Interest[] {
  if (interests.includes(interest)) return interests.filter((item) => item !== interest);
  if (interests.length >= MAX_INTERESTS) return [...interests];
  return [...interests, interest];
}

export function canAddPlotTwist(twists: readonly PlotTwist[], text: string): boolean {
  const trimmed = text.trim();
  return twists.length < MAX_PLOT_TWISTS && trimmed.length > 0 && trimmed.length <= MAX_PLOT_TWIST_LENGTH;
}

/** Adds the trimmed twist, or returns the list unchanged when it cannot be added. */
export function addPlotTwist(twists: readonly PlotTwist[], text: string, id: number): PlotTwist[] {
  if (!canAddPlotTwist(twists, text)) return [...twists];
  return [...twists, { id, text: text.trim() }];
}

export function removePlotTwist(twists: readonly PlotTwist[], id: number): PlotTwist[] {
  return twists.filter((twist) => twist.id !== id);
}

/**
 * The request body; only meaningful once every input step is valid. The child's name is always sent: an
 * empty one asks the story to pick a fitting name.
 */
export function toGenerateRequest(input: WizardInput): GenerateStoryRequest {
  if (!input.gender || !input.style) throw new Error('The wizard is not complete.');
  return {
    age: Number(input.age.trim()),
    gender: input.gender,
    interests: [...input.interests],
    style: input.style,
    lesson: input.lesson.trim(),
    isCollaborative: input.isCollaborative,
    plotTwists: input.isCollaborative ? input.plotTwists.map((twist) => twist.text) : [],
    childName: input.childName.trim(),
    ...(input.childId ? { childId: input.childId } : {}),
    ...(input.continuesFrom ? { continuesFrom: input.continuesFrom } : {}),
  };
}
