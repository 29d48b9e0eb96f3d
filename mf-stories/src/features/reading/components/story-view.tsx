import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { isNetworkFailure, useSession } from '@bedtime/web-kit';
import type { Story } from '@bedtime/contracts';
import { useSocialMeta } from '../../share/hooks/use-social-meta';
import { describeStory } from '../../share/lib/social-meta';
import { useStory } from '../../story/api/get-story';
import { useStoryDocumentTitle } from '../../story/hooks/use-story-document-title';
import { displayTitle } from '../../story/lib/story-labels';
import { SIGN_UP_PATH } from '../../story/components/visitor-invitation';
import { StoryScreen } from './story-screen';
import { AnotherAdventureLink } from '../../story/components/another-adventure-link';

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
  if (!story.data) return story.error && isNetworkFailure(story.error) ? <StoryNotKept /> : <StoryNotFound />;
  return <LoadedStory story={story.data} />;
}

/** Offline, a story that was not kept on this device (docs/offline.md): said plainly, with the way to those that were. */
function StoryNotKept() {
  return (
    <div className="mfs-page mfs-empty" role="status">
      <div className="mfs-empty-art" aria-hidden>
        ☁️
      </div>
      <h1 className="mfs-empty-title">This needs the internet</h1>
      <p className="mfs-empty-text">You're offline, and this story isn't kept on this device. The stories you kept open and play in My Stories.</p>
      <Link to="/stories" className="mfs-link-button">
        <ArrowLeftOutlined aria-hidden /> Back to Stories
      </Link>
    </div>
  );
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
  const title = displayTitle(story);
  useStoryDocumentTitle(title);
  useSocialMeta({ id: story.id, title, description: describeStory(story) });
  return (
    <StoryScreen
      story={story}
      surface="page"
      onDeleted={() => navigate('/stories')}
      back={
        // A visitor has no library: their way on is joining, never a login wall.
        user ? (
          <>
            <Link to="/stories" className="mfs-link-button">
              <ArrowLeftOutlined aria-hidden /> Back to Stories
            </Link>
            {/* The friends are told to the owner only. */}
            <AnotherAdventureLink storyId={story.id} friends={story.companions ?? []} />
          </>
        ) : (
          <Link to={SIGN_UP_PATH} className="mfs-link-button">
            <ArrowLeftOutlined aria-hidden /> More stories like this
          </Link>
        )
      }
    />
  );
}
