// @ts-check
/**
 * The platform registry: every service and every micro-frontend of the product, declared once.
 *
 * This file is plain data in plain JavaScript so that scripts running before `npm install` (setup.mjs)
 * can read it with Node alone; TypeScript code reads it through `src/index.ts`, which gives it types
 * and the helpers built on it. `checkJs` holds these entries to the types in `types.ts`.
 *
 * Adding a service or a remote is one entry here plus its folder (docs/adding-a-service.md,
 * docs/adding-a-remote.md); the tests in packages/platform/test check that the rest of the repository
 * (route table, docker-compose.yml, deploy/postgres-init.sql, workspaces) agrees with it.
 */

/**
 * Services, in start order: the edge (the gateway) is started last because it proxies to the others.
 * `env` names the variables the service needs from its surroundings and where the stack takes each from;
 * PORT and DATABASE_URL are given to every service and not listed.
 */
export const SERVICES = /** @type {const} */ ([
  {
    name: 'story',
    role: 'service',
    folder: 'services/story',
    entry: 'services/story/src/main.ts',
    port: 4001,
    database: 'story',
    health: '/health/ready',
    // The community is registered after this service: the stack gives every service its port before starting any.
    env: { IDENTITY_SECRET: 'secret', BLOB_DIR: 'data:blobs', COMMUNITY_SERVICE_URL: 'service:community', BILLING_SERVICE_URL: 'service:billing' },
  },
  {
    name: 'billing',
    role: 'service',
    folder: 'services/billing',
    entry: 'services/billing/src/main.ts',
    port: 4002,
    database: 'billing',
    health: '/health/ready',
    // The story service renders the print-ready files of printed-book orders.
    env: { IDENTITY_SECRET: 'secret', GATEWAY_INTERNAL_URL: 'gateway-url', PUBLIC_URL: 'public-url', STORY_SERVICE_URL: 'service:story' },
  },
  {
    name: 'community',
    role: 'service',
    folder: 'services/community',
    entry: 'services/community/src/main.ts',
    port: 4003,
    database: 'community',
    health: '/health/ready',
    // Owners, titles and text come from the story service; author names from the gateway's directory.
    env: { IDENTITY_SECRET: 'secret', GATEWAY_INTERNAL_URL: 'gateway-url', STORY_SERVICE_URL: 'service:story' },
  },
  {
    name: 'gateway',
    role: 'edge',
    folder: 'services/gateway',
    entry: 'services/gateway/src/main.ts',
    port: 3000,
    database: 'gateway',
    health: '/health/ready',
    env: { IDENTITY_SECRET: 'secret', SESSION_KEYS: 'secret', OUTBOX_DIR: 'data:outbox', STATIC_ROOT: 'repo-root', PUBLIC_URL: 'public-url' },
  },
]);

/**
 * Micro-frontends. Each page is exposed as `./<page>` from `src/pages/<kebab-case page>.tsx` in the
 * remote's folder and mounted by the shell at `path` with its guard: `public`, `user` (signed in) or
 * `admin`; `entitlement` additionally needs a trial or a subscription that counts. A remote whose folder
 * does not exist yet still has its routes in the shell, which shows the "couldn't be loaded" fallback.
 */
export const REMOTES = /** @type {const} */ ([
  {
    name: 'mf_stories',
    folder: 'mf-stories',
    workspace: '@bedtime/mf-stories',
    devPort: 3101,
    pages: [
      { page: 'CreateStoryPage', path: '/', title: 'Create Story', access: 'user', entitlement: true },
      { page: 'LibraryPage', path: 'stories', title: 'My Stories', access: 'user', offline: true },
      { page: 'StoryPage', path: 'story/:id', title: 'the story page', access: 'public', offline: true },
      { page: 'ChildrenPage', path: 'children', title: 'Your children', access: 'user' },
    ],
  },
  {
    name: 'mf_commerce',
    folder: 'mf-commerce',
    workspace: '@bedtime/mf-commerce',
    devPort: 3102,
    pages: [
      { page: 'MarketplacePage', path: 'marketplace', title: 'the Marketplace', access: 'user' },
      // The marketplace's checkout, whichever payments engine runs (the Buy Now redirect lands here).
      { page: 'MarketplaceCheckoutPage', path: 'marketplace/checkout/:orderId', title: 'Checkout', access: 'user' },
      { page: 'SubscribePage', path: 'subscribe', title: 'Subscription', access: 'public' },
      { page: 'GiftSubscriptionPage', path: 'gift-subscription', title: 'Gift a Subscription', access: 'user', carryGiftParams: true },
      // Where a gift payment that needed a redirect (some Stripe payment methods) comes back to.
      { page: 'GiftConfirmationPage', path: 'gift-confirmation', title: 'Gift confirmation', access: 'user' },
      // Our own customer portal, used when Stripe's hosted portal is not configured.
      { page: 'BillingPortalPage', path: 'billing', title: 'Billing', access: 'user' },
    ],
    // The printed-book order dialog (on the story page, mf-stories) and the user's print orders (on the profile, the shell).
    widgets: [
      { widget: 'print-book', module: 'PrintBookWidget', title: 'the printed book order' },
      { widget: 'print-orders', module: 'PrintOrdersWidget', title: 'your printed books' },
    ],
  },
  {
    name: 'mf_community',
    folder: 'mf-community',
    workspace: '@bedtime/mf-community',
    devPort: 3103,
    pages: [{ page: 'CommunityPage', path: 'community', title: 'Community Stories', access: 'public' }],
  },
  {
    name: 'mf_admin',
    folder: 'mf-admin',
    workspace: '@bedtime/mf-admin',
    devPort: 3104,
    pages: [
      { page: 'AdminDashboardPage', path: 'admin', title: 'the Admin dashboard', access: 'admin' },
      { page: 'AdminReportsPage', path: 'admin/reports', title: 'Admin reports', access: 'admin' },
      { page: 'AdminMerchandisePage', path: 'admin/merchandise', title: 'Admin merchandise', access: 'admin' },
    ],
  },
]);

/**
 * Modules every federated build shares as singletons, so the shell's one React, router, query client,
 * session, toasts and antd theme serve every remote. Each build takes the required versions from its
 * own dependencies (see `federationShared` in index.ts).
 */
export const FEDERATION_SINGLETONS = /** @type {const} */ (['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'antd', '@bedtime/web-kit']);

/** @satisfies {readonly import('./types').ServiceEntry[]} */
const _servicesCheck = SERVICES;
/** @satisfies {readonly import('./types').RemoteEntry[]} */
const _remotesCheck = REMOTES;
