export type LibraryLayout = 'Bookshelf' | 'Grid';

/** Where the library remembers the parent's view (per browser; it is a display preference, not account data). */
export const LIBRARY_LAYOUT_KEY = 'storyLibraryView';
const LAYOUTS: readonly LibraryLayout[] = ['Bookshelf', 'Grid'];

/** The remembered view, or the bookshelf when none was chosen (or storage is unavailable or holds something else). */
export function readLibraryLayout(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): LibraryLayout {
  try {
    const saved = storage?.getItem(LIBRARY_LAYOUT_KEY);
    return LAYOUTS.find((layout) => layout === saved) ?? 'Bookshelf';
  } catch {
    return 'Bookshelf';
  }
}

export function saveLibraryLayout(layout: LibraryLayout, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(LIBRARY_LAYOUT_KEY, layout);
  } catch {
    // Private mode or a full storage: the choice lasts for this visit only.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
