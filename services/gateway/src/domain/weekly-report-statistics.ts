import type { AdminSource, BillingReportFigures, StoryUsage, WeeklyReport } from '@bedtime/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;
/** The growth projection fits at most this many past weeks and looks this many weeks ahead. */
export const PROJECTION_MAX_WEEKS = 12;
const PROJECTION_AHEAD_WEEKS = 4;
const WEEKS_PER_MONTH = 52 / 12;
export const BYTES_PER_GB = 1e9;

/** Unit prices for the cost figures, in cents (fractions allowed): per AI call by kind, storage and server. */
export interface ReportPrices {
  aiCallCents: Record<string, number>;
  storageCentsPerGbMonth: number;
  serverMonthlyCents: number;
}

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

/** A week's figures, everything a report holds but its sentences. */
export type WeeklyFigures = Omit<WeeklyReport, 'insights'>;

/** What the figures alone do not keep and the report's sentences compare with. */
export interface FiguresContext {
  previousWeekRevenue: number | null;
  billing: Pick<BillingReportFigures, 'activeAtStart' | 'endedInWindow' | 'convertedTrials'> | null;
  trialsEnded: number;
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

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The week's revenue, costs, metrics and projection, computed from its inputs (no I/O, no prose). */
export function computeWeeklyFigures(input: ReportInputs): { figures: WeeklyFigures; context: FiguresContext } {
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

  return {
    figures: {
      id: input.id,
      weekStart: isoDate(input.from),
      weekEnd: isoDate(new Date(input.to.getTime() - 1)),
      currency: billing?.currency ?? 'usd',
      revenue,
      costs,
      metrics,
      projection,
      recipients: input.recipients,
      unavailable,
      createdAt: input.createdAt.toISOString(),
    },
    context: {
      previousWeekRevenue: weeklyRevenue.length >= 2 ? weeklyRevenue.at(-2)! : null,
      billing,
      trialsEnded: input.trialsEnded,
    },
  };
}
