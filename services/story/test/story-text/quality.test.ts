import { describe, expect, it } from 'vitest';
import { composeStory } from '../../src/providers/story-text/composer/compose-story';
import { INTEREST_KITS } from '../../src/providers/story-text/composer/interest-kits';
import { fourGrams, overlap, qualityGrid, sentencesIn, wordsIn, type QualityCase } from './quality-grid';

/**
 * An editor's read of the embedded composer, done with code: each check is something a parent
 * notices within a week of bedtimes (pasted twists, lessons said but never shown, repeated
 * phrases, flat age fit, templates showing through between stories).
 */
interface Read {
  entry: QualityCase;
  paragraphs: string[];
  text: string;
  sentences: string[];
  again: string;
}

const reads: Read[] = qualityGrid().map((entry) => {
  const story = composeStory(entry.request);
  const retold = composeStory({ ...entry.request, seed: (entry.request.seed ?? 0) + 1 });
  const text = story.paragraphs.join('\n\n');
  return { entry, paragraphs: story.paragraphs, text, sentences: story.paragraphs.flatMap(sentencesIn), again: retold.paragraphs.join('\n\n') };
});

function name(entry: QualityCase): string {
  const { age, style, gender, interests, plotTwists, lesson } = entry.request;
  return `${age}/${style}/${gender}/${interests.join('+')}/${plotTwists.length} twists/${lesson}`;
}

function failures(check: (read: Read) => string | undefined): string[] {
  return reads.flatMap((read) => {
    const problem = check(read);
    return problem ? [`${name(read.entry)}: ${problem}`] : [];
  });
}

const REFRAINS = new Set(Object.values(INTEREST_KITS).flatMap((kit) => kit.refrains.map((refrain) => wordsIn(refrain).join(' '))));

const mentions = (text: string, word: string) => new RegExp(`\\b${word}`, 'i').test(text);

/**
 * The band's target average sentence length: short and rhythmic for toddlers, fuller prose for 11-12.
 * A story is judged within 3 words of its target: one story's average moves by a word or two with
 * how much dialogue its seed drew, and 3 words still keeps each band clear of its neighbour's centre.
 */
function targetLength(age: number): number {
  if (age <= 4) return 8;
  if (age <= 7) return 11;
  if (age <= 10) return 15;
  return 18;
}

