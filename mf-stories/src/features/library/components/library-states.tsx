import { Link } from 'react-router-dom';
import { Button, Skeleton } from 'antd';
import { LOADING_CARDS } from '../lib/library-rules';

/** Six resting cards while the library loads (docs/product-rules.md, Story limits and reading time). */
export function LoadingCards() {
  return (
    <div className="mfs-grid" role="status" aria-label="Loading your stories">
      {Array.from({ length: LOADING_CARDS }, (_, i) => (
        <div key={i} className="mfs-story-card mfs-story-card--loading" aria-hidden>
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 4 }} />
        </div>
      ))}
    </div>
  );
}

export function NoStoriesYet() {
  return (
    <div className="mfs-empty">
      <div className="mfs-empty-art" aria-hidden>
        📚
      </div>
      <h2 className="mfs-empty-title">No stories yet</h2>
      <p className="mfs-empty-text">Your bookshelf is waiting for its very first bedtime story.</p>
      <Link to="/" className="mfs-link-button mfs-link-button--primary">
        Create Your First Story
      </Link>
    </div>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="mfs-empty">
      <div className="mfs-empty-art" aria-hidden>
        🔭
      </div>
      <h2 className="mfs-empty-title">No stories match your filters</h2>
      <p className="mfs-empty-text">Try other words, another age or style, or show all your stories.</p>
      <Button onClick={onClear}>Show all stories</Button>
    </div>
  );
}
