import type { Gender, Interest, StoryStyle } from '@bedtime/contracts';
import { readParentIdeas } from '../../src/providers/story-text/composer/parent-ideas';
import { planTwist } from '../../src/providers/story-text/composer/plot-twists';
import type { StoryRequest } from '../../src/providers/story-text/types';

/**
 * The editor's grid: every age from 2 to 12, every style, a spread of interests, zero to three
 * twists and free-text lessons. Each lesson carries the word stems an editor would look for in the
 * scene that dramatises it (the food of "trying new foods", the fear of "being brave").
 */
const STYLES: StoryStyle[] = ['funny', 'adventurous', 'gentle', 'magical', 'educational'];
const GENDERS: Gender[] = ['girl', 'boy', 'other'];
const INTERESTS: Interest[][] = [
  ['Animals'],
  ['Space & Stars', 'Ocean & Sea Life'],
  ['Dinosaurs', 'Music', 'Cooking & Food'],
  ['Magic & Fantasy', 'Sports'],
  ['Nature & Forest', 'Vehicles & Transportation'],
  ['Science & Experiments', 'Art & Drawing'],
  ['Superheroes'],
];
export const LESSON_CASES: { lesson: string; stems: string[] }[] = [
  { lesson: 'trying new foods can be fun', stems: ['food', 'taste', 'tasting', 'ate', 'eat'] },
  { lesson: 'it is okay to be scared of the dark', stems: ['dark'] },
  { lesson: 'sharing is caring', stems: ['shar'] },
  { lesson: 'always brush your teeth before bed', stems: ['teeth', 'tooth'] },
  { lesson: 'tell the truth', stems: ['truth', 'true', 'honest'] },
  { lesson: 'be kind to everyone', stems: ['kind'] },
];
const TWISTS = ['a friendly whale loses its song', 'the school bus starts to fly', 'a dragon shows up', 'Grandma comes to visit', 'the moon turns into cheese', 'a little owl finds a map'];

export interface QualityCase {
  request: StoryRequest;
  /** Stems of the lesson's subject. */
  lessonStems: string[];
  /** Per twist: the noun it brings in and the present-tense verb the parent wrote. */
  twists: { noun: string; verb?: string }[];
}

export function qualityGrid(): QualityCase[] {
  const cases: QualityCase[] = [];
  for (let i = 0; i < 66; i += 1) {
    const twistCount = i % 4;
    const plotTwists = Array.from({ length: twistCount }, (_, k) => TWISTS[(i + k * 2) % TWISTS.length] as string);
    const lessonCase = LESSON_CASES[i % LESSON_CASES.length] as (typeof LESSON_CASES)[number];
    const request: StoryRequest = {
      age: 2 + (i % 11),
      gender: GENDERS[i % 3] as Gender,
      style: STYLES[i % 5] as StoryStyle,
      interests: INTERESTS[i % INTERESTS.length] as Interest[],
      lesson: lessonCase.lesson,
      plotTwists,
      seed: 1000 + i * 31,
    };
    const ideas = readParentIdeas({ lesson: request.lesson, plotTwists });
    if (!ideas.ok) throw new Error(`grid input not understood: ${ideas.message}`);
    const twists = ideas.plotTwists.map((idea) => {
      const ref = planTwist(idea.text, idea.who)?.ref ?? idea.who ?? '';
      return { noun: ref.split(' ').at(-1) ?? '', verb: idea.happens };
    });
    cases.push({ request, lessonStems: lessonCase.stems, twists });
  }
  return cases;
}

export function sentencesIn(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”]?)\s+(?=["“]?\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
}

export function fourGrams(text: string): Set<string> {
  const words = wordsIn(text);
  const grams = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i += 1) grams.add(words.slice(i, i + 4).join(' '));
  return grams;
}

/** Share of the smaller story's 4-grams found in the other: 0 for strangers, 1 for a copy. */
export function overlap(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const gram of small) if (large.has(gram)) shared += 1;
  return shared / small.size;
}
