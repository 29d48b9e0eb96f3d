const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'or', 'from']);

/** "maya and the quest for the lost pearl" -> "Maya and the Quest for the Lost Pearl". */
export function titleCase(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
