import path from 'node:path';
import Koa from 'koa';
import Router from '@koa/router';
import session from 'koa-session';
import { randomBytes } from 'node:crypto';
import { errorEnvelope, remoteOriginsOf, requestContext, securityHeaders, settleUnreadBody, type Logger } from '@bedtime/service-kit';
import { upstreamServices } from '@bedtime/platform';
import type { GatewayConfig } from './config';
import type { GatewayDatabase } from './data/database';
import { createAccounts } from './domain/accounts';
import { createAccountDeletion, type UserDataEraser } from './domain/account-deletion';
import { createLoginBackoff } from './domain/login-backoff';
import { createAccountsRepository } from './data/accounts-repository';
import { createAccountDeletionsRepository } from './data/account-deletions-repository';
import { createRateLimitsRepository } from './data/rate-limits-repository';
import { createSessionsRepository } from './data/sessions-repository';
import { createIdentityCache } from './data/identity-cache';
import { withIdentityCache } from './data/cached-accounts-repository';
import { createServiceEraser } from './providers/user-data-eraser';
import { readinessRoutes } from './http/readiness';
import { isAdminEmail, type SubscriptionSource } from './domain/entitlements';
import { createBillingSubscriptionSource } from './providers/billing-client';
import { createRateLimiter } from './domain/rate-limiter';
import { createBillingGiftCodes, type GiftCodes } from './providers/billing-client';
import type { Mailer } from './providers/mailer';
import { createCurrentUser } from './http/current-user';
import { identityRoutes } from './http/identity-routes';
import { apiProxy } from './http/proxy';
import { bodyRateGuard } from './http/body-rate-guard';
import { createRouteTable, routesWith } from './http/route-table';
import { createCookieKeys } from './http/cookie-keys';
import { createSessionStore, SESSION_COOKIE, SESSION_MAX_AGE_MS } from './http/session-store';
import { staticFiles } from './http/static-files';
import { REMOTE_FOLDERS, remoteManifest } from './http/remote-manifest';
import { devOutboxRoutes } from './http/dev-outbox';
import { resolveClientAddress } from './http/client-address';
import { internalRoutes } from './http/internal-routes';
import { adminRoutes } from './http/admin-routes';
import { createServiceFigures } from './providers/service-figures';
import { createStoryPreviews } from './http/story-preview';
import { publicUrlWatch } from './http/public-url-check';
import { createReportsRepository } from './data/reports-repository';
import { createWeeklyReports } from './domain/weekly-report';
import { createWeeklyReportJob } from './jobs/weekly-report-job';
import { observeRequests } from './http/observability';
import { giftRedeemLimit } from './http/gift-redeem-limit';
import { webApp } from './http/web-app';

export { SESSION_COOKIE };

/** The development outbox exists only where mail is not really sent and this is not production. */
export const outboxIsOpen = (config: Pick<GatewayConfig, 'SMTP_URL' | 'NODE_ENV'>) => !config.SMTP_URL && config.NODE_ENV !== 'production';

export interface GatewayDeps {
  config: GatewayConfig;
  database: GatewayDatabase;
  logger: Logger;
  mailer: Mailer;
  /** Where subscriptions come from; billing's internal API unless given. */
  subscriptions?: SubscriptionSource & { invalidate?: (userId: string) => void };
  /** How services are asked to erase a deleted account's data (default: their internal endpoint). */
  eraser?: UserDataEraser;
  /** Billing's gift codes (sign-up's promo code); billing's internal API unless given. */
  giftCodes?: GiftCodes;
  now?: () => Date;
}

