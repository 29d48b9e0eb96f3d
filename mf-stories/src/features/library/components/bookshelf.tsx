import { useEffect, useRef, useState } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { StorySummary } from '@bedtime/contracts';
import { styleLabel } from '../../story/lib/story-labels';
import { BOOK_OPEN_DELAY_MS, shelfPage, spineTitle } from '../lib/library-rules';

interface BookshelfProps {
  stories: readonly Pick<StorySummary, 'id' | 'title' | 'gender' | 'age' | 'style'>[];
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (storyId: string) => void;
  /** Stories kept on this device for offline: their spines carry a small mark. */
  keptIds?: ReadonlySet<string>;
}

/** Spines vary a little in height, like real books; the variation is fixed per position so it never jumps. */
const SPINE_HEIGHTS = [100, 92, 97, 88, 95, 90];

/** Stories as books on a shelf, six per shelf page; a click flips the book, then opens it after 0.8 s. */
export function Bookshelf({ stories, page, onPageChange, onOpen, keptIds }: BookshelfProps) {
  const { books, page: current, pages } = shelfPage(stories, page);
  const [opening, setOpening] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = (storyId: string) => {
    if (opening) return;
    setOpening(storyId);
    timer.current = setTimeout(() => {
      setOpening(null);
      onOpen(storyId);
    }, BOOK_OPEN_DELAY_MS);
  };

  return (
    <section className="mfs-bookshelf" aria-label={`Bookshelf, shelf ${current + 1} of ${pages}`}>
      <div className="mfs-shelf">
        <ul className="mfs-books">
          {books.map((story, index) => {
            const title = spineTitle(story);
            const kept = keptIds?.has(story.id) ?? false;
            return (
              <li key={story.id} className="mfs-book-slot">
                <button
                  type="button"
                  data-open-story={story.id}
                  className={`mfs-book mfs-book--${story.style}${opening === story.id ? ' is-opening' : ''}`}
                  style={{ height: `${SPINE_HEIGHTS[index % SPINE_HEIGHTS.length]}%` }}
                  aria-label={`${title}, age ${story.age}, ${styleLabel(story.style)}${kept ? ', kept for offline' : ''}: open story`}
                  title={title}
                  onClick={() => open(story.id)}
                >
                  <span className="mfs-book-cover" aria-hidden>
                    <span className="mfs-spine-title">{title}</span>
                    <span className="mfs-spine-meta">
                      Age {story.age} · {styleLabel(story.style)}
                    </span>
                    {kept && (
                      <span className="mfs-spine-kept" title="Kept for offline">
                        ✓ Kept
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <div className="mfs-shelf-board" aria-hidden />
      </div>

      {pages > 1 && (
        <nav className="mfs-shelf-nav" aria-label="Shelf pages">
          <Button
            shape="circle"
            icon={<LeftOutlined aria-hidden />}
            aria-label="Previous shelf"
            disabled={current === 0}
            onClick={() => onPageChange(current - 1)}
          />
          <ol className="mfs-dots">
            {Array.from({ length: pages }, (_, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={i === current ? 'mfs-dot is-current' : 'mfs-dot'}
                  aria-label={`Shelf ${i + 1}`}
                  aria-current={i === current ? 'page' : undefined}
                  onClick={() => onPageChange(i)}
                />
              </li>
            ))}
          </ol>
          <Button
            shape="circle"
            icon={<RightOutlined aria-hidden />}
            aria-label="Next shelf"
            disabled={current === pages - 1}
            onClick={() => onPageChange(current + 1)}
          />
        </nav>
      )}
    </section>
  );
}
