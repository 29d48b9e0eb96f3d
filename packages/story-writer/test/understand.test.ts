import { describe, expect, it } from 'vitest';
import { readLesson, readTwist, understandIdeas } from '../src/understand/index';
import { LEXICON } from '../src/understand/lexicon';
import { readText } from '../src/understand/nlp';
import { LESSON_THEMES } from '../src/catalogue/themes';
import { TWIST_KINDS } from '../src/catalogue/twist-kinds';
import { THEME_CUES } from '../src/understand/theme-cues';
import { TWIST_CUES } from '../src/understand/twist-cues';
import { THEME_CUES_INTL, TWIST_CUES_INTL } from '../src/understand/cues-intl';

const theme = (text: string, age?: number) => {
  const read = readLesson(text, age);
  if (!read.ok) throw new Error(`refused (${read.harm}): ${text}`);
  return read;
};
const refusal = (text: string, field: 'lesson' | 'twist' = 'lesson') => {
  const read = field === 'lesson' ? readLesson(text) : readTwist(text);
  return read.ok ? undefined : read.harm;
};

describe('reading a lesson into a theme', () => {
  it.each([
    ['sharing with her little sister', 'sharing'],
    ['he is not sharing his toys at nursery', 'sharing'],
    ['never hit your brother when you are cross', 'anger'],
    ['mummy has cancer', 'family-illness'],
    ['keeping our bodies safe and private', 'body-safety'],
    ['the potty', 'potty'],
    ['grandpa died last week', 'death-of-grandparent'],
    ['where do babies come from', 'new-sibling'],
    ['being brave at the dentist', 'dentist'],
    ['brushing teeth before bed', 'teeth'],
    ['he always wins at chess and is killing it, but he boasts', 'good-winner'],
  ])('"%s" is about %s', (text, id) => {
    expect(theme(text, 8).lesson.themeId).toBe(id);
  });

  it('keeps the subject as a lexicon lemma with its kind, never the child\'s name', () => {
    expect(theme('sharing with her little sister').lesson.subject).toEqual({ lemma: 'sister', kind: 'person' });
    const named = theme('Mia needs to learn to share with Leo');
    expect(named.lesson.themeId).toBe('sharing');
    expect(named.lesson.subject?.lemma ?? '').not.toMatch(/mia|leo/i);
    for (const read of [theme('Rose keeps hitting'), theme('Jack is scared of the dark')]) {
      if (read.lesson.subject) expect(LEXICON.has(read.lesson.subject.lemma)).toBe(true);
    }
  });

  it('reads the noun the lesson is about, not a word that only looks like one', () => {
    // the head of a compound, not its first word
    expect(theme('sharing her toys with her baby cousin').lesson.subject).toEqual({ lemma: 'cousin', kind: 'person' });
    expect(theme('we have a new baby sister coming in march').lesson.subject?.lemma).toBe('sister');
    // "down" is a particle here, not a feather; the iPad is a tablet
    expect(theme('putting the ipad down without a fight').lesson.subject).toEqual({ lemma: 'tablet', kind: 'object' });
    // a vegetable on the plate is food, though WordNet's first sense of it is the plant
    expect(theme('eating her veggies esp broccoli').lesson.subject).toEqual({ lemma: 'broccoli', kind: 'food' });
    // a pair the theme tells as a pair is not cut to one parent
    expect(theme('mum and dad live in two houses now').lesson.subject).toBeUndefined();
  });

  it('uses the nearest theme for an ordinary lesson that matches none, and says so', () => {
    const read = theme('zorbly flim flam');
    expect(read.lesson.confident).toBe(false);
    expect(read.note).toMatch(/^We told this as a story about .+\.$/);
  });

  it('tells a theme with a minimum age as its younger theme, kindly', () => {
    const read = theme('puberty and her changing body', 6);
    expect(read.lesson.themeId).toBe('being-yourself');
    expect(read.note).toBe('Stories about growing bodies are for ages 9 and up, so we told this as a story about being yourself.');
    expect(theme('puberty and her changing body', 10).lesson.themeId).toBe('growing-body');
    expect(theme('grandpa died', 2).lesson.themeId).toBe('sadness');
  });

  it('mends typing: typos, shorthand and disguised letters', () => {
    expect(theme('dentsit tomorrow and hes scared').lesson.themeId).toBe('dentist');
    expect(theme('recyclng').lesson.themeId).toBe('caring-for-nature');
    expect(theme('sore looser').lesson.themeId).toBe('good-loser');
  });

  it('reads Spanish, French and German lessons', () => {
    expect(theme('compartir sus juguetes con su hermana').lesson.themeId).toBe('sharing');
    expect(theme('ne pas avoir peur du noir').lesson.themeId).toBe('dark');
    expect(theme('zähne putzen vor dem schlafen').lesson.themeId).toBe('teeth');
    expect(readText('le chat parle').lang).toBe('fr');
  });
});

