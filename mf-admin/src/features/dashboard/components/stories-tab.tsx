import { Alert, Card, Skeleton } from 'antd';
import type { AdminStatsRange, CountedName } from '@bedtime/contracts';
import { errorMessage } from '@bedtime/web-kit';
import { useStoryAnalytics } from '../api/admin-queries';
import { formatCount, formatPercent } from '../lib/format';
import { DailyChart } from './daily-chart';

function TopList({ title, items, unavailable }: { title: string; items: CountedName[]; unavailable: boolean }) {
  return (
    <Card title={title} size="small" className="mfa-toplist">
      {unavailable ? (
        <p className="mfa-unavailable">Unavailable</p>
      ) : items.length === 0 ? (
        <p className="mfa-muted">No stories in this range</p>
      ) : (
        <ol>
          {items.map((item) => (
            <li key={item.name}>
              <span>{item.name}</span> <span className="mfa-muted">({item.count})</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Stories tab: what the story service made over the range. */
export function StoriesTab({ range }: { range: AdminStatsRange }) {
  const analytics = useStoryAnalytics(range);
  if (analytics.isLoading) return <Skeleton active />;
  if (analytics.error || !analytics.data) {
    return <Alert type="error" title="Failed to load story analytics" description={errorMessage(analytics.error)} />;
  }
  const data = analytics.data;
  const storyDown = data.unavailable.includes('story');
  const use = (figure: { stories: number; share: number } | null) =>
    figure === null ? 'Unavailable' : `${formatCount(figure.stories)} stories (${formatPercent(figure.share)})`;
  return (
    <div className="mfa-tab" data-testid="story-analytics">
      <p className="mfa-summary">
        Stories created in this range: <strong>{formatCount(data.totalInRange)}</strong>
      </p>
      <DailyChart title="Stories per day" points={data.storiesPerDay} unit="stories" unavailable={storyDown} testId="chart-stories" />
      <div className="mfa-toplists">
        <TopList title="Top interests" items={data.topInterests} unavailable={storyDown} />
        <TopList title="Top styles" items={data.topStyles} unavailable={storyDown} />
        <Card title="Narration and illustration" size="small" className="mfa-toplist">
          <p>Narrated: {use(data.narration)}</p>
          <p>Illustrated: {use(data.illustration)}</p>
        </Card>
      </div>
    </div>
  );
}
