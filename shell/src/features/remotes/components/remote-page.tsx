import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from '../../../layout/error-boundary';
import { PageLoading } from '../../../layout/page-loading';
import { forgetRemote, loadRemotePage, RemoteLoadError, type RemoteName } from '../api/remote-loader';
import { RemoteFallback, RemoteNotAvailable } from './remote-fallback';

interface Props {
  remote: RemoteName;
  /** The exposed page module, e.g. 'CommunityPage'. */
  page: string;
  /** What the page is called in the fallback and loading texts, e.g. 'Community Stories'. */
  title: string;
  /** False for a page that is registered but not built yet: it is not even fetched. */
  deployed?: boolean;
}

/**
 * One federated page inside the shell's layout: lazy, with a loading state, and with its own error
 * boundary so that a missing, broken or throwing remote leaves the rest of the shell working.
 */
export function RemotePage({ remote, page, title, deployed = true }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A React.lazy component remembers its rejection, so each attempt needs a new one: `attempt` is the point.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, page)), [remote, page, attempt]);

  const retry = (error: Error) => {
    if (error instanceof RemoteLoadError) forgetRemote(remote);
    setAttempt((value) => value + 1);
  };

  if (!deployed) return <RemoteNotAvailable title={title} />;
  return (
    <ErrorBoundary
      key={attempt}
      onError={(error) => console.error(`The ${title} page (${remote}/${page}) failed`, error)}
      fallback={(error) => <RemoteFallback title={title} error={error} onRetry={() => retry(error)} />}
    >
      <Suspense fallback={<PageLoading label={`Loading ${title}…`} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
