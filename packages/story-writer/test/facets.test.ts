// A theme that covers more than one lesson tells the one the parent meant: a stranger in a game asking for a
// name is not told as a mean caption in the class chat, nor the other way round, and no story mixes the two.
import { describe, expect, it } from 'vitest';
import { INTERESTS, type Interest } from '@bedtime/contracts';
import type { ThemeScenes } from '../src/scenes/format';
import { THEMES } from '../src/scenes/index';
import { forFacet, writeStory } from '../src/write/compose';
import { writeFromWords } from '../src/write/from-words';
import { lessonOf } from './grid';

const LESSON = new Set(['problem', 'choice', 'consequence', 'inner', 'better']);
/** Words only the unkind group-chat passages say. */
const KINDNESS = /\bOllie\b|group chat|laughing faces/;
/** Words only the stranger-in-a-game passages say. */
const SAFETY = /\b(?:player|someone (?:she|he|they) did not know|a face)\b/i;

function told(lesson: string, age: number, seed: number, interest: Interest) {
  const story = writeFromWords({ age, gender: seed % 2 ? 'girl' : 'boy', interests: [interest], style: 'gentle', lesson, plotTwists: [], seed });
  if (!story.ok) throw new Error(story.message);
  const lessonText = story.plan.scenes
    .filter((scene) => LESSON.has(scene.beat))
    .map((scene) => story.paragraphs[scene.paragraph]!)
    .join('\n');
  const better = story.plan.scenes.filter((scene) => scene.beat === 'better').map((scene) => story.paragraphs[scene.paragraph]!);
  return { story, text: story.paragraphs.join('\n'), lessonText, better: better.join('\n') };
}

describe('online-kindness told as the lesson the parent meant', () => {
  const NAME = 'got a tablet for her bday, want her to know not to tell people her name online';

  it.each([4, 7, 10])('"not to tell people her name online" at %i shows the safe rule and no unkind group chat', (age) => {
    for (let seed = 1; seed <= 24; seed += 1) {
      const { story, text, better } = told(NAME, age, seed, INTERESTS[seed % INTERESTS.length]!);
      expect(story.plan.lesson.facet).toBe('safety');
      expect(text, text).not.toMatch(KINDNESS);
      // the hero does not send it on: a grown-up is shown, and the stranger blocked
      expect(better, better).toMatch(/\b(?:Mum|Dad)\b/);
      expect(better, better).toMatch(/\bblock/);
    }
  });

  it.each([7, 10])('"being unkind in the class group chat" at %i still tells the group chat', (age) => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const { story, lessonText } = told('being unkind in the class group chat', age, seed, INTERESTS[seed % INTERESTS.length]!);
      expect(story.plan.lesson.facet).toBe('kindness');
      expect(lessonText).toMatch(KINDNESS);
      expect(lessonText).not.toMatch(/\bplayer\b|game name/);
    }
  });

  it('a lesson with no facet read is told as one facet throughout, never a stranger in one paragraph and a group chat in the next', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed += 1) {
      for (const age of [7, 10]) {
        const story = writeStory({ age, gender: 'girl', interests: ['Space & Stars'], style: 'gentle', lesson: lessonOf('online-kindness'), twists: [], seed });
        const lesson = story.plan.scenes.filter((scene) => LESSON.has(scene.beat)).map((scene) => story.paragraphs[scene.paragraph]!);
        const kind = lesson.map((paragraph) => (KINDNESS.test(paragraph) ? 'kindness' : SAFETY.test(paragraph) ? 'safety' : 'either'));
        expect(new Set(kind.filter((k) => k !== 'either')).size, lesson.join('\n')).toBeLessThanOrEqual(1);
        for (const k of kind) seen.add(k);
      }
    }
    // both lessons are told, across stories
    expect(seen).toContain('kindness');
    expect(seen).toContain('safety');
  });
});

describe('facets in the authored passages', () => {
  const BEATS = {
    tiny: ['problem', 'better'],
    young: ['problem', 'choice', 'consequence', 'better'],
    older: ['problem', 'choice', 'consequence', 'better', 'inner'],
  } as const;

  it('every facet a register tells has two or more variants of each beat, all of that facet or unmarked', () => {
    const out: string[] = [];
    for (const writing of THEMES)
      for (const register of ['tiny', 'young', 'older'] as const) {
        const scenes: ThemeScenes = writing[register];
        const facets = new Set(scenes.problem.map((passage) => passage.facet));
        if (facets.size === 1 && facets.has(undefined)) continue;
        for (const facet of facets) {
          const kept = forFacet(scenes, facet, 1);
          for (const beat of BEATS[register]) {
            const variants = kept[beat] ?? [];
            if (variants.length < 2) out.push(`${writing.themeId} ${register}.${beat} as ${facet ?? 'no facet'}: ${variants.length} variants`);
            if (variants.some((passage) => passage.facet !== undefined && passage.facet !== facet))
              out.push(`${writing.themeId} ${register}.${beat} as ${facet ?? 'no facet'}: told with another facet's passage`);
          }
        }
      }
    expect(out).toEqual([]);
  });

  it("a tiny child's kindness lesson is not told as a stranger's message", () => {
    const kept = forFacet(THEMES.find((writing) => writing.themeId === 'online-kindness')!.tiny, 'kindness', 1);
    expect([...kept.problem, ...kept.better].every((passage) => passage.facet === undefined)).toBe(true);
  });
});

