import { storyAdminStatsSchema, storyCountsResponseSchema, storyPreviewResponseSchema, storyUsageSchema, type StoryPreview } from '@bedtime/contracts';
import { createInternalClient } from '@bedtime/service-kit';

// Every call the gateway makes to the story service: link previews and the admin figures.

/** A story's link preview (title, description, card image); throws when the story service cannot say. */
export function createStoryPreviewSource(options: { storyServiceUrl: string; identitySecret: string; timeoutMs?: number }) {
  const call = createInternalClient({
    baseUrl: options.storyServiceUrl,
    secret: options.identitySecret,
    issuer: 'gateway-preview',
    timeoutMs: options.timeoutMs ?? 1500,
  });
  return async (storyId: string): Promise<StoryPreview> =>
    storyPreviewResponseSchema.parse(await call('GET', `/internal/stories/${encodeURIComponent(storyId)}/preview`)).preview;
}

/** The story service's admin figures, asked with the admin time limit; a failure throws (the caller marks story unavailable). */
export function createStoryFigures(options: { storyServiceUrl: string; identitySecret: string; timeoutMs: number }) {
  const call = createInternalClient({
    baseUrl: options.storyServiceUrl,
    secret: options.identitySecret,
    issuer: 'gateway-admin',
    timeoutMs: options.timeoutMs,
  });
  return {
    stats: async (days: number) => storyAdminStatsSchema.parse(await call('GET', `/internal/admin/stories?days=${days}`)),
    counts: async (userIds: string[]) => storyCountsResponseSchema.parse(await call('POST', '/internal/admin/story-counts', { userIds })),
    usage: async (from: Date, to: Date) =>
      storyUsageSchema.parse(
        await call('GET', `/internal/admin/usage?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`),
      ),
  };
}
