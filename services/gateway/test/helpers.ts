import type { Agent } from 'supertest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '@bedtime/service-kit';
import { createTestService } from '@bedtime/service-kit/testing';
import { loadGatewayConfig, type GatewayConfig } from '../src/config';
import { createApp, type GatewayDeps } from '../src/app';
import { noSubscriptions } from '../src/domain/entitlements';
import { createGatewayDatabase, GATEWAY_MIGRATIONS, type GatewayDatabase } from '../src/data/database';
import { createOutboxMailer, readOutbox, type Mailer } from '../src/providers/mailer';

export interface TestGateway {
  app: ReturnType<typeof createApp>['app'];
  config: GatewayConfig;
  database: GatewayDatabase;
  outbox: () => ReturnType<typeof readOutbox>;
  clock: { now: Date; advance(ms: number): void };
  accountDeletion: ReturnType<typeof createApp>['accountDeletion'];
  identityCache: ReturnType<typeof createApp>['identityCache'];
  weeklyReportJob: ReturnType<typeof createApp>['weeklyReportJob'];
  /** Resolves once work started after earlier answers (reset emails) is done. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A gateway on its own fresh database, with a clock the test moves. Pass a subscription source to involve billing. */
export async function createTestGateway(
  env: Record<string, string> = {},
  options: {
    subscriptions?: GatewayDeps['subscriptions'];
    /** The mailer the app uses instead of the outbox (a mail queue, say). */
    mailer?: (config: GatewayConfig) => GatewayDeps['mailer'];
    wrapMailer?: (outbox: Mailer) => Mailer;
    logger?: Logger;
  } = {},
): Promise<TestGateway> {
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  let built: ReturnType<typeof createApp> | undefined;
  const gateway = await createTestService({
    name: 'gateway',
    loadConfig: loadGatewayConfig,
    createDatabase: createGatewayDatabase,
    migrations: GATEWAY_MIGRATIONS,
    dirs: ['OUTBOX_DIR'],
    logger: options.logger,
    env: {
      SESSION_KEYS: 'test-session-key-that-is-long-enough-0123456789',
      STATIC_ROOT: path.join(tmpdir(), 'no-static-build'),
      ...env,
    },
    createApp: ({ config, database, logger, dirs }) => {
      built = createApp({
        config,
        database,
        logger,
        mailer: options.mailer?.(config) ?? (options.wrapMailer ?? ((outbox) => outbox))(createOutboxMailer({ dir: dirs.OUTBOX_DIR!, from: config.MAIL_FROM })),
        now: () => clock.now,
        // Without a billing service in these tests, nobody has a subscription (billing's own tests cover the rest).
        subscriptions: options.subscriptions ?? noSubscriptions,
      });
      return built.app;
    },
  });
  const weeklyReportJob = built!.weeklyReportJob;
  const accounts = built!.accounts;
  return {
    ...gateway,
    clock,
    accountDeletion: built!.accountDeletion,
    identityCache: built!.identityCache,
    weeklyReportJob,
    outbox: () => readOutbox(gateway.dirs.OUTBOX_DIR!),
    settled: () => accounts.settled(),
    async close() {
      await accounts.settled();
      // The report queue (pg-boss) holds its own connections to the database: it goes first.
      await weeklyReportJob.stop();
      await gateway.close();
    },
  };
}

export const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: `parent-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'Correct horse battery 9',
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...overrides,
});

/** The verification link's token in the newest email sent to `email`. */
export async function verificationTokenFor(gateway: Pick<TestGateway, 'outbox'>, email: string): Promise<string> {
  const mail = (await gateway.outbox()).filter((entry) => entry.to.toLowerCase() === email.toLowerCase() && entry.text.includes('/verify-email?token='));
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification email was sent to ${email}`);
  return token;
}

/** Signs up an account in an admin domain and verifies its email, as admin rights need. */
export async function signUpAdmin(gateway: Pick<TestGateway, 'outbox'>, client: Agent, overrides: Record<string, unknown> = {}) {
  const user = newUser({ email: `ops-${Math.random().toString(36).slice(2, 10)}@bedtimestories.app`, ...overrides });
  await client.post('/api/register').send(user).expect(201);
  await client
    .post('/api/auth/verify-email')
    .send({ token: await verificationTokenFor(gateway, user.email as string) })
    .expect(200);
  return user;
}
