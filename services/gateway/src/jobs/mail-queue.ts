import PgBoss from 'pg-boss';
import { countJob, retryWhenDeadlocked, watchQueue, type Logger } from '@bedtime/service-kit';
import type { MailMessage, Mailer } from '../providers/mailer';

export const MAIL_QUEUE = 'gateway-mail';

/**
 * Emails leave from a job, never from the request that asked for them: `mailer.send` only adds the message
 * to a pg-boss queue in the gateway database (a few milliseconds, whatever the mail server does), and a
 * worker hands it to the transport (SMTP or the outbox), retrying with a growing pause when the server is
 * down or slow. So a password reset answers at once for every email, known or not, and a hanging SMTP
 * server holds a worker for its timeout, not a visitor's request. Any gateway replica may send any message.
 *
 * The queued message (a reset link's token included) waits in the database until it is sent; pg-boss
 * archives completed jobs after a minute here and deletes them after a day.
 */
export function createMailQueue(options: {
  databaseUrl: string;
  transport: Mailer;
  logger: Logger;
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}) {
  let unwatch = () => {};
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: 'pgboss',
    application_name: 'gateway-mail',
    archiveCompletedAfterSeconds: 60,
    deleteAfterDays: 1,
  });
  boss.on('error', (error: unknown) => options.logger.warn({ err: error }, 'mail queue error'));
  let started: Promise<void> | null = null;
  const start = () =>
    (started ??= (async () => {
      await boss.start();
      // 8 tries over about an hour and a half (30 s, doubling); a message still unsent then is logged and dropped.
      await retryWhenDeadlocked(() =>
        boss.createQueue(MAIL_QUEUE, {
          name: MAIL_QUEUE,
          policy: 'standard',
          retryLimit: 8,
          retryDelay: options.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: 300,
        }),
      );
      unwatch = watchQueue(MAIL_QUEUE, () => boss.getQueueSize(MAIL_QUEUE));
      await boss.work<MailMessage>(MAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, ([job]) =>
        countJob(MAIL_QUEUE, async () => {
          if (!job) return;
          try {
            await options.transport.send(job.data);
          } catch (error) {
            // Never the message itself: it may hold a reset link.
            options.logger.warn({ err: error, jobId: job.id }, 'an email could not be sent yet; it will be tried again');
            throw error;
          }
        }),
      );
    })().catch((error: unknown) => {
      started = null;
      throw error;
    }));

  const mailer: Mailer = {
    async send(message) {
      await start();
      await boss.send(MAIL_QUEUE, { to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) });
    },
  };
  return {
    mailer,
    start,
    boss,
    async stop() {
      unwatch();
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
