import { BedtimeProviders } from '@bedtime/web-kit';
import { ErrorBoundary } from '../layout/error-boundary';
import { GenericErrorScreen } from '../layout/generic-error-screen';
import { ShellRoutes } from './shell-routes';
import { loadRemoteWidget } from '../features/remotes/api/remote-loader';

/**
 * The providers every page, shell or remote, runs inside (docs/frontend-conventions.md). antd's theme and
 * App come per page (`AntdScope` in the route table), so the sign-in page loads without antd.
 */
export function ShellApp() {
  return (
    <BedtimeProviders
      antd="per-page"
      widgetLoader={loadRemoteWidget}
      boundary={(content) => <ErrorBoundary fallback={() => <GenericErrorScreen />}>{content}</ErrorBoundary>}
    >
      <ShellRoutes />
    </BedtimeProviders>
  );
}
