import { randomUUID } from 'node:crypto';
import { DEFAULT_STORY_TITLE, MAX_TITLE_LENGTH, type GenerateStoryRequest, type GenerationStage, type Interest } from '@bedtime/contracts';
import { ValidationError, type Logger } from '@bedtime/service-kit';
import type { GeneratedStoryCheck, StorySafety } from '../providers/safety/story-safety';
import type { StoryRequest, StoryTextProvider } from '../providers/story-text/types';
import type { StoriesRepository } from './stories-repository';
import { createTrimmedText } from './trimmed-text';

export const GENERATION_FAILED = 'Sorry, there was an error generating your story. Please try again.';
export const UNSAFE_STORY =
  "Sorry, we couldn't make a story we're happy to share from those ideas. Please try again, or try a different lesson or plot twist.";

/** Who the story is for, as far as names go. */
export interface HeroNames {
  nicknameOf(userId: string, requestId?: string): Promise<string | undefined>;
}

export interface Caller {
  userId: string;
  requestId?: string;
  log: Logger;
}

/** The request after contract parsing (defaults applied). */
export type StoryWish = Required<Pick<GenerateStoryRequest, 'age' | 'gender' | 'style' | 'lesson' | 'isCollaborative' | 'plotTwists'>> & {
  interests: Interest[];
};

/** A request that passed the safety screen, ready to be written. */
export interface StoryPlan {
  caller: Caller;
  wish: StoryWish;
  request: StoryRequest;
}

export type GenerationEvent = { type: 'stage'; stage: GenerationStage } | { type: 'title'; title: string } | { type: 'delta'; text: string };

export type GenerationOutcome =
  | { success: true; story: string; title: string; id: string }
  | { success: false; reason: 'unsafe' | 'failed'; error: string }
  | { success: false; reason: 'cancelled' };

export interface StoryGenerationDeps {
  stories: StoriesRepository;
  writer: StoryTextProvider;
  safety: StorySafety;
  heroNames: HeroNames;
}

/**
 * Generating a story: the parent's words are screened before anything is written, the hero takes the
 * parent's chosen nickname, the text is screened again when finished, and only a safe, complete story
 * is kept. A cancelled generation keeps nothing.
 */
export function createStoryGeneration({ stories, writer, safety, heroNames }: StoryGenerationDeps) {
  async function heroNameFor(caller: Caller): Promise<string | undefined> {
    try {
      return await heroNames.nicknameOf(caller.userId, caller.requestId);
    } catch (error) {
      // The story is still worth writing: the writer then picks a name that fits.
      caller.log.warn({ err: error, userId: caller.userId }, 'could not look up the nickname for the hero; the writer picks a name');
      return undefined;
    }
  }

  return {
    /** Screens the parent's words (refusing with a kind message) and settles the hero's name. */
    async prepare(caller: Caller, wish: StoryWish): Promise<StoryPlan> {
      const plotTwists = wish.isCollaborative ? wish.plotTwists : [];
      const screened = safety.checkParentInput({ lesson: wish.lesson, plotTwists: wish.plotTwists });
      if (!screened.ok) {
        caller.log.info({ userId: caller.userId, field: screened.field }, 'story request refused by the child-safety screen');
        throw new ValidationError(screened.message);
      }
      const heroName = await heroNameFor(caller);
      const request: StoryRequest = {
        age: wish.age,
        gender: wish.gender,
        interests: wish.interests,
        style: wish.style,
        lesson: wish.lesson,
        plotTwists,
        ...(heroName ? { heroName } : {}),
      };
      return { caller, wish: { ...wish, plotTwists }, request };
    },

    /** Writes, screens and keeps the story, reporting progress as it goes. */
    async write(plan: StoryPlan, options: { signal?: AbortSignal; onEvent?: (event: GenerationEvent) => void } = {}): Promise<GenerationOutcome> {
      const { caller, wish, request } = plan;
      const { signal } = options;
      const emit = options.onEvent ?? (() => undefined);
      const text = createTrimmedText();
      let title: string | undefined;
      let writing = false;
      emit({ type: 'stage', stage: 'thinking' });
      try {
        for await (const chunk of writer.write(request, { signal })) {
          if (signal?.aborted) break;
          if (chunk.type === 'title') {
            if (title !== undefined) continue;
            title = cleanTitle(chunk.title);
            emit({ type: 'title', title });
            continue;
          }
          if (!writing) {
            writing = true;
            emit({ type: 'stage', stage: 'writing' });
          }
          const delta = text.push(chunk.text);
          if (delta) emit({ type: 'delta', text: delta });
        }
      } catch (error) {
        if (signal?.aborted) return cancelled(caller);
        caller.log.error({ err: error, engine: writer.name }, 'the story writer failed');
        return { success: false, reason: 'failed', error: GENERATION_FAILED };
      }
      if (signal?.aborted) return cancelled(caller);

      const content = text.value();
      const storyTitle = title ?? DEFAULT_STORY_TITLE;
      if (!content) {
        caller.log.error({ engine: writer.name }, 'the story writer finished without any text');
        return { success: false, reason: 'failed', error: GENERATION_FAILED };
      }
      emit({ type: 'stage', stage: 'polishing' });
      let verdict: GeneratedStoryCheck;
      try {
        verdict = await safety.checkGeneratedStory(`${storyTitle}\n\n${content}`, { signal });
      } catch (error) {
        if (signal?.aborted) return cancelled(caller);
        caller.log.error({ err: error, engine: writer.name }, 'the child-safety screen failed on a generated story; it was not kept');
        return { success: false, reason: 'failed', error: GENERATION_FAILED };
      }
      if (!verdict.ok) {
        caller.log.warn(
          { engine: writer.name, userId: caller.userId, reason: verdict.reason, source: verdict.source },
          'a generated story failed the child-safety screen and was not kept',
        );
        return { success: false, reason: 'unsafe', error: UNSAFE_STORY };
      }
      if (verdict.moderation === 'unavailable') caller.log.warn({ engine: writer.name }, 'moderation unavailable; the story passed the local screen only');
      if (signal?.aborted) return cancelled(caller);
      const row = await stories.insert({
        id: randomUUID(),
        userId: caller.userId,
        title: storyTitle,
        content,
        age: wish.age,
        gender: wish.gender,
        interests: wish.interests,
        style: wish.style,
        lesson: wish.lesson,
        isCollaborative: wish.isCollaborative,
        plotTwists: wish.plotTwists,
        engine: writer.name,
      });
      caller.log.info({ storyId: row.id, engine: writer.name, characters: content.length }, 'story generated');
      return { success: true, story: row.content, title: storyTitle, id: row.id };
    },
  };
}
export type StoryGeneration = ReturnType<typeof createStoryGeneration>;

function cancelled(caller: Caller): GenerationOutcome {
  caller.log.info({ userId: caller.userId }, 'story generation cancelled by the client; nothing was kept');
  return { success: false, reason: 'cancelled' };
}

function cleanTitle(raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH).trim();
  return title || DEFAULT_STORY_TITLE;
}
