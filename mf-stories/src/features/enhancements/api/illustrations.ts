import type { Illustration } from '@bedtime/contracts';
import { apiJson } from '@bedtime/web-kit';
import { illustrationsResponseSchema } from '@bedtime/contracts';

/** Drawing 3-6 scenes takes a few seconds, more on a busy machine or a hosted engine. */
const ILLUSTRATIONS_TIMEOUT_MS = 120_000;

/** POST /api/stories/{id}/illustrations: a new set of pictures for the story (owner only). */
export async function generateIllustrations(storyId: string): Promise<Illustration[]> {
  const body = await apiJson(illustrationsResponseSchema, 'POST', `/api/stories/${encodeURIComponent(storyId)}/illustrations`, undefined, {
    timeoutMs: ILLUSTRATIONS_TIMEOUT_MS,
  });
  return body.illustrations;
}
