import PgBoss from 'pg-boss';
import { countJob, retryWhenDeadlocked, watchQueue, type Logger } from '@bedtime/service-kit';
import type { TaskRunner } from './task-runner';

export const TASK_QUEUE = 'billing-tasks';

/**
 * Each replica drains the task table right after its own commits; this schedule (pg-boss, every minute,
 * one pass at a time across replicas) picks up retries that have come due and work a stopped replica left.
 */
export async function startTaskJob(options: { databaseUrl: string; tasks: TaskRunner; logger: Logger }) {
  let unwatch = () => {};
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'pgboss', application_name: 'billing-tasks' });
  boss.on('error', (error: unknown) => options.logger.warn({ err: error }, 'billing task queue error'));
  await boss.start();
  await retryWhenDeadlocked(() => boss.createQueue(TASK_QUEUE, { name: TASK_QUEUE, policy: 'singleton' }));
  unwatch = watchQueue(TASK_QUEUE, () => boss.getQueueSize(TASK_QUEUE));
  await boss.schedule(TASK_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(TASK_QUEUE, { pollingIntervalSeconds: 10 }, () =>
    countJob(TASK_QUEUE, async () => {
      const done = await options.tasks.drain();
      if (done > 0) options.logger.info({ done }, 'billing tasks run');
    }),
  );
  return {
    async stop() {
      unwatch();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
