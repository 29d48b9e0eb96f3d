import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BookOutlined, ClockCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { readingTimeMinutes } from '@bedtime/contracts';
import type { GeneratedStory } from '../api/generate-story';
import { StoryText } from '../../story/components/story-text';
import { ShareMenu } from '../../share/components/share-menu';

interface StoryResultProps {
  result: GeneratedStory;
  onCreateAnother: () => void;
}

/** Step 7: the finished story. */
export function StoryResult({ result, onCreateAnother }: StoryResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="mfs-result-layout">
      <article className="mfs-card mfs-result" aria-labelledby="mfs-result-title">
        <header className="mfs-result-head">
          <p className="mfs-eyebrow">✨ Your story is ready</p>
          <h2 id="mfs-result-title" ref={headingRef} tabIndex={-1} className="mfs-result-title">
            {result.title}
          </h2>
          <p className="mfs-result-sub">
            <ClockCircleOutlined aria-hidden /> {readingTimeMinutes(result.story)} min read
          </p>
        </header>

        {/* Story toolbar. Narration (Listen/Pause and its two checkboxes) takes the first place here. */}
        <div className="mfs-result-toolbar">
          <ShareMenu storyId={result.id} title={result.title} />
        </div>

        <StoryText content={result.story} />

        <footer className="mfs-result-actions">
          <Button type="primary" size="large" icon={<PlusCircleOutlined aria-hidden />} onClick={onCreateAnother}>
            Create Another Story
          </Button>
          <Link to="/stories" className="mfs-link-button">
            <BookOutlined aria-hidden /> View All Stories
          </Link>
        </footer>
      </article>

      {/* Enhancement panels (illustrations, printing, stickers, merchandise) stack in this column. */}
      <div className="mfs-result-panels" />
    </div>
  );
}
