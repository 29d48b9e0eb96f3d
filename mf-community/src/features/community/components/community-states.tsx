import { Skeleton } from 'antd';

/** Placeholder cards while a list loads: three on All Stories, five on Top 5 This Week. */
export function StorySkeletons({ count }: { count: number }) {
  return (
    <div className="mfc-list" aria-busy="true" aria-label="Loading stories">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="mfc-card mfc-skeleton" data-testid="community-skeleton">
          <Skeleton active title paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

export function EmptyList({ title, text }: { title: string; text: string }) {
  return (
    <div className="mfc-empty" role="status">
      <div className="mfc-empty-art" aria-hidden>
        📚
      </div>
      <h2 className="mfc-empty-title">{title}</h2>
      <p className="mfc-empty-text">{text}</p>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mfc-empty" role="alert">
      <h2 className="mfc-empty-title">Could not load stories</h2>
      <p className="mfc-empty-text">{message}</p>
      <button type="button" className="mfc-link-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
