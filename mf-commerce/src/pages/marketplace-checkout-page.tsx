import { useParams } from 'react-router-dom';
import { CheckoutScreen } from '../features/marketplace/components/checkout-screen';
import '../styles/commerce.css';

/** /marketplace/checkout/{orderId}: the marketplace's checkout, paid in the same card form as every payment, whichever engine runs. */
export default function MarketplaceCheckoutPage() {
  const { orderId = '' } = useParams();
  return (
    <div className="mfc-page">
      <CheckoutScreen orderId={orderId} />
    </div>
  );
}
