import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { verifyIdentity } from '@bedtime/service-kit';
import { TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { createTestGateway, newUser, type TestGateway } from './helpers';

/** A stand-in community service recording what reached it. */
const seen: { method: string; url: string; identity: string }[] = [];
const community = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, identity: String(req.headers['x-identity']) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});

let gw: TestGateway;
beforeAll(async () => {
  await new Promise<void>((resolve) => community.listen(0, '127.0.0.1', resolve));
  gw = await createTestGateway({ COMMUNITY_SERVICE_URL: `http://127.0.0.1:${(community.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await gw.close();
  community.closeAllConnections();
  await new Promise((resolve) => community.close(resolve));
});

describe('community routes through the gateway', () => {
  it('lets anyone read both lists, forwarding an anonymous identity', async () => {
    for (const path of ['/api/community/stories?cursor=abc', '/api/community/top-weekly']) {
      await request(gw.app.callback()).get(path).expect(200);
      const forwarded = seen.at(-1)!;
      expect(forwarded.url).toBe(path);
      const check = verifyIdentity(TEST_IDENTITY_SECRET, forwarded.identity);
      expect(check.ok && check.identity.userId).toBeNull();
    }
  });

  it('refuses votes and shares from a visitor before the service sees them', async () => {
    const before = seen.length;
    for (const [method, path] of [
      ['post', '/api/stories/s1/vote'],
      ['get', '/api/stories/s1/share'],
      ['post', '/api/stories/s1/share'],
      ['delete', '/api/stories/s1/share'],
    ] as const) {
      const res = await request(gw.app.callback())[method](path).expect(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(seen.length).toBe(before);
  });

  it('forwards a signed-in vote and share with the caller’s identity', async () => {
    const client = request.agent(gw.app.callback());
    const { body } = await client.post('/api/register').send(newUser()).expect(201);
    await client.post('/api/stories/s1/vote').send({ vote: 1 }).expect(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/stories/s1/vote' });
    await client.delete('/api/stories/s1/share').expect(200);
    const forwarded = seen.at(-1)!;
    expect(forwarded).toMatchObject({ method: 'DELETE', url: '/api/stories/s1/share' });
    const check = verifyIdentity(TEST_IDENTITY_SECRET, forwarded.identity);
    expect(check.ok && check.identity.userId).toBe(body.user.id);
  });
});
