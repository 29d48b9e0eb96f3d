import { Link } from 'react-router-dom';

/** The footer (docs/product-rules.md, Shell and layout). */
export function Footer() {
  return (
    <footer className="footer night-sky on-night">
      <div className="footer-inner">
        <p className="footer-tagline">Personalised bedtime stories that make every night a little more magical.</p>
        <p className="footer-credit">
          Made with love by a family of parents, engineers and storytellers, and inspired by Lily, age five, who always asks for just one more story.
        </p>
        <ul className="footer-links">
          <li>
            <Link to="/terms">Terms of Service</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/about">About Us</Link>
          </li>
        </ul>
        <p className="footer-copy">© {new Date().getFullYear()} Bedtime Stories. All rights reserved.</p>
      </div>
    </footer>
  );
}
