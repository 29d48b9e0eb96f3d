import { randomUUID } from 'node:crypto';
import { DEFAULT_STORY_TITLE, isParentName, MAX_TITLE_LENGTH, type GenerateStoryRequest, type GenerationStage, type Interest } from '@bedtime/contracts';
import { NotFoundError, ValidationError, type Logger } from '@bedtime/service-kit';
import type { SafetyCategory } from '../providers/safety/screen';
import type { GeneratedStoryCheck, StorySafety } from '../providers/safety/story-safety';
import { writeStory } from '@bedtime/story-writer';
import { readWish } from './understand-wish';
import type { StoryRequest, StoryTextProvider } from '../providers/story-text/types';
import type { StoriesRepository } from '../data/stories-repository';
import type { ChildrenRepository } from '../data/children-repository';
import { CHILD_NOT_FOUND } from './child-profiles';
import { STORY_NOT_FOUND } from './story-access';
import { ScreenedStream } from './screened-stream';
import { createTrimmedText } from './trimmed-text';
import { storyMetrics } from '../metrics';

export const GENERATION_FAILED = 'Sorry, there was an error generating your story. Please try again.';
export const UNSAFE_STORY = "Sorry, we couldn't make a story we're happy to share from those ideas. Please try again, or try a different lesson or plot twist.";

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

export interface Caller {
  userId: string;
  requestId?: string;
  log: Logger;
}

/** The request after contract parsing (defaults applied). */
export type StoryWish = Required<Pick<GenerateStoryRequest, 'age' | 'gender' | 'style' | 'lesson' | 'isCollaborative' | 'plotTwists'>> & {
  interests: Interest[];
  childName?: string;
  childId?: string;
  continuesFrom?: string;
};

/** A request that passed the safety screen and was understood, ready to be written. */
export interface PreparedStory {
  caller: Caller;
  wish: StoryWish;
  request: StoryRequest;
  /** The saved child the story is for, and the story it continues (both the caller's own). */
  childId: string | null;
  continuesFrom: string | null;
  /** What the parent should know about how the lesson was read ("We told this as a story about sharing."). */
  note?: string;
}

export type GenerationEvent = { type: 'stage'; stage: GenerationStage } | { type: 'title'; title: string } | { type: 'delta'; text: string };

export type GenerationOutcome =
  | { success: true; story: string; title: string; id: string; note?: string }
  | { success: false; reason: 'unsafe' | 'failed'; error: string }
  | { success: false; reason: 'cancelled' };

export interface StoryGenerationDeps {
  stories: StoriesRepository;
  writer: StoryTextProvider;
  safety: StorySafety;
  children: ChildrenRepository;
}

/**
 * Generating a story: the parent's words are screened before anything is written, the hero takes the
 * child's name (typed, or the saved child's, or the hero of the story it continues), the text is screened
 * again when finished, and only a safe, complete story is kept. A cancelled generation keeps nothing.
 * The account's nickname is the parent's own label and never names the hero.
 */
