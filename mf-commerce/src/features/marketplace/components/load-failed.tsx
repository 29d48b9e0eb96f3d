import { Alert, Button } from 'antd';
import { errorMessage } from '@bedtime/web-kit';

/**
 * A marketplace list that could not load: what failed, the server's reason, and a way to ask again
 * (queries never retry by themselves and are never stale, so without it only a reload would).
 */
export function LoadFailed({ title, error, retrying, onRetry }: { title: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorMessage(error)}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
