import { lazy, Suspense } from 'react';
import type { RemoteWidgetProps } from './remote-widget-context';

export { RemoteWidgetProvider, useWidgetLoader, type RemoteWidgetProps, type WidgetLoader } from './remote-widget-context';

// The view uses antd: loaded with the first widget, so that web-kit itself never pulls antd into a first load.
const RemoteWidgetView = lazy(() => import('./remote-widget-view'));

/**
 * A component lent by another remote, e.g. `<RemoteWidget remote="commerce" widget="print-book" props={...} />`:
 * the page never imports the remote that owns it. It loads lazily, in its own error boundary with Retry,
 * so a remote that is down leaves the page working.
 */
export function RemoteWidget<P extends object>(widgetProps: RemoteWidgetProps<P>) {
  return (
    <Suspense fallback={widgetProps.loading ?? null}>
      <RemoteWidgetView {...widgetProps} />
    </Suspense>
  );
}
