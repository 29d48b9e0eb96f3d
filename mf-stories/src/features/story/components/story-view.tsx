import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { useSession } from '@bedtime/web-kit';
import { UNTITLED_STORY_TITLE, type Story } from '@bedtime/contracts';
import { useStory } from '../api/get-story';
import { ContinueReadingCard } from '../../progress/components/continue-reading-card';
import { useReadingProgress } from '../../progress/hooks/use-reading-progress';
import { ShareMenu } from '../../share/components/share-menu';
import { useStoryDocumentTitle } from '../hooks/use-story-document-title';
import { EditableTitle } from './editable-title';
import { FavoriteButton } from './favorite-button';
import { StoryDetails } from './story-details';
import { StoryMeta } from './story-meta';
import { StoryText } from './story-text';

/** The story page, /story/{id}: readable by anyone with the link; owner-only and signed-in-only controls hide otherwise. */
export function StoryView({ storyId }: { storyId: string | undefined }) {
  const story = useStory(storyId);
  if (story.isLoading) {
    return (
      <div className="mfs-center" role="status" aria-live="polite">
        <Spin size="large" />
        <span>Loading story…</span>
      </div>
    );
  }
  if (!story.data) return <StoryNotFound />;
  return <LoadedStory story={story.data} />;
}

function StoryNotFound() {
  return (
    <div className="mfs-page mfs-empty">
      <div className="mfs-empty-art" aria-hidden>
        🌫️
      </div>
      <h1 className="mfs-empty-title">Story not found</h1>
      <p className="mfs-empty-text">This story may have been removed, or the link is not quite right.</p>
      <Link to="/stories" className="mfs-link-button">
        <ArrowLeftOutlined aria-hidden /> Back to Stories
      </Link>
    </div>
  );
}

function LoadedStory({ story }: { story: Story }) {
  const { user } = useSession();
  const textRef = useRef<HTMLDivElement>(null);
  const title = story.title?.trim() || UNTITLED_STORY_TITLE;
  const { progress, highlightIndex, resume } = useReadingProgress({ storyId: story.id, content: story.content, textRef, enabled: !!user });
  useStoryDocumentTitle(title);

  return (
    <div className="mfs-page mfs-story-page">
      <div className="mfs-reader-bar">
        <Link to="/stories" className="mfs-link-button">
          <ArrowLeftOutlined aria-hidden /> Back to Stories
        </Link>
        <div className="mfs-reader-bar-actions">
          {user && <FavoriteButton storyId={story.id} title={title} look="labelled" />}
          <ShareMenu storyId={story.id} title={title} label="Share" />
        </div>
      </div>

      <article className="mfs-card mfs-reader-card" aria-labelledby="mfs-story-title">
        <EditableTitle storyId={story.id} title={title} canEdit={!!user && user.id === story.userId}>
          <h1 id="mfs-story-title" className="mfs-reader-title">
            {title}
          </h1>
        </EditableTitle>
        <StoryMeta story={story} showAge={false} showReadingTime />
        {progress && <ContinueReadingCard scrollPercentage={progress.scrollPercentage} onResume={resume} />}
        {/* Narration controls (Listen to Story with its Generating Audio... state, Highlight words, Sound effects) go here. */}
        <div ref={textRef}>
          <StoryText content={story.content} highlightIndex={highlightIndex} />
        </div>
      </article>

      <StoryDetails story={story} />
    </div>
  );
}
