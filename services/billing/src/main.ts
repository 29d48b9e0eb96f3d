import { createLogger } from '@bedtime/service-kit';
import { loadBillingConfig } from './config';
import { createApp } from './app';
import { BILLING_MIGRATIONS, createBillingDatabase } from './data/database';
import { startRenewalJob, type RenewalJob } from './jobs/renewal-job';
import { isLocal } from './domain/subscriptions';

const config = loadBillingConfig();
const logger = createLogger({ name: 'billing', level: config.LOG_LEVEL });
const database = createBillingDatabase(config.DATABASE_URL);
await database.migrate(BILLING_MIGRATIONS);
const app = createApp({ config, database, logger });
logger.info({ engine: app.engine.name }, app.engine.name === 'local' ? 'payments: local engine (test mode)' : 'payments: Stripe');
let renewals: RenewalJob | null = null;
if (isLocal(app.engine)) renewals = await startRenewalJob({ databaseUrl: config.DATABASE_URL, cron: config.RENEWAL_CRON, engine: app.engine, logger });
const server = app.listen(config.PORT, config.HOST, () => logger.info({ port: config.PORT }, 'billing service listening'));

async function shutdown(signal: string) {
  logger.info({ signal }, 'billing service stopping');
  server.close();
  server.closeAllConnections();
  await renewals?.stop().catch((error: unknown) => logger.warn({ err: error }, 'renewal job did not stop cleanly'));
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
