import type { ReadingProgress } from '@bedtime/contracts';
import type { ReadingProgressRepository, SavedProgress } from '../data/reading-progress-repository';
import { findOwnStoryOrFail } from './story-access';
import type { StoriesRepository } from '../data/stories-repository';

export const PROGRESS_REFUSAL = 'You can only keep reading progress for your own stories.';
/** The product rule (docs/product-rules.md): progress worth keeping is past the first word or more than 5% scrolled. */
const MIN_SCROLL_PERCENTAGE = 5;

export interface ProgressView {
  characterPosition: number;
  wordIndex: number;
  scrollPercentage: number;
  updatedAt: string;
}

const toView = (progress: SavedProgress | undefined): ProgressView | null =>
  progress
    ? {
        characterPosition: progress.characterPosition,
        wordIndex: progress.wordIndex,
        scrollPercentage: progress.scrollPercentage,
        updatedAt: progress.updatedAt.toISOString(),
      }
    : null;

export const isProgressWorthSaving = (progress: ReadingProgress) => progress.wordIndex > 0 || progress.scrollPercentage > MIN_SCROLL_PERCENTAGE;

export function createReadingProgress({ stories, progress }: { stories: StoriesRepository; progress: ReadingProgressRepository }) {
  return {
    async getProgress(userId: string, storyId: string): Promise<ProgressView | null> {
      await findOwnStoryOrFail(stories, storyId, userId, PROGRESS_REFUSAL);
      return toView(await progress.find(userId, storyId));
    },

    /** Saves worthwhile progress; otherwise keeps what was saved before (a reader reopening at the top must not erase it). */
    async saveProgress(userId: string, storyId: string, update: ReadingProgress): Promise<{ progress: ProgressView | null; saved: boolean }> {
      await findOwnStoryOrFail(stories, storyId, userId, PROGRESS_REFUSAL);
      if (!isProgressWorthSaving(update)) return { progress: toView(await progress.find(userId, storyId)), saved: false };
      return { progress: toView(await progress.save(userId, storyId, update)), saved: true };
    },
  };
}
export type ReadingProgressUseCases = ReturnType<typeof createReadingProgress>;
