import {
  ADMIN_RANGE_DAYS,
  type AdminHealthResponse,
  type AdminSource,
  type AdminStatsRange,
  type AdminStatsResponse,
  type AdminStoryAnalyticsResponse,
  type AdminUsersResponse,
  type ComponentHealth,
  type WeeklyReport,
  type WeeklyReportListResponse,
} from '@bedtime/contracts';
import { NotFoundError } from '@bedtime/service-kit';
import type { AccountsRepository } from '../data/accounts-repository';
import type { ReportsRepository } from '../data/reports-repository';
import type { ReadinessAnswer } from '../providers/service-readiness';
import type { ServiceFigures } from '../providers/service-figures';
import type { Account } from './accounts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REPORT_LIST_LIMIT = 52;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Every day of the last `days` (UTC), oldest first. */
function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** "every Monday at 8:00 AM (UTC)" for a weekly cron; the cron itself otherwise. */
function describeCron(cron: string, timezone: string): string {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* (\d)$/.exec(cron.trim());
  if (!match) return `on the schedule ${cron} (${timezone})`;
  const [minute, hour, weekday] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return `every ${WEEKDAYS[weekday % 7]} at ${clock} (${timezone})`;
}

/**
 * The admin dashboard's figures, composed from the gateway's own accounts and each service's internal
 * figures asked in parallel with a time limit: a service that does not answer leaves its figures null
 * and is named in `unavailable`, so the dashboard shows what it has instead of failing whole.
 */
