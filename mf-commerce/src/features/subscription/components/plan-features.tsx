import { CheckCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';

const FEATURES = [
  'Unlimited personalised bedtime stories',
  'Narration with read-along highlighting',
  'Illustrations, stickers and colouring pages',
  'Printable storybooks and your whole library, kept forever',
];

export function PlanFeatures() {
  return (
    <ul className="mfc-features">
      {FEATURES.map((feature) => (
        <li key={feature}>
          <CheckCircleFilled aria-hidden className="mfc-feature-icon" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

export function GiftPromo() {
  return (
    <aside className="mfc-gift-promo">
      <h3>Give the gift of bedtime stories</h3>
      <p>Know a family who would love personalised stories? Gift them a subscription.</p>
      <Link to="/gift-subscription">Gift a subscription</Link>
    </aside>
  );
}
