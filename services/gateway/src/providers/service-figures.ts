import type { BillingReportRequest } from '@bedtime/contracts';
import type { Logger } from '@bedtime/service-kit';
import { createBillingFigures } from './billing-client';
import { createCommunityFigures } from './community-client';
import { createStoryFigures } from './story-client';

/**
 * The services' internal figures for the admin dashboard and the weekly report, each asked through that
 * service's client with a time limit. A service that does not answer (or answers something unreadable)
 * gives `null`: the caller marks its figures unavailable instead of failing.
 */
export function createServiceFigures(options: { serviceUrls: Record<string, string>; identitySecret: string; timeoutMs: number; logger: Logger }) {
  const { identitySecret, timeoutMs } = options;
  const story = createStoryFigures({ storyServiceUrl: options.serviceUrls.story!, identitySecret, timeoutMs });
  const billing = createBillingFigures({ billingUrl: options.serviceUrls.billing!, identitySecret, timeoutMs });
  const community = createCommunityFigures({ communityUrl: options.serviceUrls.community!, identitySecret, timeoutMs });

  async function ask<T>(service: string, request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      options.logger.warn({ err: error, service }, 'a service did not give its admin figures');
      return null;
    }
  }

  return {
    storyStats: (days: number) => ask('story', () => story.stats(days)),
    storyCounts: (userIds: string[]) => ask('story', () => story.counts(userIds)),
    storyUsage: (from: Date, to: Date) => ask('story', () => story.usage(from, to)),
    billingStats: (days: number) => ask('billing', () => billing.stats(days)),
    billingReport: (input: BillingReportRequest) => ask('billing', () => billing.report(input)),
    communityStats: (days: number) => ask('community', () => community.stats(days)),
  };
}
export type ServiceFigures = ReturnType<typeof createServiceFigures>;
