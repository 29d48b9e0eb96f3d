/**
 * The word being read, as a tiny external store: it changes a few times a second, so only the story text
 * subscribes to it (useSyncExternalStore) and the rest of the page does not re-render with every word.
 */
export interface SpokenWordStore {
  get: () => number | null;
  set: (index: number | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createSpokenWordStore(): SpokenWordStore {
  let current: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(index) {
      if (index === current) return;
      current = index;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
