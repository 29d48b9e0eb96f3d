// @vitest-environment jsdom
// The page keeps the stories listened to in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  FavoritesResponse,
  NarrationVoicesResponse,
  ProgressResponse,
  ShareStatus,
  SocialCardResponse,
  Story,
  StoryMerchandiseResponse,
  StoryResponse,
} from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser, type ApiRoutes } from '@bedtime/web-kit/testing';
import StoryPage from '../src/pages/story-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow, and nothing here turns pointer events off).
const userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeAll(() => {
  // What jsdom lacks: the sections below the story wait to come into view, and the narration plays audio.
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  // The link-preview tags are found by a selector built with CSS.escape.
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) } as unknown as typeof CSS;
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
  HTMLMediaElement.prototype.load = () => {};
});

const story: Story = {
  id: 's1',
  userId: 'user-1',
  title: 'The Lantern Fox',
  content: 'Mia found a fox with a lantern by the old oak.\n\nTogether they followed the fireflies home, and then everyone slept.',
  age: 6,
  gender: 'girl',
  interests: ['Animals', 'Nature & Forest'],
  style: 'gentle',
  lesson: 'Kindness lights the way',
  isCollaborative: false,
  plotTwists: [],
  createdAt: '2026-11-20T19:00:00.000Z',
  illustrations: [],
  stickers: [],
  childId: null,
  hero: 'Mia',
  companions: ['the fox'],
};
const voices: NarrationVoicesResponse = {
  voices: [{ id: 'warm', label: 'Warm', description: 'A warm, calm voice', soft: false }],
  speeds: [0.8, 1, 1.2],
  preference: { voice: 'warm', speed: 1 },
};
const noProgress: ProgressResponse = { progress: null };
const ownerRoutes = (overrides: ApiRoutes = {}): ApiRoutes => ({
  'GET /api/stories/:id': { story } satisfies StoryResponse,
  'GET /api/favorites': { favoriteIds: [] } satisfies FavoritesResponse,
  'GET /api/narration/voices': voices,
  'GET /api/stories/:id/progress': noProgress,
  'GET /api/stories/:id/social-card': { success: true, cardUrl: '/api/stories/s1/social-card.png' } satisfies SocialCardResponse,
  'GET /api/stories/:id/share': { storyId: 's1', shared: false, sharedAt: null } satisfies ShareStatus,
  'GET /api/stories/:id/merchandise': { merchandise: [] } satisfies StoryMerchandiseResponse,
  ...overrides,
});
const at = { path: 'story/:id', url: '/story/s1', user: testUser() };

describe('/story/:id', () => {
  it('shows the owner the story, where they stopped, and saves a new title', async () => {
    let renamed: unknown;
    let saved: Story = story;
    const page = renderPage(StoryPage, {
      ...at,
      routes: ownerRoutes({
        'GET /api/stories/:id': () => ({ story: saved }) satisfies StoryResponse,
        'GET /api/stories/:id/progress': {
          progress: { characterPosition: 48, wordIndex: 10, scrollPercentage: 40, updatedAt: '2026-11-21T19:00:00.000Z' },
        } satisfies ProgressResponse,
        'PATCH /api/stories/:id/title': (request) => {
          renamed = request.body;
          saved = { ...story, title: 'The Firefly Walk' };
          return { story: saved } satisfies StoryResponse;
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lantern Fox' })).toBeTruthy();
    // each word is its own element, lit in turn by the narration
    expect(screen.getByRole('article', { name: 'The Lantern Fox' }).textContent).toContain('Mia found a fox with a lantern by the old oak.');
    expect(screen.getByRole('link', { name: /Back to Stories/ }).getAttribute('href')).toBe('/stories');
    // the place saved last time is offered
    expect(await screen.findByRole('heading', { name: 'Continue Reading' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Rename “The Lantern Fox”' }));
    const box = screen.getByRole('textbox', { name: 'Story title' });
    await userEvent.clear(box);
    await userEvent.type(box, '  The Firefly Walk {Enter}');
    await expect.poll(() => renamed).toEqual({ title: 'The Firefly Walk' });
    expect(page.requests.filter((request) => request.method === 'PATCH').map((request) => request.path)).toEqual(['/api/stories/s1/title']);
    expect(await screen.findByText('Your story title has been saved.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Firefly Walk' })).toBeTruthy();
  });

  it('asks for a title before saving an empty one', async () => {
    const page = renderPage(StoryPage, { ...at, routes: ownerRoutes() });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename “The Lantern Fox”' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Story title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save title' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Title is required');
    expect(page.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('says the title could not be saved, and keeps the old one', async () => {
    renderPage(StoryPage, {
      ...at,
      routes: ownerRoutes({ 'PATCH /api/stories/:id/title': { status: 500, body: { message: 'The story service is resting.' } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename “The Lantern Fox”' }));
    const box = screen.getByRole('textbox', { name: 'Story title' });
    await userEvent.clear(box);
    await userEvent.type(box, 'The Firefly Walk{Enter}');
    expect(await screen.findByText('Failed to update title. Please try again.')).toBeTruthy();
    // still editing, with the new words kept so the parent can try again
    expect((screen.getByRole('textbox', { name: 'Story title' }) as HTMLInputElement).value).toBe('The Firefly Walk');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel renaming' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lantern Fox' })).toBeTruthy();
  });

  it('tells a visitor the story is not there when the link is wrong, with a way to make their own', async () => {
    renderPage(StoryPage, {
      path: 'story/:id',
      url: '/story/gone',
      user: null,
      routes: { 'GET /api/stories/:id': { status: 404, body: { message: 'Story not found' } } },
    });
    expect(await screen.findByRole('heading', { name: 'Story not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make your own bedtime stories' })).toBeTruthy();
  });

  it("shows a shared story to a visitor without the owner's controls", async () => {
    const { userId: _owner, ...shared } = story;
    const page = renderPage(StoryPage, {
      path: 'story/:id',
      url: '/story/s1',
      user: null,
      routes: {
        'GET /api/stories/:id': { story: shared } satisfies StoryResponse,
        'GET /api/stories/:id/social-card': { success: true, cardUrl: '/api/stories/s1/social-card.png' } satisfies SocialCardResponse,
      },
    });
    const article = await screen.findByRole('article', { name: 'The Lantern Fox' });
    expect(article.textContent).toContain('Together they followed the fireflies home, and then everyone slept.');
    expect(screen.queryByRole('button', { name: /Rename/ })).toBeNull();
    expect(screen.getByRole('link', { name: /More stories like this/ })).toBeTruthy();
    // the link preview carries the story's card, for a link copied from here
    await expect
      .poll(() => document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'))
      .toBe(`${window.location.origin}/api/stories/s1/social-card.png`);
    // a visitor's page asks for nothing that is an account's
    expect(page.requests.map((request) => request.path).filter((path) => path.includes('progress') || path.includes('favorites'))).toEqual([]);
  });
});
