import { createServiceApp, perUserLimits, type Logger, type UserLimitRule } from '@bedtime/service-kit';
import type { StoryConfig } from './config';
import type { StoryDatabase } from './data/database';
import { createAdminFiguresRepository } from './data/admin-figures-repository';
import { createChildrenRepository } from './data/children-repository';
import { createGenerationStartsRepository } from './data/generation-starts-repository';
import { createStoriesRepository } from './data/stories-repository';
import { createStoryEnhancementsRepository } from './data/story-enhancements-repository';
import { createRenderedMedia } from './domain/rendered-media';
import { createStoryPrints } from './domain/story-prints';
import {
  mountAdminFigures,
  mountChildren,
  mountDeletion,
  mountEnhancements,
  mountFavorites,
  mountGeneration,
  mountInternal,
  mountLibrary,
  mountMedia,
  mountMerchandise,
  mountNarration,
  mountPrints,
  mountReadingProgress,
  mountUnderstanding,
  type StoryFeatureDeps,
} from './mounts';
import { createProviders, type StoryProviders } from './providers/create-providers';
import { countProviders, type RecordAiCall } from './providers/ai-call-counting';

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
  const shared: StoryFeatureDeps = { database, logger, stories, enhancements, providers };
  // The print routes and billing's internal print files share one renderer, so a file is rendered once for both.
  const prints = createStoryPrints({ stories, enhancements, blobs: providers.blobStore, rendered: createRenderedMedia(providers.blobStore) });

  // Before every feature: the per-user limits cover stories, narrations and pictures alike.
  app.use(generationLimits(config, database));
  mountGeneration(app, { ...shared, children });
  mountChildren(app, { ...shared, children });
  mountUnderstanding(app, shared);
  mountLibrary(app, shared);
  mountFavorites(app, shared);
  mountReadingProgress(app, shared);
  mountNarration(app, shared);
  mountEnhancements(app, shared);
  mountPrints(app, { prints });
  mountMerchandise(app, shared);
  mountMedia(app, shared);
  mountInternal(app, { stories, prints });
  mountDeletion(app, shared);
  mountAdminFigures(app, { providers, figures });
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
