import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useWidgetLoader, type RemoteWidgetProps } from './remote-widget-context';

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

/** `RemoteWidget`'s body, with antd (a chunk of its own, so web-kit's entry stays free of antd). */
export default function RemoteWidgetView({ remote, widget, props, loading }: RemoteWidgetProps<object>) {
  const loader = useWidgetLoader();
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