export function createStoryGeneration({ stories, writer, safety, children }: StoryGenerationDeps) {
  return {
    /**
     * Reads the parent's lesson and twists into a theme and twist kinds (refusing only what is harmful,
     * with a kind message that names the field), screens the child's name, settles the hero's name, and
     * has the offline writer tell the plan, told differently from the stories this child heard lately.
     */
    async prepare(caller: Caller, wish: StoryWish, options: { signal?: AbortSignal } = {}): Promise<PreparedStory> {
      const plotTwists = wish.isCollaborative ? wish.plotTwists : [];
      // Another family's child or story is answered like one that does not exist.
      const child = wish.childId === undefined ? undefined : await children.findOwn(caller.userId, wish.childId);
      if (wish.childId !== undefined && !child) throw new NotFoundError(CHILD_NOT_FOUND);
      const source = wish.continuesFrom === undefined ? undefined : await stories.findById(wish.continuesFrom);
      if (wish.continuesFrom !== undefined && (!source || source.userId !== caller.userId)) throw new NotFoundError(STORY_NOT_FOUND);
      // An empty name is the parent's choice of none; a name left out is the saved child's, or the earlier hero's.
      const childName = wish.childName ?? child?.name ?? source?.plan?.hero.name;
      if (childName) {
        const screened = safety.checkText(childName, "the child's name");
        const moderated = screened.ok ? await safety.moderateParentInput({ lesson: '', plotTwists: [], childName }, options) : undefined;
        const refusal = !screened.ok
          ? { category: screened.category, rule: screened.rule, message: screened.message }
          : moderated && !moderated.ok
            ? moderated
            : undefined;
        if (refusal) {
          // The category and rule say why; the words themselves are never logged.
          caller.log.info(
            { userId: caller.userId, field: 'childName', category: refusal.category, rule: refusal.rule },
            'story request refused by the child-safety screen',
          );
          storyMetrics.safetyRefusals.inc({ category: refusal.category, stage: 'child-name' });
          throw new ValidationError(refusal.message, { field: 'childName' });
        }
      }
      // The lesson and twists are understood, never passed on as typed: no writer and no story sees them.
      const ideas = readWish(safety, { lesson: wish.lesson, plotTwists, age: wish.age });
      if (!ideas.ok) {
        caller.log.info({ userId: caller.userId, field: ideas.field, index: ideas.index, harm: ideas.harm }, 'story request refused: harmful lesson or twist');
        storyMetrics.safetyRefusals.inc({ category: ideas.harm, stage: 'wish' });
        throw new ValidationError(ideas.message, { field: ideas.field, ...(ideas.index === undefined ? {} : { index: ideas.index }) });
      }
      const heroName = childName && !isParentName(childName) ? childName : undefined;
      const friend = source?.plan?.cast.find((member) => member.role === 'companion');
      const avoid = new Set(await stories.recentParagraphFingerprints(caller.userId));
      const asked = {
        age: wish.age,
        gender: wish.gender,
        interests: wish.interests,
        style: wish.style,
        lesson: ideas.lesson,
        twists: ideas.twists,
        ...(heroName ? { heroName } : {}),
      };
      const request: StoryRequest = {
        ...asked,
        told: writeStory({ ...asked, avoid, ...(friend ? { companion: { name: friend.name, species: friend.species } } : {}) }),
      };
      const notes = [...ideas.notes, ...request.told.notes];
      return {
        caller,
        wish: { ...wish, plotTwists },
        request,
        childId: child?.id ?? null,
        continuesFrom: source?.id ?? null,
        ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
      };
    },

    /** Writes, screens and keeps the story, reporting progress as it goes. */
    async write(plan: PreparedStory, options: { signal?: AbortSignal; onEvent?: (event: GenerationEvent) => void } = {}): Promise<GenerationOutcome> {
      const { caller, wish, request } = plan;
      const { signal } = options;
      const emit = options.onEvent ?? (() => undefined);
      const text = createTrimmedText();
      let title: string | undefined;
      let writing = false;
      // A model's words are screened sentence by sentence as they stream; the embedded writer's are reviewed text.
      const screened = new ScreenedStream((part) => (writer.writesReviewedText ? { ok: true } : safety.checkStoryPart(part)));
      const refuse = (reason: string, category: SafetyCategory): GenerationOutcome => {
        caller.log.warn(
          { engine: writer.name, userId: caller.userId, reason, category, source: 'rules' },
          'a story being written failed the child-safety screen; it was stopped and not kept',
        );
        storyMetrics.safetyRefusals.inc({ category, stage: 'story' });
        return { success: false, reason: 'unsafe', error: unsafeStoryMessage(category) };
      };
      const send = (part: string) => {
        if (!part) return;
        if (!writing) {
          writing = true;
          emit({ type: 'stage', stage: 'writing' });
        }
        const delta = text.push(part);
        if (delta) emit({ type: 'delta', text: delta });
      };
      emit({ type: 'stage', stage: 'thinking' });
      try {
        for await (const chunk of writer.write(request, { signal })) {
          if (signal?.aborted) break;
          if (chunk.type === 'title') {
            if (title !== undefined) continue;
            title = cleanTitle(chunk.title);
            const verdict = writer.writesReviewedText ? ({ ok: true } as const) : safety.checkStoryPart(title);
            // Leaving the loop stops the writer (a model's stream is closed).
            if (!verdict.ok) return refuse(verdict.reason, verdict.category);
            emit({ type: 'title', title });
            continue;
          }
          const verdict = screened.push(chunk.text);
          // Leaving the loop stops the writer (a model's stream is closed).
          if (!verdict.ok) return refuse(verdict.reason, verdict.category);
          send(verdict.ready);
        }
        if (!signal?.aborted) {
          const verdict = screened.end();
          if (!verdict.ok) return refuse(verdict.reason, verdict.category);
          send(verdict.ready);
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
        // Our rules have read every sentence already; the provider's moderation (if any) reads the whole story.
        verdict = writer.writesReviewedText
          ? { ok: true, moderation: 'not-configured' }
          : await safety.checkGeneratedStory(`${storyTitle}\n\n${content}`, { signal, rulesApplied: true });
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
        storyMetrics.safetyRefusals.inc({ category: verdict.category ?? 'unspecified', stage: 'story' });
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
        plan: request.told.plan,
        childId: plan.childId,
        continuesFrom: plan.continuesFrom,
      });
      storyMetrics.storiesMade.inc({ engine: writer.name });
      caller.log.info({ storyId: row.id, engine: writer.name, characters: content.length }, 'story generated');
      return { success: true, story: row.content, title: storyTitle, id: row.id, ...(plan.note ? { note: plan.note } : {}) };
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
