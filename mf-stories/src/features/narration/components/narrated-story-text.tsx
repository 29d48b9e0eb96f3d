import { useSyncExternalStore } from 'react';
import { StoryText } from '../../story/components/story-text';
import type { Narration } from '../hooks/use-narration';

interface NarratedStoryTextProps {
  content: string;
  narration: Pick<Narration, 'spoken' | 'highlightWords' | 'status'>;
  /** A word marked before any listening, e.g. where the reader stopped last time. */
  restingIndex?: number | null;
}

/** The story text with the word being read lit; only this subscribes to the word-by-word updates. */
export function NarratedStoryText({ content, narration, restingIndex = null }: NarratedStoryTextProps) {
  const spoken = useSyncExternalStore(narration.spoken.subscribe, narration.spoken.get, narration.spoken.get);
  const highlightIndex = spoken !== null ? (narration.highlightWords ? spoken : null) : narration.status === 'none' ? restingIndex : null;
  return <StoryText content={content} highlightIndex={highlightIndex} />;
}