describe('believing in yourself at maths is told as the sums, not as a performance', () => {
  /** Words only the performance passages say. */
  const PERFORMANCE = /in front of everyone|practised hardest|everyone watching|let the moment go|like a heckler/;

  it.each([6, 9, 12])('"he thinks he\'s rubbish at maths" at %i puts the page of sums on the page and no stage', (age) => {
    for (let seed = 1; seed <= 24; seed += 1) {
      const { story, lessonText, better } = told("believing in himself, he thinks he's rubbish at maths", age, seed, INTERESTS[seed % INTERESTS.length]!);
      expect(story.plan.lesson.facet).toBe('numbers');
      expect(lessonText, lessonText).toMatch(/\bsums?\b/);
      // (a music world's own want may still be a solo: the lesson is not)
      expect(lessonText, lessonText).not.toMatch(PERFORMANCE);
      // the turn is the hero working a sum out, not a speech about believing
      expect(better, better).toMatch(/\b(?:counted|counting)\b/);
    }
  });

  it.each([7, 11])('"she says she is stupid at spelling" at %i puts the words on the page and no stage', (age) => {
    for (let seed = 1; seed <= 24; seed += 1) {
      const { story, lessonText } = told('she says she is stupid at spelling and cries over her homework', age, seed, INTERESTS[seed % INTERESTS.length]!);
      expect(story.plan.lesson.facet).toBe('words');
      expect(lessonText, lessonText).toMatch(/\bwords?\b/);
      expect(lessonText, lessonText).not.toMatch(PERFORMANCE);
      expect(lessonText, lessonText).not.toMatch(/\bsong\b/);
    }
  });

  it('a lesson about singing in the concert is still the performance, with no sums in it', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const { story, lessonText } = told(
        seed % 2 ? 'believing she can sing her solo in the school concert' : 'believing she can read out loud in assembly',
        9,
        seed,
        INTERESTS[seed % INTERESTS.length]!,
      );
      expect(story.plan.lesson.facet).toBeUndefined();
      expect(lessonText, lessonText).not.toMatch(/\bsums?\b|maths|spellings?\b/);
    }
  });
});

describe('putting the screen down without a fight is told as time being up, not as a moment missed', () => {
  /** Words only the missed-moment passages say. */
  const MISSED = /the bit at the end|recording|Twice a day|through the screen/;

  it.each([4, 7, 10])('"putting the ipad down without a fight" at %i shows time up, the row and stopping well', (age) => {
    for (let seed = 1; seed <= 24; seed += 1) {
      const { story, lessonText, better } = told('putting the ipad down without a fight', age, seed, INTERESTS[seed % INTERESTS.length]!);
      expect(story.plan.lesson.facet).toBe('stopping');
      expect(lessonText, lessonText).toMatch(/[Tt]ime's up|Two more minutes|Five more minutes/);
      expect(lessonText, lessonText).not.toMatch(MISSED);
      // the hero stops: switched off or handed over
      expect(better, better).toMatch(/switched|handed it over|gave/);
    }
  });

  it('a lesson about looking up from the tablet on a day out is still the moment missed', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const { story, lessonText } = told('looking up from the tablet and enjoying the day out', 8, seed, INTERESTS[seed % INTERESTS.length]!);
      expect(story.plan.lesson.facet).toBeUndefined();
      expect(lessonText, lessonText).not.toMatch(/[Tt]ime's up/);
    }
  });
});

describe('a first period is told as what happened that day, and only to a hero who could have one', () => {
  it.each([10, 12])('"her period started and she\'s embarrassed" at %i: the first period, the hiding and a grown-up with a pad', (age) => {
    for (let seed = 1; seed <= 24; seed += 1) {
      const story = writeFromWords({
        age,
        gender: 'girl',
        interests: [INTERESTS[seed % INTERESTS.length]!],
        style: 'gentle',
        lesson: "her period started and she's embarrassed",
        plotTwists: [],
        seed,
      });
      if (!story.ok) throw new Error(story.message);
      const lessonText = story.plan.scenes
        .filter((scene) => LESSON.has(scene.beat))
        .map((scene) => story.paragraphs[scene.paragraph]!)
        .join('\n');
      expect(lessonText, lessonText).toMatch(/first period/);
      expect(lessonText, lessonText).toMatch(/\bpads?\b/);
      // not the general talk about spots, sweat and new hair
      expect(lessonText, lessonText).not.toMatch(/signed a lease|clearly moved in|deodorant/);
    }
  });

  it('a boy whose parent asks about periods is told the talk about growing up, never a period of his own', () => {
    for (let seed = 1; seed <= 24; seed += 1) {
      const story = writeFromWords({
        age: 11,
        gender: 'boy',
        interests: [INTERESTS[seed % INTERESTS.length]!],
        style: 'gentle',
        lesson: 'he is asking about periods after the talk at school',
        plotTwists: [],
        seed,
      });
      if (!story.ok) throw new Error(story.message);
      const text = story.paragraphs.join('\n');
      expect(text, text).not.toMatch(/his first period|his knickers|the pad felt/);
    }
  });
});
