/**
 * The story plan: what a story is, decided before any sentence is written. The embedded writer renders
 * it from authored passages; the OpenAI-compatible writer receives it as structured guidance; the
 * picture engine draws its scenes. It never holds the parent's words, only what they were read into.
 */
import type { Gender, Interest, StoryStyle } from '@bedtime/contracts';
import type { LexKind } from '../catalogue/lexicon-kinds';
import type { PictureAction, Register } from '../scenes/format';

export type AgeBand = '2-3' | '4-5' | '6-8' | '9-12';

export type Beat =
  | 'opening'
  | 'meet'
  | 'journey'
  | 'twist-setup'
  | 'problem'
  | 'twist-happens'
  | 'choice'
  | 'consequence'
  | 'funny'
  | 'fact'
  | 'inner'
  | 'twist-payoff'
  | 'better'
  | 'want-met'
  | 'wind-down'
  | 'goodnight';

/** Someone drawn in a picture: the kind decides how (a person is a child or a grown-up; an animal its species). */
export interface PlannedCharacter {
  /** The name the story uses: "Mia", "Pip", "Grandpa", "the dentist". */
  name: string;
  role: 'hero' | 'companion' | 'subject' | 'twist';
  kind: LexKind;
  /** For animals and creatures the species ("hen", "triceratops"); for people "child", "baby" or "grown-up"; for things the noun. */
  species: string;
  pronoun: 'he' | 'she' | 'they' | 'it';
  age?: number;
  gender?: Gender;
}

export interface PlannedScene {
  beat: Beat;
  /** Index of the paragraph in the story's paragraphs. */
  paragraph: number;
  setting: { name: string; backdrop: string; at: 'setting' | 'home' | 'bedroom' };
  /** Names of the characters in the scene (hero first), as in `cast`. */
  who: string[];
  action: PictureAction;
  /** The key object, as one noun the picture engine draws, when the scene has one. */
  object?: string;
  scale?: 'tiny' | 'giant';
  /** For a twist's set-up, happening and pay-off: which of the plan's twists it tells. */
  twist?: number;
}

export interface UnderstoodLesson {
  themeId: string;
  label: string;
  /** False when no theme matched with confidence and the nearest one was used. */
  confident: boolean;
  subject?: { lemma: string; kind: LexKind };
  /**
   * Which of the theme's lessons the parent meant, for a theme that covers more than one ("safety" or
   * "kindness" for online-kindness; see understand/facets.ts). Unset when the theme has none or none was read.
   */
  facet?: string;
}

export interface UnderstoodTwist {
  kindId: string;
  label: string;
  args: Partial<Record<'who' | 'thing' | 'into' | 'fear', { lemma: string; kind: LexKind }>>;
}

export interface StoryPlan {
  band: AgeBand;
  register: Register;
  style: StoryStyle;
  world: Interest;
  setting: { name: string; short: string; backdrop: string };
  hero: PlannedCharacter;
  cast: PlannedCharacter[];
  lesson: UnderstoodLesson;
  twists: UnderstoodTwist[];
  /** The key object of the world: "bucket". */
  thing: string;
  title: string;
  scenes: PlannedScene[];
  /** Fingerprints of the passages as told (before the copy-edit), for "heard lately" on later nights. */
  heard?: string[];
  /** The refrain a 2-3 year old's story repeats on purpose. */
  refrain?: string;
}
