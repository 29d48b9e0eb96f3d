import type Koa from 'koa';
import type { Logger } from '@bedtime/service-kit';
import type { StoryDatabase } from './data/database';
import { createNarrationsRepository } from './data/narrations-repository';
import { createNarrationPreferencesRepository } from './data/narration-preferences-repository';
import type { StoryEnhancementsRepository } from './data/story-enhancements-repository';
import { createEnhancements } from './domain/enhancements';
import { createNarration } from './domain/narration';
import { createRenderedMedia } from './domain/rendered-media';
import type { StoriesRepository } from './data/stories-repository';
import { createStoryPrints } from './domain/story-prints';
import { enhancementRoutes } from './http/enhancement-routes';
import { merchandiseRoutes } from './http/merchandise-routes';
import { createStoryMerchandiseRepository } from './data/story-merchandise-repository';
import { createStoryMerchandise } from './merchandise/story-merchandise';
import { internalRoutes } from './http/internal-routes';
import { mediaRoutes } from './http/media-routes';
import { narrationRoutes } from './http/narration-routes';
import { printRoutes } from './http/print-routes';
import { deletionRoutes } from './http/deletion-routes';
import { createStoryErasureRepository } from './data/story-erasure-repository';
import { createStoryDeletion } from './domain/story-deletion';
import type { StoryProviders } from './providers/create-providers';

export interface MediaFeatureDeps {
  database: StoryDatabase;
  logger: Logger;
  stories: StoriesRepository;
  enhancements: StoryEnhancementsRepository;
  providers: StoryProviders;
}

/** Narration, illustrations, stickers and prints, the media they store, and the preview for the gateway. */
export function mountMediaFeatures(app: Koa, deps: MediaFeatureDeps): { blobs: StoryProviders['blobStore'] } {
  const { database, logger, stories, enhancements, providers } = deps;
  const blobs = providers.blobStore;
  const narration = createNarration({
    // Chosen on first use: picking the offline voice probes for Festival, which services that never narrate skip.
    engine: providers.narrationEngine.get,
    narrations: createNarrationsRepository(database),
    preferences: createNarrationPreferencesRepository(database),
    blobs,
    stories,
    logger,
  });
  const images = providers.imageEngine;
  const prints = createStoryPrints({ stories, enhancements, blobs, rendered: createRenderedMedia(blobs) });

  app.use(narrationRoutes({ narration }).routes());
  app.use(enhancementRoutes({ enhancements: createEnhancements({ stories, enhancements, images, blobs, logger }) }).routes());
  app.use(printRoutes({ prints }).routes());
  app.use(
    merchandiseRoutes({
      merchandise: createStoryMerchandise({
        stories,
        merchandise: createStoryMerchandiseRepository(database),
        shop: providers.shopProducts,
        images,
        copywriter: providers.designCopywriter,
        blobs,
        logger,
      }),
    }).routes(),
  );
  app.use(mediaRoutes({ blobs }).routes());
  app.use(internalRoutes({ prints, stories }).routes());
  // Deletion lives with the media because it removes their stored files too.
  const deletion = createStoryDeletion({
    stories,
    erasure: createStoryErasureRepository(database),
    blobs,
    logger,
    community: providers.communityShares,
    currentEngineName: () => providers.narrationEngine.made()?.name,
  });
  app.use(deletionRoutes({ deletion }).routes());
  return { blobs };
}
