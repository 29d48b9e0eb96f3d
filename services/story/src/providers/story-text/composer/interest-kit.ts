import type { Interest } from '@bedtime/contracts';
import type { Lines } from './template';

/** A friend met in the interest's world; always referred to by name or "it", never he/she. */
export interface Companion {
  name: string;
  /** Noun phrase with article: "a little red fox with a white-tipped tail". */
  kind: string;
  noun: string;
  /** Past-tense speech verb for dialogue tags: "yipped". */
  says: string;
}

/** Noun phrase with its article, "a brass telescope"; "the" form is derived. */
export interface Thing {
  a: string;
  noun: string;
}

/** Real facts, worded for each age band. */
export interface Fact {
  little: string;
  middle: string;
  big: string;
}

/**
 * Everything a story needs for one interest. Scene and help templates are rendered with the
 * kit's own cast bound to {comp}, {place}, {thing}, {the_thing}, {sight}, {sound}, {air}, {action}.
 */
export interface InterestKit {
  interest: Interest;
  /** Words whose presence shows the interest is really in the story (used by tests). */
  markers: readonly string[];
  /** What the hero loves, after "loved": "anything that lived in burrows, nests and barns". */
  loves: readonly string[];
  places: readonly string[];
  companions: readonly Companion[];
  things: readonly Thing[];
  /** Past-tense verb phrases: "fed the ducks by the pond". */
  actions: readonly string[];
  /** Noun phrases after "saw". */
  sights: readonly string[];
  /** Noun phrases after "heard". */
  sounds: readonly string[];
  /** Noun phrases after "the air was full of". */
  airs: readonly string[];
  /** Infinitive goals: "to see a shooting star up close". */
  wonders: readonly string[];
  /** Comic past-tense clauses: "the goat ate the map". */
  mishaps: readonly string[];
  /** Rhythmic lines repeated in stories for the youngest. */
  refrains: readonly string[];
  /** Paragraphs where the hero meets {comp} and the interest drives what happens. */
  scenes: readonly Lines[];
  /** Sentences where this interest helps at the story's turning point. */
  helps: readonly string[];
  facts: readonly Fact[];
  /** Calm closing images for the ending. */
  sleepy: readonly string[];
  /** Title Case nouns for titles: "Runaway Comet". */
  titleNouns: readonly string[];
  /** For educational titles: "the Night Sky". */
  topicTitle: string;
}
