import type { TimedWord } from './timeline';

/** What playback needs to know of a streamed segment: where it sits in the whole narration, and its words. */
export interface PlaylistSegment {
  startMs: number;
  durationMs: number;
  words: readonly TimedWord[];
}

/** The segment that speaks word `wordIndex`, or -1 when it has not arrived yet. */
export function segmentOfWord(segments: readonly PlaylistSegment[], wordIndex: number): number {
  return segments.findIndex((segment) => {
    const first = segment.words[0];
    const last = segment.words.at(-1);
    return !!first && !!last && first.index <= wordIndex && wordIndex <= last.index;
  });
}

/**
 * Where in its segment's audio to start for the whole narration's moment `ms`, in seconds. Each segment is its
 * own file starting at 0, so the narration's clock while it plays is segment.startMs + audio.currentTime.
 */
export function offsetInSegment(segment: PlaylistSegment, ms: number): number {
  return Math.max(0, Math.min(segment.durationMs, ms - segment.startMs)) / 1000;
}
