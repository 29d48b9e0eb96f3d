import type { Gender, Interest, StoryStyle } from '@bedtime/contracts';
import type { UnderstoodLesson, UnderstoodTwist, WrittenStory } from '@bedtime/story-writer';

/**
 * What a writer is asked to write. The parent's lesson and twists arrive only as what they were read
 * into (a theme with its subject, twist kinds with their nouns), never as typed; `told` is the offline
 * writer's telling of the plan, which the embedded writer streams and a model takes as guidance.
 */
export interface StoryRequest {
  age: number;
  gender: Gender;
  interests: Interest[];
  style: StoryStyle;
  lesson: UnderstoodLesson;
  twists: UnderstoodTwist[];
  heroName?: string;
  told: WrittenStory;
}

/** The title chunk comes first (exactly once), then text chunks whose concatenation is the story. */
export type StoryChunk = { type: 'title'; title: string } | { type: 'text'; text: string };

export interface StoryTextProvider {
  readonly name: string;
  /**
   * True for a writer whose every word is reviewed text (the embedded writer: authored passages, the
   * lexicon's nouns and the screened child's name). The phrase screen, which cannot tell "her arm still
   * hurt" in a body-safety story from harm, reads what a model writes, not these.
   */
  readonly writesReviewedText?: boolean;
  write(request: StoryRequest, options?: { signal?: AbortSignal }): AsyncIterable<StoryChunk>;
}
export { collectStory } from './collect-story';
