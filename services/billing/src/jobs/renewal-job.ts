import PgBoss from 'pg-boss';
import { countJob, retryWhenDeadlocked, watchQueue, type Logger } from '@bedtime/service-kit';
import type { LocalCardPayments } from '../providers/payments/types';

export const RENEWAL_QUEUE = 'billing-renewals';

/**
 * The local engine's monthly renewals, on pg-boss in the billing database: the cron schedule lives in
 * Postgres, so with several billing replicas exactly one runs each tick (and the engine locks each
 * subscription it charges). Stripe renews its own subscriptions, so this only runs for the local engine.
 */
export async function startRenewalJob(options: { databaseUrl: string; cron: string; engine: LocalCardPayments; logger: Logger }) {
  let unwatch = () => {};
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'pgboss', application_name: 'billing-renewals' });
  // pg-boss reconnects by itself (a database restart, or the embedded server stopping first at Ctrl-C).
  boss.on('error', (error: unknown) => options.logger.warn({ err: error }, 'renewal job queue error'));
  await boss.start();
  await retryWhenDeadlocked(() => boss.createQueue(RENEWAL_QUEUE, { name: RENEWAL_QUEUE, policy: 'singleton' }));
  unwatch = watchQueue(RENEWAL_QUEUE, () => boss.getQueueSize(RENEWAL_QUEUE));
  await boss.schedule(RENEWAL_QUEUE, options.cron, {}, { tz: 'UTC' });
  // The schedule fires every few minutes at most; polling more often than this only loads the database.
  await boss.work(RENEWAL_QUEUE, { pollingIntervalSeconds: 5 }, () =>
    countJob(RENEWAL_QUEUE, async () => {
      const result = await options.engine.runRenewals();
      options.logger.info(result, 'subscription renewals run');
    }),
  );
  return {
    boss,
    /** Runs a renewal pass now, through the queue (as the schedule would). */
    async runNow() {
      return boss.send(RENEWAL_QUEUE, {});
    },
    async stop() {
      unwatch();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
export type RenewalJob = Awaited<ReturnType<typeof startRenewalJob>>;
