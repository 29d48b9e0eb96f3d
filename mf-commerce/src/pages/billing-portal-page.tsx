import { PortalView } from '../features/portal/components/portal-view';
import '../styles/commerce.css';

/** /billing: our own customer portal (the local payments engine's; Stripe has its hosted one). */
export default function BillingPortalPage() {
  return (
    <div className="mfc-page">
      <PortalView />
    </div>
  );
}
