import type { Gender, Interest, StoryStyle } from '@bedtime/contracts';
import type { PlannedScene, StoryPlan } from '@bedtime/story-writer';

export interface StoryForArt {
  id: string;
  title: string;
  content: string;
  age: number;
  gender: Gender;
  interests: Interest[];
  style: StoryStyle;
  /** The plan the story was told from (stories made before plans have none): pictures are drawn from it. */
  plan?: StoryPlan;
}

export type PictureAction = PlannedScene['action'];
/** How the picture is framed: far away, at the middle distance, close up, or looking down from above. */
export type Camera = 'wide' | 'medium' | 'close' | 'above';

export type TimeOfDay = 'morning' | 'day' | 'sunset' | 'night';

export interface Scene {
  index: number;
  /** The caption: who, doing what, with what, where ("Mia shares the red tin bucket with Rosie at Seashell Cove."). */
  summary: string;
  excerpt: string;
  /** Names of the characters drawn, the hero first. */
  characters: string[];
  /** The backdrop the picture is painted on. */
  setting: string;
  timeOfDay: TimeOfDay;
  /** The props drawn (the key object first). */
  objects: string[];
  /** What happens (from the plan, or read from the text). */
  action?: PictureAction;
  /** The key object, as the story names it ("bucket"). */
  object?: string;
  scale?: 'tiny' | 'giant';
  /** Set when the key object, not a character, is tiny or giant (the twist's pumpkin). */
  objectScale?: 'tiny' | 'giant';
  /** The story beat the picture shows ("opening", "problem", "goodnight"…). */
  beat?: string;
  /** The place as the story names it ("Seashell Cove"), "home" or "bedroom". */
  place?: string;
  camera?: Camera;
  /** How many earlier pages showed the same action: a repeat is staged the other way round. */
  repeat?: number;
  /** The picture's alt text (under 150 characters): what is drawn. */
  alt?: string;
}

/** png is what gets stored and served; svg is present when the embedded engine drew the scene. */
export interface IllustrationArt {
  scene: Scene;
  prompt: string;
  svg?: string;
  png: Buffer;
}

export interface StickerArt {
  character: string;
  png: Buffer;
  svg?: string;
  /** Which figure kit drew the character (the embedded engine says; a model's picture does not). */
  kit?: string;
}

export interface ImageEngine {
  readonly name: string;
  illustrate(story: StoryForArt, scenes: Scene[]): Promise<IllustrationArt[]>;
  sticker(story: StoryForArt, character: string): Promise<StickerArt>;
  /** A black-and-white colouring page (PNG) of an illustration this engine made. */
  lineArt(story: StoryForArt, art: IllustrationArt): Promise<Buffer>;
}
