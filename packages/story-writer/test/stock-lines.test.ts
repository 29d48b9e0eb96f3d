// Lines a family would hear in story after story: the same goodbye, the same light left on, the same
// "Thank you for telling me. Not one bit." Each has more than one authored wording, chosen by the story's
// seed, so a run of stories where they can come up does not repeat one of them much.
import { GENDERS, INTERESTS, STYLES, type Gender, type Interest, type StoryStyle } from '@bedtime/contracts';
import { describe, expect, it } from 'vitest';
import { THEMES_BY_ID } from '../src/catalogue/themes';
import { writeStory, type WriteRequest } from '../src/write/compose';
import { lessonOf } from './grid';

const OLDER = [6, 7, 8, 9, 10, 11, 12];
const QUIET = ['death-of-grandparent', 'family-illness', 'death-of-pet', 'two-homes'];

/** Each stock line, and the lessons and ages whose passages, goodbyes and ways home can tell it. */
const STOCK: readonly { line: string; pattern: RegExp; themes: readonly string[]; ages: readonly number[] }[] = [
  { line: 'Then it was goodbye', pattern: /\bThen it was goodbye\b/, themes: QUIET, ages: OLDER },
  { line: 'stayed right where he was', pattern: /\bstayed right (?:where (?:he|she|they) (?:was|were)|there)\b/, themes: QUIET, ages: OLDER },
  { line: 'left a light on', pattern: /\bleft (?:a|the hall) light on\b/, themes: QUIET, ages: OLDER },
  {
    line: 'Thank you for telling me',
    pattern: /\bThank you for telling (?:me|us)\b/,
    themes: ['two-homes', 'body-safety', 'online-kindness', 'honesty'],
    ages: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  },
  {
    line: 'Not one bit',
    pattern: /\bNot one bit\b/,
    themes: ['two-homes', 'body-safety', 'sharing', 'bedtime', 'new-pet', 'dark', 'trusted-grown-ups'],
    ages: [2, 3, 4, 5, 6, 7],
  },
  {
    line: 'like a stone in a pocket',
    pattern: /\blike an? \w+ in (?:a|your|his|her|their) pocket\b/,
    themes: ['death-of-grandparent', 'family-illness', 'anger'],
    ages: OLDER,
  },
];

function requests(themes: readonly string[], ages: readonly number[], count: number): WriteRequest[] {
  return Array.from({ length: count }, (_, index) => {
    const themeId = themes[index % themes.length]!;
    const theme = THEMES_BY_ID.get(themeId)!;
    return {
      age: Math.max(ages[index % ages.length]!, theme.minAge ?? 2),
      gender: GENDERS[index % GENDERS.length] as Gender,
      interests: [INTERESTS[(index * 7) % INTERESTS.length] as Interest],
      style: STYLES[index % STYLES.length] as StoryStyle,
      lesson: lessonOf(themeId),
      twists: [],
      seed: index * 104729 + 11,
    };
  });
}

describe('stock lines', () => {
  it.each(STOCK)('$line comes up in no more than one in eight of 50 stories whose lesson can tell it', ({ pattern, themes, ages }) => {
    const stories = requests(themes, ages, 50).map((request) => writeStory(request).paragraphs.join('\n'));
    expect(stories.filter((story) => pattern.test(story)).length).toBeLessThanOrEqual(50 / 8);
  });
});
