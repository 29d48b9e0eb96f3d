import { describe, expect, it } from 'vitest';
import { computeWeeklyFigures, type ReportInputs } from '../src/domain/weekly-report-statistics';
import { renderReportEmail, writeInsights } from '../src/rendering/weekly-report';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const to = new Date('2026-11-23T08:00:00Z');
const inputs = (overrides: Partial<ReportInputs> = {}): ReportInputs => ({
  id: '00000000-0000-4000-8000-000000000001',
  from: new Date(to.getTime() - WEEK),
  to,
  createdAt: to,
  recipients: ['owner@example.com'],
  prices: { aiCallCents: { 'story-text': 2, image: 4 }, storageCentsPerGbMonth: 2.3, serverMonthlyCents: 5200 },
  billing: {
    currency: 'usd',
    revenue: { subscriptions: 4000, giftCards: 2000, merchandise: 0, print: 0 },
    revenueByWeek: [
      { weekStart: '2026-11-09T08:00:00.000Z', cents: 4000 },
      { weekStart: '2026-11-16T08:00:00.000Z', cents: 6000 },
    ],
    payingUsers: 3,
    activeAtStart: 4,
    endedInWindow: 1,
    activeNow: 5,
    convertedTrials: 1,
  },
  usage: { aiCalls: [{ kind: 'story-text', engine: 'openai', calls: 50 }], storageBytes: 1e9, storiesCreated: 9 },
  usersByWeek: [10, 14],
  usersAtStart: 10,
  trialsEnded: 2,
  ...overrides,
});

describe('the weekly report, statistics apart from its words', () => {
  it('computes the figures and projection with no sentence in them', () => {
    const { figures, context } = computeWeeklyFigures(inputs());
    expect(figures).not.toHaveProperty('insights');
    expect(figures.revenue.total).toBe(6000);
    expect(figures.costs.aiCalls).toEqual([{ kind: 'story-text', calls: 50, cents: 100 }]);
    expect(figures.metrics).toMatchObject({ newUsers: 4, totalUsers: 14, arpu: 2000, churnRate: 0.25, conversionRate: 0.5 });
    expect(figures.projection).toMatchObject({ weeksUsed: 2, userSlopePerWeek: 4 });
    expect(figures.projection.nextWeeks[0]).toEqual({ weekStart: '2026-11-23', revenue: 8000, users: 18 });
    expect(context).toMatchObject({ previousWeekRevenue: 4000, trialsEnded: 2 });
  });

  it('writes its sentences and email from the figures alone', () => {
    const { figures, context } = computeWeeklyFigures(inputs());
    const insights = writeInsights(figures, context);
    expect(insights[0]).toBe('Revenue rose 50% to $60.00, mostly from subscriptions (66.7%).');
    expect(insights).toContain('2 free trials ended and 1 became paid (50% conversion).');
    const mail = renderReportEmail({ ...figures, insights });
    expect(mail.subject).toBe(`Weekly report: ${figures.weekStart} to ${figures.weekEnd}`);
    expect(mail.text).toContain('Gift cards: $20.00');
    expect(mail.html).toContain('<li>Revenue rose 50% to $60.00');
  });

  it('says which services were missing, and escapes what it puts into HTML', () => {
    const { figures, context } = computeWeeklyFigures(inputs({ billing: null, usage: null }));
    expect(figures.unavailable).toEqual(['billing', 'story']);
    const insights = writeInsights(figures, context);
    expect(insights[0]).toBe('Billing did not answer, so this report has no revenue or subscription figures.');
    const mail = renderReportEmail({ ...figures, insights: [...insights, 'A <b>bold</b> "claim" & more'] });
    expect(mail.text).toContain('Figures from billing, story were unavailable for this report.');
    expect(mail.html).toContain('A &lt;b&gt;bold&lt;/b&gt; &quot;claim&quot; &amp; more');
    expect(mail.html).not.toContain('<b>bold</b>');
  });
});
