import Router from '@koa/router';
import { z } from 'zod';
import {
  directoryUsersRequestSchema,
  internalMailRequestSchema,
  type DirectoryUser,
  type DirectoryUserResponse,
  type DirectoryUsersResponse,
} from '@bedtime/contracts';
import { gatewayIdentity, jsonBodyParser, NotFoundError, parseWith, requireInternalCaller } from '@bedtime/service-kit';
import type { Account, Accounts } from '../domain/accounts';
import type { Mailer } from '../providers/mailer';

/**
 * The user directory for services (display names, and the nickname that labels a family's library). Only callers
 * holding a service-signed identity get in; nothing under /internal is reachable through /api.
 */
export function internalRoutes({
  accounts,
  identitySecret,
  onEntitlementChanged,
  mailer,
}: {
  accounts: Accounts;
  identitySecret: string;
  /** Billing reports that a user's subscription changed (the cached entitlement is dropped). */
  onEntitlementChanged?: (userId: string) => void;
  /** Services without a mailer of their own (billing's gift emails) send through this one. */
  mailer?: Mailer;
}) {
  const router = new Router({ prefix: '/internal' });
  router.use(gatewayIdentity(identitySecret));
  router.get('/users/:id', async (ctx) => {
    requireInternalCaller(ctx);
    const { id } = parseWith(z.object({ id: z.string().min(1).max(64) }), ctx.params);
    const account = await accounts.findById(id);
    if (!account) throw new NotFoundError('No such user.');
    ctx.body = { user: directoryEntry(account) } satisfies DirectoryUserResponse;
  });
  router.post('/entitlements/:userId/changed', (ctx) => {
    requireInternalCaller(ctx);
    const { userId } = parseWith(z.object({ userId: z.string().min(1).max(64) }), ctx.params);
    onEntitlementChanged?.(userId);
    ctx.status = 204;
  });

  // Names for many users in one call (the community's author names): unknown ids are left out.
  router.post('/users/lookup', jsonBodyParser(), async (ctx) => {
    requireInternalCaller(ctx);
    const { ids } = parseWith(directoryUsersRequestSchema, ctx.request.body ?? {});
    const found = await accounts.findByIds([...new Set(ids)]);
    ctx.body = { users: found.map(directoryEntry) } satisfies DirectoryUsersResponse;
  });
  // An email from a service (outbox in development, SMTP when configured). Its content is never logged.
  router.post('/mail', jsonBodyParser(), async (ctx) => {
    requireInternalCaller(ctx);
    const message = parseWith(internalMailRequestSchema, ctx.request.body ?? {});
    if (!mailer) throw new NotFoundError('No mailer is configured.');
    await mailer.send(message);
    ctx.status = 202;
    ctx.body = { sent: true };
  });
  return router;
}

const directoryEntry = (account: Account): DirectoryUser => ({
  id: account.id,
  firstName: account.firstName,
  lastName: account.lastName,
  nickname: account.nickname,
  displayName: account.displayName,
  emailVerified: account.emailVerifiedAt !== null,
});
