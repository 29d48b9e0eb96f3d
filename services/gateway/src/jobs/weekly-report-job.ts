import PgBoss from 'pg-boss';
import { countJob, retryWhenDeadlocked, watchQueue, type Logger } from '@bedtime/service-kit';
import type { WeeklyReports } from '../domain/weekly-report';

export const WEEKLY_REPORT_QUEUE = 'admin-weekly-report';

/**
 * The weekly admin report on pg-boss in the gateway database: the cron schedule is stored in Postgres
 * (one row per queue name), so with several gateway replicas exactly one runs each tick. "Generate now"
 * queues a job through the same queue and answers at once. Start it once per process; `send` waits for it.
 */
export function createWeeklyReportJob(options: { databaseUrl: string; cron: string; timezone: string; reports: WeeklyReports; logger: Logger }) {
  let unwatch = () => {};
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'pgboss', application_name: 'gateway-reports' });
  // pg-boss reconnects by itself (a database restart, or the embedded server stopping first at Ctrl-C).
  boss.on('error', (error: unknown) => options.logger.warn({ err: error }, 'weekly report queue error'));
  let started: Promise<void> | null = null;
  const start = () =>
    (started ??= (async () => {
      await boss.start();
      await retryWhenDeadlocked(() => boss.createQueue(WEEKLY_REPORT_QUEUE, { name: WEEKLY_REPORT_QUEUE, policy: 'standard', retryLimit: 2, retryDelay: 60 }));
      unwatch = watchQueue(WEEKLY_REPORT_QUEUE, () => boss.getQueueSize(WEEKLY_REPORT_QUEUE));
      await boss.schedule(WEEKLY_REPORT_QUEUE, options.cron, {}, { tz: options.timezone });
      await boss.work(WEEKLY_REPORT_QUEUE, { pollingIntervalSeconds: 2 }, () =>
        countJob(WEEKLY_REPORT_QUEUE, async () => {
          const report = await options.reports.generate();
          options.logger.info({ reportId: report.id, weekStart: report.weekStart, recipients: report.recipients.length }, 'weekly report generated and sent');
        }),
      );
    })().catch((error: unknown) => {
      started = null;
      throw error;
    }));
  return {
    boss,
    start,
    /** Queues a report now (as the schedule would); the job id. */
    async send(): Promise<string | null> {
      await start();
      return boss.send(WEEKLY_REPORT_QUEUE, {});
    },
    async stop() {
      unwatch();
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
