/**
 * A world: one interest's settings, companions and key things, and the passages that open a story
 * there, bring the companion in, travel within it, make a funny moment and use a fact. Slots as in
 * scenes/format.ts. A story uses one setting of one world from start to end.
 */
import type { Interest, StoryStyle } from '@bedtime/contracts';
import type { Variants } from '../scenes/format';

export interface WorldCompanion {
  name: string;
  /** First mention, with its article: "a little red fox with a white-tipped tail". */
  a: string;
  /** The species or kind as one noun the picture engine knows: "fox", "hen", "triceratops", "robot". */
  kind: string;
  he: 'he' | 'she';
  /** Speech verb, past tense: "yipped". */
  says: string;
  /** Movement verb, past tense: "trotted". */
  moves: string;
  /** Past clauses in character (may use {name}, {their}…): "sniffed the air with her black nose". */
  habits: readonly string[];
  /** Past clauses of comfort in character: "curled her bushy tail around {name}'s feet". */
  comforts: readonly string[];
  /** The ages the companion suits: no talking ladybirds for 11-year-olds. */
  ages: readonly [number, number];
}

export interface WorldSetting {
  /** As a name, with its article if it takes one: "Willow Farm", "the Coral Cove". */
  name: string;
  /** "the farm". */
  short: string;
  /** Noun phrases, for {sight}: concrete, drawable. */
  sights: readonly string[];
  /** Noun phrases that can be the subject of a sentence ("{sound} went on"): "the hum of bees", "the sound of the hens clucking", never a bare "the hens clucking". */
  sounds: readonly string[];
  /** The picture engine's backdrop for this setting (see the picture engine's backdrop list). */
  backdrop: string;
}

export interface WorldThing {
  /** "a red tin bucket". */
  a: string;
  /** "the bucket". */
  the: string;
  /** One noun the picture engine can draw: "bucket". */
  kind: string;
}

export interface WorldWriting {
  interest: Interest;
  /** Whether magic happens here without a twist (dragons talk, wands work). */
  magical: boolean;
  settings: readonly WorldSetting[];
  companions: readonly WorldCompanion[];
  things: readonly WorldThing[];
  /** The hero's home, for {home}. */
  homes: readonly string[];
  /** Title patterns, Title Case, slots allowed: "{name} and the Runaway Comet". */
  titles: readonly string[];
  tiny: { opening: Variants; refrains: readonly string[] };
  young: { opening: Variants; meet: Variants; funny: Variants; fact: Variants };
  older: { opening: Variants; meet: Variants; journey: Variants; funny: Variants; fact: Variants };
}

/** A style's voice at the end of the story. `{refrain}` is the world's refrain (tiny only). */
export interface StyleWriting {
  style: StoryStyle;
  tiny: { goodnight: Variants };
  young: { windDown: Variants; goodnight: Variants };
  older: { windDown: Variants; goodnight: Variants };
}
