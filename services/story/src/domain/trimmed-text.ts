/**
 * Streams text with its outer whitespace removed, so that what a reader was sent, piece by piece, is
 * exactly what is kept: leading whitespace is dropped and trailing whitespace is held back until more
 * words follow it.
 */
export function createTrimmedText() {
  let kept = '';
  let pendingSpace = '';
  return {
    /** Adds a piece; answers the part that can be shown now (possibly empty). */
    push(piece: string): string {
      const body = piece.trimEnd();
      const trailing = piece.slice(body.length);
      if (!body) {
        if (kept) pendingSpace += trailing;
        return '';
      }
      const delta = kept ? pendingSpace + body : body.trimStart();
      pendingSpace = trailing;
      kept += delta;
      return delta;
    },
    value: () => kept,
  };
}
