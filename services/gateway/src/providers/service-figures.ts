import {
  billingReportFiguresSchema,
  billingStatsSchema,
  communityStatsSchema,
  storyAdminStatsSchema,
  storyCountsResponseSchema,
  storyUsageSchema,
  type BillingReportRequest,
} from '@bedtime/contracts';
import { createInternalClient, type Logger } from '@bedtime/service-kit';
import type { z } from 'zod';

/**
 * The services' internal figures, each asked with a time limit. A service that does not answer (or
 * answers something unreadable) gives `null`: the caller marks its figures unavailable instead of failing.
 */
export function createServiceFigures(options: { serviceUrls: Record<string, string>; identitySecret: string; timeoutMs: number; logger: Logger }) {
  const client = (service: string) =>
    createInternalClient({ baseUrl: options.serviceUrls[service]!, secret: options.identitySecret, issuer: 'gateway-admin', timeoutMs: options.timeoutMs });
  const story = client('story');
  const billing = client('billing');
  const community = client('community');

  async function ask<T extends z.ZodType>(service: string, schema: T, request: () => Promise<unknown>): Promise<z.infer<T> | null> {
    try {
      return schema.parse(await request());
    } catch (error) {
      options.logger.warn({ err: error, service }, 'a service did not give its admin figures');
      return null;
    }
  }

  return {
    storyStats: (days: number) => ask('story', storyAdminStatsSchema, () => story('GET', `/internal/admin/stories?days=${days}`)),
    storyCounts: (userIds: string[]) => ask('story', storyCountsResponseSchema, () => story('POST', '/internal/admin/story-counts', { userIds })),
    storyUsage: (from: Date, to: Date) =>
      ask('story', storyUsageSchema, () =>
        story('GET', `/internal/admin/usage?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`),
      ),
    billingStats: (days: number) => ask('billing', billingStatsSchema, () => billing('GET', `/internal/stats?days=${days}`)),
    billingReport: (input: BillingReportRequest) => ask('billing', billingReportFiguresSchema, () => billing('POST', '/internal/admin/report', input)),
    communityStats: (days: number) => ask('community', communityStatsSchema, () => community('GET', `/internal/community/stats?days=${days}`)),
  };
}
export type ServiceFigures = ReturnType<typeof createServiceFigures>;
