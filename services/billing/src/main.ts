import { createLogger, runService, startTracingFromConfig } from '@bedtime/service-kit';
import { loadBillingConfig } from './config';
import { createApp } from './app';
import { BILLING_MIGRATIONS, createBillingDatabase } from './data/database';
import { isLocal } from './domain/subscriptions';
import { startRenewalJob } from './jobs/renewal-job';
import { startPrintStatusJob } from './jobs/print-status-job';
import { startTaskJob } from './jobs/task-job';

const config = loadBillingConfig();
const logger = createLogger({ name: 'billing', level: config.LOG_LEVEL });
// Before the app is built: it mounts its request spans only when tracing is on.
const tracing = startTracingFromConfig(config, 'billing');
const database = createBillingDatabase(config.DATABASE_URL);
await database.migrate(BILLING_MIGRATIONS);
const app = createApp({ config, database, logger });
// Stripe renews its own subscriptions; the local engine's renewals run from a schedule in the billing database.
const renewals = isLocal(app.engine)
  ? await startRenewalJob({ databaseUrl: config.DATABASE_URL, cron: config.RENEWAL_CRON, engine: app.engine, logger })
  : null;
// Printed books move on for either print shop: the local one's production, Lulu's reported status.
const printStatus = await startPrintStatusJob({
  databaseUrl: config.DATABASE_URL,
  cron: config.PRINT_STATUS_CRON,
  printFulfilment: app.printFulfilment,
  logger,
});
// Work left after a webhook's answer or an order's failure (refunds, emails, the gateway's notices), retried until done.
const taskJob = await startTaskJob({ databaseUrl: config.DATABASE_URL, tasks: app.tasks, logger });

await runService({
  name: 'billing service',
  app,
  port: config.PORT,
  host: config.HOST,
  listenFd: config.LISTEN_FD,
  logger,
  describe: { payments: app.engine.name === 'local' ? 'local engine (test mode)' : 'Stripe', printing: config.LULU_CLIENT_KEY ? 'Lulu' : 'local print shop' },
  onStop: async () => {
    await renewals?.stop().catch((error: unknown) => logger.warn({ err: error }, 'renewal job did not stop cleanly'));
    await printStatus.stop().catch((error: unknown) => logger.warn({ err: error }, 'print status job did not stop cleanly'));
    await taskJob.stop().catch((error: unknown) => logger.warn({ err: error }, 'task job did not stop cleanly'));
    await app.tasks.idle();
    await database.close();
    await tracing?.shutdown();
  },
});
