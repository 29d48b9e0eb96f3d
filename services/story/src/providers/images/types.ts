import type { Gender, Interest, StoryStyle } from '@bedtime/contracts';

export interface StoryForArt {
  id: string;
  title: string;
  content: string;
  age: number;
  gender: Gender;
  interests: Interest[];
  style: StoryStyle;
}

export type TimeOfDay = 'morning' | 'day' | 'sunset' | 'night';

export interface Scene {
  index: number;
  summary: string;
  excerpt: string;
  characters: string[];
  setting: string;
  timeOfDay: TimeOfDay;
  objects: string[];
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
