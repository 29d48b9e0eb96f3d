import { useState } from 'react';
import { Button, Card } from 'antd';
import { DisconnectOutlined, HourglassOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { LinkButton } from '../../../layout/link-button';
import { RemoteLoadError, RemoteNotDeployedError } from '../api/remote-loader';

interface Props {
  title: string;
  error: Error;
  onRetry: () => void;
}

/** Registry titles may start in lower case ("the Marketplace") because they are also used mid-sentence. */
export function sentenceStart(title: string): string {
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** A section that is not deployed here: nothing to retry, so only a way elsewhere. */
export function RemoteNotAvailable({ title }: { title: string }) {
  return (
    <div className="center-state" role="status" data-testid="remote-not-available">
      <Card className="state-card soft-card" variant="borderless">
        <div className="state-icon" aria-hidden="true">
          <HourglassOutlined />
        </div>
        <h1 className="page-title">{sentenceStart(title)} isn't available yet</h1>
        <p className="page-lead">We're still building this part of Bedtime Stories. Everything else works as usual.</p>
        <div className="state-actions">
          <LinkButton to="/" type="primary" size="large">
            Go Home
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}

export function RemoteFallback({ title, error, onRetry }: Props) {
  const [showDetails, setShowDetails] = useState(false);
  const navigate = useNavigate();
  if (error instanceof RemoteNotDeployedError) return <RemoteNotAvailable title={title} />;
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
            ? `${sentenceStart(title)} didn't load, perhaps because of a network hiccup or an update in progress. The rest of the app still works.`
            : `${sentenceStart(title)} ran into a problem while showing this page. The rest of the app still works.`}
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