export function createApp({ config, database, logger, mailer, subscriptions: givenSubscriptions, eraser, giftCodes, now }: GatewayDeps) {
  const subscriptions =
    givenSubscriptions ?? createBillingSubscriptionSource({ billingUrl: config.SERVICE_URLS.billing, identitySecret: config.IDENTITY_SECRET, logger });
  const app = new Koa({ proxy: false });
  app.keys = createCookieKeys(config.SESSION_KEYS);
  app.silent = true;
  observeRequests(app, { extraServices: config.EXTRA_SERVICES, pool: database.pool });

  const identityCache = createIdentityCache({ ttlMs: config.SESSION_CACHE_MS, now: now ?? (() => new Date()), notices: database.notices });
  const accountsRepository = withIdentityCache(createAccountsRepository(database), identityCache);
  const rateLimits = createRateLimitsRepository(database);
  const accounts = createAccounts({
    accounts: accountsRepository,
    mailer,
    publicUrl: config.PUBLIC_URL,
    now,
    onMailFailure: (error) => logger.warn({ err: error }, 'verification email could not be sent at sign-up'),
    onBackgroundFailure: (error, what) => logger.error({ err: error, what }, 'work after the answer failed'),
  });
  const rateLimiter = createRateLimiter(rateLimits, config.RATE_LIMIT_WINDOW_SECONDS, now);
  const loginBackoff = createLoginBackoff(
    rateLimits,
    {
      freeAttempts: config.RATE_LIMIT_PER_EMAIL,
      firstWaitSeconds: config.LOGIN_BACKOFF_SECONDS,
      maxWaitSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      forgetAfterSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    },
    now,
  );
  const upstreams = [...upstreamServices(), ...config.EXTRA_SERVICES];
  const accountDeletion = createAccountDeletion({
    accounts: accountsRepository,
    deletions: createAccountDeletionsRepository(database),
    services: upstreams.map((service) => service.name),
    eraser: eraser ?? createServiceEraser({ serviceUrls: config.SERVICE_URLS, identitySecret: config.IDENTITY_SECRET }),
    now,
    onFailure: ({ service, reason }) => logger.warn({ service, reason }, 'account data erasure failed; it stays pending'),
  });
  const currentUser = createCurrentUser({ accounts, subscriptions, adminDomains: config.ADMIN_EMAIL_DOMAINS, now });
  const sessionStore = createSessionStore(createSessionsRepository(database), undefined, identityCache);

  app.use(resolveClientAddress(config.TRUST_PROXY));
  app.use(requestContext(logger));
  app.use(publicUrlWatch({ publicUrl: config.PUBLIC_URL, logger }));
  app.use(securityHeaders({ remoteOrigins: remoteOriginsOf(config.REMOTE_URLS), stripe: Boolean(config.STRIPE_PUBLISHABLE_KEY) }));
  app.use(settleUnreadBody());
  app.use(errorEnvelope());
  app.use(bodyRateGuard({ graceMs: config.BODY_GRACE_MS, minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND }));
  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: SESSION_MAX_AGE_MS,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.COOKIE_SECURE,
        signed: true,
        rolling: false,
        renew: false,
        store: sessionStore,
        genid: () => randomBytes(32).toString('base64url'),
      },
      app,
    ),
  );

  app.use(
    readinessRoutes({
      database: () => database.ping(),
      upstreams: upstreams.map((service) => ({ name: service.name, url: new URL(service.health, config.SERVICE_URLS[service.name]).toString() })),
    }).routes(),
  );
  const system = new Router();
  system.get('/runtime/remotes.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { remotes: remoteManifest(config.REMOTE_URLS) };
  });
  app.use(system.routes());
  app.use(
    internalRoutes({ accounts, identitySecret: config.IDENTITY_SECRET, onEntitlementChanged: (userId) => subscriptions.invalidate?.(userId), mailer }).routes(),
  );
  if (outboxIsOpen(config)) app.use(devOutboxRoutes(config.OUTBOX_DIR, { hostnames: [new URL(config.PUBLIC_URL).hostname] }).routes());

  app.use(giftRedeemLimit({ rateLimiter, perIp: config.RATE_LIMIT_PER_IP, perUser: config.RATE_LIMIT_PER_EMAIL }));
  app.use(
    apiProxy({
      targets: config.SERVICE_REPLICAS,
      routes: createRouteTable(routesWith(config.EXTRA_SERVICES)),
      identitySecret: config.IDENTITY_SECRET,
      currentUser,
      timeoutMs: config.PROXY_TIMEOUT_MS,
      bodyLimitBytes: config.PROXY_BODY_LIMIT_BYTES,
      requestsPerClient: config.PROXY_REQUESTS_PER_CLIENT,
      allowedOrigins: [new URL(config.PUBLIC_URL).origin],
      isAdminDomain: (email) => isAdminEmail(email, config.ADMIN_EMAIL_DOMAINS),
    }),
  );
  const figures = createServiceFigures({
    serviceUrls: config.SERVICE_URLS,
    identitySecret: config.IDENTITY_SECRET,
    timeoutMs: config.ADMIN_SERVICE_TIMEOUT_MS,
    logger,
  });
  const reportsRepository = createReportsRepository(database);
  const weeklyReports = createWeeklyReports({
    figures,
    reports: reportsRepository,
    mailer,
    recipients: config.ADMIN_REPORT_RECIPIENTS,
    prices: {
      aiCallCents: {
        'story-text': config.ADMIN_COST_STORY_TEXT_CENTS,
        moderation: config.ADMIN_COST_MODERATION_CENTS,
        image: config.ADMIN_COST_IMAGE_CENTS,
        speech: config.ADMIN_COST_SPEECH_CENTS,
        'merchandise-copy': config.ADMIN_COST_MERCHANDISE_COPY_CENTS,
      },
      storageCentsPerGbMonth: config.ADMIN_COST_STORAGE_CENTS_PER_GB_MONTH,
      serverMonthlyCents: config.ADMIN_COST_SERVER_MONTHLY_CENTS,
    },
    now: now ?? (() => new Date()),
  });
  const weeklyReportJob = createWeeklyReportJob({
    databaseUrl: config.DATABASE_URL,
    cron: config.ADMIN_REPORT_CRON,
    timezone: config.ADMIN_REPORT_TIMEZONE,
    reports: weeklyReports,
    logger,
  });
  app.use(
    adminRoutes({
      accounts: accountsRepository,
      currentUser,
      figures,
      reports: {
        repository: reportsRepository,
        queue: () => weeklyReportJob.send(),
        recipients: config.ADMIN_REPORT_RECIPIENTS,
        schedule: { cron: config.ADMIN_REPORT_CRON, timezone: config.ADMIN_REPORT_TIMEZONE },
      },
      health: {
        database: () => database.ping(),
        upstreams: upstreams.map((service) => ({ name: service.name, url: new URL(service.health, config.SERVICE_URLS[service.name]).toString() })),
        timeoutMs: config.ADMIN_SERVICE_TIMEOUT_MS,
      },
      now: now ?? (() => new Date()),
    }).routes(),
  );
  app.use(
    identityRoutes({
      accounts,
      rateLimiter,
      loginBackoff,
      accountDeletion,
      currentUser,
      limits: { perIp: config.RATE_LIMIT_PER_IP, perEmail: config.RATE_LIMIT_PER_EMAIL },
      giftCodes: giftCodes ?? createBillingGiftCodes({ billingUrl: config.SERVICE_URLS.billing, identitySecret: config.IDENTITY_SECRET }),
    }).routes(),
  );

  const previews = createStoryPreviews({
    storyServiceUrl: config.SERVICE_URLS.story,
    identitySecret: config.IDENTITY_SECRET,
    publicUrl: config.PUBLIC_URL,
    logger,
  });
  const files = staticFiles([
    { prefix: '/', dir: path.join(config.STATIC_ROOT, 'shell/dist') },
    ...REMOTE_FOLDERS.map((folder) => ({ prefix: `/remotes/${folder}/`, dir: path.join(config.STATIC_ROOT, folder, 'dist') })),
  ]);
  app.use(webApp({ files, previews }));

  return { app, accounts, sessionStore, rateLimiter, accountDeletion, identityCache, weeklyReports, weeklyReportJob };
}
