import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Table } from 'antd';
import type { WeeklyReportSummary } from '@bedtime/contracts';
import { errorMessage } from '@bedtime/web-kit';
import { formatCents } from '../../dashboard/lib/format';
import { REPORT_POLL_MS, REPORT_WAIT_MS, REPORTS_QUERY_KEY, useGenerateReport, useReport, useReportList } from '../api/reports';
import { ReportContents } from './report-contents';

/** /admin/reports: who gets the weekly report, the latest one, a button to send one now, and the past ones. */
export function AdminReports() {
  const queryClient = useQueryClient();
  // After "Generate Weekly Report Now": the newest report before it (its id, or none), watched for a newer one.
  const [awaiting, setAwaiting] = useState<{ before: string | null } | null>(null);
  const list = useReportList(awaiting ? REPORT_POLL_MS : false);
  const latest = useReport('latest');
  const generate = useGenerateReport(() => setAwaiting({ before: list.data?.reports[0]?.id ?? null }));
  const newest = list.data?.reports[0]?.id ?? null;

  useEffect(() => {
    if (!awaiting || newest === awaiting.before) return;
    setAwaiting(null);
    void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
  }, [awaiting, newest, queryClient]);
  useEffect(() => {
    if (!awaiting) return undefined;
    const timer = window.setTimeout(() => setAwaiting(null), REPORT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [awaiting]);

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
            {list.data?.recipients.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        )}
        <Button type="primary" loading={generate.isPending || awaiting !== null} onClick={() => generate.mutate()}>
          Generate Weekly Report Now
        </Button>
        {awaiting && (
          <p className="mfa-muted" role="status">
            Making the report… it appears below when it is ready.
          </p>
        )}
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
