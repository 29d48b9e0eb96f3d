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
