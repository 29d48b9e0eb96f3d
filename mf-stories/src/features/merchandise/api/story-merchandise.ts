import { useQuery } from '@tanstack/react-query';
import type { AiMerchandise, BasicMerchandise } from '@bedtime/contracts';
import { apiJson } from '@bedtime/web-kit';
import { aiMerchandiseResponseSchema, storyMerchandiseResponseSchema } from '@bedtime/contracts';

/** The product rules give AI designs 1-2 minutes; mockups are drawn once per story, then served from the store. */
const BASIC_TIMEOUT_MS = 60_000;
const AI_TIMEOUT_MS = 150_000;

const merchandiseUrl = (storyId: string, enhanced: boolean) => `/api/stories/${encodeURIComponent(storyId)}/merchandise${enhanced ? '?enhanced=true' : ''}`;

export const storyMerchandiseKey = (storyId: string, enhanced: boolean) => ['story-merchandise', storyId, enhanced ? 'ai' : 'basic'] as const;

/** GET /api/stories/{id}/merchandise: the story's own products (owner only). */
export function useBasicMerchandise(storyId: string) {
  return useQuery<BasicMerchandise[]>({
    queryKey: storyMerchandiseKey(storyId, false),
    queryFn: async ({ signal }) =>
      (await apiJson(storyMerchandiseResponseSchema, 'GET', merchandiseUrl(storyId, false), undefined, { signal, timeoutMs: BASIC_TIMEOUT_MS })).merchandise,
    retry: false,
  });
}

/** GET /api/stories/{id}/merchandise?enhanced=true: AI designs, fetched once the user asks for them (402 without an entitlement). */
export function useAiMerchandise(storyId: string, requested: boolean) {
  return useQuery<AiMerchandise[]>({
    queryKey: storyMerchandiseKey(storyId, true),
    queryFn: async ({ signal }) =>
      (await apiJson(aiMerchandiseResponseSchema, 'GET', merchandiseUrl(storyId, true), undefined, { signal, timeoutMs: AI_TIMEOUT_MS })).merchandise,
    enabled: requested,
    retry: false,
    staleTime: Infinity,
  });
}
