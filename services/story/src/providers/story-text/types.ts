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

export interface StoryTextProvider {
  readonly name: string;
  write(request: StoryRequest, options?: { signal?: AbortSignal }): AsyncIterable<StoryChunk>;
}
export { collectStory } from './collect-story';
