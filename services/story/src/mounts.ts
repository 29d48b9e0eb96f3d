import type Koa from 'koa';
import type { Logger } from '@bedtime/service-kit';
import type { StoryDatabase } from './data/database';
import type { AdminFiguresRepository } from './data/admin-figures-repository';
import type { ChildrenRepository } from './data/children-repository';
import { createFavoritesRepository } from './data/favorites-repository';
import { createNarrationPreferencesRepository } from './data/narration-preferences-repository';
import { createNarrationsRepository } from './data/narrations-repository';
import { createReadingProgressRepository } from './data/reading-progress-repository';
import type { StoriesRepository } from './data/stories-repository';
import type { StoryEnhancementsRepository } from './data/story-enhancements-repository';
import { createStoryErasureRepository } from './data/story-erasure-repository';
import { createStoryMerchandiseRepository } from './data/story-merchandise-repository';
import { createChildProfiles } from './domain/child-profiles';
import { createEnhancements } from './domain/enhancements';
import { createFavorites } from './domain/favorites';
import { createStoryGeneration } from './domain/generate-story';
import { createNarration } from './domain/narration';
import { createReadingProgress } from './domain/reading-progress';
import { createStoryDeletion } from './domain/story-deletion';
import { createStoryLibrary } from './domain/story-library';
import type { StoryPrints } from './domain/story-prints';
import { adminFiguresRoutes } from './http/admin-figures-routes';
import { childrenRoutes } from './http/children-routes';
import { deletionRoutes } from './http/deletion-routes';
import { enhancementRoutes } from './http/enhancement-routes';
import { favoriteRoutes } from './http/favorite-routes';
import { generationRoutes } from './http/generation-routes';
import { internalRoutes } from './http/internal-routes';
import { libraryRoutes } from './http/library-routes';
import { mediaRoutes } from './http/media-routes';
import { merchandiseRoutes } from './http/merchandise-routes';
import { narrationRoutes } from './http/narration-routes';
import { printRoutes } from './http/print-routes';
import { progressRoutes } from './http/progress-routes';
import { understandingRoutes } from './http/understanding-routes';
import { createStoryMerchandise } from './merchandise/story-merchandise';
import type { StoryProviders } from './providers/create-providers';

// One function per feature: each makes the feature's use-cases from what the app shares and mounts its
// routes, so the app reads as the list of features it serves and a test can mount one feature alone.

/** What every feature may build on: the database, the stories and their enhancements, the chosen providers. */
export interface StoryFeatureDeps {
  database: StoryDatabase;
  logger: Logger;
  stories: StoriesRepository;
  enhancements: StoryEnhancementsRepository;
  providers: StoryProviders;
}

/** Writing a story from the wizard's answers (streamed), screened for safety, with the family's saved child. */
export function mountGeneration(app: Koa, { stories, providers, children }: StoryFeatureDeps & { children: ChildrenRepository }) {
  const generation = createStoryGeneration({ stories, writer: providers.storyWriter, safety: providers.storySafety, children });
  app.use(generationRoutes({ generation }).routes());
}

/** The family's saved children. */
export function mountChildren(app: Koa, { providers, children }: StoryFeatureDeps & { children: ChildrenRepository }) {
  app.use(childrenRoutes({ profiles: createChildProfiles({ children, safety: providers.storySafety }) }).routes());
}

/** The wizard's reading of a parent's ideas before a story is written. */
export function mountUnderstanding(app: Koa, { providers }: StoryFeatureDeps) {
  app.use(understandingRoutes({ safety: providers.storySafety }).routes());
}

/** The library: listing, searching, reading and renaming one's stories. */
export function mountLibrary(app: Koa, { stories, enhancements }: StoryFeatureDeps) {
  app.use(libraryRoutes({ library: createStoryLibrary({ stories, enhancements }) }).routes());
}

export function mountFavorites(app: Koa, { database, stories }: StoryFeatureDeps) {
  app.use(favoriteRoutes({ favorites: createFavorites({ stories, favorites: createFavoritesRepository(database) }) }).routes());
}

export function mountReadingProgress(app: Koa, { database, stories }: StoryFeatureDeps) {
  app.use(progressRoutes({ readingProgress: createReadingProgress({ stories, progress: createReadingProgressRepository(database) }) }).routes());
}

/** Narration: voices, the family's narrator, and each story's audio with its word timings. */
export function mountNarration(app: Koa, { database, logger, stories, providers }: StoryFeatureDeps) {
  const narration = createNarration({
    // Chosen on first use: picking the offline voice probes for Festival, which services that never narrate skip.
    engine: providers.narrationEngine.get,
    narrations: createNarrationsRepository(database),
    preferences: createNarrationPreferencesRepository(database),
    blobs: providers.blobStore,
    stories,
    logger,
  });
  app.use(narrationRoutes({ narration }).routes());
}

/** Illustrations, stickers and character extraction. */
export function mountEnhancements(app: Koa, { logger, stories, enhancements, providers }: StoryFeatureDeps) {
  const made = createEnhancements({ stories, enhancements, images: providers.imageEngine, blobs: providers.blobStore, logger });
  app.use(enhancementRoutes({ enhancements: made }).routes());
}

/** The story's PDF, colouring book and social card. */
export function mountPrints(app: Koa, { prints }: { prints: StoryPrints }) {
  app.use(printRoutes({ prints }).routes());
}

/** 'Take the Magic Home!': the story's merchandise designs on billing's products. */
export function mountMerchandise(app: Koa, { database, logger, stories, providers }: StoryFeatureDeps) {
  const merchandise = createStoryMerchandise({
    stories,
    merchandise: createStoryMerchandiseRepository(database),
    shop: providers.shopProducts,
    images: providers.imageEngine,
    copywriter: providers.designCopywriter,
    blobs: providers.blobStore,
    logger,
  });
  app.use(merchandiseRoutes({ merchandise }).routes());
}

/** Stored files (audio, pictures) by key, with ranges and ETags. */
export function mountMedia(app: Koa, { providers }: Pick<StoryFeatureDeps, 'providers'>) {
  app.use(mediaRoutes({ blobs: providers.blobStore }).routes());
}

/** What sibling services ask: the gateway's link preview, the community's story briefs, billing's print files. */
export function mountInternal(app: Koa, { stories, prints }: Pick<StoryFeatureDeps, 'stories'> & { prints: StoryPrints }) {
  app.use(internalRoutes({ prints, stories }).routes());
}

/** Deleting a story or a whole account's data, with the stored files and the community's share of it. */
export function mountDeletion(app: Koa, { database, logger, stories, providers }: StoryFeatureDeps) {
  const deletion = createStoryDeletion({
    stories,
    erasure: createStoryErasureRepository(database),
    blobs: providers.blobStore,
    logger,
    community: providers.communityShares,
    currentEngineName: () => providers.narrationEngine.made()?.name,
  });
  app.use(deletionRoutes({ deletion }).routes());
}

/** The gateway's admin dashboard and weekly report figures. */
export function mountAdminFigures(app: Koa, { providers, figures }: Pick<StoryFeatureDeps, 'providers'> & { figures: AdminFiguresRepository }) {
  app.use(adminFiguresRoutes({ figures, blobs: providers.blobStore, now: () => new Date() }).routes());
}