describe('negation is read, not counted', () => {
  it('"not sharing" is still a lesson about sharing', () => {
    expect(theme('not sharing with his friends').lesson.themeId).toBe('sharing');
  });
  it('"never hit" is about angry feelings or kindness, never violence', () => {
    const read = readLesson('never hit other children, even when you are angry');
    expect(read.ok).toBe(true);
    if (read.ok) expect(['anger', 'kindness']).toContain(read.lesson.themeId);
  });
  it('a prohibition is the lesson; the same act approved is a harm', () => {
    expect(refusal("don't put the cat in the tumble dryer")).toBeUndefined();
    expect(refusal('putting the cat in the tumble dryer is funny')).toBe('cruelty');
    expect(refusal('matches are for grown-ups, never play with them')).toBeUndefined();
    expect(refusal('playing with matches is fun')).toBe('dangerous-act');
    expect(refusal('never go with a stranger, even if he says he has puppies')).toBeUndefined();
    expect(refusal('it is fine to go with the nice man who has puppies')).toBe('dangerous-act');
  });
});

describe('harm is read from structure, not trigger words', () => {
  it.each([
    ['put the hamster in the freezer', 'twist', 'cruelty'],
    ['the kitten goes in the microwave', 'twist', 'cruelty'],
    ['they drown the puppy in the pond', 'twist', 'cruelty'],
    ['girls are not clever', 'lesson', 'put-down'],
    ["poor people are stupid and can't learn", 'lesson', 'put-down'],
    ['secrets with grown-ups are special, dont tell mum', 'lesson', 'adult-secret'],
    ["it's our little secret, don't tell mummy about the games with uncle", 'lesson', 'adult-secret'],
    ['always open the door to anyone who knocks', 'lesson', 'dangerous-act'],
    ['going off with a stranger is fine if he is nice', 'lesson', 'dangerous-act'],
    ['the pills in the cupboard taste like sweets so she eats them all', 'twist', 'dangerous-act'],
    ['she needs to go on a diet because she is getting fat', 'lesson', 'diet-body'],
    ['being skinny is the most important thing', 'lesson', 'diet-body'],
    ['hitting back harder is how you deal with a bully', 'lesson', 'violence'],
    ['nobody would miss you', 'lesson', 'despair'],
    ['the monster rips off her arms', 'twist', 'horror'],
    ['our address is 12 willow close, leeds', 'lesson', 'personal-data'],
    ['beer makes you brave', 'lesson', 'drugs'],
    ['the parrot says shit', 'twist', 'profanity'],
    ['k i c k the puppy when it barks', 'lesson', 'cruelty'],
  ] as const)('"%s" (%s) is refused as %s', (text, field, harm) => {
    expect(refusal(text, field)).toBe(harm);
  });

  it.each([
    ['killing it at chess', 'lesson'],
    ['a water pistol battle in the garden', 'twist'],
    ['mummy has cancer', 'lesson'],
    ['keeping our bodies safe and private', 'lesson'],
    ['the potty', 'lesson'],
    ['grandpa died', 'lesson'],
    ['where babies come from', 'lesson'],
    ['a blood test at the doctor', 'lesson'],
    ['his room looks like a bomb hit it', 'lesson'],
    ['using a knife and fork properly', 'lesson'],
    ['a shooting star wish', 'twist'],
    ['he runs off near roads and it terrifies me', 'lesson'],
    ['she wants to swim in the deep end on her own now', 'lesson'],
    ['my daughter says girls cant be astronauts', 'lesson'],
    ['what to do if someone makes you feel uncomfortable', 'lesson'],
    ['a dragon who is scared of the dark', 'twist'],
    ['the cat got hit by a car and died', 'lesson'],
  ] as const)('"%s" (%s) stays ordinary', (text, field) => {
    expect(refusal(text, field)).toBeUndefined();
  });

  it('refuses kindly, names what to change, and never repeats the parent\'s words', () => {
    const text = 'the twins tie their little sister to a tree as a prank';
    const read = readTwist(text, 1);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.message).toMatch(/^Please change plot twist 2\./);
    expect(read.message).toMatch(/Try /);
    for (const word of ['twins', 'tie', 'tree', 'prank']) expect(read.message.toLowerCase()).not.toContain(word);
  });

  it('never talks about gore when the topic only needs care', () => {
    for (const text of ['where babies come from', 'mummy is having a baby', 'grandpa died', 'our dog died']) {
      const read = readLesson(text, 6);
      expect(read.ok).toBe(true);
      if (read.ok) expect(read.note ?? '').not.toMatch(/gore|frightening|violence/i);
    }
  });
});

