import { describe, expect, it } from 'vitest';
import { readingTimeMinutes, storyPreview } from '@bedtime/contracts';
import {
  EMPTY_FILTERS,
  hasFilters,
  interestsSummary,
  onlyFavorites,
  readingTimeLabel,
  resultCountText,
  searchUrl,
  shelfPage,
  spineTitle,
  displayTitle,
} from '../src/features/library/lib/library-rules';

describe('search result text', () => {
  it('says story for one and stories otherwise', () => {
    expect(resultCountText(1)).toBe('Found 1 story matching your search');
    expect(resultCountText(0)).toBe('Found 0 stories matching your search');
    expect(resultCountText(7)).toBe('Found 7 stories matching your search');
  });
});

describe('grid card', () => {
  it('previews the first 150 characters, with an ellipsis only when there is more', () => {
    const long = 'x'.repeat(149) + 'yz' + ' tail';
    expect(storyPreview(long)).toBe('x'.repeat(149) + 'y...');
    expect(storyPreview('Short and\n\nsweet.')).toBe('Short and sweet.');
  });

  it('shows two interests and counts the rest', () => {
    expect(interestsSummary(['Animals', 'Music', 'Sports'])).toEqual({ shown: ['Animals', 'Music'], more: 1 });
    expect(interestsSummary(['Animals'])).toEqual({ shown: ['Animals'], more: 0 });
  });

  it('reads 200 words a minute, rounded up', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    expect(readingTimeLabel(readingTimeMinutes(words(200)))).toBe('1 min read');
    expect(readingTimeLabel(readingTimeMinutes(words(201)))).toBe('2 min read');
    expect(readingTimeMinutes(words(401))).toBe(3);
  });

  it('falls back to the default title and the spine to the gender', () => {
    expect(displayTitle({ title: '  ' })).toBe('My Bedtime Story');
    expect(spineTitle({ title: null, gender: 'girl' })).toBe('Story for girl');
    expect(spineTitle({ title: 'Moon Boat', gender: 'boy' })).toBe('Moon Boat');
  });
});

describe('bookshelf paging', () => {
  const books = Array.from({ length: 14 }, (_, i) => i);
  it('puts six books on each shelf page', () => {
    expect(shelfPage(books, 0)).toEqual({ books: [0, 1, 2, 3, 4, 5], page: 0, pages: 3 });
    expect(shelfPage(books, 2)).toEqual({ books: [12, 13], page: 2, pages: 3 });
  });
  it('keeps the page inside the shelf when the list shrinks', () => {
    expect(shelfPage(books.slice(0, 4), 2)).toEqual({ books: [0, 1, 2, 3], page: 0, pages: 1 });
    expect(shelfPage([], 0)).toEqual({ books: [], page: 0, pages: 1 });
  });
});

describe('search and favourites filters', () => {
  it('builds the search URL from the filled-in filters only', () => {
    expect(searchUrl({ query: ' dragons ', age: '', style: 'magical' })).toBe('/api/stories/search?query=dragons&style=magical');
    expect(searchUrl({ query: '', age: '4', style: '' }, 'child-1')).toBe('/api/stories/search?childId=child-1&age=4');
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, age: '4' })).toBe(true);
  });
  it('keeps only favourite stories', () => {
    expect(onlyFavorites([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['c', 'a'])).toEqual([{ id: 'a' }, { id: 'c' }]);
  });
});
