import type { Story } from '@bedtime/contracts';

export { displayTitle } from '../../story/lib/story-labels';

export const CARD_INTERESTS = 2;
export const BOOKS_PER_SHELF = 6;
export const BOOK_OPEN_DELAY_MS = 800;
export const LOADING_CARDS = 6;

/** The first two interests, and how many more there are ('+N more' when N > 0). */
export function interestsSummary(interests: readonly string[]): { shown: string[]; more: number } {
  return { shown: interests.slice(0, CARD_INTERESTS), more: Math.max(0, interests.length - CARD_INTERESTS) };
}

/** The card's reading time; the minutes come with the story's summary (words / 200, rounded up). */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

export function resultCountText(count: number): string {
  return `Found ${count} ${count === 1 ? 'story' : 'stories'} matching your search`;
}

/** What a book's spine says: the title, or 'Story for {gender}' when the story has none. */
export function spineTitle(story: Pick<Story, 'title' | 'gender'>): string {
  return story.title?.trim() || `Story for ${story.gender}`;
}

export function shelfCount(total: number): number {
  return Math.max(1, Math.ceil(total / BOOKS_PER_SHELF));
}

/** The books on shelf page `page` (0-based); a page past the end shows the last page. */
export function shelfPage<T>(items: readonly T[], page: number): { books: T[]; page: number; pages: number } {
  const pages = shelfCount(items.length);
  const current = Math.min(Math.max(0, page), pages - 1);
  return { books: items.slice(current * BOOKS_PER_SHELF, (current + 1) * BOOKS_PER_SHELF), page: current, pages };
}

export interface SearchFilters {
  query: string;
  age: string;
  style: string;
}

export const EMPTY_FILTERS: SearchFilters = { query: '', age: '', style: '' };

export function hasFilters(filters: SearchFilters): boolean {
  return filters.query.trim() !== '' || filters.age !== '' || filters.style !== '';
}

/** GET /api/stories/search with the filled-in filters only (and the picked child, when there is one). */
export function searchUrl(filters: SearchFilters, childId?: string | null): string {
  const params = new URLSearchParams();
  if (childId) params.set('childId', childId);
  if (filters.query.trim()) params.set('query', filters.query.trim());
  if (filters.age) params.set('age', filters.age);
  if (filters.style) params.set('style', filters.style);
  return `/api/stories/search?${params.toString()}`;
}

export function onlyFavorites<T extends { id: string }>(stories: readonly T[], favoriteIds: readonly string[]): T[] {
  const favorites = new Set(favoriteIds);
  return stories.filter((story) => favorites.has(story.id));
}
