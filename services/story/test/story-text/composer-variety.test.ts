import { describe, expect, it } from 'vitest';
import { composeStory } from '../../src/providers/story-text/composer/compose-story';
import type { StoryRequest } from '../../src/providers/story-text/types';
import { INTEREST_SETS, label, sentencesOf, STYLES_UNDER_TEST, words } from './composer-fixtures';

const base: StoryRequest = { age: 6, gender: 'girl', interests: ['Animals', 'Space & Stars'], style: 'magical', lesson: 'sharing is caring', plotTwists: ['a dragon shows up'] };

/** Sentences the composer wrote itself: the parent's own words are meant to repeat. */
function composedSentences(request: StoryRequest, paragraphs: string[]): Set<string> {
  const parent = [request.lesson, ...request.plotTwists].map((text) => text.toLowerCase().replace(/[.!?]+$/, ''));
  return new Set(
    sentencesOf(paragraphs.join(' ')).filter((sentence) => words(sentence) >= 4 && !parent.some((phrase) => sentence.toLowerCase().includes(phrase))),
  );
}

function sharedFraction(request: StoryRequest, seedA: number, seedB: number): number {
  const a = composedSentences(request, composeStory({ ...request, seed: seedA }).paragraphs);
  const b = composedSentences(request, composeStory({ ...request, seed: seedB }).paragraphs);
  return [...a].filter((sentence) => b.has(sentence)).length / a.size;
}

describe('story variety', () => {
  it('tells the same story again for the same inputs and seed', () => {
    expect(composeStory({ ...base, seed: 42 })).toEqual(composeStory({ ...base, seed: 42 }));
  });

  it('picks a fresh seed when none is given', () => {
    const first = composeStory(base);
    const second = composeStory(base);
    expect(first.seed).not.toBe(second.seed);
    expect(first.paragraphs).not.toEqual(second.paragraphs);
  });

  it('tells a different story for a new seed, sharing few sentences', () => {
    const fractions: number[] = [];
    const report: string[] = [];
    for (const style of STYLES_UNDER_TEST)
      for (const age of [3, 6, 10])
        for (const interests of INTEREST_SETS.slice(0, 4)) {
          const request: StoryRequest = { ...base, style, age, interests, plotTwists: age > 7 ? ['a dragon shows up', 'it starts to rain candy'] : ['a dragon shows up'] };
          for (const seed of [11, 23]) {
            const fraction = sharedFraction(request, seed, seed + 1);
            fractions.push(fraction);
            report.push(`${label({ ...request, seed })}: ${fraction.toFixed(2)}`);
            expect(composeStory({ ...request, seed }).paragraphs).not.toEqual(composeStory({ ...request, seed: seed + 1 }).paragraphs);
          }
        }
    const mean = fractions.reduce((sum, fraction) => sum + fraction, 0) / fractions.length;
    const underFifth = fractions.filter((fraction) => fraction < 0.2).length / fractions.length;
    expect(mean, report.join('\n')).toBeLessThan(0.12);
    expect(underFifth, report.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('shares no paragraph between stories for different inputs', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const heroName of [undefined, 'Sam'])
      for (const style of STYLES_UNDER_TEST)
        for (const age of [3, 6, 10])
          for (const interests of INTEREST_SETS) {
            const request: StoryRequest = { ...base, style, age, interests, heroName, seed: 5 };
            const key = label(request) + (heroName ?? '');
            for (const paragraph of composeStory(request).paragraphs) {
              const owner = owners.get(paragraph);
              if (owner && owner !== key) clashes.push(`${owner} and ${key}: ${paragraph.slice(0, 60)}`);
              owners.set(paragraph, key);
            }
          }
    expect(clashes).toEqual([]);
  });

  it('varies the hero, the companions and the title with the seed', () => {
    const stories = [1, 2, 3, 4, 5, 6].map((seed) => composeStory({ ...base, seed }));
    expect(new Set(stories.map((story) => story.plan.heroName)).size).toBeGreaterThan(2);
    expect(new Set(stories.map((story) => story.title)).size).toBeGreaterThan(3);
    expect(new Set(stories.map((story) => story.plan.skeleton)).size).toBeGreaterThan(1);
  });
});
