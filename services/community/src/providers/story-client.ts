import { storyBriefsResponseSchema, type StoryBrief } from '@bedtime/contracts';
import { createInternalClient, UpstreamError } from '@bedtime/service-kit';

/** What the community needs to know of stories; the story service owns them. */
export interface StoryCatalog {
  /** Summaries of the stories that exist, in any order; unknown ids are left out. */
  summaries(ids: string[], requestId?: string): Promise<StoryBrief[]>;
}

/** The story service's internal API. */
export function createStoryCatalog(options: { storyServiceUrl: string; identitySecret: string; timeoutMs?: number }): StoryCatalog {
  const call = createInternalClient({
    baseUrl: options.storyServiceUrl,
    secret: options.identitySecret,
    issuer: 'community',
    timeoutMs: options.timeoutMs ?? 5_000,
  });
  return {
    async summaries(ids, requestId) {
      if (ids.length === 0) return [];
      const parsed = storyBriefsResponseSchema.safeParse(await call('POST', '/internal/stories/summaries', { ids }, requestId));
      if (!parsed.success) throw new UpstreamError('The story service answered in an unexpected shape.');
      return parsed.data.stories;
    },
  };
}
