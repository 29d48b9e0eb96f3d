import { Component, createContext, lazy, Suspense, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';

/** Loads a widget another remote lends (the shell provides it; see docs/frontend-conventions.md). */
// Widgets take the props their owner documents; the loader cannot know them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetLoader = (remote: string, widget: string) => Promise<{ default: ComponentType<any>; title: string }>;

const WidgetLoaderContext = createContext<WidgetLoader | null>(null);

export function RemoteWidgetProvider({ loader, children }: { loader: WidgetLoader | undefined; children: ReactNode }) {
  return <WidgetLoaderContext.Provider value={loader ?? null}>{children}</WidgetLoaderContext.Provider>;
}

class WidgetBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('A remote widget failed', error);
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * A component lent by another remote, e.g. `<RemoteWidget remote="commerce" widget="print-book" props={...} />`:
 * the page never imports the remote that owns it. It loads lazily, in its own error boundary with Retry,
 * so a remote that is down leaves the page working.
 */
export function RemoteWidget<P extends object>({ remote, widget, props, loading }: { remote: string; widget: string; props?: P; loading?: ReactNode }) {
  const loader = useContext(WidgetLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(
    () => (loader ? lazy(() => loader(remote, widget)) : null),
    // A lazy component remembers its rejection, so each attempt needs a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, remote, widget, attempt],
  );
  if (!Widget) return <Alert type="info" showIcon message="This feature is available inside the app." />;
  return (
    <WidgetBoundary
      key={attempt}
      fallback={() => (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message="This part of the page couldn't be loaded."
          action={
            <Button size="small" onClick={() => setAttempt((value) => value + 1)}>
              Retry
            </Button>
          }
        />
      )}
    >
      <Suspense fallback={loading ?? <Spin />}>
        <Widget {...(props ?? {})} />
      </Suspense>
    </WidgetBoundary>
  );
}
