/**
 * The authored-scene format. Every word of a story comes from a passage written whole by a writer, with
 * slots only for names, pronouns, the companion, the subject, the twist's nouns and the world's places
 * and things. The renderer (write/render.ts) fills the slots; nothing else is glued at run time.
 *
 * ## Registers (age bands)
 * - `tiny`  ages 2-3: 100-300 words in all; one place; a refrain on purpose; sound words; concrete things.
 * - `young` ages 4-5: 300-500 words; a simple problem and a funny moment.
 * - `older` ages 6-12: 6-8 reads 600-1,000 words, 9-12 reads 1,000-1,600 (9-12 adds the `inner` beat,
 *   the world's `journey` and longer passages): a real choice, suspense, wit, no babyish friends.
 *
 * ## Text
 * A passage is one paragraph (sometimes two, separated by a blank line "\n\n"). Past tense, third
 * person. Dialogue in straight double quotes; a quote inside a quote in single quotes.
 * `[a|b|c]` offers alternative wordings written by the author, each of which must read right in place
 * (used to keep a family from meeting the same paragraph twice in a month); no nesting.
 *
 * ## Slots (the only braces allowed; an unknown slot fails the tests)
 * Hero:       {name}  {they} {They} {them} {their} {Their} {theirs} {themself}
 *             agreement right after {they}/{They}: {was} {is} {has} {does} ("{They} {was} cross" → "She was cross" / "They were cross")
 * Companion:  {comp} (name)  {comp_a} (first mention: "a little red fox with a white-tipped tail")  {comp_kind} ("fox")
 *             {comp_he} {Comp_he} {comp_him} {comp_his} {Comp_his} (always he or she)
 *             {comp_says} (speech verb, past: "yipped")  {comp_moves} (past: "trotted")
 *             {comp_habit} (past clause, in character: "sniffed the air with her black nose")
 *             {comp_comfort} (past clause: "curled her bushy tail around Mia's feet")
 * Subject:    {subj} ("Rosie", "the dentist", "Grandpa", "the potty")  {Subj}  {subj_intro} (first mention:
 *             "her little sister, Rosie" / "the dentist, Dr Amari")  {subj_he} {Subj_he} {subj_him} {subj_his}
 *             agreement right after {subj_he}/{Subj_he}: {subj_was} {subj_is} {subj_has}
 * Carer:      {carer} ("Mum" or "Dad": the grown-up who looks after the hero on the page, never the subject who
 *             is ill, away or gone)  {carer_he} {Carer_he} {carer_him} {carer_his}  agreement: {carer_was} {carer_is} {carer_has}
 * Tiny only:  {refrain} (the world's refrain line, in the tiny opening and goodnight)
 * World:      {place} (the one setting, as a name: "Willow Farm", "the Coral Cove")  {Place}  {place_short} ("the farm")
 *             {thing} (the key object: "a red tin bucket")  {the_thing} ("the bucket")  {thing_kind} ("bucket")
 *             {sight} (noun phrase: "a mother duck leading six ducklings")  {sound} (noun phrase: "the hens clucking")
 *             {home} (the hero's home as a noun phrase: "the little blue house by the lane")
 * (Any slot may be written with a capital first letter to open a sentence: {Subj_intro}, {Tw_who_a}.)
 * Twist:      {tw_who} ("the cat", "Grandpa", or the hero's name)  {Tw_who}  {tw_who_a} (first mention: "a ginger cat")
 *             {tw_he} {Tw_he} {tw_him} {tw_his}  agreement right after {tw_he}/{Tw_he}: {tw_was} {tw_is} {tw_has}
 *             {tw_thing} ("the key")  {tw_thing_a} ("a key")  {tw_things} (plural: "pancakes")  {tw_into} ("a frog")  {tw_fear} ("the dark")
 * Theme (given by the theme): {worry} (noun phrase that shows it, never names it by formula: "the wobble in the tummy about the dentist"), usable anywhere;
 *             {trouble} (noun phrase for the problem itself: "the tug-of-war over the bucket"), for passages after
 *             the theme's `problem` (twist happenings and pay-offs: "{Trouble} could wait");
 *             {better} (bare infinitive phrase of the good choice: "let Rosie have a turn with the bucket"), for the
 *             theme's own passages only: a twist leads the hero to the choice and never says it (the tests refuse it).
 */

import type { Gender } from '@bedtime/contracts';
import type { PlaceKind } from '../plan/places';
import type { SubjectRole } from '../plan/cast';
import type { CreatureBody } from '../catalogue/lexicon-kinds';

export type Register = 'tiny' | 'young' | 'older';

