import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Segmented, Tabs } from 'antd';
import { ADMIN_STATS_RANGES, DEFAULT_ADMIN_STATS_RANGE, type AdminStatsRange } from '@bedtime/contracts';
import { errorMessage } from '@bedtime/web-kit';
import { useAdminStats } from '../api/admin-queries';
import { HealthTab } from './health-tab';
import { StatCards } from './stat-cards';
import { StoriesTab } from './stories-tab';
import { UsersTab } from './users-tab';

const RANGE_LABELS: Record<AdminStatsRange, string> = { '1d': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days' };

/** /admin: the range, the four cards, and the Users, Stories and System Health tabs. */
export function AdminDashboard() {
  const [range, setRange] = useState<AdminStatsRange>(DEFAULT_ADMIN_STATS_RANGE);
  const [tab, setTab] = useState('users');
  const stats = useAdminStats(range);
  const unavailable = stats.data?.unavailable ?? [];
  return (
    <div className="mfa-page">
      <header className="mfa-header">
        <h1 className="mfa-title">Admin Dashboard</h1>
        <nav className="mfa-links" aria-label="Admin pages">
          <Link to="/admin/reports">Weekly Reports</Link>
          <Link to="/admin/merchandise">Merchandise</Link>
        </nav>
      </header>
      <div className="mfa-range">
        <span id="mfa-range-label">Range</span>
        <Segmented<AdminStatsRange>
          aria-labelledby="mfa-range-label"
          value={range}
          onChange={setRange}
          options={ADMIN_STATS_RANGES.map((value) => ({ value, label: value, title: RANGE_LABELS[value] }))}
        />
      </div>
      {stats.error && <Alert type="error" title="Failed to load stats" description={errorMessage(stats.error)} />}
      {unavailable.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`Some figures are unavailable: the ${unavailable.join(', ')} ${unavailable.length === 1 ? 'service did' : 'services did'} not answer.`}
        />
      )}
      <StatCards stats={stats.data} isLoading={stats.isLoading} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'users', label: 'Users', children: <UsersTab stats={stats.data} /> },
          { key: 'stories', label: 'Stories', children: <StoriesTab range={range} /> },
          { key: 'health', label: 'System Health', children: <HealthTab active={tab === 'health'} /> },
        ]}
      />
    </div>
  );
}
