import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BookOutlined, ClockCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { readingTimeMinutes } from '@bedtime/contracts';
import type { GeneratedStory } from '../api/generate-story';
import { TakeTheMagicHome } from '../../merchandise/components/take-the-magic-home';
import { StoryEnhancements } from '../../enhancements/components/story-enhancements';
import { NarratedStoryText } from '../../narration/components/narrated-story-text';
import { NarrationControls } from '../../narration/components/narration-controls';
import { useNarration } from '../../narration/hooks/use-narration';
import { ShareMenu } from '../../share/components/share-menu';

interface StoryResultProps {
  result: GeneratedStory;
  onCreateAnother: () => void;
}

/** Step 7: the finished story. */
export function StoryResult({ result, onCreateAnother }: StoryResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // The story is saved as soon as it is written, so its narration comes with the word timeline.
  const narration = useNarration({ storyId: result.id, surface: 'result', textRef });

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
          {result.note && (
            <p className="mfs-result-note" data-testid="story-note">
              {result.note}
            </p>
          )}
        </header>

        <div className="mfs-result-toolbar">
          <NarrationControls narration={narration} surface="result" />
          <ShareMenu storyId={result.id} title={result.title} isOwner />
        </div>

        <div ref={textRef}>
          <NarratedStoryText content={result.story} narration={narration} />
        </div>

        <footer className="mfs-result-actions">
          <Button type="primary" size="large" icon={<PlusCircleOutlined aria-hidden />} onClick={onCreateAnother}>
            Create Another Story
          </Button>
          <Link to="/stories" className="mfs-link-button">
            <BookOutlined aria-hidden /> View All Stories
          </Link>
        </footer>
      </article>

      {/* Enhancement panels and the merchandise section stack in this column. */}
      <div className="mfs-result-panels">
        <StoryEnhancements story={{ id: result.id, title: result.title, content: result.story, illustrations: [], stickers: [] }} canEnhance />
        <TakeTheMagicHome storyId={result.id} storyTitle={result.title} />
      </div>
    </div>
  );
}
