import { UNTITLED_STORY_TITLE, type Gender, type Interest, type Story, type StoryStyle } from '@bedtime/contracts';

/** The title a story is shown under everywhere: its own, else 'My Bedtime Story'. */
export function displayTitle(story: Pick<Story, 'title'>): string {
  return story.title?.trim() || UNTITLED_STORY_TITLE;
}

export const STYLE_DETAILS: Record<StoryStyle, { label: string; description: string; emoji: string }> = {
  funny: { label: 'Funny', description: 'Silly characters, giggles and happy surprises', emoji: '😄' },
  adventurous: { label: 'Adventurous', description: 'Brave quests and exciting discoveries', emoji: '🧭' },
  gentle: { label: 'Gentle', description: 'Calm and soothing, perfect for drifting off', emoji: '🌙' },
  magical: { label: 'Magical', description: 'Wizards, fairies and enchanted worlds', emoji: '✨' },
  educational: { label: 'Educational', description: 'Learn something new along the way', emoji: '📚' },
};

export const GENDER_DETAILS: Record<Gender, { label: string; emoji: string }> = {
  boy: { label: 'Boy', emoji: '👦' },
  girl: { label: 'Girl', emoji: '👧' },
  other: { label: 'Other', emoji: '🧒' },
};

export const INTEREST_EMOJI: Record<Interest, string> = {
  Animals: '🐾',
  'Space & Stars': '🚀',
  'Ocean & Sea Life': '🐠',
  Dinosaurs: '🦕',
  'Magic & Fantasy': '🦄',
  Sports: '⚽',
  Music: '🎵',
  'Art & Drawing': '🎨',
  'Nature & Forest': '🌳',
  Superheroes: '🦸',
  'Vehicles & Transportation': '🚂',
  'Cooking & Food': '🧁',
  'Science & Experiments': '🔬',
};

export function styleLabel(style: string): string {
  return STYLE_DETAILS[style as StoryStyle]?.label ?? style;
}

export function genderLabel(gender: string): string {
  return GENDER_DETAILS[gender as Gender]?.label ?? gender;
}

/** Dates read the same for every visitor ("March 4, 2026"), whatever the browser's locale. */
export function formatStoryDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Another adventure with Pip", "… with Pip and Rex": the friends another story keeps. */
export function anotherAdventureLabel(friends: readonly string[]): string {
  if (friends.length === 0) return 'Another adventure';
  const names = friends.length === 1 ? friends[0]! : `${friends.slice(0, -1).join(', ')} and ${friends.at(-1)!}`;
  return `Another adventure with ${names}`;
}
