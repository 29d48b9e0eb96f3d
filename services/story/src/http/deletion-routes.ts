import Router from '@koa/router';
import { z } from 'zod';
import { storyIdParamsSchema } from '@bedtime/contracts';
import { parseWith, requireInternalCaller, requireUser } from '@bedtime/service-kit';
import type { StoryDeletion } from '../domain/story-deletion';

const userIdParamsSchema = z.object({
  userId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'Invalid user id'),
});

/** A story's owner deleting it, and the gateway's account deletion asking this service to erase a user. */
export function deletionRoutes({ deletion }: { deletion: StoryDeletion }) {
  const router = new Router();

  router.delete('/api/stories/:id', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    await deletion.deleteStory(userId, id, ctx.state.log, ctx.state.requestId);
    ctx.body = { message: 'Story deleted' };
  });

  router.delete('/internal/users/:userId/data', async (ctx) => {
    requireInternalCaller(ctx);
    const { userId } = parseWith(userIdParamsSchema, ctx.params);
    const { stories } = await deletion.eraseUser(userId, ctx.state.log);
    ctx.body = { erased: true, stories };
  });

  return router;
}
