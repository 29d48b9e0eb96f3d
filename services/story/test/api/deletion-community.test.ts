import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER, verifyIdentity } from '@bedtime/service-kit';
import { captureLogger, identityHeaders, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

interface ReceivedCall {
  method: string;
  url: string;
  issuer: string | undefined;
  requestId: string | undefined;
}

/** Stands in for the community service: records what it is asked and answers with `status`. */
async function fakeCommunity(status: number) {
  const calls: ReceivedCall[] = [];
  const server: Server = createServer((req, res) => {
    const check = verifyIdentity(TEST_IDENTITY_SECRET, req.headers[IDENTITY_HEADER] as string | undefined);
    calls.push({
      method: req.method ?? '',
      url: req.url ?? '',
      issuer: check.ok ? check.identity.issuer : undefined,
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    res.statusCode = status;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const as = (userId: string | null) => identityHeaders({ userId });

let community: Awaited<ReturnType<typeof fakeCommunity>> | undefined;
let service: TestStoryService | undefined;
afterEach(async () => {
  await service?.close();
  await community?.close();
  service = community = undefined;
});

describe('deleting a story tells the community', () => {
  beforeEach(async () => {
    community = await fakeCommunity(204);
  });

  it('asks the community to remove the share, signed as the story service', async () => {
    service = await createTestStoryService({ COMMUNITY_SERVICE_URL: community!.url });
    const id = await insertStory(service.database, { userId: 'sharing-owner' });
    await request(service.app.callback()).delete(`/api/stories/${id}`).set(as('sharing-owner')).set('x-request-id', 'delete-req-1').expect(200);
    expect(community!.calls).toEqual([{ method: 'DELETE', url: `/internal/community/stories/${id}`, issuer: 'story', requestId: 'delete-req-1' }]);
  });

  it('says nothing to the community when someone else tries to delete the story', async () => {
    service = await createTestStoryService({ COMMUNITY_SERVICE_URL: community!.url });
    const id = await insertStory(service.database, { userId: 'real-owner' });
    await request(service.app.callback()).delete(`/api/stories/${id}`).set(as('not-the-owner')).expect(404);
    expect(community!.calls).toEqual([]);
  });
});

describe('when the community cannot remove the share', () => {
  it('still deletes the story and logs a warning', async () => {
    community = await fakeCommunity(500);
    const logs = captureLogger();
    service = await createTestStoryService({ COMMUNITY_SERVICE_URL: community.url }, { logger: logs.logger });
    const id = await insertStory(service.database, { userId: 'unlucky-owner' });
    await request(service.app.callback()).delete(`/api/stories/${id}`).set(as('unlucky-owner')).expect(200);
    await request(service.app.callback()).get(`/api/stories/${id}`).set(as('unlucky-owner')).expect(404);
    const warning = await logs.waitFor('could not remove the community share of a deleted story');
    expect(warning).toMatchObject({ level: 40, storyId: id });
  });

  it('still deletes the story when the community is not running at all', async () => {
    community = await fakeCommunity(204);
    const unreachable = community.url;
    await community.close();
    community = undefined;
    service = await createTestStoryService({ COMMUNITY_SERVICE_URL: unreachable });
    const id = await insertStory(service.database, { userId: 'offline-owner' });
    await request(service.app.callback()).delete(`/api/stories/${id}`).set(as('offline-owner')).expect(200);
  });
});
