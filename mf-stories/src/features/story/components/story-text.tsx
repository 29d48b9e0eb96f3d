import { memo, useMemo } from 'react';
import { storyParagraphs } from '../lib/story-paragraphs';

interface StoryTextProps {
  content: string;
  /** A word to mark, e.g. where the reader stopped last time. */
  highlightIndex?: number | null;
}

/**
 * The story as paragraphs of word spans (`data-word-index`), so read-along highlighting and reading
 * progress can address any word by the shared tokenizer's index.
 */
export const StoryText = memo(function StoryText({ content, highlightIndex = null }: StoryTextProps) {
  const paragraphs = useMemo(() => storyParagraphs(content), [content]);
  return (
    <div className="mfs-story-text">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.start}>
          {paragraph.pieces.map((piece, i) =>
            piece.wordIndex === undefined ? (
              piece.text
            ) : (
              <span key={i} data-word-index={piece.wordIndex} className={piece.wordIndex === highlightIndex ? 'mfs-word mfs-word--highlight' : 'mfs-word'}>
                {piece.text}
              </span>
            ),
          )}
        </p>
      ))}
    </div>
  );
});
