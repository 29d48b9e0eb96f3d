import type Koa from 'koa';
import { UnauthenticatedError } from '@bedtime/service-kit';
import type { User } from '@bedtime/contracts';
import type { Account, Accounts } from '../domain/accounts';
import { isEntitled, toUser, type Entitlement, type SubscriptionSource } from '../domain/entitlements';

/** The signed-in caller, read from the session and composed with billing once per request. */
export function createCurrentUser(deps: { accounts: Accounts; subscriptions: SubscriptionSource; adminDomains: string[]; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  // Loaded once per request, however many middlewares ask.
  const cache = new WeakMap<Koa.Context, { user: User; entitled: Entitlement } | null>();

  async function load(ctx: Koa.Context): Promise<{ user: User; entitled: Entitlement } | null> {
    if (cache.has(ctx)) return cache.get(ctx)!;
    const userId = ctx.session?.userId;
    let result: { user: User; entitled: Entitlement } | null = null;
    if (typeof userId === 'string') {
      const account = await deps.accounts.findById(userId);
      if (account) {
        const subscription = await deps.subscriptions.subscriptionOf(account.id);
        const at = now();
        result = { user: toUser(account, subscription, deps.adminDomains, at), entitled: isEntitled(account, subscription, at) };
      }
    }
    cache.set(ctx, result);
    return result;
  }

  return {
    load,
    async require(ctx: Koa.Context): Promise<User> {
      const current = await load(ctx);
      if (!current) throw new UnauthenticatedError('Not signed in');
      return current.user;
    },
    requireId(ctx: Koa.Context): string {
      const userId = ctx.session?.userId;
      if (typeof userId !== 'string') throw new UnauthenticatedError();
      return userId;
    },
    /** The user, and whether billing could be asked (the admin list shows no status rather than a guess). */
    async ofWithAvailability(account: Account): Promise<{ user: User; billingUnavailable: boolean }> {
      const subscription = await deps.subscriptions.subscriptionOf(account.id);
      return { user: toUser(account, subscription, deps.adminDomains, now()), billingUnavailable: subscription.unavailable === true };
    },
    async of(account: Account): Promise<User> {
      return toUser(account, await deps.subscriptions.subscriptionOf(account.id), deps.adminDomains, now());
    },
  };
}
export type CurrentUser = ReturnType<typeof createCurrentUser>;
