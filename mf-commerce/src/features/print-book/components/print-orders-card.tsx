import { Alert, Card, Empty, Spin, Tag } from 'antd';
import { errorMessage } from '@bedtime/web-kit';
import { formatCents, PRINT_ORDER_STATUS_LABELS, SHIPPING_LEVEL_LABELS, type PrintOrderStatus } from '@bedtime/contracts';
import { useMyPrintOrders } from '../api/print-book';

const STATUS_COLORS: Record<PrintOrderStatus, string> = {
  created: 'blue',
  in_production: 'purple',
  shipped: 'gold',
  delivered: 'green',
  canceled: 'default',
  failed: 'red',
};

/** The user's printed-book orders with their status and tracking number (shown on the profile). */
export function PrintOrdersCard() {
  const orders = useMyPrintOrders();
  return (
    <Card className="soft-card mfc-print-orders" variant="borderless" title="Printed Books">
      {orders.isPending ? (
        <Spin />
      ) : orders.isError ? (
        <Alert type="error" showIcon message={errorMessage(orders.error)} />
      ) : orders.data.length === 0 ? (
        <Empty description="No printed books yet. Open a story and choose Order Printed Book." />
      ) : (
        <ul className="mfc-print-order-list" aria-label="Printed book orders">
          {orders.data.map((order) => (
            <li key={order.id} className="mfc-print-order">
              <div className="mfc-summary-line">
                <strong>{order.title}</strong>
                <Tag color={STATUS_COLORS[order.status]}>{PRINT_ORDER_STATUS_LABELS[order.status]}</Tag>
              </div>
              <div className="mfc-muted">
                {order.configName} · {order.bookType === 'coloring' ? 'Coloring book' : 'Storybook'} · {order.pageCount} pages ·{' '}
                {SHIPPING_LEVEL_LABELS[order.shippingLevel].label} · {formatCents(order.totalCents, order.currency)} · ordered{' '}
                {new Date(order.createdAt).toLocaleDateString()}
              </div>
              {order.trackingNumber && (
                <div>
                  Tracking number: <code>{order.trackingNumber}</code>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
