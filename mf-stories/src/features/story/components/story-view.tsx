import { useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { useSession } from '@bedtime/web-kit';
import { countWords, UNTITLED_STORY_TITLE, type Story } from '@bedtime/contracts';
import { useStory } from '../api/get-story';
import { ContinueReadingCard } from '../../progress/components/continue-reading-card';
import { useReadingProgress } from '../../progress/hooks/use-reading-progress';
import { StoryEnhancements } from '../../enhancements/components/story-enhancements';
import { NarratedStoryText } from '../../narration/components/narrated-story-text';
import { NarrationControls } from '../../narration/components/narration-controls';
import { useNarration } from '../../narration/hooks/use-narration';
import { ShareMenu } from '../../share/components/share-menu';
import { OrderPrintedBookButton } from '../../print-book/components/order-printed-book-button';
import { useSocialMeta } from '../../share/hooks/use-social-meta';
import { describeStory } from '../../share/lib/social-meta';
import { useStoryDocumentTitle } from '../hooks/use-story-document-title';
import { DeleteStoryButton } from './delete-story-button';
import { EditableTitle } from './editable-title';
import { FavoriteButton } from './favorite-button';
import { StoryDetails } from './story-details';
import { StoryMeta } from './story-meta';
import { ListenInvitation, SIGN_UP_PATH, VisitorBrandBar } from './visitor-invitation';

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
  const { user } = useSession();
  return (
    <div className="mfs-page mfs-empty">
      <div className="mfs-empty-art" aria-hidden>
        🌫️
      </div>
      <h1 className="mfs-empty-title">Story not found</h1>
      <p className="mfs-empty-text">This story may have been removed, or the link is not quite right.</p>
      {user ? (
        <Link to="/stories" className="mfs-link-button">
          <ArrowLeftOutlined aria-hidden /> Back to Stories
        </Link>
      ) : (
        <Link to={SIGN_UP_PATH} className="mfs-link-button mfs-link-button--primary">
          Make your own bedtime stories
        </Link>
      )}
    </div>
  );
}

function LoadedStory({ story }: { story: Story }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const textRef = useRef<HTMLDivElement>(null);
  const title = story.title?.trim() || UNTITLED_STORY_TITLE;
  const isOwner = !!user && user.id === story.userId;
  // Reading progress is the owner's: the service refuses it to other readers of a shared story.
  const wordCount = useMemo(() => countWords(story.content), [story.content]);
  const { progress, highlightIndex, resume, recordPosition } = useReadingProgress({ storyId: story.id, content: story.content, textRef, enabled: isOwner });
  const narration = useNarration({ storyId: story.id, surface: 'page', textRef, onPosition: recordPosition, textLength: story.content.length });
  useStoryDocumentTitle(title);
  useSocialMeta({ id: story.id, title, description: describeStory(story) });

  // Resume: back to the saved place, and when a word was saved, read on from that word.
  const resumeReading = () => {
    resume();
    if (progress && progress.wordIndex > 0) narration.playFrom(progress.wordIndex);
  };

  return (
    <div className="mfs-page mfs-story-page">
      {!user && <VisitorBrandBar />}
      <div className="mfs-reader-bar">
        {/* A visitor has no library: their way on is joining, never a login wall. */}
        {user ? (
          <Link to="/stories" className="mfs-link-button">
            <ArrowLeftOutlined aria-hidden /> Back to Stories
          </Link>
        ) : (
          <Link to={SIGN_UP_PATH} className="mfs-link-button">
            <ArrowLeftOutlined aria-hidden /> More stories like this
          </Link>
        )}
        <div className="mfs-reader-bar-actions">
          {user && <FavoriteButton storyId={story.id} title={title} look="labelled" />}
          <ShareMenu storyId={story.id} title={title} label="Share" isOwner={isOwner} />
          {user && <OrderPrintedBookButton storyId={story.id} title={title} />}
          {isOwner && <DeleteStoryButton storyId={story.id} title={title} onDeleted={() => navigate('/stories')} />}
        </div>
      </div>

      <article className="mfs-card mfs-reader-card" aria-labelledby="mfs-story-title">
        <EditableTitle storyId={story.id} title={title} canEdit={isOwner}>
          <h1 id="mfs-story-title" className="mfs-reader-title">
            {title}
          </h1>
        </EditableTitle>
        <StoryMeta story={story} showAge={false} showReadingTime />
        {progress && <ContinueReadingCard progress={progress} wordCount={wordCount} onResume={resumeReading} />}
        {/* Narration needs a signed-in listener (the server narrates for accounts only): a visitor is invited instead. */}
        {user ? <NarrationControls narration={narration} surface="page" /> : <ListenInvitation />}
        <div ref={textRef}>
          <NarratedStoryText content={story.content} narration={narration} restingIndex={highlightIndex} />
        </div>
      </article>

      <StoryEnhancements story={{ ...story, title }} canEnhance={isOwner} />

      <StoryDetails story={story} />
    </div>
  );
}
