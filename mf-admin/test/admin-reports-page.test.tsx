// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GenerateWeeklyReportResponse, WeeklyReport, WeeklyReportListResponse, WeeklyReportSummary } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import AdminReportsPage from '../src/pages/admin-reports-page';

cleanUpPagesAfterEach();

const admin = testUser({ id: 'admin-1', email: 'ops@bedtime.example', isAdmin: true, staffEmail: true, subscriptionStatus: 'lifetime' });
const recipients = ['ceo@bedtime.example', 'finance@bedtime.example', 'ops@bedtime.example'];
const schedule = { cron: '0 8 * * 1', timezone: 'America/New_York', description: 'Every Monday at 8:00 AM' };

const report: WeeklyReport = {
  id: '3f0c8a52-6a3e-4d0a-9a55-0d7e9b1c2a10',
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  currency: 'usd',
  revenue: { subscriptions: 120_000, giftCards: 15_000, merchandise: 8_400, print: 5_600, total: 149_000 },
  costs: {
    aiApi: 21_000,
    aiCalls: [{ kind: 'story-text', calls: 1_400, cents: 14_000 }],
    storage: 300,
    storageBytes: 5 * 1024 ** 3,
    server: 9_000,
    total: 30_300,
  },
  metrics: {
    activeSubscriptions: 312,
    newUsers: 48,
    totalUsers: 1_234,
    storiesCreated: 980,
    arpu: 385,
    churnRate: 0.021,
    conversionRate: 0.34,
    profit: 118_700,
  },
  insights: ['Gift cards doubled after the holiday email.'],
  projection: { weeksUsed: 4, revenueSlopePerWeek: 2_500, userSlopePerWeek: 11.5, nextWeeks: [{ weekStart: '2026-11-23', revenue: 151_500, users: 1_246 }] },
  recipients,
  unavailable: [],
  createdAt: '2026-11-23T13:00:00.000Z',
};
const summary = (id: string, weekStart: string, weekEnd: string, revenueTotal: number): WeeklyReportSummary => ({
  id,
  weekStart,
  weekEnd,
  revenueTotal,
  costsTotal: 30_300,
  recipients,
  createdAt: `${weekEnd}T13:00:00.000Z`,
});
const pastReports = [summary(report.id, '2026-11-16', '2026-11-22', 149_000)];
const list = (reports: WeeklyReportSummary[]): WeeklyReportListResponse => ({ reports, recipients, schedule });
const started: GenerateWeeklyReportResponse = { message: 'Weekly reports will be sent to the configured email addresses.', jobId: 'job-7', recipients };

describe('/admin/reports', () => {
  it('shows the recipients, the latest report and the past ones', async () => {
    const page = renderPage(AdminReportsPage, {
      path: 'admin/reports',
      user: admin,
      routes: { 'GET /api/admin/reports': list(pastReports), 'GET /api/admin/reports/:id': { report } },
    });
    expect(await screen.findByRole('heading', { name: 'Weekly Reports' })).toBeTruthy();
    expect((await screen.findByTestId('report-recipients')).textContent).toBe(recipients.join(''));
    const contents = await screen.findByTestId('report-contents');
    expect(contents.textContent).toContain('Week of 2026-11-16 to 2026-11-22');
    expect(screen.getByText('Gift cards doubled after the holiday email.')).toBeTruthy();
    expect(screen.getByText('1400 calls, $140.00')).toBeTruthy();
    expect(screen.getByText('2.1%')).toBeTruthy();
    expect(screen.getByText('2026-11-16 to 2026-11-22')).toBeTruthy();
    expect(page.requests.some((request) => request.path === '/api/admin/reports/latest')).toBe(true);
  });

  it('makes a report on demand and shows it once the queued job has written it', async () => {
    let generated = false;
    let listsAfter = 0;
    const newer = summary('8b1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', '2026-11-23', '2026-11-29', 162_000);
    const page = renderPage(AdminReportsPage, {
      path: 'admin/reports',
      user: admin,
      routes: {
        // the job is still running at the first read after the request, and done at the next
        'GET /api/admin/reports': () => list(generated && ++listsAfter > 1 ? [newer, ...pastReports] : pastReports),
        'GET /api/admin/reports/:id': { report },
        'POST /api/admin/generate-weekly-report': () => ((generated = true), started),
      },
    });
    await screen.findByTestId('report-contents');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Weekly Report Now' }));
    expect(await screen.findByText('Report Generation Started')).toBeTruthy();
    expect(screen.getByText('Weekly reports will be sent to the configured email addresses.')).toBeTruthy();
    expect(await screen.findByText('Making the report… it appears below when it is ready.')).toBeTruthy();
    expect(await screen.findByText('2026-11-23 to 2026-11-29')).toBeTruthy();
    await expect.poll(() => screen.queryByText(/Making the report/)).toBeNull();
    expect(page.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/admin/generate-weekly-report']);
  });

  it('says there is no report yet when the latest is not found', async () => {
    renderPage(AdminReportsPage, {
      path: 'admin/reports',
      user: admin,
      routes: { 'GET /api/admin/reports': list([]), 'GET /api/admin/reports/:id': { status: 404, body: { message: 'No report yet' } } },
    });
    expect(await screen.findByText('No report has been generated yet.')).toBeTruthy();
    expect(screen.getByText('No reports yet')).toBeTruthy();
  });

  it("shows the server's reason when the reports cannot load, and the product rules' error when one cannot be made", async () => {
    renderPage(AdminReportsPage, {
      path: 'admin/reports',
      user: admin,
      routes: {
        'GET /api/admin/reports': { status: 503, body: { message: 'Billing did not answer in time.' } },
        'GET /api/admin/reports/:id': { status: 500, body: { message: 'The report store is unavailable.' } },
        'POST /api/admin/generate-weekly-report': { status: 503, body: { message: 'The job queue is unavailable.' } },
      },
    });
    expect(await screen.findByText('Failed to load reports')).toBeTruthy();
    expect(screen.getByText('Billing did not answer in time.')).toBeTruthy();
    expect(await screen.findByText('Failed to load the latest report')).toBeTruthy();
    expect(screen.getByText('The report store is unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Weekly Report Now' }));
    expect(await screen.findByText('Failed to generate weekly report. Please try again.')).toBeTruthy();
  });

  it('keeps a signed-in parent out, without asking for any report', async () => {
    const page = renderPage(AdminReportsPage, { path: 'admin/reports', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate Weekly Report Now' })).toBeNull();
    expect(page.requests.filter((request) => request.path.startsWith('/api/admin'))).toEqual([]);
  });
});
