import { IDENTITY_HEADER, REQUEST_ID_HEADER, signIdentity, traceHeaders } from '@bedtime/service-kit';

/** The community's copy of a story (its share and votes), which this service cannot delete itself. */
export interface CommunityShares {
  /** Removes the story's share; resolves when the community confirmed (204) or never had it (404). */
  storyDeleted(storyId: string, requestId?: string): Promise<void>;
}

/** The community service's internal API, signed as the story service. */
export function createCommunityShares(options: { communityUrl: string; identitySecret: string; timeoutMs?: number }): CommunityShares {
  return {
    async storyDeleted(storyId, requestId) {
      const headers: Record<string, string> = {
        [IDENTITY_HEADER]: signIdentity(options.identitySecret, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'story' }),
      };
      if (requestId) headers[REQUEST_ID_HEADER] = requestId;
      const response = await fetch(new URL(`/internal/community/stories/${encodeURIComponent(storyId)}`, options.communityUrl), {
        method: 'DELETE',
        headers: traceHeaders(headers),
        // Short: the owner is waiting on their delete, and the community hides stories that no longer exist anyway.
        signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
      });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new Error(`the community service answered ${response.status}`);
    },
  };
}
