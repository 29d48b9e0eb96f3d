import Router from '@koa/router';
import { childIdParamsSchema, childInputSchema } from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import type { ChildProfiles } from '../domain/child-profiles';

/** A family's saved children: signed in, and only ever the caller's own. */
export function childrenRoutes({ profiles }: { profiles: ChildProfiles }) {
  const router = new Router();

  router.get('/api/children', async (ctx) => {
    const { userId } = requireUser(ctx);
    ctx.body = { children: await profiles.list(userId) };
  });

  router.post('/api/children', async (ctx) => {
    const { userId } = requireUser(ctx);
    const input = parseWith(childInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { child: await profiles.add(userId, input, ctx.state.log) };
  });

  router.put('/api/children/:id', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(childIdParamsSchema, ctx.params);
    const input = parseWith(childInputSchema, ctx.request.body);
    ctx.body = { child: await profiles.update(userId, id, input, ctx.state.log) };
  });

  router.delete('/api/children/:id', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(childIdParamsSchema, ctx.params);
    await profiles.remove(userId, id);
    ctx.body = { message: 'Child removed' };
  });

  return router;
}
