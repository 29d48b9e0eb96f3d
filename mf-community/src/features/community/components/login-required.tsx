import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { ToastInput } from '@bedtime/web-kit';

export const LOGIN_REQUIRED = { title: 'Login required', description: 'Please login to vote on stories.' } as const;

/**
 * 'Login required' / 'Please login to vote on stories.' with the way in: log in, or sign up. The toast is
 * drawn outside the router, so its links navigate through the page's own `navigate`.
 */
export function loginRequiredToast(navigate: NavigateFunction): ToastInput {
  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return {
    title: LOGIN_REQUIRED.title,
    variant: 'destructive',
    description: (
      <span className="mfc-login-required">
        {LOGIN_REQUIRED.description}{' '}
        <a href="/auth" onClick={go('/auth')}>
          Log in
        </a>{' '}
        or{' '}
        <a href="/auth?mode=signup" onClick={go('/auth?mode=signup')}>
          sign up free
        </a>
        .
      </span>
    ),
  };
}
