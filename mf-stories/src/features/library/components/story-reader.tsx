import { useEffect, useRef } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Story } from '@bedtime/contracts';
import { useSession } from '@bedtime/web-kit';
import { EditableTitle } from '../../story/components/editable-title';
import { FavoriteButton } from '../../story/components/favorite-button';
import { StoryDetails } from '../../story/components/story-details';
import { StoryMeta } from '../../story/components/story-meta';
import { StoryText } from '../../story/components/story-text';
import { ShareMenu } from '../../share/components/share-menu';
import { displayTitle } from '../lib/library-rules';

interface StoryReaderProps {
  story: Story;
  onBack: () => void;
}

/** The in-page reader of My Stories (spec/core.md §2 "In-page story reader"). */
export function StoryReader({ story, onBack }: StoryReaderProps) {
  const { user } = useSession();
  const title = displayTitle(story);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [story.id]);

  return (
    <article className="mfs-page mfs-reader" aria-labelledby="mfs-reader-title">
      <div className="mfs-reader-bar">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          Back to Stories
        </Button>
        <div className="mfs-reader-bar-actions">
          {user && <FavoriteButton storyId={story.id} title={title} look="labelled" />}
          <ShareMenu storyId={story.id} title={title} label="Share" />
        </div>
      </div>

      <div className="mfs-card mfs-reader-card">
        <EditableTitle storyId={story.id} title={title} canEdit={user?.id === story.userId}>
          <h1 id="mfs-reader-title" ref={headingRef} tabIndex={-1} className="mfs-reader-title">
            {title}
          </h1>
        </EditableTitle>
        <StoryMeta story={story} showReadingTime />
        {/* Narration controls (Listen to Story / Pause Story and the two checkboxes) go here. */}
        <StoryText content={story.content} />
      </div>

      <StoryDetails story={story} />
    </article>
  );
}
