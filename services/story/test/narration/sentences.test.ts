import { tokenizeWords } from '@bedtime/contracts';
import { describe, expect, it } from 'vitest';
import { festivalUtterance } from '../../src/providers/narration/festival-text';
import { splitSentences } from '../../src/providers/narration/sentences';

const sentenceTexts = (text: string) => splitSentences(text).map((sentence) => text.slice(sentence.charStart, sentence.charEnd));

describe('splitting a story into sentences', () => {
  it('keeps abbreviations, initials and speech tags inside their sentence', () => {
    expect(sentenceTexts('Mr. Fox met J. R. Owl. "Wow!" she said. Then they slept.')).toEqual([
      'Mr. Fox met J. R. Owl.',
      '"Wow!" she said.',
      'Then they slept.',
    ]);
  });

  it('marks paragraph breaks for a longer pause and keeps offsets into the text', () => {
    const text = 'The end of day one.\n\nDay two began! Did it?';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.pauseAfter)).toEqual(['paragraph', 'sentence', 'sentence']);
    expect(sentences.map((s) => [s.firstWord, s.endWord])).toEqual([
      [0, 5],
      [5, 8],
      [8, 10],
    ]);
  });

  it('cuts a very long sentence at a comma near its middle', () => {
    const text = `${Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')}, ${Array.from({ length: 30 }, (_, i) => `v${i}`).join(' ')}.`;
    const sentences = splitSentences(text);
    expect(sentences).toHaveLength(2);
    expect(sentences[0]).toMatchObject({ firstWord: 0, endWord: 30, pauseAfter: 'clause' });
  });
});

describe('the text Festival is asked to say', () => {
  it('has one Festival token per word, ASCII only, with phrasing punctuation kept and quotes dropped', () => {
    const text = '“Hurry,” said Zoë — it’s 7:30… and 1,000 stars!';
    const words = tokenizeWords(text);
    const utterance = festivalUtterance(text, words, text.length);
    expect(utterance.text).toBe("Hurry, said Zoe, it's 7:30, and 1,000 stars!");
    expect(utterance.groups).toEqual([[0], [1], [2], [3], [4, 5], [6], [7, 8], [9]]);
  });
});

describe('the first utterance', () => {
  const opening = 'Maya loved the stars and everything beyond them, and although she was not the biggest or the tallest, she had a brave heart.';

  it('is cut at a clause end within its first words, so the first sound waits for a short utterance', () => {
    const cut = splitSentences(`${opening} She smiled.`, undefined, { firstMaxWords: 12 });
    expect(cut.map((sentence) => `${opening} She smiled.`.slice(sentence.charStart, sentence.charEnd))).toEqual([
      'Maya loved the stars and everything beyond them,',
      'and although she was not the biggest or the tallest, she had a brave heart.',
      'She smiled.',
    ]);
    expect(cut[0]!.pauseAfter).toBe('clause');
  });

  it('is cut at the limit when no clause ends near it, and left whole when it is short', () => {
    const plain = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ') + '.';
    expect(splitSentences(plain, undefined, { firstMaxWords: 12 }).map((s) => s.endWord - s.firstWord)).toEqual([12, 8]);
    expect(splitSentences('A short start. Then more.', undefined, { firstMaxWords: 12 })).toHaveLength(2);
    expect(splitSentences(opening)).toHaveLength(1);
  });
});
