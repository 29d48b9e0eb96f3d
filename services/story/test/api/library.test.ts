import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { signIdentity } from '@bedtime/service-kit';
import { createTestStoryService, insertStory } from './helpers';

let service: Awaited<ReturnType<typeof createTestStoryService>>;
beforeAll(async () => {
  service = await createTestStoryService();
});
afterAll(() => service.close());

describe('GET /api/stories', () => {
  it('answers an empty library for a new user', async () => {
    const res = await request(service.app.callback()).get('/api/stories').set(identityHeaders({ userId: 'user-1' })).expect(200);
    expect(res.body).toEqual({ stories: [] });
  });

  it("lists only the caller's stories, newest first, without anyone else's", async () => {
    const older = await insertStory(service.database, { userId: 'lister', title: 'Older', createdAt: new Date('2024-01-01T00:00:00Z') });
    const newer = await insertStory(service.database, { userId: 'lister', title: 'Newer', createdAt: new Date('2024-02-01T00:00:00Z') });
    await insertStory(service.database, { userId: 'someone-else', title: 'Not mine' });

    const res = await request(service.app.callback()).get('/api/stories').set(identityHeaders({ userId: 'lister' })).expect(200);

    expect(res.body.stories.map((story: { id: string }) => story.id)).toEqual([newer, older]);
  });

  it('answers 401 to an anonymous caller the gateway vouches for', async () => {
    await request(service.app.callback()).get('/api/stories').set(identityHeaders({ userId: null })).expect(401);
  });

  it('refuses requests without a gateway signature, or with a forged or expired one', async () => {
    const app = service.app.callback();
    await request(app).get('/api/stories').expect(401);
    await request(app).get('/api/stories').set('x-identity', 'e30.forged').expect(401);
    const forged = signIdentity('another-secret-that-is-also-long-enough-000000', {
      userId: 'user-1', email: null, isAdmin: false, entitled: true, issuer: 'gateway',
    });
    await request(app).get('/api/stories').set('x-identity', forged).expect(401);
    const expired = identityHeaders({ userId: 'user-1' });
    const stale = signIdentity('test-identity-secret-that-is-long-enough-0123456789', {
      userId: 'user-1', email: null, isAdmin: false, entitled: true, issuer: 'gateway',
    }, Date.now() - 120_000);
    await request(app).get('/api/stories').set('x-identity', stale).expect(401);
    await request(app).get('/api/stories').set(expired).expect(200);
  });

  it('keeps health endpoints open', async () => {
    await request(service.app.callback()).get('/health/live').expect(200);
    const ready = await request(service.app.callback()).get('/health/ready').expect(200);
    expect(ready.body.status).toBe('ready');
  });
});
