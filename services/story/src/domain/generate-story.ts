import { randomUUID } from 'node:crypto';
import { DEFAULT_STORY_TITLE, MAX_TITLE_LENGTH, type GenerateStoryRequest, type GenerationStage, type Interest } from '@bedtime/contracts';
import { ValidationError, type Logger } from '@bedtime/service-kit';
import type { SafetyCategory } from '../providers/safety/screen';
import type { GeneratedStoryCheck, StorySafety } from '../providers/safety/story-safety';
import type { StoryRequest, StoryTextProvider } from '../providers/story-text/types';
import type { StoriesRepository } from './stories-repository';
import { createTrimmedText } from './trimmed-text';

export const GENERATION_FAILED = 'Sorry, there was an error generating your story. Please try again.';
export const UNSAFE_STORY =
  "Sorry, we couldn't make a story we're happy to share from those ideas. Please try again, or try a different lesson or plot twist.";

/** What a story drifted into, said gently, for the message when a written story is not kept. */
const DRIFTED_INTO: Record<SafetyCategory, string> = {
  violence: 'hurting someone',
  selfHarm: 'hurting oneself',
  sexual: 'grown-up content',
  drugs: 'drugs or alcohol',
  hate: 'unkind words about people',
  horror: 'something too frightening',
  personalData: 'personal details',
};

export function unsafeStoryMessage(category: SafetyCategory | undefined): string {
  if (!category) return UNSAFE_STORY;
  return `Sorry, that story wandered into ${DRIFTED_INTO[category]}, which isn't right for bedtime, so we didn't keep it. Please try again, or try a different lesson or plot twist.`;
}

// Streamed text is checked in whole sentences, with this much of what came before for context; a
// sentence that runs on is checked (and sent) up to its last whole word once this much is waiting.
const STREAM_CONTEXT_CHARS = 600;
const STREAM_HOLD_CHARS = 60;

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
  childName?: string;
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

  /** The profile nickname as the hero's name, unless it fails the screen (then the writer picks a name). */
  async function safeNickname(caller: Caller): Promise<string | undefined> {
    const nickname = await heroNameFor(caller);
    if (!nickname) return undefined;
    const screened = safety.checkText(nickname, "the child's name");
    if (screened.ok) return nickname;
    caller.log.warn({ userId: caller.userId, category: screened.category, rule: screened.rule }, 'the profile nickname failed the child-safety screen; the writer picks a name');
    return undefined;
  }

  return {
    /**
     * Screens the parent's words (refusing with a kind message that names the field), settles the
     * hero's name, and lets a writer that only writes what it understands check the words too.
     */
    async prepare(caller: Caller, wish: StoryWish, options: { signal?: AbortSignal } = {}): Promise<StoryPlan> {
      const plotTwists = wish.isCollaborative ? wish.plotTwists : [];
      const fields = { lesson: wish.lesson, plotTwists: wish.plotTwists, ...(wish.childName ? { childName: wish.childName } : {}) };
      const screened = safety.checkParentInput(fields);
      const moderated = screened.ok ? await safety.moderateParentInput(fields, options) : screened;
      if (!moderated.ok) {
        // The category and rule say why; the words themselves are never logged.
        caller.log.info({ userId: caller.userId, field: moderated.field, index: moderated.index, category: moderated.category, rule: moderated.rule }, 'story request refused by the child-safety screen');
        throw new ValidationError(moderated.message, { field: moderated.field, ...(moderated.index === undefined ? {} : { index: moderated.index }) });
      }
      const heroName = wish.childName ?? (await safeNickname(caller));
      const understood = writer.understand?.({ lesson: wish.lesson, plotTwists, ...(heroName ? { heroName } : {}) });
      if (understood && !understood.ok) {
        caller.log.info({ userId: caller.userId, field: understood.field, index: understood.index, engine: writer.name }, 'story request refused: the writer does not understand the words');
        throw new ValidationError(understood.message, { field: understood.field, ...(understood.index === undefined ? {} : { index: understood.index }) });
      }
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
      // Text the writer sent that is not yet checked: it is passed on in whole sentences once they pass.
      let unchecked = '';
      let checked = '';
      const refuse = (reason: string, category: SafetyCategory): GenerationOutcome => {
        caller.log.warn({ engine: writer.name, userId: caller.userId, reason, category, source: 'rules' }, 'a story being written failed the child-safety screen; it was stopped and not kept');
        return { success: false, reason: 'unsafe', error: unsafeStoryMessage(category) };
      };
      const pass = (part: string) => {
        const verdict = safety.checkStoryPart(`${checked.slice(-STREAM_CONTEXT_CHARS)}${part}`);
        if (!verdict.ok) return verdict;
        checked += part;
        if (!writing) {
          writing = true;
          emit({ type: 'stage', stage: 'writing' });
        }
        const delta = text.push(part);
        if (delta) emit({ type: 'delta', text: delta });
        return verdict;
      };
      emit({ type: 'stage', stage: 'thinking' });
      try {
        for await (const chunk of writer.write(request, { signal })) {
          if (signal?.aborted) break;
          if (chunk.type === 'title') {
            if (title !== undefined) continue;
            title = cleanTitle(chunk.title);
            const verdict = safety.checkStoryPart(title);
            // Leaving the loop stops the writer (a model's stream is closed).
            if (!verdict.ok) return refuse(verdict.reason, verdict.category);
            emit({ type: 'title', title });
            continue;
          }
          unchecked += chunk.text;
          const end = lastSentenceEnd(unchecked) || (unchecked.length > STREAM_HOLD_CHARS ? Math.max(0, unchecked.lastIndexOf(' ')) : 0);
          if (end === 0) continue;
          const verdict = pass(unchecked.slice(0, end));
          if (!verdict.ok) return refuse(verdict.reason, verdict.category);
          unchecked = unchecked.slice(end);
        }
        if (!signal?.aborted && unchecked) {
          const verdict = pass(unchecked);
          if (!verdict.ok) return refuse(verdict.reason, verdict.category);
          unchecked = '';
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
          { engine: writer.name, userId: caller.userId, reason: verdict.reason, category: verdict.category, source: verdict.source },
          'a generated story failed the child-safety screen and was not kept',
        );
        return { success: false, reason: 'unsafe', error: unsafeStoryMessage(verdict.category) };
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

/** Where the last complete sentence (or paragraph) in the text ends; 0 when none has ended yet. */
function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(/[.!?]+["'”’)]*(?=\s|$)|\n/g)) end = match.index + match[0].length;
  return end;
}

function cleanTitle(raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH).trim();
  return title || DEFAULT_STORY_TITLE;
}
