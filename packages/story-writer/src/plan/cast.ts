/**
 * Who is in the story besides the hero: the lesson's subject and the twists' characters and things,
 * made from lexicon nouns (never the parent's phrases). People the story names get names from our own
 * lists; family titles ("Grandpa") are used as names; roles stay roles ("the dentist").
 */
import type { LexKind } from '../catalogue/lexicon-kinds';
import type { LessonTheme } from '../catalogue/themes';
import type { PlannedCharacter } from './types';
import type { Rng } from '../write/random';
import { pronounForms, type Pronoun, type SlotValues } from '../write/slots';

const GIRL_NAMES = ['Rosie', 'Ava', 'Isla', 'Nora', 'Zara', 'Elsie', 'Ruby', 'Mila', 'Hazel', 'Freya', 'Amara', 'Poppy', 'Ivy', 'Clara', 'Aisha', 'Mei'];
const BOY_NAMES = ['Leo', 'Sam', 'Finn', 'Oscar', 'Theo', 'Arlo', 'Max', 'Jonah', 'Felix', 'Kai', 'Milo', 'Ezra', 'Omar', 'Rafi', 'Hugo', 'Ravi'];
const PET_NAMES = ['Biscuit', 'Pepper', 'Bramble', 'Noodle', 'Pickle', 'Button', 'Maple', 'Pudding', 'Socks', 'Bubbles', 'Tuppence', 'Nutmeg'];

/** Family titles used as names, with the pronoun they take. */
const TITLES: Record<string, { name: string; pronoun: Pronoun }> = {
  mum: { name: 'Mum', pronoun: 'she' },
  mummy: { name: 'Mummy', pronoun: 'she' },
  mom: { name: 'Mom', pronoun: 'she' },
  mommy: { name: 'Mommy', pronoun: 'she' },
  mother: { name: 'Mum', pronoun: 'she' },
  mama: { name: 'Mama', pronoun: 'she' },
  dad: { name: 'Dad', pronoun: 'he' },
  daddy: { name: 'Daddy', pronoun: 'he' },
  father: { name: 'Dad', pronoun: 'he' },
  papa: { name: 'Papa', pronoun: 'he' },
  grandma: { name: 'Grandma', pronoun: 'she' },
  granny: { name: 'Granny', pronoun: 'she' },
  nana: { name: 'Nana', pronoun: 'she' },
  nan: { name: 'Nan', pronoun: 'she' },
  grandmother: { name: 'Grandma', pronoun: 'she' },
  gran: { name: 'Gran', pronoun: 'she' },
  grandpa: { name: 'Grandpa', pronoun: 'he' },
  grandad: { name: 'Grandad', pronoun: 'he' },
  granddad: { name: 'Grandad', pronoun: 'he' },
  grandfather: { name: 'Grandpa', pronoun: 'he' },
  aunt: { name: 'Auntie', pronoun: 'she' },
  auntie: { name: 'Auntie', pronoun: 'she' },
  aunty: { name: 'Auntie', pronoun: 'she' },
  uncle: { name: 'Uncle', pronoun: 'he' },
  'mum and dad': { name: 'Mum and Dad', pronoun: 'they' },
  parents: { name: 'Mum and Dad', pronoun: 'they' },
};
/** Games and school subjects, said without an article. */
const BARE_ACTIVITIES = new Set(['maths', 'math', 'spelling', 'homework', 'chess', 'handwriting']);

/** People who get a name of their own: "her sister, Rosie". */
const NAMED: Record<string, 'female' | 'male' | undefined> = {
  sister: 'female',
  brother: 'male',
  cousin: undefined,
  friend: undefined,
  baby: undefined,
  twin: undefined,
  girl: 'female',
  boy: 'male',
  'new girl': 'female',
  'new boy': 'male',
  'new friend': undefined,
  classmate: undefined,
  child: undefined,
  kid: undefined,
  daughter: 'female',
  son: 'male',
};
/** Themes where an animal subject is the family's own pet, with a name; elsewhere it is "the dog". */
const OWN_PET_THEMES = new Set(['gentle-with-animals', 'responsibility', 'new-pet', 'death-of-pet', 'sharing', 'taking-turns', 'kindness', 'empathy']);
const PLURAL_PEOPLE: Record<string, string> = {
  friends: 'the other children',
  'new friends': 'the other children',
  children: 'the other children',
  kids: 'the other children',
};

