import type { ModerationClient } from './moderation';
import { screenGeneratedText, screenParentInput, type ParentInputScreen } from './screen';

export type GeneratedStoryCheck =
  | { ok: true; moderation: 'passed' | 'not-configured' | 'unavailable' }
  | { ok: false; reason: string; source: 'lexicon' | 'moderation' };

export interface StorySafety {
  checkParentInput(fields: { lesson: string; plotTwists: string[] }): ParentInputScreen;
  checkGeneratedStory(text: string, options?: { signal?: AbortSignal }): Promise<GeneratedStoryCheck>;
}

/**
 * Child-safety checks for the story flow. Parent input is screened locally (fast, with a message
 * for the wizard). A generated story always passes the local screen and, when a moderation
 * provider is configured, the provider too; if the provider cannot be reached the local screen
 * still stands and the result says so, so the caller can log it.
 */
export function createStorySafety(deps: { moderation?: ModerationClient } = {}): StorySafety {
  return {
    checkParentInput: (fields) => screenParentInput(fields),
    async checkGeneratedStory(text, options = {}) {
      const local = screenGeneratedText(text);
      if (!local.ok) return { ok: false, reason: local.reason, source: 'lexicon' };
      if (!deps.moderation) return { ok: true, moderation: 'not-configured' };
      let result;
      try {
        result = await deps.moderation.moderate(text, options);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return { ok: true, moderation: 'unavailable' };
      }
      if (result.flagged) return { ok: false, reason: `moderation: ${result.categories.join(', ') || 'flagged'}`, source: 'moderation' };
      return { ok: true, moderation: 'passed' };
    },
  };
}
