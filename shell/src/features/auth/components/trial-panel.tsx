import { MoonMark } from '../../../layout/moon-mark';

const PERKS = [
  'Unlimited personalised stories for ages 2-12',
  'Narration with every word highlighted as it is read',
  'Illustrations, stickers and printable colouring books',
  'A personal library that remembers where you stopped',
];

/** The side panel promoting the 7-day free trial. */
export function TrialPanel() {
  return (
    <aside className="trial-panel night-sky on-night" aria-labelledby="trial-panel-title">
      <MoonMark size={56} />
      <h2 id="trial-panel-title">Try Bedtime Stories free for 7 days</h2>
      <p className="trial-panel-lead">Full access from the first night. No charge during your trial, cancel any time.</p>
      <ul>
        {PERKS.map((perk) => (
          <li key={perk}>
            <span aria-hidden="true">✦</span> {perk}
          </li>
        ))}
      </ul>
      <p className="trial-panel-price">Then $7.99/month for endless stories.</p>
    </aside>
  );
}
