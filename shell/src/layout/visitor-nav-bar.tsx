import { Link, NavLink } from 'react-router-dom';
import { MoonMark } from './moon-mark';

/** What a visitor can open without an account. */
export const VISITOR_NAV_ITEMS = [
  { label: 'Community', to: '/community' },
  { label: 'Subscribe', to: '/subscribe' },
  { label: 'About', to: '/about' },
] as const;

/**
 * The bar of a visitor (not signed in) on the public pages: the brand, the pages they can open, and the
 * way in (log in or sign up). Plain links, no antd: it shows on pages that load without antd. The first design
 * renders no signed-in bar for visitors; this one is theirs (the community page asks for a header with
 * navigation, and a visitor needs a way to join from any page).
 */
export function VisitorNavBar() {
  return (
    <header className="nav-bar visitor-bar night-sky on-night">
      <nav className="nav-inner visitor-inner" aria-label="Main">
        <Link to="/auth" className="brand">
          <MoonMark />
          <span>Bedtime Stories</span>
        </Link>
        <ul className="visitor-links">
          {VISITOR_NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="visitor-actions">
          <Link to="/auth" className="visitor-login">
            Log in
          </Link>
          <Link to="/auth?mode=signup" className="lt-button lt-button-primary visitor-signup">
            Sign up free
          </Link>
        </div>
      </nav>
    </header>
  );
}
