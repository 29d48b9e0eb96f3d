import { randomUUID } from 'node:crypto';
import type { WeeklyReport } from '@bedtime/contracts';
import type { ReportsRepository } from '../data/reports-repository';
import type { Mailer } from '../providers/mailer';
import type { ServiceFigures } from '../providers/service-figures';
import { renderReportEmail, writeInsights } from '../rendering/weekly-report';
import { computeWeeklyFigures, PROJECTION_MAX_WEEKS, WEEK_MS, type ReportPrices } from './weekly-report-statistics';

/**
 * Gathers the week's figures (billing's ledger, the story service's usage, the gateway's accounts),
 * computes its figures, writes its sentences, stores it and emails it to each recipient. The window is the 7 days before `at`.
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
      const { figures, context } = computeWeeklyFigures({
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
      const report: WeeklyReport = { ...figures, insights: writeInsights(figures, context) };
      await deps.reports.save(report, from, to);
      const mail = renderReportEmail(report);
      for (const to of deps.recipients) await deps.mailer.send({ to, ...mail });
      return report;
    },
  };
}
export type WeeklyReports = ReturnType<typeof createWeeklyReports>;
