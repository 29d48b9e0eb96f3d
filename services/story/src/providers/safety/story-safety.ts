import type { ModerationClient } from './moderation';
import {
  refusalMessage,
  screenGeneratedText,
  screenParentInput,
  screenText,
  type ParentField,
  type ParentInput,
  type ParentInputScreen,
  type TextScreen,
} from '@bedtime/child-safety';
import { storyCategory, type SafetyCategory } from './screen';

export type GeneratedStoryCheck =
  | { ok: true; moderation: 'passed' | 'not-configured' | 'unavailable' }
  | { ok: false; reason: string; category?: SafetyCategory; source: 'rules' | 'moderation' };

export interface StorySafety {
  /** Our rules on what the parent typed (fast, with a message for the field to change). */
  checkParentInput(fields: ParentInput): ParentInputScreen;
  /** The provider's moderation on what the parent typed, when one is configured; our rules have already passed. */
  moderateParentInput(fields: ParentInput, options?: { signal?: AbortSignal }): Promise<ParentInputScreen>;
  /** One free text a child may see or hear: a title, narration text, a character's name. */
  checkText(text: string, where: string): TextScreen;
  /** Part of a story as it is written: our rules only, so streaming is never held up. */
  checkStoryPart(text: string): { ok: true } | { ok: false; reason: string; category: SafetyCategory };
  /**
   * A finished story: our rules (unless they already read all of it while it streamed), and the
   * provider's moderation when configured.
   */
  checkGeneratedStory(text: string, options?: { signal?: AbortSignal; rulesApplied?: boolean }): Promise<GeneratedStoryCheck>;
}

/** The provider's category names, read as ours, so its refusals can be just as specific. */
function categoryFromProvider(names: string[]): SafetyCategory {
  const joined = names.join(' ');
  if (/self-harm/.test(joined)) return 'selfHarm';
  if (/sexual/.test(joined)) return 'sexual';
  if (/hate|harassment/.test(joined)) return 'hate';
  if (/illicit/.test(joined)) return 'drugs';
  if (/graphic/.test(joined)) return 'horror';
  return 'violence';
}

/**
 * Child-safety checks for the story flow. Our rules always apply; when a moderation provider is
 * configured it is asked as well, and if it cannot be reached our rules still stand and the result
 * says so, so the caller can log it.
 */
export function createStorySafety(deps: { moderation?: ModerationClient } = {}): StorySafety {
  return {
    checkParentInput: (fields) => screenParentInput(fields),
    async moderateParentInput(fields, options = {}) {
      if (!deps.moderation) return { ok: true };
      const parts: { field: ParentField; index?: number; text: string; words: string }[] = [
        ...(fields.childName ? [{ field: 'childName' as const, text: fields.childName, words: "the child's name" }] : []),
        ...(fields.lesson ? [{ field: 'lesson' as const, text: fields.lesson, words: 'the lesson' }] : []),
        ...fields.plotTwists.map((text, index) => ({
          field: 'plotTwists' as const,
          index,
          text,
          words: fields.plotTwists.length > 1 ? `plot twist ${index + 1}` : 'the plot twist',
        })),
      ];
      for (const { field, index, text, words } of parts) {
        let result;
        try {
          result = await deps.moderation.moderate(text, options);
        } catch (error) {
          if (options.signal?.aborted) throw error;
          return { ok: true };
        }
        if (result.flagged) {
          const category = categoryFromProvider(result.categories);
          return {
            ok: false,
            field,
            ...(index === undefined ? {} : { index }),
            category,
            rule: `moderation: ${result.categories.join(', ') || 'flagged'}`,
            message: refusalMessage(category, words),
          };
        }
      }
      return { ok: true };
    },
    checkText: (text, where) => screenText(text, where),
    checkStoryPart(text) {
      const screened = screenGeneratedText(text);
      return screened.ok ? screened : { ok: false, reason: screened.reason, category: storyCategory(screened.category) };
    },
    async checkGeneratedStory(text, options = {}) {
      const local = options.rulesApplied ? ({ ok: true } as const) : screenGeneratedText(text);
      if (!local.ok) return { ok: false, reason: local.reason, category: storyCategory(local.category), source: 'rules' };
      if (!deps.moderation) return { ok: true, moderation: 'not-configured' };
      let result;
      try {
        result = await deps.moderation.moderate(text, options.signal ? { signal: options.signal } : {});
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return { ok: true, moderation: 'unavailable' };
      }
      if (result.flagged) {
        return {
          ok: false,
          reason: `moderation: ${result.categories.join(', ') || 'flagged'}`,
          category: categoryFromProvider(result.categories),
          source: 'moderation',
        };
      }
      return { ok: true, moderation: 'passed' };
    },
  };
}
