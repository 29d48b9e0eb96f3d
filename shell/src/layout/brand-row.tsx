import { Link } from 'react-router-dom';
import { MoonMark } from './moon-mark';

/** The product name above the signed-out pages, which have no navigation bar. */
export function BrandRow() {
  return (
    <Link to="/auth" className="auth-brand">
      <MoonMark size={36} />
      <span>Bedtime Stories</span>
    </Link>
  );
}
