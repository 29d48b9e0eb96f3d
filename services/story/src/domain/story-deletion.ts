import { NARRATION_SPEED_CHOICES, NARRATION_VOICE } from '@bedtime/contracts';
import { ESPEAK_VOICES } from '../providers/narration/espeak-engine';
import { FESTIVAL_VOICES } from '../providers/narration/festival-voices';
import { OPENAI_NARRATORS } from '../providers/openai-models';
import { NotFoundError, type Logger } from '@bedtime/service-kit';
import type { BlobStore } from '../providers/blob-store/blob-store';
import type { StoryErasureRepository } from '../data/story-erasure-repository';
import type { CommunityShares } from '../providers/community-client';
import { narrationHash, narrationPace } from './narration';
import { STORY_NOT_FOUND } from './story-access';
import type { StoriesRepository } from '../data/stories-repository';

/**
 * Every engine that may have narrated a story, with every voice name it may have been asked for (the
 * default narrator's is NARRATION_VOICE): a narration made before the engine changed is erased too.
 */
const VOICE_NAMES: Record<string, string[]> = {
  festival: [NARRATION_VOICE, ...FESTIVAL_VOICES.map((voice) => voice.id)],
  espeak: [NARRATION_VOICE, ...ESPEAK_VOICES.map((voice) => voice.id)],
  openai: [NARRATION_VOICE, ...OPENAI_NARRATORS.map((voice) => voice.id)],
};
export const NARRATION_ENGINE_NAMES = Object.keys(VOICE_NAMES);
const EVERY_VOICE_NAME = [...new Set(Object.values(VOICE_NAMES).flat())];
const PACES = NARRATION_SPEED_CHOICES.map(narrationPace);

export interface StoryDeletionDeps {
  stories: StoriesRepository;
  erasure: StoryErasureRepository;
  blobs: BlobStore;
  logger: Logger;
  /** Unset when no community service is configured: then there is no share to remove. */
  community?: CommunityShares;
  /** The engine narrating now, when it has a name the list above lacks. */
  currentEngineName?: () => string | undefined;
}

/**
 * Deleting a story (its owner) and erasing a user (account deletion): the stories, their narration,
 * pictures, stickers, favourites and reading progress, then any stored file nothing points at any more.
 * A story's community share lives in the community service: deleting a story asks it to remove the share;
 * erasing a user is the community's own part of account deletion (the gateway asks every service).
 */
export function createStoryDeletion({ stories, erasure, blobs, logger, community, currentEngineName }: StoryDeletionDeps) {
  function narrationHashesOf(contents: string[]): string[] {
    const engines = new Set(NARRATION_ENGINE_NAMES);
    const current = currentEngineName?.();
    if (current) engines.add(current);
    // The story as narrated: trimmed text (domain/narration.ts planStory), by every narrator at every pace.
    return contents.flatMap((content) =>
      [...engines].flatMap((engine) =>
        (VOICE_NAMES[engine] ?? EVERY_VOICE_NAME).flatMap((voice) => PACES.map((speed) => narrationHash(engine, { text: content.trim(), voice, speed }))),
      ),
    );
  }

  async function removeFiles(keys: string[], log: Logger): Promise<void> {
    for (const key of await erasure.unreferenced(keys)) {
      // The rows are gone already; a file left behind is only disk space, so it does not fail the deletion.
      await blobs.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not remove a stored file'));
    }
  }

  return {
    /** The owner deletes a story; to anyone else it does not exist (404, as for a story never made). */
    async deleteStory(userId: string, storyId: string, log: Logger = logger, requestId?: string): Promise<void> {
      const story = await stories.findById(storyId);
      if (!story || story.userId !== userId) throw new NotFoundError(STORY_NOT_FOUND);
      const erased = await erasure.erase([story.id], narrationHashesOf([story.content]));
      await removeFiles(erased.blobKeys, log);
      // Best effort: the story is gone whatever the community answers, and its lists leave out stories the
      // story service no longer knows, so a share left behind is never shown; the warning lets it be cleaned up.
      await community
        ?.storyDeleted(story.id, requestId)
        .catch((error: unknown) => log.warn({ err: error, storyId }, 'could not remove the community share of a deleted story'));
      log.info({ storyId }, 'story deleted');
    },

    /** Everything this service holds about a user, for account deletion; safe to call again. */
    async eraseUser(userId: string, log: Logger = logger): Promise<{ stories: number }> {
      const owned = await erasure.storiesOf(userId);
      // Their stories' narrations, and every narration they asked for: free text (which may name the child)
      // belongs to no story. A narration someone else also asked for is simply made again if they ask again.
      const requested = await erasure.narrationsRequestedBy(userId);
      const erased = await erasure.erase(
        owned.map((story) => story.id),
        [...new Set([...narrationHashesOf(owned.map((story) => story.content)), ...requested])],
        userId,
      );
      await removeFiles(erased.blobKeys, log);
      log.info({ stories: owned.length }, 'user data erased');
      return { stories: owned.length };
    },
  };
}
export type StoryDeletion = ReturnType<typeof createStoryDeletion>;
