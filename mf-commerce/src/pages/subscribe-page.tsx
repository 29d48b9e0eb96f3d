import { SubscribeScreen } from '../features/subscription/components/subscribe-screen';
import '../styles/commerce.css';

/** /subscribe. */
export default function SubscribePage() {
  return (
    <div className="mfc-page">
      <SubscribeScreen />
    </div>
  );
}
