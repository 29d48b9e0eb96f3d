/**
 * Product constants (docs/product-rules.md, Story creation; Story limits and reading time), shared by services and
 * micro-frontends.
 */
export const INTERESTS = [
  'Animals',
  'Space & Stars',
  'Ocean & Sea Life',
  'Dinosaurs',
  'Magic & Fantasy',
  'Sports',
  'Music',
  'Art & Drawing',
  'Nature & Forest',
  'Superheroes',
  'Vehicles & Transportation',
  'Cooking & Food',
  'Science & Experiments',
] as const;
export type Interest = (typeof INTERESTS)[number];

export const STYLES = ['funny', 'adventurous', 'gentle', 'magical', 'educational'] as const;
export type StoryStyle = (typeof STYLES)[number];

export const GENDERS = ['boy', 'girl', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const MIN_AGE = 2;
export const MAX_AGE = 12;
export const MAX_INTERESTS = 3;
export const MAX_PLOT_TWISTS = 3;
export const MAX_LESSON_LENGTH = 300;
export const MAX_PLOT_TWIST_LENGTH = 200;
export const MAX_CHILD_NAME_LENGTH = 40;
/** Far beyond any story's length in characters or words, and well inside PostgreSQL's integer. */
export const MAX_PROGRESS_POSITION = 1_000_000;

/** Words that make a profile nickname a parent's name ("Mama Bear", "Daddy"), not a child's. */
const PARENT_TITLES =
  /\b(mama|mamma|mum|mummy|mom|mommy|momma|ma|mother|papa|pa|dad|daddy|dada|father|parent|nana|nan|gran|granny|grandma|grandpa|grandad|granddad|grandmother|grandfather|auntie|aunty|aunt|uncle)\b/i;

/** Whether a name reads as a parent's or grandparent's name, so it is not given to the child hero. */
export function isParentName(name: string): boolean {
  return PARENT_TITLES.test(name);
}
export const MAX_TITLE_LENGTH = 120;
export const DEFAULT_STORY_TITLE = 'Your Magical Bedtime Story';
export const UNTITLED_STORY_TITLE = 'My Bedtime Story';
export const WORDS_PER_MINUTE = 200;
export const NARRATION_VOICE = 'nova';
export const NARRATION_SPEED = 0.9;

/** Stages of story generation, streamed as `stage` events (docs/product-rules.md, Story creation). */
export const GENERATION_STAGES = ['thinking', 'writing', 'polishing'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];