/**
 * The part a subject plays in a lesson's scenes: another child (a friend, a sister, a classmate), a family
 * grown-up (Grandma), another grown-up (a teacher, a neighbour), someone whose job is serving the hero (a
 * waiter), an animal, a thing or a place. A passage written for one role is never told with another:
 * a waiter does not sit in the way of a straw hat, a teacher does not knock over a child's tower.
 */
export type SubjectRole = 'child' | 'family' | 'grown-up' | 'server' | 'animal' | 'thing' | 'place';

/** People whose job is to serve the hero at a table or a counter. */
const SERVERS = new Set(['waiter', 'waitress', 'server', 'barista', 'dinner lady', 'lunch lady']);

export function subjectRole(lemma: string, kind: LexKind): SubjectRole {
  if (kind === 'person') {
    if (SERVERS.has(lemma)) return 'server';
    if (lemma === 'grown-up' || TITLES[lemma]) return 'family';
    if (lemma in NAMED || lemma in PLURAL_PEOPLE) return 'child';
    return 'grown-up';
  }
  if (kind === 'animal' || kind === 'creature') return 'animal';
  if (kind === 'place') return 'place';
  return 'thing';
}

export function article(noun: string): string {
  return /^(?:[aeio]|u(?![nr]i|se|sa|ni)|hour|honest)/i.test(noun) && !/^(?:one|eu|uni|use)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function named(gender: 'female' | 'male', rng: Rng, avoid: readonly string[]): string {
  const pool = (gender === 'female' ? GIRL_NAMES : BOY_NAMES).filter((name) => !avoid.includes(name));
  return rng.pick(pool);
}

export interface Figure {
  values: SlotValues;
  character: PlannedCharacter;
}

function withPronoun(prefix: 'subj' | 'tw' | 'carer', pronoun: Pronoun): SlotValues {
  const forms = pronounForms(pronoun);
  return {
    [`${prefix}_he`]: forms.he,
    [`${prefix}_him`]: forms.him,
    [`${prefix}_his`]: forms.his,
    [`${prefix}_was`]: forms.was,
    [`${prefix}_is`]: forms.is,
    [`${prefix}_has`]: forms.has,
  } as SlotValues;
}

/**
 * The grown-up who looks after the hero on the page ("Mum said, 'It is not your fault'"): a parent, never
 * the subject when the subject is the one who is ill, away or gone ("Mummy has cancer" is comforted by Dad),
 * and the subject itself when the lesson is about telling a trusted grown-up (`sameAsSubject`).
 */
export function carerFigure(subjectName: string | undefined, rng: Rng, sameAsSubject = false): SlotValues {
  const mother = /^(Mum|Mummy|Mom|Mommy|Mama)$/.test(subjectName ?? '');
  const father = /^(Dad|Daddy|Papa)$/.test(subjectName ?? '');
  const mum = sameAsSubject && (mother || father) ? mother : mother ? false : father ? true : rng.chance(0.5);
  const name = mum ? 'Mum' : 'Dad';
  return { carer: name, ...withPronoun('carer', mum ? 'she' : 'he') };
}

/** The lesson's subject: the parent's noun when the theme takes its kind, else the theme's own. */
export function subjectFigure(
  theme: LessonTheme,
  given: { lemma: string; kind: LexKind; plural?: string } | undefined,
  heroTheir: string,
  rng: Rng,
  avoidNames: string[],
): Figure {
  const fits = given && theme.subject.accepts.includes(given.kind) && (!theme.subject.only || theme.subject.only.includes(given.lemma));
  const lemma = fits ? given.lemma : theme.subject.fallback;
  const kind: LexKind = fits ? given.kind : theme.subject.kind;
  const make = (subj: string, intro: string, pronoun: Pronoun, species: string): Figure => ({
    values: { subj, subj_intro: intro, ...withPronoun('subj', pronoun) },
    character: { name: subj, role: 'subject', kind, species, pronoun },
  });
  if (kind === 'person') {
    // the trusted grown-up of a safety lesson, when the parent named nobody, is the hero's own parent
    if (lemma === 'grown-up') return rng.chance(0.5) ? make('Mum', 'Mum', 'she', 'grown-up') : make('Dad', 'Dad', 'he', 'grown-up');
    const title = TITLES[lemma];
    if (title) return make(title.name, title.name, title.pronoun, 'grown-up');
    const plural = PLURAL_PEOPLE[lemma];
    if (plural) return make(plural, 'some other children', 'they', 'child');
    if (lemma in NAMED) {
      const gender = NAMED[lemma] ?? (rng.chance(0.5) ? 'female' : 'male');
      const name = named(gender, rng, avoidNames);
      const pronoun: Pronoun = gender === 'female' ? 'she' : 'he';
      const relation = lemma === 'baby' ? (gender === 'female' ? 'baby sister' : 'baby brother') : lemma.replace(/^new /, '');
      const intro =
        theme.id === 'new-sibling'
          ? `${heroTheir} new ${relation.startsWith('baby') ? relation : `baby ${relation}`}, ${name}`
          : ['girl', 'boy', 'child', 'kid'].includes(relation)
            ? `${article(relation === 'kid' ? 'child' : relation)} called ${name}`
            : `${heroTheir} ${relation}, ${name}`;
      return make(
        name,
        lemma.startsWith('new ') ? `${article(lemma)} called ${name}` : intro,
        pronoun,
        lemma === 'baby' || theme.id === 'new-sibling' ? 'baby' : 'child',
      );
    }
    const pronoun: Pronoun = rng.chance(0.5) ? 'she' : 'he';
    return make(`the ${lemma}`, `the ${lemma}`, pronoun, 'grown-up');
  }
  if (kind === 'animal' && OWN_PET_THEMES.has(theme.id)) {
    const name = rng.pick(PET_NAMES.filter((pet) => !avoidNames.includes(pet)));
    const pronoun: Pronoun = rng.chance(0.5) ? 'she' : 'he';
    return make(name, `${heroTheir} ${lemma}, ${name}`, pronoun, lemma);
  }
  if (kind === 'animal') {
    const pronoun: Pronoun = rng.chance(0.5) ? 'she' : 'he';
    return make(`the ${lemma}`, `the ${lemma}`, pronoun, lemma);
  }
  // a game or a school subject is named as a child says it: "chess", "maths" (never "the chess")
  if (BARE_ACTIVITIES.has(lemma)) return make(lemma, lemma, 'it', lemma);
  const plural = fits && given.plural && given.plural !== lemma && kind === 'food' ? given.plural : lemma;
  const pronoun: Pronoun = plural !== lemma || (/s$/.test(lemma) && !/ss$/.test(lemma)) ? 'they' : 'it';
  return make(`the ${plural}`, `the ${plural}`, pronoun, lemma);
}

/** A twist's character: the hero, a family title, a role, or an animal or creature. */
export function twistWho(lemma: string, kind: LexKind, hero: { name: string; pronoun: Pronoun }, rng: Rng): Figure {
  if (lemma === 'hero') {
    return {
      values: { tw_who: hero.name, tw_who_a: hero.name, ...withPronoun('tw', hero.pronoun) },
      character: { name: hero.name, role: 'hero', kind: 'person', species: 'child', pronoun: hero.pronoun },
    };
  }
  const title = TITLES[lemma];
  if (title) {
    return {
      values: { tw_who: title.name, tw_who_a: title.name, ...withPronoun('tw', title.pronoun) },
      character: { name: title.name, role: 'twist', kind: 'person', species: 'grown-up', pronoun: title.pronoun },
    };
  }
  const drawn: Pronoun = rng.chance(0.5) ? 'she' : 'he';
  // never the hero's own pronoun: "She looked at Ava... She hoped she was right" would have two shes
  const pronoun: Pronoun = hero.pronoun === 'she' ? 'he' : hero.pronoun === 'he' ? 'she' : drawn;
  return {
    values: { tw_who: `the ${lemma}`, tw_who_a: article(lemma), ...withPronoun('tw', pronoun) },
    character: { name: `the ${lemma}`, role: 'twist', kind, species: kind === 'person' ? 'grown-up' : lemma, pronoun },
  };
}
