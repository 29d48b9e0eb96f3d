import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { Avatar, Button, Drawer, Dropdown, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { User } from '@bedtime/contracts';
import { storiesTitle, useSession } from '@bedtime/web-kit';
import { fullNameOf, initialsOf } from '../lib/user-display';
import { MoonMark } from './moon-mark';
import { navItems } from './nav-items';

/**
 * The account menu and the phone's drawer open above a toast (antd puts notifications at 2050): the parent
 * opened them, and a toast under the bar would otherwise cover their first items for seconds.
 */
const OPENED_MENU_Z_INDEX = 2100;

/** The navigation bar of a signed-in user (antd: the account menu and the phone's drawer). */
export function SignedInNavBar({ user }: { user: User }) {
  const { logoutMutation } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(user);
  const signOut = () => logoutMutation.mutate(undefined, { onSuccess: () => navigate('/auth') });

  const userMenu: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: 'user-menu-who',
      label: (
        <div>
          <div style={{ fontWeight: 800, color: 'var(--ink)' }}>{fullNameOf(user)}</div>
          <div style={{ color: 'var(--ink-muted)', fontSize: 14 }}>{user.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'profile', label: <Link to="/profile">Profile &amp; Settings</Link> },
    { key: 'subscription', label: <Link to="/subscribe">Subscription</Link> },
    { type: 'divider' },
    { key: 'sign-out', label: 'Sign out', onClick: signOut },
  ];

  return (
    <header className="nav-bar night-sky on-night">
      <nav className="nav-inner" aria-label="Main">
        <Link to="/" className="brand" data-testid="brand-label">
          <MoonMark />
          <span>{storiesTitle(user)}</span>
        </Link>
        <ul className="nav-links">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="nav-actions">
          <Dropdown menu={{ items: userMenu }} trigger={['click']} placement="bottomRight" styles={{ root: { zIndex: OPENED_MENU_Z_INDEX } }}>
            <button type="button" className="avatar-button" aria-label={`Account menu for ${fullNameOf(user) || user.email}`}>
              <Avatar className="avatar" size={40}>
                {initialsOf(user)}
              </Avatar>
            </button>
          </Dropdown>
          <Button
            className="menu-button"
            type="text"
            size="large"
            icon={<MenuOutlined />}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
        </div>
      </nav>
      <Drawer
        title={storiesTitle(user)}
        placement="right"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        rootClassName="mobile-drawer"
        zIndex={OPENED_MENU_Z_INDEX}
      >
        <nav aria-label="Mobile">
          <ul className="mobile-nav">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => (isActive ? 'active' : '')} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  signOut();
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </Drawer>
    </header>
  );
}
