import type { Lines } from './template';

/**
 * A lesson theme: the conflict in which the hero does not yet live the lesson, and the turn in
 * which the hero does and the story moves forward because of it. {lesson} is the parent's sentence.
 */
export interface LessonTheme {
  id: string;
  keywords: readonly RegExp[];
  conflict: Lines;
  turn: Lines;
  /** The lesson again in a child's words, said after the parent's sentence. */
  gist: readonly string[];
}
