import { useRef } from 'react';
import type { Illustration, Sticker } from '@bedtime/contracts';
import { useIllustrations } from '../hooks/use-illustrations';
import { useStickerRun } from '../hooks/use-sticker-run';
import { EnhancePanel } from './enhance-panel';
import { IllustrationGallery } from './illustration-gallery';
import { StickersPanel } from './stickers-panel';

interface StoryEnhancementsProps {
  story: { id: string; title: string; content: string; illustrations: readonly Illustration[]; stickers: readonly Sticker[] };
  /** Only the owner may make pictures (the server answers 403 to anyone else). */
  canEnhance: boolean;
}

/**
 * Everything made from a story: the Enhance panel, the illustrations and the character stickers. What was
 * made before comes with the story, so reopening it shows the pictures again.
 */
export function StoryEnhancements({ story, canEnhance }: StoryEnhancementsProps) {
  const { illustrations, generate, generating } = useIllustrations(story.id, story.illustrations);
  const stickers = useStickerRun(story.id, story.content, story.stickers);
  const stickersRef = useRef<HTMLElement>(null);

  const makeStickers = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    stickersRef.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    void stickers.run();
  };

  if (!canEnhance) {
    return (
      <>
        {illustrations.length > 0 && <IllustrationGallery storyId={story.id} illustrations={illustrations} />}
        {stickers.stickers.length > 0 && <StickersPanel storyId={story.id} storyTitle={story.title} stickers={stickers.stickers} progress={null} />}
      </>
    );
  }
  return (
    <>
      <EnhancePanel
        storyId={story.id}
        title={story.title}
        illustrationCount={illustrations.length}
        stickerCount={stickers.stickers.length}
        illustrating={generating}
        makingStickers={stickers.running}
        onIllustrate={generate}
        onStickers={makeStickers}
      />
      {illustrations.length > 0 && <IllustrationGallery storyId={story.id} illustrations={illustrations} />}
      <StickersPanel
        ref={stickersRef}
        storyId={story.id}
        storyTitle={story.title}
        stickers={stickers.stickers}
        progress={stickers.progress}
        onGenerate={() => void stickers.run()}
      />
    </>
  );
}
