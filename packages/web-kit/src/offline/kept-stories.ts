import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { mediaOf, mergeKept, overflowingAutomatic, unusedMedia, type KeptStory } from './kept-rules';

/**
 * Stories kept on this device (docs/offline.md). The records (text, word timeline, library card) live in
 * IndexedDB under `<account>/<story>`; their media (narration audio, pictures) in one Cache Storage cache per
 * account, which the service worker answers /api/media/* from. Both are cleared at sign-out.
 */
const DATABASE = 'bedtime-kept-stories';
let store: UseStore | null = null;
const records = (): UseStore => (store ??= createStore(DATABASE, 'stories'));

/** The account's media cache; the service worker looks in every cache with this prefix. */
export const KEPT_MEDIA_CACHE_PREFIX = 'bedtime-kept-media-';
export const keptMediaCache = (userId: string) => `${KEPT_MEDIA_CACHE_PREFIX}${userId}`;
const keyOf = (userId: string, storyId: string) => `${userId}/${storyId}`;

export class KeepUnavailableError extends Error {
  constructor() {
    super('This browser cannot keep stories for offline here (it needs a secure connection and storage).');
    this.name = 'KeepUnavailableError';
  }
}

function cacheStorage(): CacheStorage {
  if (typeof caches === 'undefined' || typeof indexedDB === 'undefined') throw new KeepUnavailableError();
  return caches;
}

export async function keptStoriesOf(userId: string): Promise<KeptStory[]> {
  const all = await entries<string, KeptStory>(records());
  return all
    .filter(([key]) => key.startsWith(`${userId}/`))
    .map(([, record]) => record)
    .sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

export async function keptStoryOf(userId: string, storyId: string): Promise<KeptStory | undefined> {
  return get<KeptStory>(keyOf(userId, storyId), records());
}

async function dropMedia(userId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const cache = await cacheStorage().open(keptMediaCache(userId));
  await Promise.all(urls.map((url) => cache.delete(url)));
}

/**
 * Stores a story for offline: its media first (so a record never points at audio that is not there), then
 * the record; stories kept automatically beyond the last few are let go, with the media nobody else uses.
 */
export async function saveKeptStory(next: KeptStory): Promise<KeptStory> {
  const cache = await cacheStorage().open(keptMediaCache(next.userId));
  const merged = mergeKept(await keptStoryOf(next.userId, next.storyId), next);
  const record: KeptStory = { ...merged, media: mediaOf(merged.story, merged.narration) };
  for (const url of record.media) {
    if (!(await cache.match(url))) await cache.add(url);
  }
  await set(keyOf(record.userId, record.storyId), record, records());
  if (record.automatic) {
    const kept = await keptStoriesOf(record.userId);
    const overflow = new Set(overflowingAutomatic(kept));
    if (overflow.size > 0) {
      const removed = kept.filter((entry) => overflow.has(entry.storyId));
      const remaining = kept.filter((entry) => !overflow.has(entry.storyId));
      await Promise.all(removed.map((entry) => del(keyOf(entry.userId, entry.storyId), records())));
      await dropMedia(record.userId, unusedMedia(removed, remaining));
    }
  }
  return record;
}

export async function forgetKeptStory(userId: string, storyId: string): Promise<void> {
  const record = await keptStoryOf(userId, storyId);
  if (!record) return;
  await del(keyOf(userId, storyId), records());
  const remaining = await keptStoriesOf(userId);
  await dropMedia(userId, unusedMedia([record], remaining));
}

/** Everything kept for an account (at sign-out): the records and the account's media cache. */
export async function clearKeptStories(userId: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const all = await entries<string, KeptStory>(records());
  await Promise.all(all.filter(([key]) => key.startsWith(`${userId}/`)).map(([key]) => del(key, records())));
  if (typeof caches !== 'undefined') await caches.delete(keptMediaCache(userId));
}
