import type Koa from 'koa';
import type { Logger } from '@bedtime/service-kit';
import { createLocalBlobStore, type BlobStore } from './blob-store/blob-store';
import type { StoryConfig } from './config';
import type { StoryDatabase } from './data/database';
import { createNarrationsRepository } from './data/narrations-repository';
import type { StoryEnhancementsRepository } from './data/story-enhancements-repository';
import { createEnhancements } from './domain/enhancements';
import { createNarration } from './domain/narration';
import { createRenderedMedia } from './domain/rendered-media';
import type { StoriesRepository } from './domain/stories-repository';
import { createStoryPrints } from './domain/story-prints';
import { enhancementRoutes } from './http/enhancement-routes';
import { merchandiseRoutes } from './http/merchandise-routes';
import { createStoryMerchandiseRepository } from './data/story-merchandise-repository';
import { createStoryMerchandise } from './merchandise/story-merchandise';
import { createBillingShopProducts, type ShopProducts } from './merchandise/shop-products';
import { internalRoutes } from './http/internal-routes';
import { mediaRoutes } from './http/media-routes';
import { narrationRoutes } from './http/narration-routes';
import { printRoutes } from './http/print-routes';
import { deletionRoutes } from './http/deletion-routes';
import { createStoryErasureRepository } from './data/story-erasure-repository';
import { createStoryDeletion } from './domain/story-deletion';
import { createCommunityShares } from './providers/community/community-shares';
import { createImageEngine, type ImageEngineConfig } from './providers/images/create-image-engine';
import type { ImageEngine } from './providers/images/types';
import { createNarrationEngine, type NarrationConfig } from './providers/narration/create-narration-engine';
import type { NarrationEngine } from './providers/narration/types';

/** Providers of the media features; each is chosen from config unless given (tests pass counting or failing ones). */
export interface MediaProviders {
  narrationEngine?: NarrationEngine;
  imageEngine?: ImageEngine;
  blobStore?: BlobStore;
  /** Story merchandise's products and prices (billing's internal route unless given). */
  shopProducts?: ShopProducts;
}

export interface MediaFeatureDeps extends MediaProviders {
  config: StoryConfig;
  database: StoryDatabase;
  logger: Logger;
  stories: StoriesRepository;
  enhancements: StoryEnhancementsRepository;
}

/** OpenAI's speech when a key is configured, else the best offline voice on the machine. */
export function narrationConfig(config: StoryConfig): NarrationConfig {
  return config.OPENAI_API_KEY
    ? { openai: { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.SPEECH_MODEL } }
    : {};
}

export function imageConfig(config: StoryConfig): ImageEngineConfig {
  return config.OPENAI_API_KEY
    ? { openai: { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.IMAGE_MODEL } }
    : {};
}

/** Narration, illustrations, stickers and prints, the media they store, and the preview for the gateway. */
export function mountMediaFeatures(app: Koa, deps: MediaFeatureDeps): void {
  const { config, database, logger, stories, enhancements } = deps;
  const blobs = deps.blobStore ?? createLocalBlobStore(config.BLOB_DIR);
  let narrationEngine = deps.narrationEngine;
  const narration = createNarration({
    // Chosen on first use: picking the offline voice probes for Festival, which services that never narrate skip.
    engine: () => (narrationEngine ??= createNarrationEngine(narrationConfig(config))),
    narrations: createNarrationsRepository(database),
    blobs,
    stories,
    logger,
  });
  const images = deps.imageEngine ?? createImageEngine(imageConfig(config));
  const prints = createStoryPrints({ stories, enhancements, blobs, rendered: createRenderedMedia(blobs) });

  app.use(narrationRoutes({ narration }).routes());
  app.use(enhancementRoutes({ enhancements: createEnhancements({ stories, enhancements, images, blobs, logger }) }).routes());
  app.use(printRoutes({ prints }).routes());
  const shop = deps.shopProducts ?? createBillingShopProducts({ billingUrl: config.BILLING_SERVICE_URL, identitySecret: config.IDENTITY_SECRET });
  app.use(merchandiseRoutes({ merchandise: createStoryMerchandise({ stories, merchandise: createStoryMerchandiseRepository(database), shop, images, blobs, logger }) }).routes());
  app.use(mediaRoutes({ blobs }).routes());
  app.use(internalRoutes({ prints, stories }).routes());
  // Deletion lives with the media because it removes their stored files too.
  const deletion = createStoryDeletion({
    stories,
    erasure: createStoryErasureRepository(database),
    blobs,
    logger,
    community: config.COMMUNITY_SERVICE_URL
      ? createCommunityShares({ communityUrl: config.COMMUNITY_SERVICE_URL, identitySecret: config.IDENTITY_SECRET })
      : undefined,
    currentEngineName: () => narrationEngine?.name,
  });
  app.use(deletionRoutes({ deletion }).routes());
}
