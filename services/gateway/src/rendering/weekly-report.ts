import type { WeeklyReport } from '@bedtime/contracts';
import { BYTES_PER_GB, type FiguresContext, type WeeklyFigures } from '../domain/weekly-report-statistics';

// What a person reads of a weekly report: the sentences stored with it and the email sent to each recipient,
// written from the figures that domain/weekly-report-statistics.ts computes.

const formatDollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
const SOURCE_NAMES = { subscriptions: 'subscriptions', giftCards: 'gift cards', merchandise: 'merchandise', print: 'printed books' } as const;

/** Plain-language sentences built from the report's own figures. */
export function writeInsights(report: WeeklyFigures, context: FiguresContext): string[] {
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
