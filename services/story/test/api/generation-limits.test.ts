import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders, silentLogger } from '@bedtime/service-kit/testing';
import { EmbeddedImageEngine } from '../../src/providers/images/embedded-image-engine';
import type { ImageEngine } from '../../src/providers/images/types';
import { createApp } from '../../src/app';
import { createProviders } from '../../src/providers/create-providers';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

/** The embedded painter, except that each sticker waits until the test opens its gate. */
function gatedPainter() {
  const inner = new EmbeddedImageEngine();
  const gates = new Map<string, () => void>();
  const engine: ImageEngine = {
    name: inner.name,
    illustrate: (story, scenes) => inner.illustrate(story, scenes),
    lineArt: (story, art) => inner.lineArt(story, art),
    sticker: async (story, name) => {
      await new Promise<void>((resolve) => gates.set(name, resolve));
      return inner.sticker(story, name);
    },
  };
  return { engine, gates };
}

const painter = gatedPainter();
let service: TestStoryService;
let rated: TestStoryService;
beforeAll(async () => {
  service = await createTestStoryService({}, { imageEngine: painter.engine });
  rated = await createTestStoryService({ GENERATIONS_PER_USER_PER_10_MINUTES: '3' });
});
afterAll(async () => {
  await service.close();
  await rated.close();
});

const sticker = (app: TestStoryService, userId: string, storyId: string, character: string) =>
  request(app.app.callback()).post('/api/generate-single-sticker').set(identityHeaders({ userId })).send({ character, storyId });

describe('generation limits per user', () => {
  it('allows two pictures at once per user, refuses a third with 429, and never holds up another user', async () => {
    const busyStory = await insertStory(service.database, { userId: 'busy' });
    const quietStory = await insertStory(service.database, { userId: 'quiet' });
    const first = sticker(service, 'busy', busyStory, 'Owl').then((res) => res);
    const second = sticker(service, 'busy', busyStory, 'Mouse').then((res) => res);
    await expect.poll(() => painter.gates.size).toBe(2);

    const third = await sticker(service, 'busy', busyStory, 'Fox');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('You already have 2 pictures being made. Please wait for one to finish.');
    expect(third.headers['retry-after']).toBe('5');

    const other = sticker(service, 'quiet', quietStory, 'Bear').then((res) => res);
    await expect.poll(() => painter.gates.has('Bear')).toBe(true);
    painter.gates.get('Bear')!();
    expect((await other).status).toBe(200);

    painter.gates.get('Owl')!();
    painter.gates.get('Mouse')!();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Finished requests no longer count as open.
    const again = sticker(service, 'busy', busyStory, 'Fox').then((res) => res);
    await expect.poll(() => painter.gates.has('Fox')).toBe(true);
    painter.gates.get('Fox')!();
    expect((await again).status).toBe(200);
  });

  it('refuses more than the configured number per ten minutes, with Retry-After', async () => {
    const story = await insertStory(rated.database, { userId: 'prolific' });
    for (const character of ['Owl', 'Mouse', 'Fox']) expect((await sticker(rated, 'prolific', story, character)).status).toBe(200);
    const refused = await sticker(rated, 'prolific', story, 'Bear');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/a lot of pictures in a short time/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another user has an allowance of their own.
    const theirs = await insertStory(rated.database, { userId: 'newcomer' });
    expect((await sticker(rated, 'newcomer', theirs, 'Bear')).status).toBe(200);
  });

  it('keeps counting when the service restarts: the window lives in the database', async () => {
    const story = await insertStory(rated.database, { userId: 'restarter' });
    for (const character of ['Owl', 'Mouse', 'Fox']) expect((await sticker(rated, 'restarter', story, character)).status).toBe(200);
    // A new process on the same database (what a restart or another replica is).
    const restarted = createApp({ config: rated.config, database: rated.database, logger: silentLogger, providers: createProviders(rated.config) });
    const refused = await request(restarted.callback())
      .post('/api/generate-single-sticker')
      .set(identityHeaders({ userId: 'restarter' }))
      .send({ character: 'Bear', storyId: story });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/a lot of pictures in a short time/);
    const rows = await rated.database.pool.query(`select kind, count(*)::int as n from generation_starts where user_id = 'restarter' group by kind`);
    expect(rows.rows).toEqual([{ kind: 'pictures', n: 3 }]);
  });
});
