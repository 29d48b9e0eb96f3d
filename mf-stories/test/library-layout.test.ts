import { describe, expect, it } from 'vitest';
import { LIBRARY_LAYOUT_KEY, readLibraryLayout, saveLibraryLayout } from '../src/features/library/lib/library-layout';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe("the library's view choice", () => {
  it('is the bookshelf until the parent picks, then whatever was picked last', () => {
    const storage = memoryStorage();
    expect(readLibraryLayout(storage)).toBe('Bookshelf');
    saveLibraryLayout('Grid', storage);
    expect(storage.getItem(LIBRARY_LAYOUT_KEY)).toBe('Grid');
    expect(readLibraryLayout(storage)).toBe('Grid');
    saveLibraryLayout('Bookshelf', storage);
    expect(readLibraryLayout(storage)).toBe('Bookshelf');
  });

  it('ignores a value it did not write and storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem(LIBRARY_LAYOUT_KEY, 'Carousel');
    expect(readLibraryLayout(storage)).toBe('Bookshelf');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readLibraryLayout(refusing)).toBe('Bookshelf');
    expect(() => saveLibraryLayout('Grid', refusing)).not.toThrow();
  });
});
