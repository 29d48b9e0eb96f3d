import { Card, Skeleton } from 'antd';
import type { AdminStatsResponse } from '@bedtime/contracts';
import { formatCents, formatCount, UNAVAILABLE } from '../lib/format';

/** The four stat cards: users, active subscriptions, revenue, stories. */
export function StatCards({ stats, isLoading }: { stats: AdminStatsResponse | undefined; isLoading: boolean }) {
  if (isLoading || !stats) {
    return (
      <div className="mfa-stats">
        {[0, 1, 2, 3].map((key) => (
          <Card key={key} className="mfa-stat">
            <Skeleton active paragraph={{ rows: 1 }} />
          </Card>
        ))}
      </div>
    );
  }
  const growth = stats.userGrowth.daily === null ? UNAVAILABLE : `+${stats.userGrowth.daily} per day`;
  const cards = [
    { key: 'users', label: 'Total Users', value: formatCount(stats.totalUsers), note: growth },
    {
      key: 'subscriptions',
      label: 'Active Subscriptions',
      value: formatCount(stats.activeSubscriptions),
      note: 'paid, gifted and lifetime (trials not counted)',
    },
    {
      key: 'revenue',
      label: 'Monthly Revenue',
      value: formatCents(stats.revenue.monthly, stats.revenue.currency),
      note: `Total ${formatCents(stats.revenue.total, stats.revenue.currency)}`,
    },
    { key: 'stories', label: 'Total Stories', value: formatCount(stats.totalStories), note: 'created by all users' },
  ];
  return (
    <div className="mfa-stats">
      {cards.map((card) => (
        <Card key={card.key} className="mfa-stat" data-testid={`stat-${card.key}`}>
          <p className="mfa-stat-label">{card.label}</p>
          <p className={card.value === UNAVAILABLE ? 'mfa-stat-value mfa-unavailable' : 'mfa-stat-value'}>{card.value}</p>
          <p className="mfa-stat-note">{card.note}</p>
        </Card>
      ))}
    </div>
  );
}
