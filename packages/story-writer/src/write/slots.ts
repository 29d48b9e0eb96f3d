/**
 * The slot vocabulary of authored passages (documented in scenes/format.ts) and how a character's
 * pronoun fills its slots, verb agreement included.
 */
export const SLOT_NAMES = [
  'name',
  'they',
  'They',
  'them',
  'their',
  'Their',
  'theirs',
  'themself',
  'was',
  'is',
  'has',
  'does',
  'comp',
  'comp_a',
  'comp_kind',
  'comp_he',
  'Comp_he',
  'comp_him',
  'comp_his',
  'Comp_his',
  'comp_says',
  'comp_moves',
  'comp_habit',
  'comp_comfort',
  'subj',
  'Subj',
  'subj_intro',
  'subj_he',
  'Subj_he',
  'subj_him',
  'subj_his',
  'subj_was',
  'subj_is',
  'subj_has',
  'place',
  'Place',
  'place_short',
  'thing',
  'the_thing',
  'thing_kind',
  'sight',
  'sound',
  'home',
  'refrain',
  'tw_who',
  'Tw_who',
  'tw_who_a',
  'tw_he',
  'Tw_he',
  'tw_him',
  'tw_his',
  'tw_was',
  'tw_is',
  'tw_has',
  'tw_thing',
  'tw_thing_a',
  'tw_things',
  'tw_into',
  'tw_fear',
  'better',
  'worry',
  'trouble',
  'carer',
  'carer_he',
  'carer_him',
  'carer_his',
  'carer_was',
  'carer_is',
  'carer_has',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];
export type SlotValues = Partial<Record<SlotName, string | readonly string[]>>;

/** Every slot, also with a capital first letter ({Subj_intro} opens a sentence with it). */
export const SLOT_SET: ReadonlySet<string> = new Set([...SLOT_NAMES, ...SLOT_NAMES.map((name) => name.charAt(0).toUpperCase() + name.slice(1))]);

export type Pronoun = 'he' | 'she' | 'they' | 'it';

export interface PronounForms {
  he: string;
  him: string;
  his: string;
  himself: string;
  was: string;
  is: string;
  has: string;
  does: string;
}

const FORMS: Record<Pronoun, PronounForms> = {
  he: { he: 'he', him: 'him', his: 'his', himself: 'himself', was: 'was', is: 'is', has: 'has', does: 'does' },
  she: { he: 'she', him: 'her', his: 'her', himself: 'herself', was: 'was', is: 'is', has: 'has', does: 'does' },
  they: { he: 'they', him: 'them', his: 'their', himself: 'themself', was: 'were', is: 'are', has: 'have', does: 'do' },
  it: { he: 'it', him: 'it', his: 'its', himself: 'itself', was: 'was', is: 'is', has: 'has', does: 'does' },
};

export function pronounForms(pronoun: Pronoun): PronounForms {
  return FORMS[pronoun];
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
