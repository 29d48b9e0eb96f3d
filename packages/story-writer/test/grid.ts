// The fixed grid the writer's checks and the blind readings use: every age band, style and world, sensitive
// and everyday lessons, 0-3 twists; and a way to tell many stories from it quickly.
import { GENDERS, INTERESTS, STYLES, type Gender, type Interest, type StoryStyle } from '@bedtime/contracts';
import { LESSON_THEMES } from '../src/catalogue/themes';
import { TWIST_KINDS } from '../src/catalogue/twist-kinds';
import type { UnderstoodLesson, UnderstoodTwist } from '../src/plan/types';
import { Rng } from '../src/write/random';
import type { WriteRequest } from '../src/write/compose';

export const AGES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export function lessonOf(themeId: string): UnderstoodLesson {
  const theme = LESSON_THEMES.find((candidate) => candidate.id === themeId)!;
  return { themeId, label: theme.label, confident: true };
}

export function twistOf(kindId: string): UnderstoodTwist {
  const kind = TWIST_KINDS.find((candidate) => candidate.id === kindId)!;
  return { kindId, label: kind.label, args: {} };
}

/** `count` requests spread over the grid: every theme, twist kind, world, style and age comes up. */
export function gridRequests(count: number, seed = 1): WriteRequest[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, (_, index) => {
    const theme = LESSON_THEMES[index % LESSON_THEMES.length]!;
    const age = Math.max(AGES[index % AGES.length]!, theme.minAge ?? 2);
    const interests = rng.shuffle(INTERESTS).slice(0, 1 + (index % 3)) as Interest[];
    const twists = Array.from({ length: index % 4 }, (_, offset) => twistOf(TWIST_KINDS[(index * 3 + offset * 7) % TWIST_KINDS.length]!.id));
    return {
      age,
      gender: GENDERS[index % GENDERS.length] as Gender,
      interests,
      style: STYLES[index % STYLES.length] as StoryStyle,
      lesson: lessonOf(theme.id),
      twists,
      ...(index % 5 === 0 ? {} : { heroName: ['Mia', "Mary-Kate O'Neill", 'Jonah', 'Aarav', 'Zoë'][index % 5]! }),
      seed: index * 7919 + seed,
    };
  });
}
