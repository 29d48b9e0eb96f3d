import Router from '@koa/router';
import { favoriteToggleParamsSchema, storyIdParamsSchema } from '@bedtime/contracts';
import { parseWith, requireUser } from '@bedtime/service-kit';
import type { Favorites } from '../domain/favorites';

export function favoriteRoutes({ favorites }: { favorites: Favorites }) {
  const router = new Router();

  router.get('/api/favorites', async (ctx) => {
    const { userId } = requireUser(ctx);
    ctx.body = { favoriteIds: await favorites.listFavoriteIds(userId) };
  });

  router.post('/api/stories/:id/favorite', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { id } = parseWith(storyIdParamsSchema, ctx.params);
    ctx.body = await favorites.toggleFavorite(userId, id);
  });

  // The product rules write the toggle both ways (docs/architecture.md: this one is the alias).
  router.post('/api/favorites/:storyId/toggle', async (ctx) => {
    const { userId } = requireUser(ctx);
    const { storyId } = parseWith(favoriteToggleParamsSchema, ctx.params);
    ctx.body = await favorites.toggleFavorite(userId, storyId);
  });

  return router;
}