describe('story quality, read like an editor over a grid of 66 inputs', () => {
  it('covers every age from 2 to 12, every style, and zero to three twists', () => {
    const ages = new Set(reads.map((read) => read.entry.request.age));
    const styles = new Set(reads.map((read) => read.entry.request.style));
    const twistCounts = new Set(reads.map((read) => read.entry.request.plotTwists.length));
    expect(reads.length).toBeGreaterThanOrEqual(60);
    expect([...ages].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(styles.size).toBe(5);
    expect([...twistCounts].sort()).toEqual([0, 1, 2, 3]);
  });

  it("introduces every twist's key noun and refers to it again in a later paragraph", () => {
    expect(failures(({ entry, paragraphs }) => {
      for (const { noun } of entry.twists) {
        const first = paragraphs.findIndex((paragraph) => mentions(paragraph, noun));
        if (first < 0) return `twist noun "${noun}" never appears`;
        if (!paragraphs.slice(first + 1).some((paragraph) => mentions(paragraph, noun))) return `twist noun "${noun}" is never referred to again`;
      }
      return undefined;
    })).toEqual([]);
  });

  it('tells every twist in the past tense, never in the parent\'s present tense', () => {
    expect(failures(({ entry, sentences }) => {
      for (const { noun, verb } of entry.twists) {
        if (!verb || !/s$/.test(verb)) continue;
        const present = sentences.find((sentence) => mentions(sentence, noun) && new RegExp(`\\b${verb}\\b`, 'i').test(sentence));
        if (present) return `present tense: ${present}`;
      }
      return undefined;
    })).toEqual([]);
  });

  it("brings the lesson's subject into a scene before the ending", () => {
    expect(failures(({ entry, paragraphs }) => {
      const beforeEnding = paragraphs.slice(0, -3);
      const scene = beforeEnding.find((paragraph) => entry.lessonStems.some((stem) => mentions(paragraph, stem)));
      return scene ? undefined : `no scene shows ${entry.lessonStems.join('/')}`;
    })).toEqual([]);
  });

  it('never says the same noun phrase of five or more words more than twice', () => {
    expect(failures(({ text }) => {
      const words = wordsIn(text);
      const counts = new Map<string, number>();
      for (let i = 0; i + 5 <= words.length; i += 1) {
        if (!/^(the|a|an|some)$/.test(words[i] ?? '')) continue;
        const phrase = words.slice(i, i + 5).join(' ');
        counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      }
      const repeated = [...counts].filter(([, count]) => count > 2).map(([phrase, count]) => `"${phrase}" x${count}`);
      return repeated.length > 0 ? repeated.join(', ') : undefined;
    })).toEqual([]);
  });

  it('never repeats a sentence within a story', () => {
    expect(failures(({ sentences }) => {
      const seen = new Set<string>();
      for (const sentence of sentences) {
        const key = wordsIn(sentence).join(' ');
        // A kit's refrain is chanted again on purpose for toddlers (the composer's own tests ask for it).
        if (REFRAINS.has(key)) continue;
        // Two-word cries ("Oh no!", "Sleep tight.") are the rhythm of a toddler story, not a template showing.
        if (key.split(' ').length < 4) continue;
        if (seen.has(key)) return `repeats: ${sentence}`;
        seen.add(key);
      }
      return undefined;
    })).toEqual([]);
  });

  it('writes sentences of the length each age band reads best', () => {
    const averages = reads.map(({ entry, sentences }) => ({
      age: entry.request.age,
      average: sentences.reduce((sum, sentence) => sum + wordsIn(sentence).length, 0) / sentences.length,
    }));
    expect(averages.filter(({ age, average }) => Math.abs(average - targetLength(age)) > 3)).toEqual([]);
  });

  it('tells the same inputs differently each time (4-gram overlap under 0.3)', () => {
    const scores = reads.map((read) => ({ who: name(read.entry), score: overlap(fourGrams(read.text), fourGrams(read.again)) }));
    expect(scores.filter(({ score }) => score >= 0.3)).toEqual([]);
  });

  it('keeps stories of different inputs apart (4-gram overlap under 0.15)', () => {
    const grams = reads.map((read) => fourGrams(read.text));
    const close: string[] = [];
    for (let i = 0; i < grams.length; i += 1)
      for (let j = i + 1; j < grams.length; j += 1) {
        const score = overlap(grams[i] as Set<string>, grams[j] as Set<string>);
        if (score >= 0.15) close.push(`${name((reads[i] as Read).entry)} ~ ${name((reads[j] as Read).entry)}: ${score.toFixed(2)}`);
      }
    expect(close).toEqual([]);
  });

  it('introduces each companion before naming it (no friend points at things before the hero has met it)', () => {
    // Four tellings of each input: a detail drawn once in a while still shows up.
    expect(failures(({ entry }) => {
      for (let retelling = 0; retelling < 4; retelling += 1) {
        const story = composeStory({ ...entry.request, seed: (entry.request.seed ?? 0) + retelling * 101 });
        const early = story.paragraphs.slice(0, story.roles.indexOf('scene')).join(' ');
        // Only where the name stands alone: not a sentence's first word ("Fizz and pop…"), not the end of a longer name.
        const named = story.plan.companions.filter((name) => new RegExp(`(?<!(?:^|[.!?]["”]?\\s+)["“]?)(?<!\\p{Lu}[\\p{L}']*\\s)\\b${name}\\b`, 'u').test(early));
        if (named.length > 0) return `${named.join(', ')} named before the first meeting`;
      }
      return undefined;
    })).toEqual([]);
  });

  it('keeps the hero\'s pronouns and calls objects and animals "it"', () => {
    expect(failures(({ entry, text }) => {
      const { gender } = entry.request;
      if (gender === 'girl' && /\b(he|him|his|himself)\b/i.test(text)) return 'a girl is called he';
      if (gender === 'boy' && /\b(she|her|hers|herself)\b/i.test(text)) return 'a boy is called she';
      if (gender === 'other' && /\b(he|him|his|himself|she|her|hers|herself)\b/i.test(text)) return 'a gendered pronoun for the hero';
      return undefined;
    })).toEqual([]);
  });
});
