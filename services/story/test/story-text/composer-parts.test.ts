import { joinSentences, splitSentences5to7 } from '../../src/providers/story-text/composer/text-cleanup';
import { toPastTense } from '../../src/providers/story-text/composer/past-tense';
import { describe, expect, it } from 'vitest';
import { composeStory } from '../../src/providers/story-text/composer/compose-story';
import { HERO_NAMES } from '../../src/providers/story-text/composer/hero';
import { characterKind } from '../../src/providers/story-text/composer/story-plan';
import { INTEREST_KITS } from '../../src/providers/story-text/composer/interest-kits';
import { planLesson } from '../../src/providers/story-text/composer/lesson-model';
import { LESSON_SUBJECTS } from '../../src/providers/story-text/composer/lesson-subjects';
import { planTwist } from '../../src/providers/story-text/composer/plot-twists';
import { cleanLesson } from '../../src/providers/story-text/composer/text-cleanup';
import { STYLE_KITS } from '../../src/providers/story-text/composer/style-kits';
import type { StoryRequest } from '../../src/providers/story-text/types';
import { sentencesOf, words } from './composer-fixtures';

const base: StoryRequest = { age: 6, gender: 'boy', interests: ['Dinosaurs'], style: 'adventurous', lesson: 'be kind', plotTwists: [] };

describe('lesson model', () => {
  it.each([
    ['sharing is caring', 'sharing'],
    ['Be brave when trying new things', 'new-things'],
    ["it's okay to make mistakes", 'mistakes'],
    ['always tell the truth', 'honesty'],
    ['be kind to animals', 'kindness'],
    ['Never give up!', 'perseverance'],
    ['good things come to those who wait', 'patience'],
    ['say please and thank you', 'manners'],
    ['be thankful for what you have', 'gratitude'],
    ['we are stronger when we work together', 'teamwork'],
    ['listen to your parents', 'listening'],
    ['sleep helps you grow', 'sleep'],
    ['it is fine to be scared of the dark', 'bravery'],
    ['friends look after each other', 'friendship'],
    ['eat your vegetables', 'healthy-eating'],
    ['tidy up your toys', 'tidiness'],
    ['be proud of who you are', 'being-yourself'],
    ['always brush your teeth', 'open'],
  ])('recognises "%s" as the %s theme', (lesson, theme) => {
    expect(planLesson(lesson).theme.id).toBe(theme);
  });

  it('cleans the parent\'s words into a plain sentence', () => {
    expect(cleanLesson('  sharing   is caring  ').sentence).toBe('Sharing is caring.');
    expect(cleanLesson('be kind to everyone!!').sentence).toBe('Be kind to everyone!');
    expect(cleanLesson('BE BRAVE').sentence).toBe('Be brave.');
    expect(cleanLesson('teach him that honesty matters...').sentence).toBe('Honesty matters.');
    expect(cleanLesson('"it\'s okay to make mistakes"').sentence).toBe("It's okay to make mistakes.");
    expect(cleanLesson('i can do hard things. keep going').sentence).toBe('I can do hard things. Keep going.');
  });

  it('builds a scene for a lesson it does not recognise and still says it in the parent\'s words', () => {
    const story = composeStory({ ...base, lesson: 'always brush your teeth before bed', seed: 3 });
    expect(story.plan.lessonTheme).toBe('open');
    expect(story.paragraphs.join(' ')).toContain('"Always brush your teeth before bed."');
  });
});

describe('plot twist weaving', () => {
  it('keeps a lower-case fragment as it is, to follow an introduction', () => {
    expect(planTwist('a dragon shows up')).toMatchObject({ lead: 'a dragon showed up', mark: '!', ref: 'the dragon' });
  });

  it('lower-cases a sentence that starts with a common word and drops its full stop', () => {
    expect(planTwist('The moon turns into cheese.')).toMatchObject({ lead: 'the moon turned into cheese', ref: 'the moon' });
  });

  it('keeps names capitalised and refers back to them by name', () => {
    expect(planTwist('Grandma comes to visit')).toMatchObject({ lead: 'Grandma came to visit', ref: 'Grandma' });
  });

  it('keeps a question as a question and further sentences after it', () => {
    expect(planTwist('what if the sea turned pink? everyone laughs')).toMatchObject({ lead: 'what if the sea turned pink', mark: '?', rest: 'Everyone laughs.' });
  });

  it('drops filler the story already supplies', () => {
    expect(planTwist('Suddenly, a giant octopus steals the moon!!')).toMatchObject({ lead: 'a giant octopus stole the moon', ref: 'the giant octopus' });
  });

  it('calms a shouted twist down', () => {
    expect(planTwist('SUDDENLY EVERYTHING TURNS BLUE!!!')).toMatchObject({ lead: 'everything turned blue', mark: '!' });
  });

  it('ignores twists with nothing in them', () => {
    expect(planTwist('   ...  ')).toBeUndefined();
    const story = composeStory({ ...base, plotTwists: ['  ', 'a comet lands in the garden'], seed: 9 });
    // The twist may open its own sentence ("A comet landed…") or follow a lead-in ("…, a comet landed…").
    expect(story.paragraphs.join(' ')).toMatch(/\ba comet landed in the garden/i);
  });

  it('lets a twist pay off later in the story', () => {
    const story = composeStory({ ...base, plotTwists: ['a friendly whale appears'], seed: 4 });
    const twistAt = story.paragraphs.findIndex((paragraph) => paragraph.includes('a friendly whale appears'));
    const later = story.paragraphs.slice(twistAt + 1).join(' ');
    expect(later).toMatch(/the friendly whale/i);
  });
});

