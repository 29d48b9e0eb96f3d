import { Button, Card } from 'antd';
import { CloudOutlined } from '@ant-design/icons';

/** spec/core.md §2 "Shell elements": the error screen around every page. Plain links, so it works without the router. */
export function GenericErrorScreen() {
  return (
    <div className="center-state" role="alert">
      <Card className="state-card soft-card" variant="borderless">
        <div className="state-icon" aria-hidden="true">
          <CloudOutlined />
        </div>
        <h1 className="page-title">Oops! Something went wrong</h1>
        <p className="page-lead">We're sorry, but something unexpected happened. Please try refreshing the page.</p>
        <div className="state-actions">
          <Button type="primary" size="large" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
          <Button size="large" href="/">
            Go Home
          </Button>
        </div>
      </Card>
    </div>
  );
}
