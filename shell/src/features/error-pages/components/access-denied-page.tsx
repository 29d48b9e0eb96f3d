import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LockOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../layout/link-button';
import { ErrorPageFrame } from './error-page-frame';

export function AccessDeniedPage() {
  const location = useLocation();
  useEffect(() => {
    console.error(`403 Forbidden: access denied (${location.pathname}${location.search})`);
  }, [location.pathname, location.search]);

  return (
    <ErrorPageFrame
      icon={<LockOutlined />}
      title="Access Denied"
      code="Error 403: Forbidden"
      actions={
        <>
          <LinkButton to="/auth" type="primary" size="large">
            Sign In
          </LinkButton>
          <LinkButton to="/" size="large">
            Go Home
          </LinkButton>
        </>
      }
    >
      <p>You don't have permission to view this page.</p>
      <p>This page needs special permissions or a subscription. Try signing in with another account, or check your subscription.</p>
    </ErrorPageFrame>
  );
}
