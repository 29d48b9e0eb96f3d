import type { Gender, Illustration, Interest, Sticker, StoryStyle } from '@bedtime/contracts';
import { UpstreamError, ValidationError, type Logger } from '@bedtime/service-kit';
import type { BlobStore } from '../providers/blob-store/blob-store';
import { mediaUrl, type StoryEnhancementsRepository } from '../data/story-enhancements-repository';
import { chooseScenes, StoryNeedsText } from '../providers/images/text/choose-scenes';
import { extractCharacters } from '../providers/images/text/extract-characters';
import type { ImageEngine, Scene, StoryForArt } from '../providers/images/types';
import { screenText } from '@bedtime/child-safety';
import { findOwnStoryOrFail } from './story-access';
import type { StoriesRepository, StoryRow } from '../data/stories-repository';
import { storyMetrics } from '../metrics';

export const ILLUSTRATION_REFUSAL = "Only the story's owner can create illustrations.";
export const STICKER_REFUSAL = "Only the story's owner can create stickers.";
export const ILLUSTRATIONS_NEED_CONTENT = 'Story content is required to generate illustrations';
export const STICKERS_NEED_CONTENT = 'Story content is required to generate stickers';
export const PICTURE_SERVICE_ISSUE = 'The picture service could not draw this story. Please try again in a moment.';

export interface EnhancementDeps {
  stories: StoriesRepository;
  enhancements: StoryEnhancementsRepository;
  images: ImageEngine;
  blobs: BlobStore;
  logger: Logger;
}

/** The story as the picture engines read it. */
export function storyForArt(row: StoryRow): StoryForArt {
  return {
    id: row.id,
    title: row.title ?? '',
    content: row.content,
    age: row.age,
    gender: row.gender as Gender,
    interests: row.interests as Interest[],
    style: row.style as StoryStyle,
    // The plan the story was told from: pictures are drawn from its cast and scenes (older stories have none).
    ...(row.plan ? { plan: row.plan } : {}),
  };
}

function withText(row: StoryRow, refusal: string): StoryForArt {
  if (!row.content.trim()) throw new ValidationError(refusal);
  return storyForArt(row);
}

function scenesOf(story: StoryForArt, refusal: string): Scene[] {
  try {
    return chooseScenes(story);
  } catch (error) {
    if (error instanceof StoryNeedsText) throw new ValidationError(refusal);
    throw error;
  }
}

/** Alt text stays short: a screen reader reads all of it before the reader can move on. */
export const ALT_TEXT_MAX = 140;

/**
 * A picture's alt text: what it shows, written from the scene (who, doing what, with what, where:
 * "Mia shares the red tin bucket with Rosie at Seashell Cove."), never the engine's long brief.
 */
export function sceneAltText(scene: Pick<Scene, 'summary' | 'alt'>): string {
  const text = (scene.alt ?? scene.summary).replace(/\s+/g, ' ').trim();
  if (text.length <= ALT_TEXT_MAX) return text;
  const cut = text.slice(0, ALT_TEXT_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > ALT_TEXT_MAX * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[,;:\s]+$/, '')}…`;
}

/** Pictures made from a story by its owner: a set of illustrations (with colouring pages), and character stickers. */
export function createEnhancements({ stories, enhancements, images, blobs, logger }: EnhancementDeps) {
  // A second click while a set is being drawn waits for that set rather than drawing another.
  const illustrating = new Map<string, Promise<Illustration[]>>();

  async function drawIllustrations(story: StoryForArt, log: Logger): Promise<Illustration[]> {
    const scenes = scenesOf(story, ILLUSTRATIONS_NEED_CONTENT);
    const started = performance.now();
    const rows: { blobKey: string; lineArtBlobKey: string; prompt: string; alt: string }[] = [];
    try {
      const arts = await images.illustrate(story, scenes);
      // One after another: a hosted engine is rate-limited, and the embedded one already keeps both cores busy.
      for (const art of arts) {
        const lineArt = await images.lineArt(story, art);
        rows.push({
          blobKey: await blobs.put(art.png, 'png'),
          lineArtBlobKey: await blobs.put(lineArt, 'png'),
          prompt: art.prompt,
          alt: sceneAltText(art.scene),
        });
      }
    } catch (error) {
      log.error({ err: error, engine: images.name, storyId: story.id }, 'illustration failed');
      throw new UpstreamError(PICTURE_SERVICE_ISSUE);
    }
    await enhancements.replaceIllustrations(story.id, rows);
    storyMetrics.picturesMade.inc({ kind: 'illustration', engine: images.name }, rows.length);
    log.info({ engine: images.name, storyId: story.id, pictures: rows.length, ms: Math.round(performance.now() - started) }, 'illustrations drawn');
    return rows.map((row) => ({ imageUrl: mediaUrl(row.blobKey), prompt: row.prompt, alt: row.alt }));
  }

  async function drawSticker(story: StoryForArt, character: string, log: Logger): Promise<Sticker> {
    let png: Buffer;
    try {
      png = (await images.sticker(story, character)).png;
    } catch (error) {
      log.error({ err: error, engine: images.name, storyId: story.id, character }, 'sticker failed');
      throw new UpstreamError(`The picture service could not draw ${character}. Please try again in a moment.`);
    }
    const blobKey = await blobs.put(png, 'png');
    await enhancements.upsertSticker(story.id, character, blobKey);
    storyMetrics.picturesMade.inc({ kind: 'sticker', engine: images.name });
    return { character, stickerUrl: mediaUrl(blobKey) };
  }

  return {
    /** Draws 3-6 scenes of the story, replacing any earlier set. */
    async illustrate(userId: string, storyId: string, log: Logger = logger): Promise<Illustration[]> {
      const story = withText(await findOwnStoryOrFail(stories, storyId, userId, ILLUSTRATION_REFUSAL), ILLUSTRATIONS_NEED_CONTENT);
      const running = illustrating.get(storyId);
      if (running) return running;
      const work = drawIllustrations(story, log).finally(() => illustrating.delete(storyId));
      illustrating.set(storyId, work);
      return work;
    },

    /** The named characters of the story, the hero first. */
    async characters(userId: string, storyId: string): Promise<{ name: string }[]> {
      const story = withText(await findOwnStoryOrFail(stories, storyId, userId, STICKER_REFUSAL), STICKERS_NEED_CONTENT);
      return extractCharacters(story);
    },

    /** One character's sticker (made again when asked again). */
    async sticker(userId: string, storyId: string, character: string, log: Logger = logger): Promise<Sticker> {
      // The character's name is free text that ends up on a picture for a child.
      const screened = screenText(character, "the character's name");
      if (!screened.ok) {
        log.info({ category: screened.category, rule: screened.rule }, 'sticker refused by the child-safety screen');
        throw new ValidationError(screened.message, { field: 'character' });
      }
      const story = withText(await findOwnStoryOrFail(stories, storyId, userId, STICKER_REFUSAL), STICKERS_NEED_CONTENT);
      return drawSticker(story, character, log);
    },

    /** A sticker for each character, one at a time; a character that fails is left out (and logged). */
    async stickersForAll(userId: string, storyId: string, log: Logger = logger): Promise<Sticker[]> {
      const story = withText(await findOwnStoryOrFail(stories, storyId, userId, STICKER_REFUSAL), STICKERS_NEED_CONTENT);
      const made: Sticker[] = [];
      for (const { name } of extractCharacters(story)) {
        try {
          made.push(await drawSticker(story, name, log));
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error;
        }
      }
      return made;
    },
  };
}
export type Enhancements = ReturnType<typeof createEnhancements>;
