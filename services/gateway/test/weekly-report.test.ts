import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { billingReportRequestSchema, weeklyReportListResponseSchema, weeklyReportResponseSchema, type BillingReportRequest } from '@bedtime/contracts';
import { silentLogger, until } from '@bedtime/service-kit/testing';
import { users } from '../src/data/schema';
import { createWeeklyReportJob, WEEKLY_REPORT_QUEUE } from '../src/jobs/weekly-report-job';
import { leastSquares } from '../src/domain/weekly-report-statistics';
import { createTestGateway, newUser, signUpAdmin, type TestGateway } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const WEEKLY_REVENUE = [2000, 4000, 8000, 10_000];

/** Billing and story stand-ins answering the report's internal calls; each records what it was asked. */
const asked: { billing: BillingReportRequest[]; usage: string[] } = { billing: [], usage: [] };
function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
let trialUserId = '';
const billing = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/internal/admin/report') return json(res, 200, { status: 'ok' });
    const input = billingReportRequestSchema.parse(JSON.parse(raw));
    asked.billing.push(input);
    json(res, 200, {
      currency: 'usd',
      revenue: { subscriptions: 4000, giftCards: 2299, merchandise: 2500, print: 1201 },
      revenueByWeek: WEEKLY_REVENUE.slice(-input.weeks).map((cents, index) => ({
        weekStart: new Date(Date.parse(input.to) - (input.weeks - index) * 7 * DAY).toISOString(),
        cents,
      })),
      payingUsers: 4,
      activeAtStart: 5,
      endedInWindow: 1,
      activeNow: 6,
      convertedTrials: input.trialEndedUserIds.filter((id) => id === trialUserId).length,
    });
  });
});
const story = http.createServer((req, res) => {
  req.resume();
  if (!req.url!.startsWith('/internal/admin/usage')) return json(res, 200, { status: 'ok' });
  asked.usage.push(req.url!);
  json(res, 200, {
    aiCalls: [
      { kind: 'story-text', engine: 'openai', calls: 10 },
      { kind: 'image', engine: 'openai', calls: 5 },
    ],
    storageBytes: 2e9,
    storiesCreated: 7,
  });
});
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

