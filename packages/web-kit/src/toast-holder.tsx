import { useEffect } from 'react';
import { notification } from 'antd';
import AntdRoot from './antd-root';

/** What the toast provider calls once antd has loaded. */
export type NotificationApi = ReturnType<typeof notification.useNotification>[0];

/**
 * antd's notification holder, in its own chunk so that toasts cost nothing until the first one: it hands
 * its API to the toast provider when mounted.
 */
export default function ToastHolder({ onReady }: { onReady: (api: NotificationApi | null) => void }) {
  // At the top, just under the navigation bar (68 px): never under the cookie banner, which sits at the bottom.
  const [api, holder] = notification.useNotification({ maxCount: 1, placement: 'topRight', top: 80, stack: false });
  useEffect(() => {
    onReady(api);
    return () => onReady(null);
  }, [api, onReady]);
  return <AntdRoot>{holder}</AntdRoot>;
}
