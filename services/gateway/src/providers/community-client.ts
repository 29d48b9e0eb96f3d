import { communityStatsSchema } from '@bedtime/contracts';
import { createInternalClient } from '@bedtime/service-kit';

/** The community service's admin figures, asked with the admin time limit; a failure throws (the caller marks community unavailable). */
export function createCommunityFigures(options: { communityUrl: string; identitySecret: string; timeoutMs: number }) {
  const call = createInternalClient({ baseUrl: options.communityUrl, secret: options.identitySecret, issuer: 'gateway-admin', timeoutMs: options.timeoutMs });
  return {
    stats: async (days: number) => communityStatsSchema.parse(await call('GET', `/internal/community/stats?days=${days}`)),
  };
}
