import type { Gender, Interest, StoryStyle } from '@bedtime/contracts';
import { understandIdeas } from '../understand/index';
import { writeStory, type WrittenStory } from './compose';

export interface WordsRequest {
  age: number;
  gender: Gender;
  interests: readonly Interest[];
  style: StoryStyle;
  lesson: string;
  plotTwists: readonly string[];
  heroName?: string;
  seed?: number;
  avoid?: ReadonlySet<string>;
}

export type FromWords = ({ ok: true; note?: string } & WrittenStory) | { ok: false; field: 'lesson' | 'plotTwists'; index?: number; message: string };

/** Reads a parent's words and tells the story, as the story service does (for tests, benches and samples). */
export function writeFromWords(request: WordsRequest): FromWords {
  const ideas = understandIdeas({ lesson: request.lesson, plotTwists: [...request.plotTwists], age: request.age });
  if (!ideas.ok) return { ok: false, field: ideas.field, ...(ideas.index === undefined ? {} : { index: ideas.index }), message: ideas.message };
  const story = writeStory({ ...request, lesson: ideas.lesson, twists: ideas.twists });
  const notes = [...ideas.notes, ...story.notes];
  return { ok: true, ...story, ...(notes.length > 0 ? { note: notes.join(' ') } : {}) };
}
