import { countWords, type Gender, type Interest, type StoryStyle } from '@bedtime/contracts';
import type { StoryRequest } from '../../src/providers/story-text/types';

export const STYLES_UNDER_TEST: StoryStyle[] = ['funny', 'adventurous', 'gentle', 'magical', 'educational'];
export const AGES_UNDER_TEST = [2, 3, 4, 5, 6, 7, 8, 10, 12];
export const GENDERS_UNDER_TEST: Gender[] = ['girl', 'boy', 'other'];

export const INTEREST_SETS: Interest[][] = [
  ['Animals'],
  ['Space & Stars', 'Ocean & Sea Life'],
  ['Dinosaurs', 'Music', 'Cooking & Food'],
  ['Magic & Fantasy', 'Sports', 'Art & Drawing'],
  ['Nature & Forest', 'Superheroes', 'Vehicles & Transportation'],
  ['Science & Experiments'],
];

export const LESSONS = ['sharing is caring', 'be brave when trying new things', "it's okay to make mistakes", 'Always brush your teeth before bed', 'be kind to everyone!!'];

export const TWIST_SETS: string[][] = [
  [],
  ['a dragon shows up'],
  ['a dragon shows up', 'it starts to rain candy', 'The moon turns into cheese.'],
  ['Grandma comes to visit.', 'the robot learns to dance'],
];

export function wordBand(age: number): [number, number] {
  if (age <= 4) return [300, 450];
  if (age <= 7) return [500, 750];
  return [800, 1200];
}

/** The grid of requests the composer must handle: every style, age band, gender and interest mix. */
export function requestGrid(): StoryRequest[] {
  const grid: StoryRequest[] = [];
  let n = 0;
  for (const style of STYLES_UNDER_TEST)
    for (const age of [3, 6, 10])
      for (const interests of INTEREST_SETS)
        for (const gender of GENDERS_UNDER_TEST) {
          n += 1;
          grid.push({ age, gender, interests, style, lesson: LESSONS[n % LESSONS.length] as string, plotTwists: TWIST_SETS[n % TWIST_SETS.length] as string[], seed: n * 7919 });
        }
  return grid;
}

export function words(text: string): number {
  return countWords(text);
}

export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?]"?)\s+/).map((sentence) => sentence.trim()).filter(Boolean);
}

export function label(request: StoryRequest): string {
  return `${request.style}/${request.age}/${request.gender}/${request.interests.join('+')}/${request.seed}`;
}
