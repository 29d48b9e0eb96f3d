import { useLocation } from 'react-router-dom';
import { CompassOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../layout/link-button';
import { ErrorPageFrame } from './error-page-frame';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorPageFrame
      icon={<CompassOutlined />}
      title="404 Page Not Found"
      code="Error 404: Not Found"
      actions={
        <>
          <LinkButton to="/" type="primary" size="large">
            Go Home
          </LinkButton>
          <LinkButton to="/stories" size="large">
            My Stories
          </LinkButton>
        </>
      }
    >
      <p>We searched the whole night sky but couldn't find this page.</p>
      <p className="dev-hint" data-testid="not-found-hint">
        No route matches <code>{pathname}</code>. Did you forget to add the page to the router in <code>shell/src/app/shell-routes.tsx</code>?
      </p>
    </ErrorPageFrame>
  );
}
