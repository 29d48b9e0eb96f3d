import { randomUUID } from 'node:crypto';
import type { AdminSource, BillingReportFigures, StoryUsage, WeeklyReport } from '@bedtime/contracts';
import type { ReportsRepository } from '../data/reports-repository';
import type { Mailer } from '../providers/mailer';
import type { ServiceFigures } from '../providers/service-figures';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** The growth projection fits at most this many past weeks and looks this many weeks ahead. */
export const PROJECTION_MAX_WEEKS = 12;
export const PROJECTION_AHEAD_WEEKS = 4;
const WEEKS_PER_MONTH = 52 / 12;
const BYTES_PER_GB = 1e9;

/** Unit prices for the cost figures, in cents (fractions allowed): per AI call by kind, storage and server. */
export interface ReportPrices {
  aiCallCents: Record<string, number>;
  storageCentsPerGbMonth: number;
  serverMonthlyCents: number;
}

/** The least-squares line through (0, ys[0]), (1, ys[1]), ...: y = intercept + slope * x. */
export function leastSquares(ys: number[]): { intercept: number; slope: number } {
  const n = ys.length;
  if (n === 0) return { intercept: 0, slope: 0 };
  if (n === 1) return { intercept: ys[0]!, slope: 0 };
  const meanX = (n - 1) / 2;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  ys.forEach((y, x) => {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  });
  const slope = numerator / denominator;
  return { intercept: meanY - slope * meanX, slope };
}

export const formatDollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
const SOURCE_NAMES = { subscriptions: 'subscriptions', giftCards: 'gift cards', merchandise: 'merchandise', print: 'printed books' } as const;

/** What a report is computed from: the window, the services' figures (null when one did not answer) and the accounts. */
export interface ReportInputs {
  id: string;
  from: Date;
  to: Date;
  createdAt: Date;
  recipients: string[];
  prices: ReportPrices;
  billing: BillingReportFigures | null;
  usage: StoryUsage | null;
  /** Accounts at the end of each projection week, oldest first, the last at `to`. */
  usersByWeek: number[];
  usersAtStart: number;
  trialsEnded: number;
}

