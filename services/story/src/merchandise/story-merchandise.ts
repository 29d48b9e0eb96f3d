import { createHash } from 'node:crypto';
import { AI_PRODUCT_TYPES, type AiMerchandise, type BasicMerchandise, type StoryProductTemplate } from '@bedtime/contracts';
import { EntitlementRequiredError, NotFoundError, UpstreamError, ValidationError, type Logger } from '@bedtime/service-kit';
import type { BlobStore } from '../providers/blob-store/blob-store';
import { mediaUrl } from '../data/story-enhancements-repository';
import type { MerchandiseKind, StoryMerchandiseRepository } from '../data/story-merchandise-repository';
import { storyForArt } from '../domain/enhancements';
import { STORY_NOT_FOUND } from '../domain/story-access';
import type { StoriesRepository, StoryRow } from '../data/stories-repository';
import { analyseCharacters } from '../providers/images/text/extract-characters';
import { chooseScenes, StoryNeedsText } from '../providers/images/text/choose-scenes';
import type { ImageEngine, Scene, StoryForArt } from '../providers/images/types';
import { renderDesign, renderMockup, type StoryArtwork } from './merchandise-art';
import type { DesignCopywriter } from './design-copywriter';
import type { ShopProducts } from '../providers/billing-client';

export const MERCHANDISE_NEEDS_CONTENT = 'Story content is required to make merchandise';
export const MERCHANDISE_ART_ISSUE = 'The picture service could not draw merchandise for this story. Please try again in a moment.';
/** Characters drawn for merchandise: the sticker sheet shows up to six, the other designs two. */
const MAX_CHARACTERS = 6;
/** Scenes drawn for merchandise: the opening, the turning point and the ending. */
const MAX_SCENES = 3;
/** Bumped when the designs or the copy change, so stored sets are made again. */
const DESIGN_VERSION = 'v2';

export interface StoryMerchandiseDeps {
  stories: StoriesRepository;
  merchandise: StoryMerchandiseRepository;
  shop: ShopProducts;
  images: ImageEngine;
  /** The words on each AI design (the embedded writer, or the hosted one when configured). */
  copywriter: DesignCopywriter;
  blobs: BlobStore;
  logger: Logger;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * 'Take the Magic Home!': merchandise with a story's own art, for the story's owner. Basic: billing's products
 * (names, prices, marketplace links) with mockups of this story's characters and scenes on them. Enhanced (AI
 * Designs): a design per product type, drawn from the story's characters and scenes, with copy written from
 * the story. Both are stored per story and served from there until the story's title, the story's text or
 * billing's products change.
 */
