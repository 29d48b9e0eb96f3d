import { Link } from 'react-router-dom';
import { Alert, Button, Card, Skeleton, Table } from 'antd';
import type { WeeklyReportSummary } from '@bedtime/contracts';
import { errorMessage } from '@bedtime/web-kit';
import { formatCents } from '../../dashboard/lib/format';
import { useGenerateReport, useReport, useReportList } from '../api/reports';
import { ReportContents } from './report-contents';

/** /admin/reports: who gets the weekly report, the latest one, a button to send one now, and the past ones. */
export function AdminReports() {
  const list = useReportList();
  const latest = useReport('latest');
  const generate = useGenerateReport();
  const columns = [
    { title: 'Week', key: 'week', render: (_: unknown, row: WeeklyReportSummary) => `${row.weekStart} to ${row.weekEnd}` },
    { title: 'Revenue', key: 'revenue', render: (_: unknown, row: WeeklyReportSummary) => formatCents(row.revenueTotal) },
    { title: 'Costs', key: 'costs', render: (_: unknown, row: WeeklyReportSummary) => formatCents(row.costsTotal) },
    { title: 'Sent to', key: 'recipients', render: (_: unknown, row: WeeklyReportSummary) => row.recipients.join(', ') },
    { title: 'Generated', key: 'created', render: (_: unknown, row: WeeklyReportSummary) => new Date(row.createdAt).toLocaleString('en-US') },
  ];
  return (
    <div className="mfa-page">
      <Link to="/admin" className="mfa-back">
        ← Back to Dashboard
      </Link>
      <h1 className="mfa-title">Weekly Reports</h1>
      <Card size="small" title="Report Recipients" className="mfa-report-block">
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : list.error ? (
          <Alert type="error" title="Failed to load reports" description={errorMessage(list.error)} />
        ) : (
          <ul className="mfa-recipients" data-testid="report-recipients">
            {list.data?.recipients.map((email) => <li key={email}>{email}</li>)}
          </ul>
        )}
        <Button type="primary" loading={generate.isPending} onClick={() => generate.mutate()}>
          Generate Weekly Report Now
        </Button>
        <p className="mfa-muted">Reports are generated automatically every Monday at 8:00 AM.</p>
      </Card>
      <h2 className="mfa-section-title">Latest Report</h2>
      {latest.isLoading ? (
        <Skeleton active />
      ) : latest.error ? (
        <Alert type="error" title="Failed to load the latest report" description={errorMessage(latest.error)} />
      ) : latest.data ? (
        <ReportContents report={latest.data} />
      ) : (
        <p className="mfa-muted">No report has been generated yet.</p>
      )}
      <h2 className="mfa-section-title">Past Reports</h2>
      <Table<WeeklyReportSummary>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.reports ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: 'No reports yet' }}
      />
    </div>
  );
}
