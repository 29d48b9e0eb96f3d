import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { z } from 'zod';
import { directoryUsersRequestSchema } from '@bedtime/contracts';
import { BODY_LIMIT, gatewayIdentity, NotFoundError, parseWith, requireInternalCaller } from '@bedtime/service-kit';
import type { Accounts } from '../domain/accounts';

/**
 * The user directory for services (display names, the nickname stories are written for). Only callers
 * holding a service-signed identity get in; nothing under /internal is reachable through /api.
 */
export function internalRoutes({ accounts, identitySecret }: { accounts: Accounts; identitySecret: string }) {
  const router = new Router({ prefix: '/internal' });
  router.use(gatewayIdentity(identitySecret));
  router.get('/users/:id', async (ctx) => {
    requireInternalCaller(ctx);
    const { id } = parseWith(z.object({ id: z.string().min(1).max(64) }), ctx.params);
    const account = await accounts.findById(id);
    if (!account) throw new NotFoundError('No such user.');
    ctx.body = { user: { id: account.id, firstName: account.firstName, lastName: account.lastName, nickname: account.nickname } };
  });
  // Names for many users in one call (the community's author names): unknown ids are left out.
  router.post(
    '/users/lookup',
    bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, encoding: 'utf-8', onError: (error) => { throw error; } }),
    async (ctx) => {
      requireInternalCaller(ctx);
      const { ids } = parseWith(directoryUsersRequestSchema, ctx.request.body ?? {});
      const found = await accounts.findByIds([...new Set(ids)]);
      ctx.body = { users: found.map((account) => ({ id: account.id, firstName: account.firstName, lastName: account.lastName, nickname: account.nickname })) };
    },
  );
  return router;
}
