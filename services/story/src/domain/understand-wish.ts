import { readLesson, readTwist, understandIdeas, type UnderstoodIdeas } from '@bedtime/story-writer';
import type { StorySafety } from '../providers/safety/story-safety';

export type WishReading = UnderstoodIdeas | { ok: false; field: 'lesson' | 'plotTwists'; index?: number; harm: string; message: string };

/**
 * What the parent's lesson and twists mean, with a second opinion: the writer's reading refuses what is
 * harmful; the screen's rules also flag words of harm ("chops off his head"), and when the reading of
 * such an idea is only a guess (no theme or twist kind matched with confidence) it is refused too. An
 * idea the reading places with confidence ("killing it at chess" is about losing well, "mummy has
 * cancer" about illness in the family) is told, never refused for a word.
 */
/**
 * Categories of the screen that refuse even an idea the reading places with confidence (self-harm,
 * drugs; sexual content unless the lesson is about keeping bodies safe or growing up, whose ordinary
 * wordings name private parts). Violence, horror and put-down words refuse only a guess.
 */
function screenOverrules(category: string, themeId: string | undefined): boolean {
  if (category === 'selfHarm' || category === 'drugs') return true;
  return category === 'sexual' && themeId !== 'body-safety' && themeId !== 'growing-body';
}

export function readWish(safety: StorySafety, wish: { lesson: string; plotTwists: readonly string[]; age?: number }): WishReading {
  const ideas = understandIdeas(wish);
  if (!ideas.ok) return ideas;
  const lesson = safety.checkParentInput({ lesson: wish.lesson, plotTwists: [] });
  if (!lesson.ok && (!ideas.lesson.confident || screenOverrules(lesson.category, ideas.lesson.themeId))) {
    return { ok: false, field: 'lesson', harm: lesson.category, message: lesson.message };
  }
  for (const [index, text] of wish.plotTwists.entries()) {
    const twist = readTwist(text, index);
    if (!twist.ok) continue;
    const screened = safety.checkParentInput({ lesson: 'be kind', plotTwists: [text] });
    if (!screened.ok && (!twist.confident || screenOverrules(screened.category, undefined)))
      return { ok: false, field: 'plotTwists', index, harm: screened.category, message: screened.message };
  }
  return ideas;
}

/** One field alone, as the wizard asks while the parent types. */
export function readLessonField(safety: StorySafety, lesson: string, age?: number) {
  const read = readLesson(lesson, age);
  if (!read.ok) return read;
  const screened = safety.checkParentInput({ lesson, plotTwists: [] });
  return screened.ok || (read.lesson.confident && !screenOverrules(screened.category, read.lesson.themeId))
    ? read
    : ({ ok: false, harm: screened.category, message: screened.message } as const);
}

export function readTwistField(safety: StorySafety, twist: string) {
  const read = readTwist(twist);
  if (!read.ok) return read;
  const screened = safety.checkParentInput({ lesson: 'be kind', plotTwists: [twist] });
  return screened.ok || (read.confident && !screenOverrules(screened.category, undefined))
    ? read
    : ({ ok: false, harm: screened.category, message: screened.message } as const);
}
