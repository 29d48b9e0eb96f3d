// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommunityStory } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import CommunityPage from '../src/pages/community-page';

cleanUpPagesAfterEach();

const shared = (id: string, title: string, score: number): CommunityStory => ({
  story: { id, title, content: `${title} begins on a quiet evening.\n\nAnd then everyone slept.`, age: 6, style: 'gentle' },
  user: { displayName: 'Moonbeam Family', nickname: 'Moonbeam Family', firstName: null, lastName: null },
  communityStory: { sharedAt: '2026-11-20T19:00:00.000Z' },
  votes: { score, upvotes: score, downvotes: 0 },
});

describe('/community', () => {
  it('lists the shared stories with their authors and votes, and lets a parent vote', async () => {
    let voted: unknown;
    const page = renderPage(CommunityPage, {
      path: 'community',
      user: testUser(),
      routes: {
        'GET /api/community/stories': { stories: [shared('s1', 'The Lantern Fox', 4), shared('s2', 'Pip and the Puddle', 1)], userVotes: {}, nextCursor: null },
        'POST /api/stories/:id/vote': (request) => ((voted = request.body), { storyId: 's1', vote: 1, counted: true }),
      },
    });
    expect(await screen.findByText('The Lantern Fox')).toBeTruthy();
    expect(screen.getByText('Pip and the Puddle')).toBeTruthy();
    expect(screen.getAllByText(/Moonbeam Family/).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Score 4').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Upvote The Lantern Fox' }));
    await expect.poll(() => voted).toEqual({ vote: 1 });
    // both lists are asked again after a vote
    await expect.poll(() => page.requests.filter((request) => request.path === '/api/community/stories').length).toBe(2);
  });

  it('says so when nobody has shared a story yet', async () => {
    renderPage(CommunityPage, { path: 'community', routes: { 'GET /api/community/stories': { stories: [], userVotes: {}, nextCursor: null } } });
    expect(await screen.findByText('No community stories yet')).toBeTruthy();
  });

  it("shows the server's reason and a way to try again when the list cannot load", async () => {
    let calls = 0;
    renderPage(CommunityPage, {
      path: 'community',
      routes: {
        'GET /api/community/stories': () =>
          ++calls === 1
            ? { status: 503, body: { message: 'The community is resting for a moment.' } }
            : { stories: [shared('s1', 'The Lantern Fox', 4)], userVotes: {}, nextCursor: null },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The community is resting for a moment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The Lantern Fox')).toBeTruthy();
  });
});
