import { PrintOrdersCard } from '../features/print-book/components/print-orders-card';
import '../styles/commerce.css';

/** The user's printed-book orders as a card (registry widget `print-orders`), shown on the shell's profile. */
export default function PrintOrdersWidget() {
  return <PrintOrdersCard />;
}