describe('age bands and styles', () => {
  const storiesFor = (age: number) => [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => composeStory({ ...base, age, interests: ['Animals', 'Music'], seed }).paragraphs.join(' '));
  const meanSentenceLength = (texts: string[]) => {
    const sentences = texts.flatMap(sentencesOf);
    return sentences.reduce((sum, sentence) => sum + words(sentence), 0) / sentences.length;
  };

  it('writes shorter sentences for younger children', () => {
    const little = meanSentenceLength(storiesFor(3));
    const middle = meanSentenceLength(storiesFor(6));
    const big = meanSentenceLength(storiesFor(10));
    expect(little).toBeLessThan(9);
    expect(middle).toBeGreaterThan(little + 3);
    expect(big).toBeGreaterThan(middle);
  });

  it('gives older children dialogue and the youngest a repeated refrain', () => {
    expect(storiesFor(10).every((text) => (text.match(/"/g) ?? []).length >= 8)).toBe(true);
    const repeated = storiesFor(3).filter((text) => {
      const sentences = sentencesOf(text);
      return sentences.some((sentence, index) => words(sentence) >= 5 && sentences.indexOf(sentence) !== index);
    });
    expect(repeated.length).toBeGreaterThanOrEqual(6);
  });

  it('offers at least five distinct plot skeletons for every style', () => {
    for (const kit of Object.values(STYLE_KITS)) {
      expect(new Set(kit.skeletons.map((skeleton) => skeleton.id)).size).toBeGreaterThanOrEqual(5);
    }
  });

  it('teaches real facts about each chosen interest in educational stories', () => {
    for (const [interest, kit] of Object.entries(INTEREST_KITS)) {
      const story = composeStory({ ...base, age: 9, style: 'educational', interests: [interest as StoryRequest['interests'][number]], seed: 12 });
      const text = story.paragraphs.join(' ');
      const facts = kit.facts.filter((fact) => text.includes(fact.big));
      expect(facts.length, interest).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses the hero name a parent gives', () => {
    const story = composeStory({ ...base, heroName: '  ada ', seed: 2 });
    expect(story.plan.heroName).toBe('Ada');
    expect(story.paragraphs.join(' ').split('Ada').length).toBeGreaterThan(5);
  });

  it('never makes a parent\'s nickname the hero, and picks a name that fits the child instead', () => {
    for (const nickname of ['Mama Bear', 'Daddy', 'Grandma Jo']) {
      const story = composeStory({ ...base, heroName: nickname, seed: 2 });
      expect(HERO_NAMES[base.gender]).toContain(story.plan.heroName);
      expect(story.paragraphs.join(' ')).not.toContain(nickname);
    }
  });

  it('does not copy a "name" that is not shaped like one, and picks a name instead', () => {
    const story = composeStory({ ...base, heroName: 'call 555 123 4567 <b>', seed: 2 });
    expect(story.plan.heroName).not.toMatch(/555|call|</i);
    expect(story.paragraphs.join(' ')).not.toContain('555');
  });
});

describe('twists told in the past tense', () => {
  const verbs = new Set(['start', 'lose', 'fly', 'show', 'turn', 'watch', 'pop']);
  const isVerb = (plain: string) => verbs.has(plain);
  it('moves the first verb into the past and leaves the rest hanging off it', () => {
    expect(toPastTense('the school bus starts to fly', isVerb)).toBe('the school bus started to fly');
    expect(toPastTense('a friendly whale loses its song', isVerb)).toBe('a friendly whale lost its song');
    expect(toPastTense('the kite flies away', isVerb)).toBe('the kite flew away');
    expect(toPastTense('the owl watches the moon', isVerb)).toBe('the owl watched the moon');
    expect(toPastTense('the balloon pops', isVerb)).toBe('the balloon popped');
  });

  it('leaves a sentence already in the past, or with no verb it knows, as it is', () => {
    expect(toPastTense('a dragon showed up', isVerb)).toBe('a dragon showed up');
    expect(toPastTense('the bus glorps', isVerb)).toBe('the bus glorps');
  });
});

describe("the lesson's subject on stage", () => {
  it('tells each conflict with the turn that answers it', () => {
    for (const subject of LESSON_SUBJECTS) expect(subject.turns.length, subject.id).toBe(subject.conflicts.length);
    let told = 0;
    for (let seed = 1; seed <= 120; seed += 1) {
      const text = composeStory({ ...base, age: 8, lesson: 'be kind to everyone', seed }).paragraphs.join(' ');
      // The creature lifted out of the puddle is the one nearly passed by; the game joined is the newcomer's.
      if (/onto a (dry leaf|flat stone|patch of moss)/.test(text)) {
        told += 1;
        expect(text).toMatch(/stuck in a puddle/);
      }
      if (/"You can be on our (team|side),"/.test(text)) expect(text).toMatch(/newcomer/);
    }
    expect(told).toBeGreaterThan(0);
  });
});

describe('one idea a sentence for five- to seven-year-olds', () => {
  it('splits at a joint only where the second half has its own subject', () => {
    expect(splitSentences5to7(['Sam found the old map, and she ran to show her friends.'])).toEqual(['Sam found the old map.', 'She ran to show her friends.']);
    expect(splitSentences5to7(['Very carefully, she turned the handle, and stepped through the door.'])).toEqual(['Very carefully, she turned the handle, and stepped through the door.']);
    expect(splitSentences5to7(['"Look," she said, and the owl looked at the moon.'])).toEqual(['"Look," she said, and the owl looked at the moon.']);
  });

  it('tries every joint, and splits narration after someone has spoken but never inside their words', () => {
    expect(splitSentences5to7(['Sam picked up the shell, and ran all the way home, and she showed it to everyone.'])).toEqual(['Sam picked up the shell, and ran all the way home.', 'She showed it to everyone.']);
    expect(splitSentences5to7(['"Follow me," the fox said softly, and they ran along the bank together.'])).toEqual(['"Follow me," the fox said softly.', 'They ran along the bank together.']);
    expect(splitSentences5to7(['"We found the map, and the owl can read it," said Sam.'])).toEqual(['"We found the map, and the owl can read it," said Sam.']);
    expect(splitSentences5to7(['The stars came out, while the moon rose slowly over the hill.'])).toEqual(['The stars came out.', 'Meanwhile, the moon rose slowly over the hill.']);
  });
});

describe('the story plan', () => {
  it('keeps every character\'s kind: objects, animals, creatures and people', () => {
    expect(characterKind('piano', 'a tiny piano that tiptoed about on its legs')).toBe('object');
    expect(characterKind('paintbrush', 'a chatty paintbrush with a tuft of purple bristles')).toBe('object');
    expect(characterKind('fox', 'a little red fox with a white-tipped tail')).toBe('animal');
    expect(characterKind('coach', 'a tiny kiwi bird in a whistle and a tracksuit')).toBe('animal');
    expect(characterKind('dragon')).toBe('creature');
    expect(characterKind('wizard', 'a forgetful young wizard with a hat three sizes too big')).toBe('person');
    expect(characterKind('Grandma')).toBe('person');
    expect(characterKind('school bus')).toBe('object');
  });

  it('plans the setting, the cast with kinds, the goal, the lesson\'s moment and each twist with its payoff', () => {
    const story = composeStory({ ...base, interests: ['Music'], lesson: 'sharing is caring', plotTwists: ['a dragon shows up'], seed: 4 });
    const { outline } = story;
    expect(outline.hero).toMatchObject({ name: story.plan.heroName, kind: 'person' });
    expect(outline.cast.map((member) => member.name)).toEqual([...story.plan.companions, 'the dragon']);
    expect(outline.cast.find((member) => member.name === 'the dragon')?.kind).toBe('creature');
    expect(outline.setting).toContain('Music');
    expect(outline.lessonMoment).toContain('sharing is caring');
    expect(outline.twists).toEqual([{ event: 'A dragon showed up!', brings: 'the dragon', setUpAfter: "the lesson's test", paidOffIn: 'the climax' }]);
  });
});

describe('fuller sentences for 11-12', () => {
  it('lower-cases a starter word it joins on, and never joins a sentence that already starts with "and"', () => {
    expect(joinSentences(['The path grew steep.', 'When she looked up, it was dark.'], () => true, true)).toEqual(['The path grew steep, and when she looked up, it was dark.']);
    expect(joinSentences(['The path grew steep.', 'Clara laughed.'], () => true, true)).toEqual(['The path grew steep, and Clara laughed.']);
    // A plain word opening the joined sentence is lowered; a name (even one ending like an adverb) keeps its capital.
    expect(joinSentences(['It was dark.', 'Being brave was hard.'], () => true, true)).toEqual(['It was dark, and being brave was hard.']);
    expect(joinSentences(['It was dark.', 'Emily laughed.'], () => true, true)).toEqual(['It was dark, and Emily laughed.']);
    expect(joinSentences(['It rained.', 'And it helped.'], () => true, true)).toEqual(['It rained.', 'And it helped.']);
  });
});
