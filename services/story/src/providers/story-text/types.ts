import type { Gender, Interest, StoryStyle } from '@bedtime/contracts';

export interface StoryRequest {
  age: number;
  gender: Gender;
  interests: Interest[];
  style: StoryStyle;
  lesson: string;
  plotTwists: string[];
  heroName?: string;
  seed?: number;
}

/** The title chunk comes first (exactly once), then text chunks whose concatenation is the story. */
export type StoryChunk = { type: 'title'; title: string } | { type: 'text'; text: string };

/** Whether a writer can take the parent's lesson and twists as they are; if not, which field to change and why. */
export type IdeasCheck = { ok: true } | { ok: false; field: 'lesson' | 'plotTwists'; index?: number; message: string };

export interface StoryTextProvider {
  readonly name: string;
  /** Writers that only write what they understand (the embedded composer) check the parent's words before writing. */
  understand?(request: Pick<StoryRequest, 'lesson' | 'plotTwists' | 'heroName'>): IdeasCheck;
  write(request: StoryRequest, options?: { signal?: AbortSignal }): AsyncIterable<StoryChunk>;
}
export { collectStory } from './collect-story';