let gw: TestGateway;
beforeAll(async () => {
  await Promise.all([billing, story].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  gw = await createTestGateway({
    RATE_LIMIT_PER_IP: '1000',
    STORY_SERVICE_URL: `http://127.0.0.1:${portOf(story)}`,
    BILLING_SERVICE_URL: `http://127.0.0.1:${portOf(billing)}`,
    COMMUNITY_SERVICE_URL: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await gw?.close();
  for (const server of [billing, story]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('least squares', () => {
  it('fits the line through the weekly points', () => {
    expect(leastSquares([1, 1, 2, 4])).toEqual({ intercept: 0.5, slope: 1 });
    expect(leastSquares([5])).toEqual({ intercept: 5, slope: 0 });
  });
});

describe('the weekly admin report', () => {
  let admin: ReturnType<typeof request.agent>;
  it('is only for admins, and says when none has been made yet', async () => {
    const parent = request.agent(gw.app.callback());
    await parent.post('/api/register').send(newUser()).expect(201);
    await parent.post('/api/admin/generate-weekly-report').expect(403);
    admin = request.agent(gw.app.callback());
    await signUpAdmin(gw, admin);
    const none = await admin.get('/api/admin/reports/latest').expect(404);
    expect(none.body.message).toBe('No report has been generated yet.');
    await admin.get('/api/admin/reports/not-an-id').expect(400);
    const list = weeklyReportListResponseSchema.parse((await admin.get('/api/admin/reports').expect(200)).body);
    expect(list.reports).toEqual([]);
    expect(list.recipients).toHaveLength(3);
    expect(list.schedule).toEqual({ cron: '0 8 * * 1', timezone: 'UTC', description: 'every Monday at 8:00 AM (UTC)' });
  });

  it('is queued, computed from the services and accounts, stored, listed and emailed to each recipient', async () => {
    const now = gw.clock.now;
    // Accounts over four weeks: the parent and the admin from the test above, one 21.5 days old, one 10 days old.
    const early = newUser();
    const middle = newUser();
    await request(gw.app.callback()).post('/api/register').send(early).expect(201);
    await request(gw.app.callback()).post('/api/register').send(middle).expect(201);
    const { db } = gw.database;
    await db
      .update(users)
      .set({ createdAt: new Date(now.getTime() - 21.5 * DAY) })
      .where(eq(users.email, early.email));
    await db
      .update(users)
      .set({ createdAt: new Date(now.getTime() - 10 * DAY), trialEndsAt: new Date(now.getTime() - DAY) })
      .where(eq(users.email, middle.email));
    const everyoneElse = (await db.select({ id: users.id, email: users.email }).from(users)).filter((row) => ![early.email, middle.email].includes(row.email));
    for (const row of everyoneElse)
      await db
        .update(users)
        .set({ createdAt: new Date(now.getTime() - 60_000) })
        .where(eq(users.id, row.id));
    trialUserId = (await db.select({ id: users.id }).from(users).where(eq(users.email, middle.email)))[0]!.id;

    const started = await admin.post('/api/admin/generate-weekly-report').expect(202);
    expect(started.body.message).toBe('Weekly reports will be sent to the configured email addresses.');
    expect(started.body.jobId).toEqual(expect.any(String));
    const recipients: string[] = started.body.recipients;
    expect(recipients).toEqual(['founders@bedtimestories.app', 'finance@bedtimestories.app', 'operations@bedtimestories.app']);

    const mails = await until(async () => (await gw.outbox()).filter((mail) => /Weekly report/.test(mail.subject)), {
      accept: (found) => found.length >= 3,
      timeoutMs: 30_000,
      intervalMs: 250,
      message: 'the three weekly report emails',
    });
    expect(mails.map((mail) => mail.to).sort()).toEqual([...recipients].sort());
    expect(mails[0]!.html).toContain('<table');
    expect(mails[0]!.text).toContain('Gift cards: $22.99');

    const list = weeklyReportListResponseSchema.parse((await admin.get('/api/admin/reports').expect(200)).body);
    expect(list.reports).toHaveLength(1);
    const { report } = weeklyReportResponseSchema.parse((await admin.get('/api/admin/reports/latest').expect(200)).body);
    expect((await admin.get(`/api/admin/reports/${report.id}`).expect(200)).body.report).toEqual(report);
    expect(list.reports[0]).toMatchObject({ id: report.id, revenueTotal: 10_000, costsTotal: report.costs.total });

    // Asked billing for the week just ended, with the account whose trial ended in it.
    const window = asked.billing.at(-1)!;
    expect(Date.parse(window.to) - Date.parse(window.from)).toBe(7 * DAY);
    expect(window.trialEndedUserIds).toEqual([trialUserId]);
    expect(window.weeks).toBe(4);
    expect(asked.usage.at(-1)).toContain(`from=${encodeURIComponent(window.from)}`);

    expect(report.unavailable).toEqual([]);
    expect(report.revenue).toEqual({ subscriptions: 4000, giftCards: 2299, merchandise: 2500, print: 1201, total: 10_000 });
    // 10 text calls x 2c + 5 images x 4c; 2 GB x 2.3c a month, and $50 a month of server, for 12/52 of a month.
    expect(report.costs).toMatchObject({ aiApi: 40, storage: 1, storageBytes: 2e9, server: 1154, total: 1195 });
    expect(report.costs.aiCalls).toEqual([
      { kind: 'story-text', calls: 10, cents: 20 },
      { kind: 'image', calls: 5, cents: 20 },
    ]);
    expect(report.metrics).toEqual({
      activeSubscriptions: 6,
      newUsers: 2,
      totalUsers: 4,
      storiesCreated: 7,
      arpu: 2500,
      churnRate: 0.2,
      conversionRate: 1,
      profit: 10_000 - 1195,
    });
    // Accounts at each week's end: 1, 1, 2, 4 -> y = 0.5 + 1 x; revenue 20, 40, 80, 100 dollars -> slope $28.
    expect(report.projection.weeksUsed).toBe(4);
    expect(report.projection.userSlopePerWeek).toBe(1);
    expect(report.projection.revenueSlopePerWeek).toBe(2800);
    expect(report.projection.nextWeeks.map((week) => week.users)).toEqual([5, 6, 7, 8]);
    expect(report.projection.nextWeeks[0]!.revenue).toBe(13_000);
    expect(report.insights[0]).toBe('Revenue rose 25% to $100.00, mostly from subscriptions (40%).');
    expect(report.insights).toContain('1 free trial ended and 1 became paid (100% conversion).');
    expect(report.insights).toContain('6 active subscriptions; churn was 20% (1 of 5 ended).');
    expect(report.insights.join(' ')).toContain('a profit of $88.05');
  });

  it('is scheduled once for Monday 08:00 however many gateways share the database', async () => {
    await gw.weeklyReportJob.start();
    const second = createWeeklyReportJob({
      databaseUrl: gw.config.DATABASE_URL,
      cron: gw.config.ADMIN_REPORT_CRON,
      timezone: gw.config.ADMIN_REPORT_TIMEZONE,
      reports: { generate: () => Promise.reject(new Error('the second gateway is not asked in this test')) },
      logger: silentLogger,
    });
    try {
      await second.start();
      const schedules = await second.boss.getSchedules();
      expect(schedules.map((schedule) => ({ name: schedule.name, cron: schedule.cron, tz: schedule.options?.tz }))).toEqual([
        { name: WEEKLY_REPORT_QUEUE, cron: '0 8 * * 1', tz: 'UTC' },
      ]);
    } finally {
      await second.stop();
    }
  });
});
