import { createServiceApp, type Logger } from '@bedtime/service-kit';
import type { CommunityConfig } from './config';
import { createCommunityRepository } from './data/community-repository';
import type { CommunityDatabase } from './data/database';
import { createCommunityFeed } from './domain/community-feed';
import { createErasure } from './domain/erasure';
import { createSharing } from './domain/sharing';
import { createVoting } from './domain/voting';
import { communityRoutes } from './http/community-routes';
import { internalRoutes } from './http/internal-routes';
import { createStoryCatalog, type StoryCatalog } from './providers/story-client';
import { cachedUserDirectory } from './providers/cached-user-directory';
import { createUserDirectory, type UserDirectory } from './providers/gateway-client';

export interface CommunityDeps {
  config: CommunityConfig;
  database: CommunityDatabase;
  logger: Logger;
  /** The story service and the gateway's directory; tests pass in-memory ones. */
  catalog?: StoryCatalog;
  directory?: UserDirectory;
  /** The clock votes are stamped with and the weekly window is taken from. */
  now?: () => Date;
}

export function createApp({ config, database, logger, now = () => new Date(), ...providers }: CommunityDeps) {
  const app = createServiceApp({ name: 'community', logger, identitySecret: config.IDENTITY_SECRET, ready: () => database.ping(), pool: database.pool });
  const repository = createCommunityRepository(database);
  const catalog = providers.catalog ?? createStoryCatalog({ storyServiceUrl: config.STORY_SERVICE_URL, identitySecret: config.IDENTITY_SECRET });
  const liveDirectory = providers.directory ?? createUserDirectory({ gatewayInternalUrl: config.GATEWAY_INTERNAL_URL, identitySecret: config.IDENTITY_SECRET });
  const directory = cachedUserDirectory(liveDirectory, { ttlMs: config.AUTHOR_NAMES_TTL_SECONDS * 1000, now: () => now().getTime() });

  app.use(
    communityRoutes({
      feed: createCommunityFeed({ repository, catalog, directory, now, logger }),
      sharing: createSharing({ repository, catalog, now }),
      // Whether a vote counts is asked live: an address verified a moment ago counts at once.
      voting: createVoting({ repository, directory: liveDirectory, now, votesPerMinute: config.VOTE_RATE_LIMIT_PER_MINUTE }),
    }).routes(),
  );
  app.use(internalRoutes({ repository, erasure: createErasure({ repository, now }), now }).routes());
  return app;
}
