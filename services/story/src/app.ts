import { createServiceApp, perUserLimits, type Logger, type UserLimitRule } from '@bedtime/service-kit';
import type { StoryConfig } from './config';
import type { StoryDatabase } from './data/database';
import { createFavoritesRepository } from './data/favorites-repository';
import { createReadingProgressRepository } from './data/reading-progress-repository';
import { createStoryEnhancementsRepository } from './data/story-enhancements-repository';
import { createFavorites } from './domain/favorites';
import { createStoryGeneration } from './domain/generate-story';
import { createReadingProgress } from './domain/reading-progress';
import { createStoriesRepository } from './data/stories-repository';
import { createStoryLibrary } from './domain/story-library';
import { favoriteRoutes } from './http/favorite-routes';
import { generationRoutes } from './http/generation-routes';
import { understandingRoutes } from './http/understanding-routes';
import { libraryRoutes } from './http/library-routes';
import { progressRoutes } from './http/progress-routes';
import { mountMediaFeatures } from './media-features';
import { createProviders, type StoryProviders } from './providers/create-providers';
import { countProviders, type RecordAiCall } from './providers/ai-call-counting';
import { createAdminFiguresRepository } from './data/admin-figures-repository';
import { createGenerationStartsRepository } from './data/generation-starts-repository';
import { adminFiguresRoutes } from './http/admin-figures-routes';
import { createChildrenRepository } from './data/children-repository';
import { createChildProfiles } from './domain/child-profiles';
import { childrenRoutes } from './http/children-routes';

export interface StoryDeps {
  config: StoryConfig;
  database: StoryDatabase;
  logger: Logger;
  /** Outside systems; chosen from config by `createProviders` unless given (tests inject engines through it). */
  providers?: StoryProviders;
}

export function createApp({ config, database, logger, providers: givenProviders = createProviders(config) }: StoryDeps) {
  const app = createServiceApp({ name: 'story', logger, identitySecret: config.IDENTITY_SECRET, ready: () => database.ping(), pool: database.pool });
  const stories = createStoriesRepository(database);
  const figures = createAdminFiguresRepository(database);
  const recordAiCall: RecordAiCall = (kind, engine, units) =>
    void figures.recordAiCall(kind, engine, units).catch((error: unknown) => logger.warn({ err: error, kind, engine }, 'an AI call could not be counted'));
  // Every AI provider call is counted as it is made, whichever engine createProviders chose (the weekly report's costs).
  const providers = countProviders(givenProviders, recordAiCall);
  const enhancements = createStoryEnhancementsRepository(database);
  const children = createChildrenRepository(database);
  const generation = createStoryGeneration({
    stories,
    writer: providers.storyWriter,
    safety: providers.storySafety,
    children,
  });

  app.use(generationLimits(config, database));
  app.use(generationRoutes({ generation }).routes());
  app.use(childrenRoutes({ profiles: createChildProfiles({ children, safety: providers.storySafety }) }).routes());
  app.use(understandingRoutes({ safety: providers.storySafety }).routes());
  app.use(libraryRoutes({ library: createStoryLibrary({ stories, enhancements }) }).routes());
  app.use(favoriteRoutes({ favorites: createFavorites({ stories, favorites: createFavoritesRepository(database) }) }).routes());
  app.use(progressRoutes({ readingProgress: createReadingProgress({ stories, progress: createReadingProgressRepository(database) }) }).routes());
  // --- Narration, enhancements, prints, media and the internal preview: media-features.ts ---
  const { blobs } = mountMediaFeatures(app, { database, logger, stories, enhancements, providers });
  // --- end of media features ---
  app.use(adminFiguresRoutes({ figures, blobs, now: () => new Date() }).routes());
  return app;
}

/**
 * Stories, narrations and pictures are made by engines every family shares: per user, at most a few
 * at once and a bounded number per ten minutes. Narration synthesis is also limited and shared
 * fairly inside the narration domain, so cached narrations here only count against the rate.
 */
function generationLimits(config: StoryConfig, database: StoryDatabase) {
  const windowMs = 10 * 60 * 1000;
  const perWindow = config.GENERATIONS_PER_USER_PER_10_MINUTES;
  const concurrent = config.GENERATIONS_AT_ONCE_PER_USER;
  const rules: UserLimitRule[] = [
    { label: 'stories', matches: (method, path) => method === 'POST' && path === '/api/generate-story', concurrent, perWindow, windowMs },
    {
      label: 'narrations',
      matches: (method, path) => (method === 'POST' && path === '/api/generate-audio') || (method === 'GET' && /^\/api\/stories\/[^/]+\/narration$/.test(path)),
      concurrent: Number.POSITIVE_INFINITY,
      perWindow: perWindow * 2,
      windowMs,
    },
    {
      label: 'pictures',
      matches: (method, path) =>
        method === 'POST' && (path === '/api/generate-single-sticker' || /^\/api\/stories\/[^/]+\/(illustrations|stickers-chunked)$/.test(path)),
      concurrent,
      perWindow,
      windowMs,
    },
  ];
  // The window's starts are kept in the database: a restart of the service must not give every user a fresh allowance.
  return perUserLimits(rules, Date.now, createGenerationStartsRepository(database));
}