/** The report's figures, insights and projection, computed from its inputs (no I/O). */
export function buildWeeklyReport(input: ReportInputs): WeeklyReport {
  const unavailable: AdminSource[] = [];
  if (!input.billing) unavailable.push('billing');
  if (!input.usage) unavailable.push('story');
  const billing = input.billing;
  const money = billing?.revenue ?? { subscriptions: 0, giftCards: 0, merchandise: 0, print: 0 };
  const revenue = { ...money, total: money.subscriptions + money.giftCards + money.merchandise + money.print };

  const aiCalls = new Map<string, number>();
  for (const row of input.usage?.aiCalls ?? []) aiCalls.set(row.kind, (aiCalls.get(row.kind) ?? 0) + row.calls);
  const aiRows = [...aiCalls].map(([kind, calls]) => ({ kind, calls, cents: Math.round(calls * (input.prices.aiCallCents[kind] ?? 0)) }));
  const storageBytes = input.usage?.storageBytes ?? 0;
  const weekShareOfMonth = (input.to.getTime() - input.from.getTime()) / WEEK_MS / WEEKS_PER_MONTH;
  const storage = Math.round((storageBytes / BYTES_PER_GB) * input.prices.storageCentsPerGbMonth * weekShareOfMonth);
  const server = Math.round(input.prices.serverMonthlyCents * weekShareOfMonth);
  const aiApi = aiRows.reduce((sum, row) => sum + row.cents, 0);
  const costs = { aiApi, aiCalls: aiRows, storage, storageBytes, server, total: aiApi + storage + server };

  const totalUsers = input.usersByWeek.at(-1) ?? input.usersAtStart;
  const metrics = {
    activeSubscriptions: billing?.activeNow ?? 0,
    newUsers: Math.max(0, totalUsers - input.usersAtStart),
    totalUsers,
    storiesCreated: input.usage?.storiesCreated ?? 0,
    arpu: billing && billing.payingUsers > 0 ? Math.round(revenue.total / billing.payingUsers) : 0,
    churnRate: billing && billing.activeAtStart > 0 ? round3(billing.endedInWindow / billing.activeAtStart) : 0,
    conversionRate: billing && input.trialsEnded > 0 ? round3(billing.convertedTrials / input.trialsEnded) : 0,
    profit: revenue.total - costs.total,
  };

  const weeklyRevenue = billing?.revenueByWeek.map((week) => week.cents) ?? [];
  const revenueLine = leastSquares(weeklyRevenue);
  const usersLine = leastSquares(input.usersByWeek);
  const weeksUsed = input.usersByWeek.length;
  const nextWeeks = Array.from({ length: PROJECTION_AHEAD_WEEKS }, (_, index) => ({
    weekStart: isoDate(new Date(input.to.getTime() + index * WEEK_MS)),
    revenue: Math.max(0, Math.round(revenueLine.intercept + revenueLine.slope * (weeklyRevenue.length + index))),
    users: Math.max(0, Math.round(usersLine.intercept + usersLine.slope * (weeksUsed + index))),
  }));
  const projection = { weeksUsed, revenueSlopePerWeek: round3(revenueLine.slope), userSlopePerWeek: round3(usersLine.slope), nextWeeks };

  const report: WeeklyReport = {
    id: input.id,
    weekStart: isoDate(input.from),
    weekEnd: isoDate(new Date(input.to.getTime() - 1)),
    currency: billing?.currency ?? 'usd',
    revenue,
    costs,
    metrics,
    insights: [],
    projection,
    recipients: input.recipients,
    unavailable,
    createdAt: input.createdAt.toISOString(),
  };
  report.insights = writeInsights(report, {
    previousWeekRevenue: weeklyRevenue.length >= 2 ? weeklyRevenue.at(-2)! : null,
    billing,
    trialsEnded: input.trialsEnded,
  });
  return report;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Plain-language sentences built from the report's own figures. */
export function writeInsights(
  report: Pick<WeeklyReport, 'revenue' | 'costs' | 'metrics' | 'projection' | 'unavailable'>,
  context: { previousWeekRevenue: number | null; billing: BillingReportFigures | null; trialsEnded: number },
): string[] {
  const lines: string[] = [];
  const { revenue, costs, metrics, projection } = report;
  if (context.billing) {
    const sources = (Object.keys(SOURCE_NAMES) as (keyof typeof SOURCE_NAMES)[])
      .filter((source) => revenue[source] > 0)
      .sort((a, b) => revenue[b] - revenue[a]);
    const mostly = sources.length > 0 ? `, mostly from ${SOURCE_NAMES[sources[0]!]} (${percent(revenue[sources[0]!] / revenue.total)})` : '';
    const previous = context.previousWeekRevenue;
    if (revenue.total === 0)
      lines.push(previous ? `No revenue was taken this week, down from ${formatDollars(previous)} the week before.` : 'No revenue was taken this week.');
    else if (!previous) lines.push(`Revenue was ${formatDollars(revenue.total)}${mostly}; the week before took nothing.`);
    else if (revenue.total === previous) lines.push(`Revenue held at ${formatDollars(revenue.total)}${mostly}.`);
    else {
      const change = (revenue.total - previous) / previous;
      lines.push(`Revenue ${change > 0 ? 'rose' : 'fell'} ${percent(Math.abs(change))} to ${formatDollars(revenue.total)}${mostly}.`);
    }
  } else lines.push('Billing did not answer, so this report has no revenue or subscription figures.');

  const biggestAi = [...costs.aiCalls].sort((a, b) => b.cents - a.cents)[0];
  const aiPart =
    biggestAi && biggestAi.cents > 0 ? ` (AI ${formatDollars(costs.aiApi)}, most of it ${biggestAi.kind} over ${plural(biggestAi.calls, 'call')})` : '';
  lines.push(
    `Costs came to ${formatDollars(costs.total)}${aiPart}, leaving ${metrics.profit >= 0 ? `a profit of ${formatDollars(metrics.profit)}` : `a loss of ${formatDollars(-metrics.profit)}`}.`,
  );

  const before = metrics.totalUsers - metrics.newUsers;
  lines.push(
    metrics.newUsers === 0
      ? `No new accounts this week; ${plural(metrics.totalUsers, 'account')} in all.`
      : `${plural(metrics.newUsers, 'new account')} this week brought the total to ${metrics.totalUsers.toLocaleString('en-US')}${before > 0 ? ` (up ${percent(metrics.newUsers / before)})` : ''}.`,
  );
  if (report.unavailable.includes('story')) lines.push('The story service did not answer, so stories and AI costs are missing.');
  else
    lines.push(
      `${plural(metrics.storiesCreated, 'story', 'stories')} ${metrics.storiesCreated === 1 ? 'was' : 'were'} created${metrics.newUsers > 0 && metrics.storiesCreated > 0 ? `, ${(metrics.storiesCreated / metrics.totalUsers).toFixed(1)} per account` : ''}.`,
    );

  if (context.billing) {
    const { activeAtStart, endedInWindow, convertedTrials } = context.billing;
    lines.push(
      activeAtStart > 0
        ? `${plural(metrics.activeSubscriptions, 'active subscription')}; churn was ${percent(metrics.churnRate)} (${endedInWindow} of ${activeAtStart} ended).`
        : `${plural(metrics.activeSubscriptions, 'active subscription')}; none were active when the week began, so there is no churn to measure.`,
    );
    if (context.trialsEnded > 0)
      lines.push(`${plural(context.trialsEnded, 'free trial')} ended and ${convertedTrials} became paid (${percent(metrics.conversionRate)} conversion).`);
    if (metrics.arpu > 0) lines.push(`Paying customers spent ${formatDollars(metrics.arpu)} each on average.`);
  }

  const last = projection.nextWeeks.at(-1);
  if (last && projection.weeksUsed >= 2)
    lines.push(
      `At the pace of the last ${projection.weeksUsed} weeks (${projection.userSlopePerWeek >= 0 ? '+' : ''}${projection.userSlopePerWeek.toFixed(1)} accounts a week), there would be ${last.users.toLocaleString('en-US')} accounts and ${formatDollars(last.revenue)} weekly revenue by the week of ${last.weekStart}.`,
    );
  else lines.push('One week of history is too little for a trend; the projection firms up as weeks pass.');
  return lines;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The report as an email: an HTML part with its tables and a plain-text part with the same figures. */
export function renderReportEmail(report: WeeklyReport): { subject: string; text: string; html: string } {
  const subject = `Weekly report: ${report.weekStart} to ${report.weekEnd}`;
  const sections: { title: string; rows: [string, string][] }[] = [
    {
      title: 'Revenue',
      rows: [
        ['Subscriptions', formatDollars(report.revenue.subscriptions)],
        ['Gift cards', formatDollars(report.revenue.giftCards)],
        ['Merchandise', formatDollars(report.revenue.merchandise)],
        ['Printed books', formatDollars(report.revenue.print)],
        ['Total', formatDollars(report.revenue.total)],
      ],
    },
    {
      title: 'Costs',
      rows: [
        ['AI API', formatDollars(report.costs.aiApi)],
        ...report.costs.aiCalls.map((row): [string, string] => [`  ${row.kind} (${plural(row.calls, 'call')})`, formatDollars(row.cents)]),
        ['Storage', `${formatDollars(report.costs.storage)} (${(report.costs.storageBytes / BYTES_PER_GB).toFixed(3)} GB)`],
        ['Server', formatDollars(report.costs.server)],
        ['Total', formatDollars(report.costs.total)],
      ],
    },
    {
      title: 'Metrics',
      rows: [
        ['ARPU', formatDollars(report.metrics.arpu)],
        ['Churn rate', percent(report.metrics.churnRate)],
        ['Trial-to-paid conversion', percent(report.metrics.conversionRate)],
        ['Active subscriptions', String(report.metrics.activeSubscriptions)],
        ['New users', String(report.metrics.newUsers)],
        ['Total users', String(report.metrics.totalUsers)],
        ['Stories created', String(report.metrics.storiesCreated)],
        ['Profit', formatDollars(report.metrics.profit)],
      ],
    },
    {
      title: `Growth projection (fitted to ${plural(report.projection.weeksUsed, 'week')})`,
      rows: report.projection.nextWeeks.map((week): [string, string] => [
        `Week of ${week.weekStart}`,
        `${week.users} users, ${formatDollars(week.revenue)} revenue`,
      ]),
    },
  ];
  const missing = report.unavailable.length > 0 ? `Figures from ${report.unavailable.join(', ')} were unavailable for this report.` : null;
  const text = [
    `Bedtime Stories weekly report, ${report.weekStart} to ${report.weekEnd}`,
    ...(missing ? ['', missing] : []),
    ...sections.flatMap((section) => ['', section.title, ...section.rows.map(([label, value]) => `${label}: ${value}`)]),
    '',
    'Insights',
    ...report.insights.map((line) => `- ${line}`),
  ].join('\n');
  const table = (section: (typeof sections)[number]) =>
    `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.title)}</h2><table cellpadding="6" style="border-collapse:collapse;min-width:320px">${section.rows
      .map(
        ([label, value]) =>
          `<tr><td style="border-bottom:1px solid #eee">${escapeHtml(label)}</td><td style="border-bottom:1px solid #eee;text-align:right">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222"><h1 style="font-size:20px">Weekly report: ${escapeHtml(report.weekStart)} to ${escapeHtml(report.weekEnd)}</h1>${
    missing ? `<p style="color:#a40">${escapeHtml(missing)}</p>` : ''
  }${sections.map(table).join('')}<h2 style="font-size:16px;margin:20px 0 8px">Insights</h2><ul>${report.insights.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></body></html>`;
  return { subject, text, html };
}

/**
 * Gathers the week's figures (billing's ledger, the story service's usage, the gateway's accounts),
 * builds the report, stores it and emails it to each recipient. The window is the 7 days before `at`.
 */
export function createWeeklyReports(deps: {
  figures: ServiceFigures;
  reports: ReportsRepository;
  mailer: Mailer;
  recipients: string[];
  prices: ReportPrices;
  now: () => Date;
}) {
  return {
    async generate(at: Date = deps.now()): Promise<WeeklyReport> {
      const to = at;
      const from = new Date(to.getTime() - WEEK_MS);
      const first = await deps.reports.firstAccountAt();
      const weeksSoFar = first ? Math.ceil((to.getTime() - first.getTime()) / WEEK_MS) : 1;
      const weeks = Math.min(PROJECTION_MAX_WEEKS, Math.max(1, weeksSoFar));
      const weekEnds = Array.from({ length: weeks }, (_, index) => new Date(to.getTime() - (weeks - 1 - index) * WEEK_MS));
      const trialEndedIds = await deps.reports.trialsEnded(from, to);
      const [billing, usage, [usersAtStart, ...usersByWeek]] = await Promise.all([
        deps.figures.billingReport({ from: from.toISOString(), to: to.toISOString(), trialEndedUserIds: trialEndedIds, weeks }),
        deps.figures.storyUsage(from, to),
        deps.reports.usersAt([from, ...weekEnds]),
      ]);
      const report = buildWeeklyReport({
        id: randomUUID(),
        from,
        to,
        createdAt: deps.now(),
        recipients: deps.recipients,
        prices: deps.prices,
        billing,
        usage,
        usersByWeek,
        usersAtStart: usersAtStart ?? 0,
        trialsEnded: trialEndedIds.length,
      });
      await deps.reports.save(report, from, to);
      const mail = renderReportEmail(report);
      for (const to of deps.recipients) await deps.mailer.send({ to, ...mail });
      return report;
    },
  };
}
export type WeeklyReports = ReturnType<typeof createWeeklyReports>;
