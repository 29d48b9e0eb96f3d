/**
 * The story writer's understanding layer: a parent's lesson and plot twists become a lesson theme and
 * twist kinds (with lexicon nouns), never words to repeat. Harmful ideas are refused with a kind
 * message; everything else is told, with a note when the reading was a guess or the theme was changed
 * for the child's age.
 */
import type { UnderstoodLesson, UnderstoodTwist } from '../plan/types';
import type { Harm } from './harm';
import { warmUp } from './nlp';
import { readLesson } from './read-lesson';
import { readTwist } from './read-twist';

export { readLesson, type LessonReading } from './read-lesson';
export { readTwist, type TwistReading } from './read-twist';
export type { Harm } from './harm';

export type UnderstoodIdeas =
  | { ok: true; lesson: UnderstoodLesson; twists: UnderstoodTwist[]; notes: string[] }
  | { ok: false; field: 'lesson' | 'plotTwists'; index?: number; harm: Harm; message: string };

/** Reads the lesson, then each non-empty twist; the first harmful one is refused, naming its field. */
export function understandIdeas({ lesson, plotTwists, age }: { lesson: string; plotTwists: readonly string[]; age?: number }): UnderstoodIdeas {
  const read = readLesson(lesson, age);
  if (!read.ok) return { ok: false, field: 'lesson', harm: read.harm, message: read.message };
  const notes = read.note ? [read.note] : [];
  const twists: UnderstoodTwist[] = [];
  for (const [index, text] of plotTwists.entries()) {
    if (!text.trim()) continue;
    const twist = readTwist(text, index);
    if (!twist.ok) return { ok: false, field: 'plotTwists', index, harm: twist.harm, message: twist.message };
    twists.push(twist.twist);
  }
  return { ok: true, lesson: read.lesson, twists, notes };
}

warmUp();
