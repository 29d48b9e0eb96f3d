import { useParams } from 'react-router-dom';
import { CheckoutScreen } from '../features/marketplace/components/checkout-screen';
import '../styles/commerce.css';

/** /marketplace/checkout/{orderId}: our hosted checkout for the local payments engine. */
export default function MarketplaceCheckoutPage() {
  const { orderId = '' } = useParams();
  return (
    <div className="mfc-page">
      <CheckoutScreen orderId={orderId} />
    </div>
  );
}
