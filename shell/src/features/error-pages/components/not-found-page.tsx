import { CompassOutlined } from '@ant-design/icons';
import { useSession } from '@bedtime/web-kit';
import { LinkButton } from '../../../layout/link-button';
import { ErrorPageFrame } from './error-page-frame';

/** Parents reach this from old or mistyped links: a kind word and a way back, nothing about routers. */
export function NotFoundPage() {
  const { user } = useSession();
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
          {user && (
            <LinkButton to="/stories" size="large">
              My Stories
            </LinkButton>
          )}
        </>
      }
    >
      <p>We searched the whole night sky but couldn't find this page.</p>
      <p>The link may be old or mistyped. Let's head back somewhere cosy.</p>
    </ErrorPageFrame>
  );
}
