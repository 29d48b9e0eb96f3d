import type { ReadingProgress } from '@bedtime/contracts';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { ApiError } from '../api-client';
import { isNetworkFailure } from './online-status';

/**
 * Listening progress made offline, waiting to be sent (docs/offline.md): the latest place per account and
 * story (an older one is worth nothing once a newer exists), sent when the network returns.
 */
let store: UseStore | null = null;
const pending = (): UseStore => (store ??= createStore('bedtime-pending-progress', 'progress'));

export interface PendingProgress {
  userId: string;
  storyId: string;
  progress: ReadingProgress;
  at: string;
}

export async function queueProgress(userId: string, storyId: string, progress: ReadingProgress, now = new Date()): Promise<void> {
  await set(`${userId}/${storyId}`, { userId, storyId, progress, at: now.toISOString() } satisfies PendingProgress, pending());
}

export async function pendingProgressOf(userId: string): Promise<PendingProgress[]> {
  const all = await entries<string, PendingProgress>(pending());
  return all.filter(([key]) => key.startsWith(`${userId}/`)).map(([, entry]) => entry);
}

/**
 * Sends the account's queued progress, oldest first. A place the server refused (4xx: the story was deleted
 * meanwhile) is dropped; a network failure or a server error stops and keeps the rest for the next time.
 * Answers how many were sent.
 */
export async function sendPendingProgress(userId: string, send: (storyId: string, progress: ReadingProgress) => Promise<unknown>): Promise<number> {
  const queued = (await pendingProgressOf(userId)).sort((a, b) => a.at.localeCompare(b.at));
  let sent = 0;
  for (const entry of queued) {
    try {
      await send(entry.storyId, entry.progress);
      sent++;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || isNetworkFailure(error)) break;
    }
    await del(`${userId}/${entry.storyId}`, pending());
  }
  return sent;
}

export async function clearPendingProgress(userId: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const all = await entries<string, PendingProgress>(pending());
  await Promise.all(all.filter(([key]) => key.startsWith(`${userId}/`)).map(([key]) => del(key, pending())));
}