export function createStoryMerchandise({ stories, merchandise, shop, images, copywriter, blobs, logger }: StoryMerchandiseDeps) {
  // Two visits at once (a double click, two tabs) wait for the same work rather than draw twice.
  const running = new Map<string, Promise<unknown>>();

  async function ownStory(userId: string, storyId: string): Promise<StoryRow> {
    const row = await stories.findById(storyId);
    // Someone else's story looks exactly like no story.
    if (!row || row.userId !== userId) throw new NotFoundError(STORY_NOT_FOUND);
    if (!row.content.trim()) throw new ValidationError(MERCHANDISE_NEEDS_CONTENT);
    return row;
  }

  function scenesOf(story: StoryForArt): Scene[] {
    try {
      const all = chooseScenes(story);
      if (all.length <= MAX_SCENES) return all;
      return [all[0]!, all[Math.floor(all.length / 2)]!, all[all.length - 1]!];
    } catch (error) {
      if (error instanceof StoryNeedsText) throw new ValidationError(MERCHANDISE_NEEDS_CONTENT);
      throw error;
    }
  }

  /** The story's art from the picture engine (embedded, or the hosted one when configured). */
  async function drawArtwork(story: StoryForArt, names: string[], scenes: Scene[], log: Logger): Promise<StoryArtwork> {
    try {
      const characters: StoryArtwork['characters'] = [];
      for (const name of names) characters.push({ name, png: (await images.sticker(story, name)).png });
      const drawn = await images.illustrate(story, scenes);
      return { title: story.title, characters, scenes: drawn.map((art) => art.png) };
    } catch (error) {
      log.error({ err: error, engine: images.name, storyId: story.id }, 'merchandise art failed');
      throw new UpstreamError(MERCHANDISE_ART_ISSUE);
    }
  }

  function once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const current = running.get(key) as Promise<T> | undefined;
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  }

  async function cached<T>(
    row: StoryRow,
    kind: MerchandiseKind,
    sourceKey: string,
    make: () => Promise<{ payload: T; blobKeys: string[] }>,
    log: Logger,
    copy?: string,
  ): Promise<T> {
    const stored = await merchandise.find<T>(row.id, kind);
    if (stored && stored.sourceKey === sourceKey) return stored.payload;
    return once(`${row.id}|${kind}|${sourceKey}`, async () => {
      const started = performance.now();
      const made = await make();
      await merchandise.save(row.id, kind, sourceKey, made.payload, made.blobKeys);
      log.info(
        { storyId: row.id, kind, engine: images.name, ...(copy ? { copy } : {}), ms: Math.round(performance.now() - started) },
        'story merchandise made',
      );
      return made.payload;
    });
  }

  const characterNames = (story: StoryForArt) => analyseCharacters(story).slice(0, MAX_CHARACTERS);

  return {
    /** GET /api/stories/{id}/merchandise: billing's products with this story's art on them. */
    async basic(userId: string, storyId: string, log: Logger = logger, requestId?: string): Promise<BasicMerchandise[]> {
      const row = await ownStory(userId, storyId);
      const products = await shop.storyProducts(requestId);
      if (products.length === 0) return [];
      const story = storyForArt(row);
      const sourceKey = sha(
        JSON.stringify([
          DESIGN_VERSION,
          images.name,
          story.title,
          sha(story.content),
          products.map(({ pictureSvg, ...rest }) => ({ ...rest, picture: sha(pictureSvg) })),
        ]),
      );
      return cached(
        row,
        'basic',
        sourceKey,
        async () => {
          const names = characterNames(story).map((c) => c.name);
          const art = await drawArtwork(story, names.slice(0, 3), scenesOf(story).slice(0, 2), log);
          const blobKeys: string[] = [];
          const payload: BasicMerchandise[] = [];
          for (const [index, product] of products.entries()) {
            const key = await blobs.put(await renderMockup(product, index, art), 'png');
            blobKeys.push(key);
            payload.push(toBasic(product, story, key));
          }
          return { payload, blobKeys };
        },
        log,
      );
    },

    /** GET /api/stories/{id}/merchandise?enhanced=true: one design per product type (needs an entitlement). */
    async enhanced(user: { userId: string; entitled: boolean }, storyId: string, log: Logger = logger): Promise<AiMerchandise[]> {
      const row = await ownStory(user.userId, storyId);
      if (!user.entitled) throw new EntitlementRequiredError();
      const story = storyForArt(row);
      const sourceKey = sha(JSON.stringify([DESIGN_VERSION, images.name, copywriter.name, story.title, sha(story.content), row.lesson, row.style]));
      return cached(
        row,
        'enhanced',
        sourceKey,
        async () => {
          const characters = characterNames(story);
          const scenes = scenesOf(story);
          const art = await drawArtwork(
            story,
            characters.map((c) => c.name),
            scenes,
            log,
          );
          const facts = { id: story.id, title: story.title, age: story.age, style: story.style, lesson: row.lesson, characters, scenes };
          // The copy of every product is asked for at once and written while the designs are drawn (a hosted
          // writer answers each product on its own and falls back to the embedded copy rather than fail).
          const writing = Promise.all(AI_PRODUCT_TYPES.map((productType) => copywriter.write(productType, facts, { log })));
          writing.catch(() => undefined); // awaited below; drawing may fail first
          const blobKeys: string[] = [];
          for (const productType of AI_PRODUCT_TYPES) blobKeys.push(await blobs.put(await renderDesign(productType, art), 'png'));
          const copies = await writing;
          const payload: AiMerchandise[] = AI_PRODUCT_TYPES.map((productType, index) => ({
            productType,
            visualUrl: mediaUrl(blobKeys[index]!),
            ...copies[index]!,
          }));
          return { payload, blobKeys };
        },
        log,
        copywriter.name,
      );
    },
  };
}
export type StoryMerchandise = ReturnType<typeof createStoryMerchandise>;

function toBasic(product: StoryProductTemplate, story: StoryForArt, blobKey: string): BasicMerchandise {
  return {
    id: product.id,
    productName: story.title ? `${product.name}: ${story.title}` : product.name,
    category: product.category,
    description: product.description,
    targetAge: product.targetAge,
    retailPrice: product.priceCents / 100,
    mockupImage: mediaUrl(blobKey),
    marketplaceUrl: product.marketplaceUrl,
  };
}
