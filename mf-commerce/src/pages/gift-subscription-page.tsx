import { GiftScreen } from '../features/gift/components/gift-screen';
import '../styles/commerce.css';

/** /gift-subscription (the shell sends anonymous visitors to /auth with the gift values first). */
export default function GiftSubscriptionPage() {
  return (
    <div className="mfc-page">
      <GiftScreen />
    </div>
  );
}
