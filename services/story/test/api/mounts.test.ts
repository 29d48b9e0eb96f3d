import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type Koa from 'koa';
import { createServiceApp, signIdentity } from '@bedtime/service-kit';
import { createTestService, identityHeaders, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { loadStoryConfig } from '../../src/config';
import { createStoryDatabase, STORY_MIGRATIONS } from '../../src/data/database';
import { createStoriesRepository } from '../../src/data/stories-repository';
import { createStoryEnhancementsRepository } from '../../src/data/story-enhancements-repository';
import { createRenderedMedia } from '../../src/domain/rendered-media';
import { createStoryPrints } from '../../src/domain/story-prints';
import { mountDeletion, mountInternal, mountMedia } from '../../src/mounts';
import { createProviders, type StoryProviders } from '../../src/providers/create-providers';
import { insertStory } from './helpers';

/** A story service app serving only the features the test mounts. */
async function serviceWith(mount: (app: Koa, deps: Parameters<typeof mountDeletion>[1]) => void) {
  let providers: StoryProviders | undefined;
  const service = await createTestService({
    name: 'story-mounts',
    loadConfig: loadStoryConfig,
    createDatabase: createStoryDatabase,
    migrations: STORY_MIGRATIONS,
    dirs: ['BLOB_DIR'],
    createApp: ({ config, database, logger }) => {
      const app = createServiceApp({ name: 'story', logger, identitySecret: config.IDENTITY_SECRET, ready: () => database.ping(), pool: database.pool });
      providers = createProviders(config);
      mount(app, { database, logger, stories: createStoriesRepository(database), enhancements: createStoryEnhancementsRepository(database), providers });
      return app;
    },
  });
  return { ...service, providers: providers!, http: service.app.callback() };
}
type MountedService = Awaited<ReturnType<typeof serviceWith>>;

const internal = () => ({
  'x-identity': signIdentity(TEST_IDENTITY_SECRET, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'gateway-accounts' }),
});

describe('each feature mounts its own routes and nothing else', () => {
  let deletion: MountedService;
  let media: MountedService;
  let internalOnly: MountedService;
  beforeAll(async () => {
    [deletion, media, internalOnly] = await Promise.all([
      serviceWith((app, deps) => mountDeletion(app, deps)),
      serviceWith((app, deps) => mountMedia(app, deps)),
      serviceWith((app, deps) => {
        const { stories, enhancements, providers } = deps;
        const prints = createStoryPrints({ stories, enhancements, blobs: providers.blobStore, rendered: createRenderedMedia(providers.blobStore) });
        mountInternal(app, { stories, prints });
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([deletion, media, internalOnly].map((service) => service?.close()));
  });

  it('mountDeletion: the owner deletes a story and an account is erased; the library is not served', async () => {
    const id = await insertStory(deletion.database, { userId: 'owner-1' });
    await request(deletion.http)
      .get('/api/stories')
      .set(identityHeaders({ userId: 'owner-1' }))
      .expect(404);
    await request(deletion.http)
      .delete(`/api/stories/${id}`)
      .set(identityHeaders({ userId: 'someone-else' }))
      .expect(404);
    expect(
      (
        await request(deletion.http)
          .delete(`/api/stories/${id}`)
          .set(identityHeaders({ userId: 'owner-1' }))
          .expect(200)
      ).body,
    ).toEqual({
      message: 'Story deleted',
    });
    await insertStory(deletion.database, { userId: 'owner-2' });
    expect((await request(deletion.http).delete('/internal/users/owner-2/data').set(internal()).expect(200)).body).toEqual({ erased: true, stories: 1 });
  });

  it('mountMedia: a stored file is served by its key; story routes are not', async () => {
    const key = await media.providers.blobStore.put(Buffer.from('a tiny sound'), 'ogg');
    const res = await request(media.http)
      .get(`/api/media/${key}`)
      .set(identityHeaders({ userId: null }))
      .expect(200);
    expect(Buffer.from(res.body as Buffer).toString()).toBe('a tiny sound');
    await request(media.http)
      .delete('/api/stories/00000000-0000-4000-8000-000000000000')
      .set(identityHeaders({ userId: 'owner-1' }))
      .expect(404);
  });

  it('mountInternal: sibling services read story briefs, only with a signed internal identity', async () => {
    const id = await insertStory(internalOnly.database, { userId: 'owner-3', title: 'The Brave Snail' });
    await request(internalOnly.http)
      .post('/internal/stories/summaries')
      .send({ ids: [id] })
      .expect(401);
    const res = await request(internalOnly.http)
      .post('/internal/stories/summaries')
      .set(internal())
      .send({ ids: [id] })
      .expect(200);
    expect(res.body.stories).toMatchObject([{ id, userId: 'owner-3', title: 'The Brave Snail' }]);
    await request(internalOnly.http)
      .get('/api/media/x.ogg')
      .set(identityHeaders({ userId: 'owner-3' }))
      .expect(404);
  });
});
