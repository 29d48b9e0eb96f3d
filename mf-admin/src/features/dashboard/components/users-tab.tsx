import { Alert, Table, Tag } from 'antd';
import type { AdminStatsResponse, AdminUser } from '@bedtime/contracts';
import { errorMessage } from '@bedtime/web-kit';
import { useAdminUsers } from '../api/admin-queries';
import { formatCount, UNAVAILABLE } from '../lib/format';
import { DailyChart } from './daily-chart';

const STATUS_COLOURS: Record<string, string> = { lifetime: 'gold', active: 'green', trial: 'blue', expired: 'default' };

/** Users tab: new accounts and revenue per day over the range, and the ten newest accounts. */
export function UsersTab({ stats }: { stats: AdminStatsResponse | undefined }) {
  const users = useAdminUsers();
  const gatewayDown = stats?.unavailable.includes('gateway') ?? false;
  const billingDown = stats?.unavailable.includes('billing') ?? false;
  const columns = [
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.nickname || '—',
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Subscription',
      key: 'subscription',
      render: (_: unknown, user: AdminUser) =>
        user.subscriptionStatus === null ? (
          <span className="mfa-unavailable">{UNAVAILABLE}</span>
        ) : (
          <Tag color={STATUS_COLOURS[user.subscriptionStatus] ?? 'default'}>{user.subscriptionStatus}</Tag>
        ),
    },
    { title: 'Stories', key: 'stories', render: (_: unknown, user: AdminUser) => formatCount(user.storiesCount) },
    { title: 'Verified', key: 'verified', render: (_: unknown, user: AdminUser) => (user.emailVerified ? 'Yes' : 'No') },
    { title: 'Joined', key: 'joined', render: (_: unknown, user: AdminUser) => new Date(user.createdAt).toLocaleDateString('en-US') },
  ];
  return (
    <div className="mfa-tab">
      {stats && (
        <div className="mfa-charts">
          <DailyChart title="New users per day" points={stats.userGrowth.series} unit="users" unavailable={gatewayDown} testId="chart-users" />
          <DailyChart
            title="Revenue per day"
            points={stats.revenue.series}
            scale={100}
            unit={stats.revenue.currency.toUpperCase()}
            unavailable={billingDown}
            testId="chart-revenue"
          />
        </div>
      )}
      <h2 className="mfa-section-title">Recent Users</h2>
      {users.error ? (
        <Alert type="error" title="Failed to load users" description={errorMessage(users.error)} />
      ) : (
        <Table<AdminUser>
          rowKey="id"
          size="small"
          loading={users.isLoading}
          columns={columns}
          dataSource={users.data?.users ?? []}
          pagination={false}
          scroll={{ x: true }}
        />
      )}
    </div>
  );
}
