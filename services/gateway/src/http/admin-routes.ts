import Router from '@koa/router';
import {
  adminStatsQuerySchema,
  adminUsersQuerySchema,
  REPORT_STARTED_MESSAGE,
  reportIdParamSchema,
  type GenerateWeeklyReportResponse,
  type WeeklyReportResponse,
} from '@bedtime/contracts';
import { parseWith } from '@bedtime/service-kit';
import type { AccountsRepository } from '../data/accounts-repository';
import type { ReportsRepository } from '../data/reports-repository';
import { createAdminDashboard } from '../domain/admin-dashboard';
import { askReadiness } from '../providers/service-readiness';
import type { ServiceFigures } from '../providers/service-figures';
import type { CurrentUser } from './current-user';

/**
 * The admin dashboard's routes: each parses its input with the contract, asks the dashboard
 * (domain/admin-dashboard.ts) and answers. Admin access is checked by the route table (proxy.ts).
 */
export function adminRoutes(deps: {
  accounts: AccountsRepository;
  currentUser: CurrentUser;
  figures: ServiceFigures;
  health: { database: () => Promise<boolean>; upstreams: { name: string; url: string }[]; timeoutMs: number };
  now: () => Date;
  reports: {
    repository: ReportsRepository;
    /** Queues a report (answers at once with the job's id). */
    queue: () => Promise<string | null>;
    recipients: string[];
    schedule: { cron: string; timezone: string };
  };
}) {
  const dashboard = createAdminDashboard({
    accounts: deps.accounts,
    subscriptionOf: (account) => deps.currentUser.ofWithAvailability(account),
    figures: deps.figures,
    health: { ...deps.health, askReadiness: (url) => askReadiness(url, deps.health.timeoutMs) },
    reports: deps.reports,
    now: deps.now,
  });
  const router = new Router({ prefix: '/api/admin' });

  router.get('/stats', async (ctx) => {
    const { range } = parseWith(adminStatsQuerySchema, ctx.query);
    ctx.body = await dashboard.stats(range);
  });

  router.get('/story-analytics', async (ctx) => {
    const { range } = parseWith(adminStatsQuerySchema, ctx.query);
    ctx.body = await dashboard.storyAnalytics(range);
  });

  router.get('/users', async (ctx) => {
    const { limit } = parseWith(adminUsersQuerySchema, ctx.query);
    ctx.body = await dashboard.newestUsers(limit);
  });

  router.get('/health', async (ctx) => {
    ctx.body = await dashboard.health();
  });

  // Weekly report: queued on the gateway's job queue (the same one the Monday schedule uses), answered at once.
  router.post('/generate-weekly-report', async (ctx) => {
    const jobId = await deps.reports.queue();
    ctx.status = 202;
    ctx.body = { message: REPORT_STARTED_MESSAGE, jobId, recipients: deps.reports.recipients } satisfies GenerateWeeklyReportResponse;
  });

  router.get('/reports', async (ctx) => {
    ctx.body = await dashboard.reportList();
  });

  router.get('/reports/:id', async (ctx) => {
    const id = parseWith(reportIdParamSchema, ctx.params.id);
    ctx.body = { report: await dashboard.report(id) } satisfies WeeklyReportResponse;
  });

  return router;
}
