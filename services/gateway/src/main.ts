import { createLogger } from '@bedtime/service-kit';
import { loadGatewayConfig } from './config';
import { createApp } from './app';
import { createGatewayDatabase, GATEWAY_MIGRATIONS } from './data/database';
import { createOutboxMailer, createSmtpMailer } from './providers/mailer';

const config = loadGatewayConfig();
const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
const database = createGatewayDatabase(config.DATABASE_URL);
await database.migrate(GATEWAY_MIGRATIONS);
const mailer = config.SMTP_URL
  ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
  : createOutboxMailer({ dir: config.OUTBOX_DIR, from: config.MAIL_FROM });
const { app, sessionStore, rateLimiter } = createApp({ config, database, logger, mailer });

const server = app.listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT, mail: config.SMTP_URL ? 'smtp' : config.OUTBOX_DIR }, 'gateway listening');
});
// Long story generations stream for a while; keep sockets open longer than the proxy timeout.
server.requestTimeout = 0;
server.headersTimeout = 65_000;

const housekeeping = setInterval(() => {
  void sessionStore.pruneExpired().catch((error) => logger.warn({ err: error }, 'session prune failed'));
  void rateLimiter.prune().catch((error) => logger.warn({ err: error }, 'rate-limit prune failed'));
}, 10 * 60 * 1000);
housekeeping.unref();

async function shutdown(signal: string) {
  logger.info({ signal }, 'gateway stopping');
  clearInterval(housekeeping);
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
