import { Card, Descriptions, Tag } from 'antd';
import type { WeeklyReport } from '@bedtime/contracts';
import { chartAmount, formatBytes, formatCents, formatPercent } from '../../dashboard/lib/format';

/** One weekly report: revenue, costs, metrics, insights and projections. */
export function ReportContents({ report }: { report: WeeklyReport }) {
  const money = (cents: number) => formatCents(cents, report.currency);
  return (
    <div className="mfa-report" data-testid="report-contents">
      <p className="mfa-muted">
        Week of {report.weekStart} to {report.weekEnd}; generated {new Date(report.createdAt).toLocaleString('en-US')}
      </p>
      {report.unavailable.length > 0 && <p className="mfa-unavailable">Figures from {report.unavailable.join(', ')} were unavailable for this report.</p>}
      <div className="mfa-report-grid">
        <Card size="small" title="Revenue Analysis">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="Subscriptions">{money(report.revenue.subscriptions)}</Descriptions.Item>
            <Descriptions.Item label="Gift cards">{money(report.revenue.giftCards)}</Descriptions.Item>
            <Descriptions.Item label="Merchandise">{money(report.revenue.merchandise)}</Descriptions.Item>
            <Descriptions.Item label="Printed books">{money(report.revenue.print)}</Descriptions.Item>
            <Descriptions.Item label="Total">{money(report.revenue.total)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title="Cost Breakdown">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="AI API">{money(report.costs.aiApi)}</Descriptions.Item>
            {report.costs.aiCalls.map((call) => (
              <Descriptions.Item key={call.kind} label={`AI ${call.kind}`}>
                {call.calls} calls, {money(call.cents)}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="Storage">
              {money(report.costs.storage)} ({formatBytes(report.costs.storageBytes)})
            </Descriptions.Item>
            <Descriptions.Item label="Server">{money(report.costs.server)}</Descriptions.Item>
            <Descriptions.Item label="Total">{money(report.costs.total)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title="Key Metrics">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="ARPU">{money(report.metrics.arpu)}</Descriptions.Item>
            <Descriptions.Item label="Churn rate">{formatPercent(report.metrics.churnRate)}</Descriptions.Item>
            <Descriptions.Item label="Conversion rate">{formatPercent(report.metrics.conversionRate)}</Descriptions.Item>
            <Descriptions.Item label="Active subscriptions">{report.metrics.activeSubscriptions}</Descriptions.Item>
            <Descriptions.Item label="New users">{report.metrics.newUsers}</Descriptions.Item>
            <Descriptions.Item label="Total users">{report.metrics.totalUsers}</Descriptions.Item>
            <Descriptions.Item label="Stories created">{report.metrics.storiesCreated}</Descriptions.Item>
            <Descriptions.Item label="Profit">{money(report.metrics.profit)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </div>
      <Card size="small" title="AI Insights" className="mfa-report-block">
        {report.insights.length === 0 ? (
          <p className="mfa-muted">No insights this week.</p>
        ) : (
          <ul>
            {report.insights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </Card>
      <Card size="small" title="Growth Projections" className="mfa-report-block">
        <p>
          Based on {chartAmount(report.projection.weeksUsed, 1, 'weeks')}: revenue {money(Math.round(report.projection.revenueSlopePerWeek))} per week, users{' '}
          {report.projection.userSlopePerWeek.toFixed(1)} per week.
        </p>
        <ul>
          {report.projection.nextWeeks.map((week) => (
            <li key={week.weekStart}>
              Week of {week.weekStart}: {money(week.revenue)} revenue, <Tag>{chartAmount(week.users, 1, 'users')}</Tag>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
