import {
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
  isParentName,
} from '@bedtime/contracts';

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
  /** The child's name as the parent typed it; null until they edit it (the nickname is shown then). */
  childName: string | null;
}

export const EMPTY_INPUT: WizardInput = {
  age: '',
  gender: null,
  interests: [],
  style: null,
  lesson: '',
  isCollaborative: false,
  plotTwists: [],
  childName: null,
};

/**
 * The name the child's-name field starts with: the profile nickname, unless it is a parent's name
 * ("Mama Bear"), which would make the parent the hero.
 */
export function childNamePrefill(nickname: string | null | undefined): string {
  const name = nickname?.trim() ?? '';
  return name && !isParentName(name) ? name : '';
}

/** What the child's-name field shows: the parent's own typing, else the prefill. */
export function childNameShown(input: WizardInput, nickname: string | null | undefined): string {
  return input.childName ?? childNamePrefill(nickname);
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
 * The request body; only meaningful once every input step is valid. The child's name is always sent:
 * an empty one asks the story to pick a fitting name rather than use the nickname.
 */
export function toGenerateRequest(input: WizardInput, nickname?: string | null): GenerateStoryRequest {
  if (!input.gender || !input.style) throw new Error('The wizard is not complete.');
  return {
    age: Number(input.age.trim()),
    gender: input.gender,
    interests: [...input.interests],
    style: input.style,
    lesson: input.lesson.trim(),
    isCollaborative: input.isCollaborative,
    plotTwists: input.isCollaborative ? input.plotTwists.map((twist) => twist.text) : [],
    childName: childNameShown(input, nickname).trim(),
  };
}
