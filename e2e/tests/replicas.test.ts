import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '@bedtime/service-kit/testing';
import { startStack, type Stack } from '../support/stack';

/**
 * The product scaled out on one machine: two gateways and two story replicas sharing an S3-compatible
 * bucket. A parent signs in through one gateway, makes and narrates a story there, and opens it, its
 * narration and a picture through the other; one story replica then stops for good and the parent's
 * next requests, reads and writes, are still answered.
 */
let s3: TestS3Server;
let stack: Stack;
beforeAll(async () => {
  s3 = await startTestS3Server();
  stack = await startStack({ env: { ...s3.env, RATE_LIMIT_PER_IP: '1000' }, replicas: { story: 2, gateway: 2 } });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await s3?.stop();
});

/** The fields of the answers this journey reads. */
interface Answer {
  id?: string;
  story?: { id: string };
  audioUrl?: string;
  characters?: { name: string }[];
  sticker?: { stickerUrl: string };
}

class Parent {
  cookie = '';
  constructor(public base: string) {}
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(this.base + path, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) this.cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return { status: response.status, headers: response.headers, bytes, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Answer };
  }
}

/** How many GET /api/stories/:id one story replica has answered, from its /metrics. */
async function storyReadsOn(replica: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${stack.ports[replica]}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_requests_total{') && line.includes('route="/api/stories/:id"') && line.includes('method="GET"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('two gateways and two story replicas over S3 storage', () => {
  it('runs each replica as its own process on its own socket', async () => {
    expect(stack.replicas.story).toEqual(['story', 'story-2']);
    expect(stack.replicas.gateway).toEqual(['gateway', 'gateway-2']);
    expect(stack.gatewayUrls).toHaveLength(2);
    const ports = [...stack.replicas.story!, ...stack.replicas.gateway!].map((name) => stack.ports[name]);
    expect(new Set(ports).size).toBe(4);
    const pids = stack.pids();
    expect(new Set([pids.story, pids['story-2'], pids.gateway, pids['gateway-2']]).size).toBe(4);
    for (const url of stack.gatewayUrls) expect((await fetch(`${url}/health/ready`)).status).toBe(200);
  });

  it('a parent signs in on one gateway, narrates there, and plays it and sees its picture through the other; a replica stopping costs nothing', async () => {
    const [urlA, urlB] = stack.gatewayUrls as [string, string];
    const email = `replicas-${Date.now()}@example.com`;
    const password = 'Two-of-everything-1';
    const onA = new Parent(urlA);
    expect((await onA.call('POST', '/api/register', { email, password, firstName: 'Rae', lastName: 'Lee' })).status).toBe(201);
    onA.cookie = '';
    expect((await onA.call('POST', '/api/login', { email, password })).status).toBe(200);
    const wish = {
      age: 5,
      gender: 'girl',
      interests: ['Animals'],
      style: 'gentle',
      lesson: 'Be kind to others',
      isCollaborative: false,
      plotTwists: [],
      childName: 'Mira',
    };
    const story = await onA.call('POST', '/api/generate-story', wish);
    expect(story.status, JSON.stringify(story.body)).toBe(200);
    const storyId = String(story.body.id);
    const narrated = await onA.call('GET', `/api/stories/${storyId}/narration`);
    expect(narrated.status, JSON.stringify(narrated.body)).toBe(200);
    const audioUrl = String(narrated.body.audioUrl);
    const hero = (await onA.call('POST', `/api/stories/${storyId}/extract-characters`, {})).body.characters![0]!.name;
    const sticker = await onA.call('POST', '/api/generate-single-sticker', { storyId, character: hero });
    expect(sticker.status, JSON.stringify(sticker.body)).toBe(200);
    const pictureUrl = String(sticker.body.sticker?.stickerUrl);

    // The same session on the other gateway: sessions live in the gateway database, not in a process.
    const onB = new Parent(urlB);
    onB.cookie = onA.cookie;
    const fullAudio = await onA.call('GET', audioUrl);
    expect(fullAudio.status).toBe(200);
    const openOnB = async () => {
      const opened = await onB.call('GET', `/api/stories/${storyId}`);
      expect(opened.status).toBe(200);
      expect(opened.body.id ?? opened.body.story?.id).toBe(storyId);
      const again = await onB.call('GET', `/api/stories/${storyId}/narration`);
      expect(again.status).toBe(200);
      expect(again.body.audioUrl).toBe(audioUrl);
      const part = await onB.call('GET', audioUrl, undefined, { range: 'bytes=100-1099' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${fullAudio.bytes.length}`);
      expect(Buffer.compare(part.bytes, fullAudio.bytes.subarray(100, 1100))).toBe(0);
      const picture = await onB.call('GET', pictureUrl);
      expect(picture.status).toBe(200);
      expect(picture.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect((await onB.call('GET', '/api/stories')).status).toBe(200);
    };
    await openOnB();
    await openOnB();
    // Both story replicas answered the parent (round robin), each from the shared bucket and database.
    expect(await storyReadsOn('story')).toBeGreaterThan(0);
    expect(await storyReadsOn('story-2')).toBeGreaterThan(0);

    await stack.stopReplica('story');
    expect(stack.pids().story).toBeUndefined();
    for (let i = 0; i < 3; i++) await openOnB();
    // Writes too: a request refused by the stopped replica's closed socket never reached it, so the gateway sends it on.
    for (let i = 0; i < 3; i++) expect((await onA.call('POST', `/api/stories/${storyId}/favorite`, {})).status).toBeLessThan(300);
    const second = await onA.call('POST', '/api/generate-story', { ...wish, childName: 'Noor' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await onB.call('GET', `/api/stories/${second.body.id}`)).status).toBe(200);
  }, 120_000);
});
