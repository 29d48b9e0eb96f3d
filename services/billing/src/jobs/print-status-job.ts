import PgBoss from 'pg-boss';
import { countJob, retryWhenDeadlocked, watchQueue, type Logger } from '@bedtime/service-kit';
import type { PrintFulfilment } from '../domain/print-fulfilment';

export const PRINT_STATUS_QUEUE = 'billing-print-status';

/**
 * Printed-book orders move on a schedule kept in the billing database (pg-boss, like the renewals): the
 * local print shop's production advances one step, and every open order takes its shop's latest state.
 * A singleton queue means one pass at a time however many billing replicas run.
 */
export async function startPrintStatusJob(options: {
  databaseUrl: string;
  cron: string;
  printFulfilment: Pick<PrintFulfilment, 'refreshStatuses'>;
  logger: Logger;
}) {
  let unwatch = () => {};
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'pgboss', application_name: 'billing-print-status' });
  boss.on('error', (error: unknown) => options.logger.warn({ err: error }, 'print status queue error'));
  await boss.start();
  await retryWhenDeadlocked(() => boss.createQueue(PRINT_STATUS_QUEUE, { name: PRINT_STATUS_QUEUE, policy: 'singleton' }));
  unwatch = watchQueue(PRINT_STATUS_QUEUE, () => boss.getQueueSize(PRINT_STATUS_QUEUE));
  await boss.schedule(PRINT_STATUS_QUEUE, options.cron, {}, { tz: 'UTC' });
  await boss.work(PRINT_STATUS_QUEUE, { pollingIntervalSeconds: 5 }, () =>
    countJob(PRINT_STATUS_QUEUE, async () => {
      const result = await options.printFulfilment.refreshStatuses();
      options.logger.info(result, 'print orders refreshed');
    }),
  );
  return {
    boss,
    /** Runs a pass now, through the queue (as the schedule would). */
    runNow() {
      return boss.send(PRINT_STATUS_QUEUE, {});
    },
    async stop() {
      unwatch();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
export type PrintStatusJob = Awaited<ReturnType<typeof startPrintStatusJob>>;
