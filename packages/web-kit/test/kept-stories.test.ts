import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NarrationResponse, Story } from '@bedtime/contracts';
import { ApiError } from '../src/api-client';
import {
  AUTO_KEPT_STORIES,
  clearKeptStories,
  forgetKeptStory,
  keptMediaCache,
  keptStoriesOf,
  keptStoryOf,
  mediaOf,
  overflowingAutomatic,
  saveKeptStory,
  summaryOf,
  type KeptStory,
} from '../src/offline';
import { clearPendingProgress, pendingProgressOf, queueProgress, sendPendingProgress } from '../src/offline/pending-progress';

/** Cache Storage as browsers have it (Node has none): caches by name, responses by URL, `add` fetching. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
  async add(url: string) {
    fetched.push(url);
    this.entries.set(url, new Response(`bytes of ${url}`));
  }
  async delete(url: string) {
    return this.entries.delete(url);
  }
}
const cachesByName = new Map<string, MemoryCache>();
let fetched: string[] = [];
Object.assign(globalThis, {
  caches: {
    open: async (name: string) => cachesByName.get(name) ?? cachesByName.set(name, new MemoryCache()).get(name)!,
    delete: async (name: string) => cachesByName.delete(name),
  },
});
const mediaIn = (userId: string) => [...(cachesByName.get(keptMediaCache(userId))?.entries.keys() ?? [])].sort();

function story(id: string, pictures: string[] = []): Story {
  return {
    id,
    userId: 'u1',
    title: `Story ${id}`,
    content: 'Pip the rabbit hopped home.  The moon   was bright, and everyone slept.',
    age: 4,
    gender: 'boy',
    interests: ['Animals'],
    style: 'gentle',
    lesson: 'Rest helps us grow',
    isCollaborative: false,
    plotTwists: [],
    createdAt: '2026-11-01T20:00:00.000Z',
    illustrations: pictures.map((imageUrl) => ({ imageUrl, prompt: 'p', alt: 'a picture' })),
    stickers: [],
  } as Story;
}
const narration = (key: string): NarrationResponse => ({ audioUrl: `/api/media/${key}.opus`, durationMs: 1000, words: [] });

let clock = 0;
function kept(userId: string, s: Story, automatic: boolean, narrated: NarrationResponse | null = narration(`a-${s.id}`)): KeptStory {
  clock++;
  return {
    userId,
    storyId: s.id,
    story: s,
    summary: summaryOf(s, userId),
    narration: narrated,
    narrator: '',
    media: [],
    keptAt: new Date(Date.UTC(2026, 10, 1, 0, 0, clock)).toISOString(),
    automatic,
  };
}

beforeEach(async () => {
  for (const user of ['u1', 'u2']) {
    await clearKeptStories(user);
    await clearPendingProgress(user);
  }
  fetched = [];
});

describe('kept-story rules', () => {
  it('makes the library card from the story with the service’s rules', () => {
    const card = summaryOf(story('s1'), 'u1');
    expect(card).toMatchObject({
      id: 's1',
      userId: 'u1',
      preview: 'Pip the rabbit hopped home. The moon was bright, and everyone slept.',
      wordCount: 12,
      readingMinutes: 1,
      progress: null,
    });
  });

  it('keeps only this site’s media, each once', () => {
    const s = {
      ...story('s1', ['/api/media/p1.png', 'https://elsewhere.example/p.png', '/api/media/p1.png']),
      stickers: [{ character: 'Pip', stickerUrl: '/api/media/st.png' }],
    };
    expect(mediaOf(s, narration('n'))).toEqual(['/api/media/n.opus', '/api/media/p1.png', '/api/media/st.png']);
    expect(mediaOf(s, null)).toEqual(['/api/media/p1.png', '/api/media/st.png']);
  });

  it('lets the oldest automatic keeps fall out beyond the limit, never the ones kept with the button', () => {
    const records = [
      { storyId: 'a', keptAt: '2026-11-01T00:00:01Z', automatic: true },
      { storyId: 'b', keptAt: '2026-11-01T00:00:02Z', automatic: false },
      { storyId: 'c', keptAt: '2026-11-01T00:00:03Z', automatic: true },
      { storyId: 'd', keptAt: '2026-11-01T00:00:04Z', automatic: true },
      { storyId: 'e', keptAt: '2026-11-01T00:00:05Z', automatic: true },
    ];
    expect(AUTO_KEPT_STORIES).toBe(3);
    expect(overflowingAutomatic(records)).toEqual(['a']);
  });
});

describe('the kept-story store', () => {
  it('stores a story with its narration audio and pictures, per account', async () => {
    await saveKeptStory(kept('u1', story('s1', ['/api/media/p1.png']), false));
    expect(mediaIn('u1')).toEqual(['/api/media/a-s1.opus', '/api/media/p1.png']);
    expect((await keptStoryOf('u1', 's1'))?.media).toEqual(['/api/media/a-s1.opus', '/api/media/p1.png']);
    // Another account on the same device sees none of it.
    expect(await keptStoriesOf('u2')).toEqual([]);
    expect(await keptStoryOf('u2', 's1')).toBeUndefined();
  });

  it('keeps the last three listened to, and what was kept with the button for good', async () => {
    await saveKeptStory(kept('u1', story('mine'), false));
    for (const id of ['l1', 'l2', 'l3', 'l4']) await saveKeptStory(kept('u1', story(id), true));
    expect((await keptStoriesOf('u1')).map((record) => record.storyId)).toEqual(['l4', 'l3', 'l2', 'mine']);
    expect(mediaIn('u1')).not.toContain('/api/media/a-l1.opus');

    // Listening again to a story kept with the button does not make it one that may fall out.
    await saveKeptStory(kept('u1', story('mine'), true));
    for (const id of ['l5', 'l6', 'l7']) await saveKeptStory(kept('u1', story(id), true));
    expect((await keptStoriesOf('u1')).map((record) => record.storyId).sort()).toEqual(['l5', 'l6', 'l7', 'mine']);
  });

  it('keeps a picture two kept stories share until neither needs it, and fetches it once', async () => {
    await saveKeptStory(kept('u1', story('s1', ['/api/media/shared.png']), false));
    await saveKeptStory(kept('u1', story('s2', ['/api/media/shared.png']), false));
    expect(fetched.filter((url) => url === '/api/media/shared.png')).toHaveLength(1);
    await forgetKeptStory('u1', 's1');
    expect(mediaIn('u1')).toContain('/api/media/shared.png');
    await forgetKeptStory('u1', 's2');
    expect(mediaIn('u1')).toEqual([]);
  });

  it('a re-keep without narration keeps the narration it had', async () => {
    await saveKeptStory(kept('u1', story('s1'), false));
    await saveKeptStory(kept('u1', story('s1'), true, null));
    const record = await keptStoryOf('u1', 's1');
    expect(record?.narration?.audioUrl).toBe('/api/media/a-s1.opus');
    expect(record?.automatic).toBe(false);
    expect(record?.media).toContain('/api/media/a-s1.opus');
  });

  it('clears one account’s stories and media at sign-out, not another’s', async () => {
    await saveKeptStory(kept('u1', story('s1'), false));
    await saveKeptStory(kept('u2', story('s2'), false));
    await clearKeptStories('u1');
    expect(await keptStoriesOf('u1')).toEqual([]);
    expect(cachesByName.has(keptMediaCache('u1'))).toBe(false);
    expect((await keptStoriesOf('u2')).map((record) => record.storyId)).toEqual(['s2']);
  });
});

describe('progress listened offline', () => {
  const place = (wordIndex: number) => ({ wordIndex, characterPosition: wordIndex * 5, scrollPercentage: 10 });

  it('keeps only the latest place per story and sends it when asked', async () => {
    await queueProgress('u1', 's1', place(3), new Date('2026-11-01T20:00:00Z'));
    await queueProgress('u1', 's1', place(9), new Date('2026-11-01T20:01:00Z'));
    await queueProgress('u2', 's1', place(4));
    const sent: [string, number][] = [];
    expect(await sendPendingProgress('u1', async (storyId, progress) => void sent.push([storyId, progress.wordIndex]))).toBe(1);
    expect(sent).toEqual([['s1', 9]]);
    expect(await pendingProgressOf('u1')).toEqual([]);
    expect(await pendingProgressOf('u2')).toHaveLength(1);
  });

  it('drops a place the server refuses and keeps the rest when the network fails again', async () => {
    await queueProgress('u1', 'gone', place(1), new Date('2026-11-01T20:00:00Z'));
    await queueProgress('u1', 's2', place(2), new Date('2026-11-01T20:01:00Z'));
    await queueProgress('u1', 's3', place(3), new Date('2026-11-01T20:02:00Z'));
    const sent = await sendPendingProgress('u1', async (storyId) => {
      if (storyId === 'gone') throw new ApiError(404, '{"message":"Story not found"}');
      if (storyId === 's3') throw new TypeError('Failed to fetch');
    });
    expect(sent).toBe(1);
    expect((await pendingProgressOf('u1')).map((entry) => entry.storyId)).toEqual(['s3']);
  });
});
