import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '@bedtime/contracts';
import { storyParagraphs } from '../src/features/story/lib/story-paragraphs';
import { shareLinks, storyUrl } from '../src/features/share/lib/share-links';

describe('story text as word spans', () => {
  const story = 'Pip’s boat sailed—slowly!\n\n  "Goodnight, moon," said Pip.\nThe end.';

  it('numbers words exactly as the shared tokenizer does, across paragraphs', () => {
    const words = storyParagraphs(story).flatMap((p) => p.pieces.filter((piece) => piece.wordIndex !== undefined));
    expect(words.map((w) => [w.wordIndex, w.text])).toEqual(tokenizeWords(story).map((w) => [w.index, w.text]));
  });

  it('splits at line breaks and keeps every other character', () => {
    const paragraphs = storyParagraphs(story).map((p) => p.pieces.map((piece) => piece.text).join(''));
    expect(paragraphs).toEqual(['Pip’s boat sailed—slowly!', '"Goodnight, moon," said Pip.', 'The end.']);
  });
});

describe('share links', () => {
  it('point at the absolute story page', () => {
    const url = storyUrl('https://example.test/', 'abc-1');
    expect(url).toBe('https://example.test/story/abc-1');
    const links = Object.fromEntries(shareLinks(url, 'Moon & Stars').map((l) => [l.network, l.href]));
    expect(Object.keys(links)).toEqual(['facebook', 'twitter', 'whatsapp', 'linkedin', 'email']);
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.test%2Fstory%2Fabc-1');
    expect(links.email).toMatch(/^mailto:\?subject=Moon%20%26%20Stars&body=.*https%3A%2F%2Fexample.test%2Fstory%2Fabc-1$/);
    for (const href of Object.values(links)) expect(href).toContain(encodeURIComponent(url));
  });
});
