/** The kinds of noun the writer's lexicon knows. A parent's noun may reach a story only as one of these. */
export const LEX_KINDS = ['person', 'animal', 'creature', 'vehicle', 'food', 'object', 'place', 'weather'] as const;
export type LexKind = (typeof LEX_KINDS)[number];

/** A noun the lexicon knows: the word as a story may print it, its kind, and for people and animals a pronoun hint. */
export interface LexNoun {
  /** Singular lemma, lower case unless a proper noun: "sister", "triceratops", "pancake". */
  lemma: string;
  /** The plural as printed: "pancakes". */
  plural: string;
  kind: LexKind;
  /** For relations: "sister" is female, "brother" male; unset when unknown. */
  gender?: 'female' | 'male';
  /** A relation in the family ("sister", "grandpa"), a role ("dentist"), or a species for animals. */
  role?: 'family' | 'role' | 'species';
}

/**
 * What a twist's character is built like, so that it acts as what it is: a beast has paws, a tail and a
 * beast's size; a robot whirrs and has no tail; a fairy is small; a giant is big but has no tail or fur.
 */
export type CreatureBody = 'beast' | 'giant' | 'small' | 'person' | 'machine';

const BODIES: Readonly<Record<string, CreatureBody>> = {
  robot: 'machine',
  elf: 'small',
  fairy: 'small',
  gnome: 'small',
  goblin: 'small',
  pixie: 'small',
  giant: 'giant',
  ogre: 'giant',
  troll: 'giant',
  alien: 'person',
  angel: 'person',
  genie: 'person',
  mermaid: 'person',
  superhero: 'person',
  witch: 'person',
};

/** The body of a creature or animal named by its lemma ("robot", "dragon"); any animal is a beast. */
export function bodyOf(lemma: string): CreatureBody {
  return BODIES[lemma.toLowerCase()] ?? 'beast';
}
