import { createLogger, runService, startMetricsServer, startTracingFromConfig } from '@bedtime/service-kit';
import { loadGatewayConfig } from './config';
import { createApp } from './app';
import { createGatewayDatabase, GATEWAY_MIGRATIONS } from './data/database';
import { createOutboxMailer, createSmtpMailer } from './providers/mailer';
import { publicUrlMismatch } from './http/public-url-check';
import { createMailQueue } from './jobs/mail-queue';

const config = loadGatewayConfig();
const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
// Before the app is built: it mounts its request spans only when tracing is on.
const tracing = startTracingFromConfig(config, 'gateway');
const publicUrlWarning = publicUrlMismatch(config.PUBLIC_URL, { host: config.HOST, port: config.PORT });
if (publicUrlWarning) logger.warn({ publicUrl: config.PUBLIC_URL, host: config.HOST, port: config.PORT }, publicUrlWarning);
const database = createGatewayDatabase(config.DATABASE_URL);
await database.migrate(GATEWAY_MIGRATIONS);
const transport = config.SMTP_URL
  ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs: config.SMTP_TIMEOUT_MS })
  : createOutboxMailer({ dir: config.OUTBOX_DIR, from: config.MAIL_FROM });
// Every email leaves from a job (pg-boss in the gateway database): no request waits on the mail server.
const mailQueue = createMailQueue({ databaseUrl: config.DATABASE_URL, transport, logger });
await mailQueue.start();
const { app, accounts, sessionStore, rateLimiter, accountDeletion, weeklyReportJob } = createApp({ config, database, logger, mailer: mailQueue.mailer });
// The weekly admin report's schedule and worker (pg-boss in the gateway database).
await weeklyReportJob.start();

// Account deletions a service could not confirm are asked again: once at start, then with the housekeeping.
const retryDeletions = () => accountDeletion.retryPending().catch((error) => logger.warn({ err: error }, 'account deletion retry failed'));
const firstRetry = setTimeout(() => void retryDeletions(), 5_000);
firstRetry.unref();
const housekeeping = setInterval(
  () => {
    void sessionStore.pruneExpired().catch((error) => logger.warn({ err: error }, 'session prune failed'));
    void rateLimiter.prune().catch((error) => logger.warn({ err: error }, 'rate-limit prune failed'));
    void retryDeletions();
  },
  10 * 60 * 1000,
);
housekeeping.unref();

// Internal only: its own listener (never the product's port), when a port or a handed-over socket is given.
const metrics =
  config.METRICS_PORT !== undefined || config.METRICS_LISTEN_FD !== undefined
    ? await startMetricsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST, listenFd: config.METRICS_LISTEN_FD })
    : null;
if (metrics) logger.info({ port: metrics.port, host: config.METRICS_HOST }, 'metrics listening');

await runService({
  name: 'gateway',
  app,
  port: config.PORT,
  host: config.HOST,
  listenFd: config.LISTEN_FD,
  logger,
  describe: { mail: config.SMTP_URL ? 'smtp' : config.OUTBOX_DIR, services: config.SERVICE_URLS },
  onStop: async () => {
    clearInterval(housekeeping);
    clearTimeout(firstRetry);
    // Reset emails asked for just before the stop are still queued, and the queue finishes what it holds.
    await accounts.settled();
    await weeklyReportJob.stop();
    await mailQueue.stop();
    await database.close();
    await metrics?.close();
    await tracing?.shutdown();
  },
});
