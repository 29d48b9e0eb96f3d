import { BedtimeProviders } from '@bedtime/web-kit';
import { ErrorBoundary } from '../layout/error-boundary';
import { GenericErrorScreen } from '../layout/generic-error-screen';
import { ShellRoutes } from './shell-routes';
import { loadRemoteWidget } from '../features/remotes/api/remote-loader';

/** The providers every page, shell or remote, runs inside (docs/frontend-conventions.md). */
export function ShellApp() {
  return (
    <BedtimeProviders widgetLoader={loadRemoteWidget} boundary={(content) => <ErrorBoundary fallback={() => <GenericErrorScreen />}>{content}</ErrorBoundary>}>
      <ShellRoutes />
    </BedtimeProviders>
  );
}