/** What a picture of this passage shows (the picture engine reads it; see plan/plan.ts). */
export type PictureAction =
  | 'arriving'
  | 'talking'
  | 'holding'
  | 'giving'
  | 'sharing'
  | 'hugging'
  | 'running'
  | 'riding'
  | 'flying'
  | 'swimming'
  | 'finding'
  | 'looking'
  | 'building'
  | 'eating'
  | 'washing'
  | 'crying'
  | 'comforting'
  | 'waving'
  | 'climbing'
  | 'playing'
  | 'reading'
  | 'sleeping'
  | 'waiting'
  | 'hiding'
  | 'listening'
  | 'celebrating';

export interface PictureHint {
  action: PictureAction;
  /** Who is drawn besides the hero. */
  with?: readonly ('comp' | 'subj' | 'tw_who')[];
  /** The object in the hero's hands or at the centre: a slot name without braces ("the_thing", "tw_thing") or a lexicon noun. */
  object?: string;
  /** Scale words change scale. */
  scale?: 'tiny' | 'giant';
  /** Where it happens, when not the story's setting. */
  at?: 'home' | 'bedroom' | 'setting';
}

/** One authored passage. */
export interface Passage {
  text: string;
  picture?: PictureHint;
  /**
   * A world's opening only: the want it gives the hero ("she wanted to find the oldest tree"), met. Told
   * right after the theme's better choice, so what the story set out to do is not forgotten.
   */
  wantMet?: Passage;
  /**
   * A word this passage pays off ("shape" in "the big shape was only the net"): it is told only when an
   * earlier paragraph of the story already said the word, so no pay-off arrives without its set-up.
   * Every beat keeps at least one variant without `needs`.
   */
  needs?: string;
  /** A theme passage's facet ("safety", "kindness"): told only for a lesson of that facet (see "Facets" above). */
  facet?: string;
  /**
   * The kind of place this passage must be told at ("kitchen" for a hot oven, "eatery" for a waiter taking
   * an order). Unset, it is read from the passage's words (plan/places.ts); a passage that can happen
   * anywhere has none. The composer tells it where the story has such a place, or takes the hero there.
   */
  place?: PlaceKind;
  /**
   * The roles {subj} may have in this passage ("child" for someone who sits in the way or knocks over a
   * tower, "server" for someone bringing the food): a subject of another role is not put in it. Unset, the
   * theme's `subjects` hold; unset there too, any subject the theme accepts.
   */
  subjects?: readonly SubjectRole[];
  /**
   * A twist passage about its character ({tw_who}): the bodies it is written for ("beast" for a tail that
   * sweeps things flat). A character of another body (a robot, a fairy) is given a variant written for it.
   * Unset, it fits any.
   */
  bodies?: readonly CreatureBody[];
}

/** Several whole variants of one beat: one is chosen per story. */
export type Variants = readonly Passage[];

/** A theme's scenes for one register: the lesson acted out. */
export interface ThemeScenes {
  /**
   * The problem that grows out of the theme and its subject (the subject on the page), the hero's
   * near-mistake or mistake, the consequence the child can see, and the better choice that solves it.
   * `tiny` tells all four in one or two passages under `problem` and `better` (choice/consequence may be empty).
   */
  problem: Variants;
  choice: Variants;
  consequence: Variants;
  better: Variants;
  /** 9-12 only: the hero's inner conflict, a paragraph of thought with some wit. */
  inner?: Variants;
}

export interface ThemeWriting {
  themeId: string;
  /**
   * The roles the theme's passages give {subj} (a passage may say otherwise): a parent's subject of
   * another role is told only in passages written for it, or the theme's own subject takes its place.
   */
  subjects?: readonly SubjectRole[];
  /** The kind of place every passage of the theme is told at, unless a passage says otherwise ("kitchen" for hot ovens). */
  place?: PlaceKind;
  /** Bare infinitive phrases for {better}; may use slots. */
  better: readonly string[];
  /** Noun phrases for {worry}; may use slots. */
  worry: readonly string[];
  /** Noun phrases for {trouble}, the problem itself as others see it ("the tug-of-war over {the_thing}"); may use slots. */
  trouble: readonly string[];
  /**
   * A facet's own {better}, {worry} and {trouble} ("the page of sums" for a lesson about maths, not "the big
   * moment" of a performance): used instead of the theme's when the story is told as that facet.
   */
  facets?: Readonly<
    Record<
      string,
      {
        better: readonly string[];
        worry: readonly string[];
        trouble: readonly string[];
        /** The heroes it is told for ("girl" and "other" for a first period): for any other, the theme's unmarked passages. */
        heroes?: readonly Gender[];
      }
    >
  >;
  tiny: ThemeScenes;
  young: ThemeScenes;
  older: ThemeScenes;
}

/** A twist kind's passages for one register. `tiny` uses `happens` only (one short passage, set-up and pay-off inside it). */
export interface TwistScenes {
  setup: Variants;
  happens: Variants;
  payoff: Variants;
}

export interface TwistWriting {
  kindId: string;
  tiny: TwistScenes;
  young: TwistScenes;
  older: TwistScenes;
}
