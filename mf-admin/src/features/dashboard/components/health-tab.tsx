import { Alert, Skeleton, Table, Tag } from 'antd';
import type { ComponentHealth, HealthStatus } from '@bedtime/contracts';
import { errorMessage } from '@bedtime/web-kit';
import { useAdminHealth } from '../api/admin-queries';
import { formatBytes, formatUptime } from '../lib/format';

const STATUS_COLOURS: Record<HealthStatus, string> = { ok: 'green', degraded: 'orange', down: 'red' };
const statusTag = (status: HealthStatus) => <Tag color={STATUS_COLOURS[status]}>{status.toUpperCase()}</Tag>;

/** System Health tab: the gateway's probe of every service and database, refetched every 30 s. */
export function HealthTab({ active }: { active: boolean }) {
  const health = useAdminHealth(active);
  if (health.isLoading) return <Skeleton active />;
  if (health.error || !health.data) return <Alert type="error" title="Failed to load system health" description={errorMessage(health.error)} />;
  const data = health.data;
  const columns = [
    { title: 'Component', dataIndex: 'name', key: 'name' },
    { title: 'Status', key: 'status', render: (_: unknown, row: ComponentHealth) => statusTag(row.status) },
    { title: 'Latency', key: 'latency', render: (_: unknown, row: ComponentHealth) => (row.latencyMs === null ? '—' : `${Math.round(row.latencyMs)} ms`) },
    { title: 'Memory', key: 'memory', render: (_: unknown, row: ComponentHealth) => (row.memoryBytes === null ? '—' : formatBytes(row.memoryBytes)) },
    { title: 'Uptime', key: 'uptime', render: (_: unknown, row: ComponentHealth) => (row.uptimeSeconds === null ? '—' : formatUptime(row.uptimeSeconds)) },
    { title: 'Note', key: 'message', render: (_: unknown, row: ComponentHealth) => row.message ?? '' },
  ];
  return (
    <div className="mfa-tab" data-testid="system-health">
      <dl className="mfa-health-summary">
        <div>
          <dt>API</dt>
          <dd>{statusTag(data.api.status)}</dd>
        </div>
        <div>
          <dt>Database</dt>
          <dd>{statusTag(data.database.status)}</dd>
        </div>
        <div>
          <dt>Memory</dt>
          <dd>
            {formatBytes(data.memory.heapUsed)} of {formatBytes(data.memory.heapTotal)} heap ({formatBytes(data.memory.usage)} resident)
          </dd>
        </div>
        <div>
          <dt>Uptime</dt>
          <dd>{formatUptime(data.uptime)}</dd>
        </div>
      </dl>
      <h2 className="mfa-section-title">Services</h2>
      <Table<ComponentHealth> rowKey="name" size="small" columns={columns} dataSource={data.services} pagination={false} scroll={{ x: true }} />
      <h2 className="mfa-section-title">Databases</h2>
      <Table<ComponentHealth> rowKey="name" size="small" columns={columns} dataSource={data.databases} pagination={false} scroll={{ x: true }} />
      <p className="mfa-muted">Checked {new Date(data.checkedAt).toLocaleTimeString('en-US')}; refreshed every 30 seconds.</p>
    </div>
  );
}
