import { GiftConfirmation } from '../features/gift/components/gift-confirmation';
import '../styles/commerce.css';

/** /gift-confirmation: the return address of a gift payment that needed a redirect. */
export default function GiftConfirmationPage() {
  return (
    <div className="mfc-page">
      <GiftConfirmation />
    </div>
  );
}
