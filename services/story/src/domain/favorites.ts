import type { FavoritesRepository } from '../data/favorites-repository';
import { findStoryOrFail } from './story-access';
import type { StoriesRepository } from '../data/stories-repository';

/**
 * Favourites. Any story a user can read (every story, by its id) may be favourited, so a story shared with
 * a parent can be kept; the list only ever holds stories that still exist.
 */
export function createFavorites({ stories, favorites }: { stories: StoriesRepository; favorites: FavoritesRepository }) {
  return {
    listFavoriteIds: (userId: string) => favorites.listStoryIds(userId),

    async toggleFavorite(userId: string, storyId: string): Promise<{ isFavorite: boolean; favoriteIds: string[] }> {
      await findStoryOrFail(stories, storyId);
      const isFavorite = await favorites.toggle(userId, storyId);
      return { isFavorite, favoriteIds: await favorites.listStoryIds(userId) };
    },
  };
}
export type Favorites = ReturnType<typeof createFavorites>;
