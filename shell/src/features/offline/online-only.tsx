import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NEEDS_INTERNET, useOnline } from '@bedtime/web-kit';

/**
 * A page that needs the network (every page but the library and the story page, docs/offline.md): while
 * the device is offline it says so plainly instead of failing to load or to answer. Plain HTML, as it may
 * show before antd is there (and antd may not be cached).
 */
export function OnlineOnly({ title, children }: { title: string; children: ReactNode }) {
  const online = useOnline();
  if (online) return children;
  return (
    <div className="center-state" role="status" data-testid="needs-internet">
      <div className="state-card soft-card" style={{ padding: '32px 24px' }}>
        <div className="state-icon" aria-hidden="true">
          ☁️
        </div>
        <h1 className="page-title">{NEEDS_INTERNET}</h1>
        <p className="page-lead">
          You're offline. {title.charAt(0).toUpperCase() + title.slice(1)} opens again once you're back online; the stories kept on this device still open and
          play in My Stories.
        </p>
        <div className="state-actions">
          <Link to="/stories" className="lt-button lt-button-primary lt-button-large">
            Open My Stories
          </Link>
        </div>
      </div>
    </div>
  );
}
