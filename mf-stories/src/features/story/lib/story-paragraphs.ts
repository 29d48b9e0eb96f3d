import { tokenizeWords } from '@bedtime/contracts';

/** A run of text inside a paragraph; `wordIndex` is set for a word of tokenizeWords(content). */
export interface TextPiece {
  text: string;
  wordIndex?: number;
}

export interface Paragraph {
  start: number;
  pieces: TextPiece[];
}

/**
 * Splits a story into paragraphs (at line breaks) of word and between-word pieces. Word indices are those
 * of tokenizeWords over the whole text, the numbering narration timelines and saved progress use.
 */
export function storyParagraphs(content: string): Paragraph[] {
  const words = tokenizeWords(content);
  const paragraphs: Paragraph[] = [];
  const breaks = /\r?\n[\s]*/g;
  let next = 0;
  let start = 0;
  const close = (end: number) => {
    const pieces: TextPiece[] = [];
    let cursor = start;
    while (next < words.length && (words[next]?.charEnd ?? Infinity) <= end) {
      const word = words[next]!;
      if (word.charStart > cursor) pieces.push({ text: content.slice(cursor, word.charStart) });
      pieces.push({ text: word.text, wordIndex: word.index });
      cursor = word.charEnd;
      next++;
    }
    const tail = content.slice(cursor, end);
    if (tail) pieces.push({ text: tail });
    if (pieces.some((piece) => piece.text.trim() !== '')) paragraphs.push({ start, pieces });
  };
  for (const match of content.matchAll(breaks)) {
    close(match.index);
    start = match.index + match[0].length;
  }
  close(content.length);
  return paragraphs;
}
