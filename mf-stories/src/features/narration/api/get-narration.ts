import type { NarrationResponse } from '@bedtime/contracts';
import { STORIES_QUERY_KEY, apiJson } from '@bedtime/web-kit';
import { NARRATION_TIMEOUT_MS } from '../lib/narration-errors';

export const narrationQueryKey = (storyId: string) => [...STORIES_QUERY_KEY, storyId, 'narration'] as const;

/**
 * GET /api/stories/{id}/narration: the audio's address and the word timeline. The first call synthesises
 * (seconds, up to about half a minute for a long story), so it may take up to the spec's 180 s audio timeout.
 */
export function fetchNarration(storyId: string): Promise<NarrationResponse> {
  return apiJson<NarrationResponse>('GET', `/api/stories/${encodeURIComponent(storyId)}/narration`, undefined, {
    timeoutMs: NARRATION_TIMEOUT_MS,
  });
}