describe('reading a twist into a kind', () => {
  it('reads kinds and their arguments from the lexicon', () => {
    const talks = readTwist('the cat can talk');
    expect(talks.ok && talks.twist.kindId).toBe('animal-talks');
    expect(talks.ok && talks.twist.args.who).toEqual({ lemma: 'cat', kind: 'animal' });
    const turns = readTwist('the teacher turns into a frog');
    expect(turns.ok && turns.twist.kindId).toBe('turns-into');
    expect(turns.ok && turns.twist.args).toEqual({ who: { lemma: 'teacher', kind: 'person' }, into: { lemma: 'frog', kind: 'animal' } });
    const afraid = readTwist('a dragon who is scared of the dark');
    expect(afraid.ok && afraid.twist.kindId).toBe('afraid-creature');
    expect(afraid.ok && afraid.twist.args.who).toEqual({ lemma: 'dragon', kind: 'creature' });
  });

  it('binds each argument to the noun that plays it', () => {
    // the one who shrinks is the hero ("he"), not the ant he is compared with
    const shrinks = readTwist('he shrinks to the size of an ant');
    expect(shrinks.ok && shrinks.twist.kindId).toBe('shrinks');
    expect(shrinks.ok && shrinks.twist.args.who).toBeUndefined();
    // a monster costume is worn by someone: it is not who is inside
    const disguise = readTwist('someone in a monster costume');
    expect(disguise.ok && disguise.twist.kindId).toBe('in-disguise');
    expect(disguise.ok && disguise.twist.args.who).toBeUndefined();
    // a plural the tagger takes for a verb is still what falls from the sky
    const rains = readTwist('it rains pancakes');
    expect(rains.ok && rains.twist.args.thing).toEqual({ lemma: 'pancake', kind: 'food' });
  });

  it('never refuses an ordinary twist it cannot place: it takes the nearest kind', () => {
    const read = readTwist('blorp the zingle');
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.confident).toBe(false);
  });

  it('reads twists in other languages', () => {
    const read = readTwist('el gato habla');
    expect(read.ok && read.twist.kindId).toBe('animal-talks');
  });
});

describe('understandIdeas', () => {
  it('reads a lesson and its twists, with notes', () => {
    const ideas = understandIdeas({ lesson: 'puberty', plotTwists: ['the dog can talk', '', 'a secret door in the tree'], age: 6 });
    expect(ideas.ok).toBe(true);
    if (!ideas.ok) return;
    expect(ideas.lesson.themeId).toBe('being-yourself');
    expect(ideas.twists.map((t) => t.kindId)).toEqual(['animal-talks', 'secret-door']);
    expect(ideas.notes).toHaveLength(1);
  });

  it('names the field and the index of a harmful twist', () => {
    const ideas = understandIdeas({ lesson: 'sharing', plotTwists: ['a dragon appears', 'the kids beat up the new boy and win'], age: 7 });
    expect(ideas).toMatchObject({ ok: false, field: 'plotTwists', index: 1, harm: 'violence' });
  });
});

describe('the reader\'s tables', () => {
  it('has cues for every lesson theme and twist kind, in English, Spanish, French and German', () => {
    for (const table of [THEME_CUES, THEME_CUES_INTL.es!, THEME_CUES_INTL.fr!, THEME_CUES_INTL.de!]) {
      expect(LESSON_THEMES.filter((t) => !table[t.id]?.length).map((t) => t.id)).toEqual([]);
    }
    for (const table of [TWIST_CUES, TWIST_CUES_INTL.es!, TWIST_CUES_INTL.fr!, TWIST_CUES_INTL.de!]) {
      expect(TWIST_KINDS.filter((k) => !table[k.id]?.length).map((k) => k.id)).toEqual([]);
    }
  });

  it('has a lexicon of common nouns a story may name, without weapons, drugs or adult places', () => {
    expect(LEXICON.size).toBeGreaterThan(1500);
    expect(LEXICON.get('sister')).toMatchObject({ kind: 'person', gender: 'female', role: 'family' });
    expect(LEXICON.get('grandpa')).toMatchObject({ kind: 'person', gender: 'male', role: 'family' });
    expect(LEXICON.get('triceratops')?.kind).toBe('animal');
    expect(LEXICON.get('dragon')?.kind).toBe('creature');
    expect(LEXICON.get('mouse')?.plural).toBe('mice');
    for (const word of ['gun', 'knife', 'sword', 'bomb', 'beer', 'cigarette', 'pill', 'corpse', 'skull', 'pub', 'prison', 'breast', 'zombie']) expect(LEXICON.has(word)).toBe(false);
  });
});
