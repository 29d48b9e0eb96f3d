// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminHealthResponse, AdminStatsRange, AdminStatsResponse, AdminStoryAnalyticsResponse, AdminUsersResponse } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser, type ApiRequest } from '@bedtime/web-kit/testing';
import AdminDashboardPage from '../src/pages/admin-dashboard-page';

cleanUpPagesAfterEach();

/**
 * jsdom has no canvas: the charts' uPlot gets a 2D context and paths that accept every call and draw
 * nothing, so the page runs as in a browser (the figures' words are what the test reads).
 */
const inert = <T extends object>(target: T): T =>
  new Proxy(target, { get: (object, key) => (key in object ? (object as Record<PropertyKey, unknown>)[key] : () => undefined) });
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  return inert({ canvas: this });
} as unknown as typeof HTMLCanvasElement.prototype.getContext;
globalThis.Path2D ??= class {
  constructor() {
    return inert(this);
  }
} as unknown as typeof Path2D;

const admin = testUser({ id: 'admin-1', email: 'ops@bedtime.example', isAdmin: true, staffEmail: true, subscriptionStatus: 'lifetime' });

const stats = (range: AdminStatsRange, totalUsers: number): AdminStatsResponse => ({
  range,
  totalUsers,
  userGrowth: {
    daily: 2.5,
    series: [
      { date: '2026-11-26', value: 2 },
      { date: '2026-11-27', value: 3 },
    ],
  },
  activeSubscriptions: 312,
  revenue: {
    monthly: 184_500,
    total: 2_045_000,
    currency: 'usd',
    series: [
      { date: '2026-11-26', value: 4_999 },
      { date: '2026-11-27', value: 1_200 },
    ],
  },
  totalStories: 9_876,
  unavailable: [],
  generatedAt: '2026-11-27T12:00:00.000Z',
});

const users: AdminUsersResponse = {
  users: [
    {
      id: 'u-1',
      email: 'rowan@example.com',
      firstName: 'Rowan',
      lastName: 'Hale',
      nickname: null,
      createdAt: '2026-11-27T08:00:00.000Z',
      emailVerified: true,
      subscriptionStatus: 'active',
      storiesCount: 14,
    },
  ],
  unavailable: [],
};

const analytics: AdminStoryAnalyticsResponse = {
  range: '7d',
  storiesPerDay: [{ date: '2026-11-27', value: 41 }],
  totalInRange: 287,
  topInterests: [{ name: 'dinosaurs', count: 52 }],
  topStyles: [{ name: 'gentle', count: 120 }],
  narration: { stories: 90, share: 0.313 },
  illustration: { stories: 45, share: 0.157 },
  unavailable: [],
};

const health: AdminHealthResponse = {
  api: { status: 'ok' },
  database: { status: 'ok' },
  memory: { usage: 150 * 1024 * 1024, heapUsed: 60 * 1024 * 1024, heapTotal: 90 * 1024 * 1024 },
  uptime: 3 * 3600 + 120,
  services: [{ name: 'billing', status: 'degraded', latencyMs: 812, memoryBytes: 80 * 1024 * 1024, uptimeSeconds: 7200, message: 'Slow to answer' }],
  databases: [{ name: 'story-db', status: 'ok', latencyMs: 3, memoryBytes: null, uptimeSeconds: null }],
  checkedAt: '2026-11-27T12:00:00.000Z',
};

const statsByRange = (request: ApiRequest) => {
  const range = request.query.get('range') as AdminStatsRange;
  return stats(range, range === '30d' ? 1_520 : 1_234);
};

