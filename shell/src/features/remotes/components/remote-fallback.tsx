import { useState } from 'react';
import { Button, Card } from 'antd';
import { DisconnectOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { RemoteLoadError } from '../api/remote-loader';

interface Props {
  title: string;
  error: Error;
  onRetry: () => void;
}

export function RemoteFallback({ title, error, onRetry }: Props) {
  const [showDetails, setShowDetails] = useState(false);
  const navigate = useNavigate();
  const couldNotLoad = error instanceof RemoteLoadError;
  return (
    <div className="center-state" role="alert" data-testid="remote-fallback">
      <Card className="state-card soft-card" variant="borderless">
        <div className="state-icon" aria-hidden="true">
          <DisconnectOutlined />
        </div>
        <h1 className="page-title">This part of Bedtime Stories couldn't be loaded</h1>
        <p className="page-lead">
          {couldNotLoad
            ? `${title} didn't load, perhaps because of a network hiccup or an update in progress. The rest of the app still works.`
            : `${title} ran into a problem while showing this page. The rest of the app still works.`}
        </p>
        <div className="state-actions">
          <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={onRetry}>
            Retry
          </Button>
          {window.history.length > 1 && (
            <Button size="large" onClick={() => navigate(-1)}>
              Go Back
            </Button>
          )}
        </div>
        <Button type="link" size="small" onClick={() => setShowDetails((value) => !value)} aria-expanded={showDetails} style={{ marginTop: 16 }}>
          {showDetails ? 'Hide details' : 'Show details'}
        </Button>
        {showDetails && <pre className="error-details">{error.message}</pre>}
      </Card>
    </div>
  );
}
