import { createServiceApp, type Logger } from '@bedtime/service-kit';
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
  const enhancements = createStoryEnhancementsRepository(database);
  const generation = createStoryGeneration({
    stories,
    writer: providers.storyWriter ?? createStoryWriter(config),
    safety: providers.storySafety ?? createSafety(config),
    heroNames:
      providers.heroNames ?? createUserDirectory({ gatewayInternalUrl: config.GATEWAY_INTERNAL_URL, identitySecret: config.IDENTITY_SECRET }),
  });

  app.use(generationRoutes({ generation }).routes());
  app.use(libraryRoutes({ library: createStoryLibrary({ stories, enhancements }) }).routes());
  app.use(favoriteRoutes({ favorites: createFavorites({ stories, favorites: createFavoritesRepository(database) }) }).routes());
  app.use(progressRoutes({ readingProgress: createReadingProgress({ stories, progress: createReadingProgressRepository(database) }) }).routes());
  // --- Narration, enhancements, prints, media and the internal preview: media-features.ts ---
  mountMediaFeatures(app, { config, database, logger, stories, enhancements, ...providers });
  // --- end of media features ---
  return app;
}

/** The story model when one is configured, else the embedded composer (offline mode). */
function createStoryWriter(config: StoryConfig): StoryTextProvider {
  if (!config.OPENAI_API_KEY) return new ComposerStoryWriter();
  return new OpenAIStoryWriter({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.STORY_MODEL });
}
/** The local child-safety screen, backed by the provider's moderation when a model API is configured. */
function createSafety(config: StoryConfig): StorySafety {
  if (!config.OPENAI_API_KEY) return createStorySafety();
  return createStorySafety({ moderation: new OpenAIModeration({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL }) });
}
