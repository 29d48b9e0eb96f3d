import { createServiceApp, type Logger } from '@bedtime/service-kit';
import type { BillingConfig } from './config';
import type { BillingDatabase } from './data/database';
import { createBillingRepository } from './data/billing-repository';
import { createGiftRepository } from './data/gift-repository';
import { createMarketplaceRepository } from './data/marketplace-repository';
import { createMerchandiseRepository } from './data/merchandise-repository';
import { createPrintOrderRepository } from './data/print-order-repository';
import { createWebhookRepository } from './data/webhook-repository';
import { createTaskRepository } from './data/task-repository';
import { createAccountErasure } from './domain/account-erasure';
import { createSubscriptions } from './domain/subscriptions';
import { createWebhookHandler } from './domain/webhooks';
import { billingRoutes } from './http/billing-routes';
import { internalRoutes } from './http/internal-routes';
import { webhookRoutes } from './http/webhook-routes';
import { marketplaceRoutes } from './http/marketplace-routes';
import { createMarketplace } from './domain/marketplace';
import { createStoryProducts } from './domain/story-products';
import { createMerchandise } from './domain/merchandise';
import { createPaymentsEngine } from './providers/payments/create-payments-engine';
import type { PaymentsEngine } from './providers/payments/types';
import { createGatewayNotifier, type EntitlementNotifier, createGatewayClient, type GatewayClient } from './providers/gateway-client';
import { createPrintShop } from './providers/print/create-print-shop';
import type { PrintShop } from './providers/print/types';
import { createStoryFilesClient, type StoryFiles } from './providers/story-client';
import { printRoutes } from './http/print-routes';
import { createPrintOrders } from './domain/print-orders';
import { createPrintFulfilment } from './domain/print-fulfilment';
import { createGifts } from './domain/gifts';
import { giftRoutes } from './http/gift-routes';
import { createTaskRunner } from './jobs/task-runner';

export interface BillingDeps {
  config: BillingConfig;
  database: BillingDatabase;
  logger: Logger;
  /** The clock (tests move it to reach renewal dates). */
  now?: () => Date;
  notifier?: EntitlementNotifier;
  /** Where the print-ready files come from (default: the story service at STORY_SERVICE_URL). */
  storyFiles?: StoryFiles;
  printShop?: PrintShop;
  /** The gateway's mailer and user directory (gift emails); the tests record what is sent. */
  gateway?: GatewayClient;
}

export function createApp({ config, database, logger, now = () => new Date(), notifier, storyFiles, printShop, gateway }: BillingDeps) {
  const app = createServiceApp({ name: 'billing', logger, identitySecret: config.IDENTITY_SECRET, ready: () => database.ping(), pool: database.pool });
  const repository = createBillingRepository(database);
  const marketplaceRepository = createMarketplaceRepository(database);
  const entitlementNotifier =
    notifier ?? createGatewayNotifier({ gatewayInternalUrl: config.GATEWAY_INTERNAL_URL, identitySecret: config.IDENTITY_SECRET, logger });
  // The local engine delivers its events to the webhook handler (called only after both exist).
  const engine: PaymentsEngine = createPaymentsEngine({
    config,
    database,
    logger,
    now,
    deliver: async (payload, signature) => void (await webhooks.receive(payload, signature)),
  });
  // Follow-up work that talks to other systems, done after the answer (a pg-boss schedule drains what is left).
  const tasks = createTaskRunner({ repository: createTaskRepository(database), logger });
  const webhooks = createWebhookHandler({
    repository,
    events: createWebhookRepository(database),
    webhookSecret: engine.webhookSecret,
    provider: engine.name,
    notifier: entitlementNotifier,
    logger,
    tasks,
    // Print orders, gifts and the marketplace are made below; a task only runs once the app is serving.
    printPayments: { settlePaidIntent: (paymentIntentId) => printOrders.settlePaidIntent(paymentIntentId) },
    giftPayments: { settlePaidIntent: (paymentIntentId) => gifts.settlePaidIntent(paymentIntentId) },
    marketplacePayments: { settlePaidIntent: (paymentIntentId) => marketplace.settlePaidIntent(paymentIntentId) },
  });
  const subscriptions = createSubscriptions({ repository, engine, publicUrl: config.PUBLIC_URL, now });
  const gatewayClient = gateway ?? createGatewayClient({ gatewayInternalUrl: config.GATEWAY_INTERNAL_URL, identitySecret: config.IDENTITY_SECRET });

  app.use(webhookRoutes({ webhooks }).routes());
  app.use(billingRoutes({ subscriptions, engine }).routes());
  const gifts = createGifts({
    repository,
    gifts: createGiftRepository(database),
    engine,
    ensureCustomer: subscriptions.ensureCustomer,
    gateway: gatewayClient,
    notifier: entitlementNotifier,
    publicUrl: config.PUBLIC_URL,
    logger,
    now,
    recordProviderAnswer: subscriptions.recordProviderAnswer,
  });
  app.use(giftRoutes({ gifts }).routes());
  const marketplace = createMarketplace({
    marketplace: marketplaceRepository,
    repository,
    engine,
    ensureCustomer: subscriptions.ensureCustomer,
    tasks,
    logger,
    now,
  });
  app.use(marketplaceRoutes({ marketplace, merchandise: createMerchandise({ merchandise: createMerchandiseRepository(database), now }) }).routes());
  const printOrderRepository = createPrintOrderRepository(database);
  const shop = printShop ?? createPrintShop({ config, database, now });
  const printFulfilment = createPrintFulfilment({
    printOrders: printOrderRepository,
    shop,
    engine,
    tasks,
    gateway: gatewayClient,
    publicUrl: config.PUBLIC_URL,
    logger,
    now,
  });
  const printOrders = createPrintOrders({
    printOrders: printOrderRepository,
    repository,
    fulfilment: printFulfilment,
    shop,
    engine,
    storyFiles: storyFiles ?? createStoryFilesClient({ baseUrl: config.STORY_SERVICE_URL, identitySecret: config.IDENTITY_SECRET }),
    ensureCustomer: subscriptions.ensureCustomer,
    logger,
    now,
  });
  app.use(printRoutes({ printOrders, printFulfilment }).routes());
  const erasure = createAccountErasure({ repository, engine, now });
  app.use(internalRoutes({ subscriptions, erasure, repository, storyProducts: createStoryProducts({ marketplace: marketplaceRepository }), now }).routes());
  return Object.assign(app, { engine, subscriptions, printOrders, printFulfilment, tasks });
}
