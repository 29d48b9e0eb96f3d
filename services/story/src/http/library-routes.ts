import Router from '@koa/router';
import { searchStoriesQuerySchema, storyIdParamsSchema, updateTitleRequestSchema } from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import type { StoryLibrary } from '../domain/story-library';

export function libraryRoutes({ library }: { library: StoryLibrary }) {
  const router = new Router();

  router.get('/api/stories', async (ctx) => {
    const { userId } = requireUser(ctx);
    ctx.body = { stories: await library.listStories(userId) };
  });

  // Before /api/stories/:id, which would otherwise take "search" for an id.
  router.get('/api/stories/search', async (ctx) => {
    const { userId } = requireUser(ctx);
    const search = parseWith(searchStoriesQuerySchema, ctx.query);
    ctx.body = { stories: await library.searchStories(userId, search) };
  });

  router.get('/api/stories/:id', async (ctx) => {
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = { story: await library.getStory(id, ctx.state.identity?.userId) };
  });

  router.patch('/api/stories/:id/title', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    const { title } = parseWith(updateTitleRequestSchema, ctx.request.body);
    ctx.body = { story: await library.renameStory(userId, id, title) };
  });

  return router;
}
