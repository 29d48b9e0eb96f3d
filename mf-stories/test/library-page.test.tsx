// @vitest-environment jsdom
// The library reads the stories kept on this device from IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Child, ChildrenResponse, FavoriteToggleResponse, FavoritesResponse, StorySummariesResponse, StorySummary } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import LibraryPage from '../src/pages/library-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow, and nothing here turns pointer events off).
const userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const summary = (id: string, title: string, childId: string | null, overrides: Partial<StorySummary> = {}): StorySummary => ({
  id,
  userId: 'user-1',
  title,
  preview: `${title} begins on a quiet evening, when the stars came out one by one...`,
  age: 6,
  gender: 'girl',
  interests: ['Animals', 'Space & Stars'],
  style: 'gentle',
  createdAt: '2026-11-20T19:00:00.000Z',
  wordCount: 620,
  readingMinutes: 4,
  isFavorite: false,
  childId,
  companions: [],
  progress: null,
  ...overrides,
});
const lantern = summary('s1', 'The Lantern Fox', 'c1');
const puddle = summary('s2', 'Pip and the Puddle', 'c2', { age: 4, gender: 'boy', style: 'funny', interests: ['Dinosaurs'] });
const child = (id: string, name: string): Child => ({
  id,
  name,
  birthMonth: '2020-03',
  age: 6,
  gender: 'girl',
  interests: ['Animals'],
  style: 'gentle',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const family: ChildrenResponse = { children: [child('c1', 'Mia'), child('c2', 'Leo')] };
const noFavorites: FavoritesResponse = { favoriteIds: [] };
const everyStory: StorySummariesResponse = { stories: [lantern, puddle], nextCursor: null };
const at = { path: 'stories', user: testUser() };

beforeEach(() => {
  // The grid shows each story's own buttons (favourite, rename); the bookshelf only spines.
  localStorage.setItem('storyLibraryView', 'Grid');
});

describe('/stories', () => {
  it("lists the stories and, when a child is picked, asks for only that child's", async () => {
    const page = renderPage(LibraryPage, {
      ...at,
      routes: {
        'GET /api/stories': (request) =>
          request.query.get('childId') === 'c2' ? ({ stories: [puddle], nextCursor: null } satisfies StorySummariesResponse) : everyStory,
        'GET /api/children': family,
        'GET /api/favorites': noFavorites,
      },
    });
    expect(await screen.findByRole('button', { name: 'The Lantern Fox' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Story Library' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Pip and the Puddle' });
    expect(within(card).getByText('Age 4')).toBeTruthy();
    expect(within(card).getByText('Pip and the Puddle begins on a quiet evening, when the stars came out one by one...')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Stories for' }));
    await userEvent.click(await screen.findByTitle('Leo'));
    await expect.poll(() => page.requests.some((request) => request.path === '/api/stories' && request.query.get('childId') === 'c2')).toBe(true);
    await expect.poll(() => screen.queryByRole('button', { name: 'The Lantern Fox' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pip and the Puddle' })).toBeTruthy();
    expect(window.location.search).toBe('?child=c2');
  });

  it('shows the saved favourites, marks another with the toggle, and shows only favourites when asked', async () => {
    let favoriteIds: string[] = ['s2'];
    const page = renderPage(LibraryPage, {
      ...at,
      routes: {
        'GET /api/stories': everyStory,
        'GET /api/children': { children: [] } satisfies ChildrenResponse,
        'GET /api/favorites': () => ({ favoriteIds }) satisfies FavoritesResponse,
        'POST /api/stories/:id/favorite': (request) => {
          const id = request.path.split('/')[3]!;
          const isFavorite = !favoriteIds.includes(id);
          favoriteIds = isFavorite ? [...favoriteIds, id] : favoriteIds.filter((saved) => saved !== id);
          return { isFavorite, favoriteIds } satisfies FavoriteToggleResponse;
        },
      },
    });
    // the favourites saved before this visit are marked
    const saved = await screen.findByRole('button', { name: 'Remove “Pip and the Puddle” from favorites' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Add “The Lantern Fox” to favorites' }));
    const removeButton = await screen.findByRole('button', { name: 'Remove “The Lantern Fox” from favorites' });
    expect(removeButton.getAttribute('aria-pressed')).toBe('true');
    expect(page.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/stories/s1/favorite']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove “Pip and the Puddle” from favorites' }));
    await screen.findByRole('button', { name: 'Add “Pip and the Puddle” to favorites' });
    await userEvent.click(screen.getByRole('switch', { name: 'Favorites Only' }));
    await expect.poll(() => screen.queryByRole('button', { name: 'Pip and the Puddle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'The Lantern Fox' })).toBeTruthy();
  });

  it('says so when a favourite cannot be saved, and leaves the story as it was', async () => {
    renderPage(LibraryPage, {
      ...at,
      routes: {
        'GET /api/stories': everyStory,
        'GET /api/children': { children: [] } satisfies ChildrenResponse,
        'GET /api/favorites': noFavorites,
        'POST /api/stories/:id/favorite': { status: 500, body: { message: 'Favourites are resting.' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add “Pip and the Puddle” to favorites' }));
    expect(await screen.findByText('Failed to update favorite')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add “Pip and the Puddle” to favorites' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("shows the server's reason and a way to try again when the library cannot load", async () => {
    let calls = 0;
    renderPage(LibraryPage, {
      ...at,
      routes: {
        'GET /api/stories': () => (++calls === 1 ? { status: 503, body: { message: 'The library is resting for a moment.' } } : everyStory),
        'GET /api/children': family,
        'GET /api/favorites': noFavorites,
      },
    });
    expect(await screen.findByText("We couldn't load your stories")).toBeTruthy();
    expect(screen.getByText('The library is resting for a moment.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'The Lantern Fox' })).toBeTruthy();
  });

  it('invites a parent with no stories to create the first one', async () => {
    renderPage(LibraryPage, {
      ...at,
      routes: {
        'GET /api/stories': { stories: [], nextCursor: null } satisfies StorySummariesResponse,
        'GET /api/children': { children: [] },
        'GET /api/favorites': noFavorites,
      },
    });
    expect(await screen.findByRole('heading', { name: 'No stories yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Story' }).getAttribute('href')).toBe('/');
  });
});
