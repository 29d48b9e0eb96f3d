import { MarketplaceScreen } from '../features/marketplace/components/marketplace-screen';
import '../styles/commerce.css';

/** /marketplace. */
export default function MarketplacePage() {
  return (
    <div className="mfc-page">
      <MarketplaceScreen />
    </div>
  );
}
