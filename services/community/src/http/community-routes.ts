import Router from '@koa/router';
import { communityStoriesQuerySchema, communityStoryIdParamsSchema, voteRequestSchema } from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import type { CommunityFeed } from '../domain/community-feed';
import type { Sharing } from '../domain/sharing';
import type { Voting } from '../domain/voting';

export function communityRoutes({ feed, sharing, voting }: { feed: CommunityFeed; sharing: Sharing; voting: Voting }) {
  const router = new Router();

  router.get('/api/community/stories', async (ctx) => {
    const query = parseWith(communityStoriesQuerySchema, ctx.query);
    ctx.body = await feed.newest(ctx.state.identity.userId, query, ctx.state.requestId);
  });

  router.get('/api/community/top-weekly', async (ctx) => {
    ctx.body = await feed.topWeekly(ctx.state.identity.userId, ctx.state.requestId);
  });

  router.post('/api/stories/:id/vote', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(communityStoryIdParamsSchema, ctx.params);
    const { vote } = parseWith(voteRequestSchema, ctx.request.body ?? {});
    ctx.body = await voting.vote(userId, id, vote, ctx.state.requestId);
  });

  // Not in the product rules' call list: the story page's share control reads it to show the current state.
  router.get('/api/stories/:id/share', async (ctx) => {
    requireUser(ctx);
    const { id } = parseWith(communityStoryIdParamsSchema, ctx.params);
    ctx.body = await sharing.status(id);
  });

  router.post('/api/stories/:id/share', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(communityStoryIdParamsSchema, ctx.params);
    ctx.body = await sharing.share(userId, id, ctx.state.requestId);
  });

  router.delete('/api/stories/:id/share', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(communityStoryIdParamsSchema, ctx.params);
    ctx.body = await sharing.unshare(userId, id, ctx.state.requestId);
  });

  return router;
}
