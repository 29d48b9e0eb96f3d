import { Empty, List, Spin, Tag } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCents, lineOptionsLabel, type OrderView } from '@bedtime/contracts';
import { LoadFailed } from './load-failed';

/** The user's paid orders, newest first. */
export function OrderList({ orders }: { orders: UseQueryResult<OrderView[]> }) {
  if (orders.isPending) return <Spin />;
  if (orders.isError)
    return <LoadFailed title="Failed to load your orders." error={orders.error} retrying={orders.isFetching} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <Empty description="No orders yet." />;
  return (
    <List
      className="mfc-orders"
      dataSource={orders.data}
      renderItem={(order) => (
        <List.Item key={order.id}>
          <List.Item.Meta
            title={order.lines.map((line) => `${line.quantity} × ${line.name}${lineOptionsLabel(line) ? ` (${lineOptionsLabel(line)})` : ''}`).join(', ')}
            description={`Ordered ${new Date(order.paidAt ?? order.createdAt).toLocaleDateString()} · order ${order.id}`}
          />
          <div>
            <strong>{formatCents(order.totalCents, order.currency)}</strong> {order.discountCents > 0 && <Tag color="green">Premium discount</Tag>}
          </div>
        </List.Item>
      )}
    />
  );
}
