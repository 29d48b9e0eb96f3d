import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { tokenizeWords, type Story } from '@bedtime/contracts';
import { useSession } from '@bedtime/web-kit';
import { EditableTitle } from '../../story/components/editable-title';
import { FavoriteButton } from '../../story/components/favorite-button';
import { StoryDetails } from '../../story/components/story-details';
import { StoryMeta } from '../../story/components/story-meta';
import { StoryEnhancements } from '../../enhancements/components/story-enhancements';
import { NarratedStoryText } from '../../narration/components/narrated-story-text';
import { NarrationControls } from '../../narration/components/narration-controls';
import { useNarration } from '../../narration/hooks/use-narration';
import type { PositionListener } from '../../narration/hooks/use-read-along';
import { progressQueryKey, saveProgress } from '../../progress/api/reading-progress';
import { pageScrollPercent } from '../../progress/hooks/use-reading-progress';
import { shouldSaveProgress } from '../../progress/lib/progress-rules';
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
  const textRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const words = useMemo(() => tokenizeWords(story.content), [story.content]);

  // Listening here saves reading progress too (every 10 s and on pause), so the story page can resume it.
  const savePosition = useCallback<PositionListener>(
    (wordIndex, { save }) => {
      if (!save || !user) return;
      const progress = { wordIndex, characterPosition: words[wordIndex]?.charStart ?? 0, scrollPercentage: pageScrollPercent() };
      if (!shouldSaveProgress(progress)) return;
      saveProgress(story.id, progress)
        .then(() => queryClient.invalidateQueries({ queryKey: progressQueryKey(story.id) }))
        .catch((error: unknown) => console.error('Saving reading progress failed', error));
    },
    [user, words, story.id, queryClient],
  );
  const narration = useNarration({ storyId: story.id, surface: 'reader', textRef, onPosition: savePosition, textLength: story.content.length });

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
          <ShareMenu storyId={story.id} title={title} label="Share" isOwner={!!user && user.id === story.userId} />
        </div>
      </div>

      <div className="mfs-card mfs-reader-card">
        <EditableTitle storyId={story.id} title={title} canEdit={user?.id === story.userId}>
          <h1 id="mfs-reader-title" ref={headingRef} tabIndex={-1} className="mfs-reader-title">
            {title}
          </h1>
        </EditableTitle>
        <StoryMeta story={story} showReadingTime />
        <NarrationControls narration={narration} surface="reader" />
        <div ref={textRef}>
          <NarratedStoryText content={story.content} narration={narration} />
        </div>
      </div>

      <StoryEnhancements story={{ ...story, title }} canEnhance={user?.id === story.userId} />

      <StoryDetails story={story} />
    </article>
  );
}