export function createAdminDashboard(deps: {
  accounts: Pick<AccountsRepository, 'growth' | 'newest'>;
  /** The account's subscription as billing says it, and whether billing answered. */
  subscriptionOf: (account: Account) => Promise<{ user: { subscriptionStatus: string | null }; billingUnavailable: boolean }>;
  figures: Pick<ServiceFigures, 'billingStats' | 'storyStats' | 'storyCounts'>;
  health: {
    database: () => Promise<boolean>;
    upstreams: { name: string; url: string }[];
    askReadiness: (url: string) => Promise<ReadinessAnswer>;
  };
  reports: { repository: ReportsRepository; schedule: { cron: string; timezone: string }; recipients: string[] };
  now: () => Date;
}) {
  return {
    async stats(range: AdminStatsRange): Promise<AdminStatsResponse> {
      const days = ADMIN_RANGE_DAYS[range];
      const at = deps.now();
      const dates = lastDays(at, days);
      const [growth, billing, story] = await Promise.all([
        deps.accounts.growth(new Date(`${dates[0]}T00:00:00Z`)),
        // The monthly revenue needs 30 days whatever the range.
        deps.figures.billingStats(Math.max(days, 30)),
        deps.figures.storyStats(days),
      ]);
      const unavailable: AdminSource[] = [];
      if (!billing) unavailable.push('billing');
      if (!story) unavailable.push('story');
      const newUsers = new Map(growth.byDay.map((row) => [row.day, row.count]));
      const userSeries = dates.map((date) => ({ date, value: newUsers.get(date) ?? 0 }));
      const cents = new Map(billing?.revenue.byDay.map((row) => [row.day, row.cents]) ?? []);
      const month = lastDays(at, 30);
      return {
        range,
        totalUsers: growth.total,
        userGrowth: { daily: Math.round((userSeries.reduce((sum, day) => sum + day.value, 0) / days) * 10) / 10, series: userSeries },
        activeSubscriptions: billing?.activeSubscriptions ?? null,
        revenue: {
          monthly: billing ? month.reduce((sum, date) => sum + (cents.get(date) ?? 0), 0) : null,
          total: billing?.revenue.totalCents ?? null,
          currency: 'usd',
          series: billing ? dates.map((date) => ({ date, value: cents.get(date) ?? 0 })) : [],
        },
        totalStories: story?.totalStories ?? null,
        unavailable,
        generatedAt: at.toISOString(),
      };
    },

    async storyAnalytics(range: AdminStatsRange): Promise<AdminStoryAnalyticsResponse> {
      const story = await deps.figures.storyStats(ADMIN_RANGE_DAYS[range]);
      const share = (count: number) => (story && story.inRange > 0 ? Math.round((count / story.inRange) * 1000) / 1000 : 0);
      return {
        range,
        storiesPerDay: story?.storiesPerDay ?? [],
        totalInRange: story?.inRange ?? null,
        topInterests: story?.topInterests ?? [],
        topStyles: story?.topStyles ?? [],
        narration: story ? { stories: story.narrations, share: share(story.narrations) } : null,
        illustration: story ? { stories: story.illustratedStories, share: share(story.illustratedStories) } : null,
        unavailable: story ? [] : ['story'],
      };
    },

    async newestUsers(limit: number): Promise<AdminUsersResponse> {
      const accounts = await deps.accounts.newest(limit);
      const [counts, subscriptions] = await Promise.all([
        deps.figures.storyCounts(accounts.map((account) => account.id)),
        Promise.all(accounts.map((account) => deps.subscriptionOf(account))),
      ]);
      const unavailable: AdminSource[] = [];
      if (!counts) unavailable.push('story');
      if (subscriptions.some((subscription) => subscription.billingUnavailable)) unavailable.push('billing');
      return {
        users: accounts.map((account, index) => ({
          id: account.id,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          nickname: account.nickname,
          createdAt: account.createdAt.toISOString(),
          emailVerified: account.emailVerifiedAt !== null,
          subscriptionStatus: subscriptions[index]!.billingUnavailable ? null : subscriptions[index]!.user.subscriptionStatus,
          storiesCount: counts ? (counts.counts[account.id] ?? 0) : null,
        })),
        unavailable,
      };
    },

    async health(): Promise<AdminHealthResponse> {
      const started = performance.now();
      const databaseCheck = deps.health
        .database()
        .catch(() => false)
        .then((ok) => ({ ok, latencyMs: Math.round(performance.now() - started) }));
      const [database, upstreams] = await Promise.all([
        databaseCheck,
        Promise.all(deps.health.upstreams.map((upstream) => deps.health.askReadiness(upstream.url))),
      ]);
      const memory = process.memoryUsage();
      const uptime = Math.round(process.uptime());
      const services: ComponentHealth[] = [
        { name: 'gateway', status: 'ok', latencyMs: 0, memoryBytes: memory.rss, uptimeSeconds: uptime },
        ...deps.health.upstreams.map((upstream, index): ComponentHealth => {
          const { answered, ok, latencyMs, readiness } = upstreams[index]!;
          return {
            name: upstream.name,
            status: ok ? 'ok' : 'down',
            latencyMs: ok ? latencyMs : null,
            memoryBytes: readiness?.memoryBytes ?? null,
            uptimeSeconds: readiness?.uptimeSeconds ?? null,
            ...(ok
              ? {}
              : { message: answered ? 'Running, but not ready: its database is not answering.' : 'Not answering (the service is down or unreachable).' }),
          };
        }),
      ];
      // Each service owns its database; its readiness check is a round trip to it.
      const databases: ComponentHealth[] = [
        { name: 'gateway', status: database.ok ? 'ok' : 'down', latencyMs: database.latencyMs, memoryBytes: null, uptimeSeconds: null },
        ...deps.health.upstreams.map((upstream, index): ComponentHealth => {
          const { answered, ok, readiness } = upstreams[index]!;
          if (!answered)
            return {
              name: upstream.name,
              status: 'down',
              latencyMs: null,
              memoryBytes: null,
              uptimeSeconds: null,
              message: 'Unknown: its service is not answering.',
            };
          return {
            name: upstream.name,
            status: ok ? 'ok' : 'down',
            latencyMs: ok ? (readiness?.checkMs ?? null) : null,
            memoryBytes: null,
            uptimeSeconds: null,
          };
        }),
      ];
      return {
        api: { status: services.every((service) => service.status === 'ok') ? 'ok' : 'degraded' },
        // The accounts database down is "down"; another service's database down leaves the product "degraded".
        database: { status: !database.ok ? 'down' : databases.every((entry) => entry.status === 'ok') ? 'ok' : 'degraded' },
        memory: { usage: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
        uptime,
        services,
        databases,
        checkedAt: deps.now().toISOString(),
      };
    },

    async reportList(): Promise<WeeklyReportListResponse> {
      const reports = await deps.reports.repository.list(REPORT_LIST_LIMIT);
      const { cron, timezone } = deps.reports.schedule;
      return {
        reports: reports.map((report) => ({
          id: report.id,
          weekStart: report.weekStart,
          weekEnd: report.weekEnd,
          revenueTotal: report.revenue.total,
          costsTotal: report.costs.total,
          recipients: report.recipients,
          createdAt: report.createdAt,
        })),
        recipients: deps.reports.recipients,
        schedule: { cron, timezone, description: describeCron(cron, timezone) },
      };
    },

    /** One stored report by id, or the newest one for `latest`. */
    async report(id: string): Promise<WeeklyReport> {
      const report = id === 'latest' ? await deps.reports.repository.latest() : await deps.reports.repository.find(id);
      if (!report) throw new NotFoundError(id === 'latest' ? 'No report has been generated yet.' : 'Report not found');
      return report;
    },
  };
}
