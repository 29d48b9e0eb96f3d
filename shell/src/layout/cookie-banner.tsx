import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CookieConsent } from '../lib/local-flags';

export const COOKIE_BANNER_DELAY_MS = 1_000;

/**
 * The cookie banner (docs/product-rules.md, Shell and layout) appears 1 s after its turn comes (the first-visit
 * sequence decides when); Accept, Decline or close hands the choice back. Plain buttons (no antd): it
 * shows on the sign-in page, which loads without antd.
 */
export function CookieBanner({ onChoose: choose }: { onChoose: (consent: CookieConsent) => void }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  return (
    <section className="cookie-banner night-sky on-night" role="region" aria-label="Cookie preferences">
      <p>
        We use cookies to keep you signed in and to understand how families use Bedtime Stories. Read more in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <div className="cookie-actions">
        <button type="button" className="lt-button" onClick={() => choose('declined')}>
          Decline
        </button>
        <button type="button" className="lt-button lt-button-primary cookie-accept" onClick={() => choose('accepted')}>
          Accept
        </button>
      </div>
      <button type="button" className="cookie-close" aria-label="Close cookie banner" onClick={() => choose('declined')}>
        <span aria-hidden="true">✕</span>
      </button>
    </section>
  );
}