describe('/admin', () => {
  it('shows the four figures and the newest accounts, and asks again for the range the admin picks', async () => {
    const page = renderPage(AdminDashboardPage, {
      path: 'admin',
      user: admin,
      routes: { 'GET /api/admin/stats': statsByRange, 'GET /api/admin/users': users },
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    const totalUsers = await screen.findByTestId('stat-users');
    expect(totalUsers.textContent).toContain('1,234');
    expect(totalUsers.textContent).toContain('+2.5 per day');
    expect(screen.getByTestId('stat-subscriptions').textContent).toContain('312');
    expect(screen.getByTestId('stat-revenue').textContent).toContain('$1,845.00');
    expect(screen.getByTestId('stat-revenue').textContent).toContain('Total $20,450.00');
    expect(screen.getByTestId('stat-stories').textContent).toContain('9,876');
    expect(await screen.findByText('rowan@example.com')).toBeTruthy();
    expect(screen.getByText('Rowan Hale')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'New users per day: 2 days, total 5 users' })).toBeTruthy();
    expect(screen.getByText('Fri, Nov 27: 3 users')).toBeTruthy();
    expect(screen.getByText('Fri, Nov 27: $12.00')).toBeTruthy();
    expect(page.requests.find((request) => request.path === '/api/admin/users')?.query.get('limit')).toBe('10');
    expect(page.requests.find((request) => request.path === '/api/admin/stats')?.query.get('range')).toBe('7d');

    const range = screen.getByRole('radiogroup', { name: 'Range' });
    await userEvent.click(within(range).getByText('30d'));
    await expect
      .poll(() => page.requests.filter((request) => request.path === '/api/admin/stats').map((request) => request.query.get('range')))
      .toEqual(['7d', '30d']);
    await expect.poll(() => screen.getByTestId('stat-users').textContent).toContain('1,520');
  });

  it('shows the stories made and the system health on their tabs', async () => {
    const page = renderPage(AdminDashboardPage, {
      path: 'admin',
      user: admin,
      routes: {
        'GET /api/admin/stats': statsByRange,
        'GET /api/admin/users': users,
        'GET /api/admin/story-analytics': analytics,
        'GET /api/admin/health': health,
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Stories' }));
    const stories = await screen.findByTestId('story-analytics');
    expect(stories.textContent).toContain('Stories created in this range: 287');
    expect(within(stories).getByText('dinosaurs')).toBeTruthy();
    expect(within(stories).getByText('Narrated: 90 stories (31.3%)')).toBeTruthy();
    expect(page.requests.find((request) => request.path === '/api/admin/story-analytics')?.query.get('range')).toBe('7d');

    await userEvent.click(screen.getByRole('tab', { name: 'System Health' }));
    const system = await screen.findByTestId('system-health');
    expect(within(system).getByText('billing')).toBeTruthy();
    expect(within(system).getByText('DEGRADED')).toBeTruthy();
    expect(within(system).getByText('Slow to answer')).toBeTruthy();
    expect(within(system).getByText('60.0 MB of 90.0 MB heap (150.0 MB resident)')).toBeTruthy();
  });

  it("says when a service did not answer, and shows the server's reason when the figures cannot load", async () => {
    renderPage(AdminDashboardPage, {
      path: 'admin',
      user: admin,
      routes: {
        'GET /api/admin/stats': { status: 503, body: { message: 'The gateway could not gather the figures.' } },
        'GET /api/admin/users': { status: 500, body: { message: 'Accounts are unavailable right now.' } },
      },
    });
    expect(await screen.findByText('Failed to load stats')).toBeTruthy();
    expect(screen.getByText('The gateway could not gather the figures.')).toBeTruthy();
    expect(await screen.findByText('Failed to load users')).toBeTruthy();
    expect(screen.getByText('Accounts are unavailable right now.')).toBeTruthy();
  });

  it('names the services that did not answer and shows their figures as unavailable', async () => {
    renderPage(AdminDashboardPage, {
      path: 'admin',
      user: admin,
      routes: {
        'GET /api/admin/stats': {
          ...stats('7d', 1_234),
          activeSubscriptions: null,
          revenue: { monthly: null, total: null, currency: 'usd', series: [] },
          unavailable: ['billing'],
        },
        'GET /api/admin/users': users,
      },
    });
    expect(await screen.findByText('Some figures are unavailable: the billing service did not answer.')).toBeTruthy();
    expect(screen.getByTestId('stat-subscriptions').textContent).toContain('Unavailable');
    expect(screen.getByTestId('stat-revenue').textContent).toContain('Unavailable');
  });

  it('keeps a signed-in parent out, without asking for any admin figure', async () => {
    const page = renderPage(AdminDashboardPage, { path: 'admin', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    expect(page.requests.filter((request) => request.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('lets staff whose address is not verified yet ask for the link again', async () => {
    let resent = 0;
    renderPage(AdminDashboardPage, {
      path: 'admin',
      user: testUser({ email: 'new-hire@bedtime.example', staffEmail: true, emailVerified: false }),
      routes: { 'POST /api/auth/resend-verification': () => (++resent, { message: 'We sent a new link to new-hire@bedtime.example.', verified: false }) },
    });
    expect(await screen.findByText('Admin access needs a verified email address.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We sent a new link to new-hire@bedtime.example.')).toBeTruthy();
    expect(resent).toBe(1);
  });
});
