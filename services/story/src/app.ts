import { createServiceApp, perUserLimits, type Logger } from '@bedtime/service-kit';
import type { StoryConfig } from './config';
import type { StoryDatabase } from './data/database';
import { createFavoritesRepository } from './data/favorites-repository';
import { createReadingProgressRepository } from './data/reading-progress-repository';
import { createStoryEnhancementsRepository } from './data/story-enhancements-repository';
import { createUserDirectory } from './data/user-directory';
import { createFavorites } from './domain/favorites';
import { createStoryGeneration, type HeroNames } from './domain/generate-story';
import { createReadingProgress } from './domain/reading-progress';
import { createStoriesRepository } from './domain/stories-repository';
import { createStoryLibrary } from './domain/story-library';
import { favoriteRoutes } from './http/favorite-routes';
import { generationRoutes } from './http/generation-routes';
import { libraryRoutes } from './http/library-routes';
import { progressRoutes } from './http/progress-routes';
import { mountMediaFeatures, type MediaProviders } from './media-features';
import { OpenAIModeration } from './providers/safety/moderation';
import { createStorySafety, type StorySafety } from './providers/safety/story-safety';
import { ComposerStoryWriter } from './providers/story-text/composer-story-writer';
import { OpenAIStoryWriter } from './providers/story-text/openai-story-writer';
import type { StoryTextProvider } from './providers/story-text/types';
import { countModeration, countStoryWriter, type RecordAiCall } from './providers/ai-call-counting';
import { createAdminFiguresRepository } from './data/admin-figures-repository';
import { adminFiguresRoutes } from './http/admin-figures-routes';

export interface StoryDeps extends MediaProviders {
  config: StoryConfig;
  database: StoryDatabase;
  logger: Logger;
  /** Outside systems, chosen from config unless given (tests pass fakes or the embedded engines). */
  storyWriter?: StoryTextProvider;
  storySafety?: StorySafety;
  heroNames?: HeroNames;
}

export function createApp({ config, database, logger, ...providers }: StoryDeps) {
  const app = createServiceApp({ name: 'story', logger, identitySecret: config.IDENTITY_SECRET, ready: () => database.ping() });
  const stories = createStoriesRepository(database);
  const figures = createAdminFiguresRepository(database);
  const recordAiCall: RecordAiCall = (kind, engine, units) =>
    void figures.recordAiCall(kind, engine, units).catch((error: unknown) => logger.warn({ err: error, kind, engine }, 'an AI call could not be counted'));
  const enhancements = createStoryEnhancementsRepository(database);
  const generation = createStoryGeneration({
    stories,
    writer: countStoryWriter(providers.storyWriter ?? createStoryWriter(config), recordAiCall),
    safety: providers.storySafety ?? createSafety(config, recordAiCall),
    heroNames:
      providers.heroNames ?? createUserDirectory({ gatewayInternalUrl: config.GATEWAY_INTERNAL_URL, identitySecret: config.IDENTITY_SECRET }),
  });

  app.use(generationLimits(config));
  app.use(generationRoutes({ generation }).routes());
  app.use(libraryRoutes({ library: createStoryLibrary({ stories, enhancements }) }).routes());
  app.use(favoriteRoutes({ favorites: createFavorites({ stories, favorites: createFavoritesRepository(database) }) }).routes());
  app.use(progressRoutes({ readingProgress: createReadingProgress({ stories, progress: createReadingProgressRepository(database) }) }).routes());
  // --- Narration, enhancements, prints, media and the internal preview: media-features.ts ---
  const { blobs } = mountMediaFeatures(app, { config, database, logger, stories, enhancements, recordAiCall, ...providers });
  // --- end of media features ---
  app.use(adminFiguresRoutes({ figures, blobs, now: () => new Date() }).routes());
  return app;
}

/**
 * Stories, narrations and pictures are made by engines every family shares: per user, at most a few
 * at once and a bounded number per ten minutes. Narration synthesis is also limited and shared
 * fairly inside the narration domain, so cached narrations here only count against the rate.
 */
function generationLimits(config: StoryConfig) {
  const windowMs = 10 * 60 * 1000;
  const perWindow = config.GENERATIONS_PER_USER_PER_10_MINUTES;
  const concurrent = config.GENERATIONS_AT_ONCE_PER_USER;
  return perUserLimits([
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
  ]);
}

/** The story model when one is configured, else the embedded composer (offline mode). */
function createStoryWriter(config: StoryConfig): StoryTextProvider {
  if (!config.OPENAI_API_KEY) return new ComposerStoryWriter();
  return new OpenAIStoryWriter({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.STORY_MODEL });
}
/** The local child-safety screen, backed by the provider's moderation when a model API is configured. */
function createSafety(config: StoryConfig, recordAiCall: RecordAiCall): StorySafety {
  if (!config.OPENAI_API_KEY) return createStorySafety();
  const moderation = new OpenAIModeration({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL });
  return createStorySafety({ moderation: countModeration(moderation, 'openai', recordAiCall) });
}
