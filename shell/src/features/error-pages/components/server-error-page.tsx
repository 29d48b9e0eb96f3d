import { Button } from 'antd';
import { CloudOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../layout/link-button';
import { ErrorPageFrame } from './error-page-frame';

export function ServerErrorPage() {
  return (
    <ErrorPageFrame
      icon={<CloudOutlined />}
      title="Oops! Something went wrong"
      code="Error 500: Internal Server Error"
      actions={
        <>
          <Button type="primary" size="large" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <LinkButton to="/" size="large">
            Go Home
          </LinkButton>
        </>
      }
    >
      <p>Our servers had trouble with that request. It's not you, it's us. Please try again in a moment.</p>
    </ErrorPageFrame>
  );
}
