/**
 * The sleep timer, kept outside any one story's screen: with minutes set, the next favourite story opens
 * and plays under the same timer. It lives as long as the page (a reload ends it, as a parent would expect).
 */
export type SleepChoice = { kind: 'off' } | { kind: 'story' } | { kind: 'timed'; ms: number; label: string; value: string };

export interface SleepTimerState {
  choice: SleepChoice;
  /** When a timed choice ends (ms since the epoch). */
  endsAt: number | null;
  /** With a timed choice, the next favourite follows a story that ends before the timer does. */
  nextFavourite: boolean;
  /** The timer ended: the page is dimmed and the voice has faded out. */
  asleep: boolean;
  /** A story opened by the timer to play at once. */
  autoplayStoryId: string | null;
}

let state: SleepTimerState = { choice: { kind: 'off' }, endsAt: null, nextFavourite: true, asleep: false, autoplayStoryId: null };
const listeners = new Set<() => void>();

function set(next: Partial<SleepTimerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const sleepTimerStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  choose(choice: SleepChoice, now = Date.now()) {
    set({ choice, endsAt: choice.kind === 'timed' ? now + choice.ms : null, asleep: false });
  },
  setNextFavourite(on: boolean) {
    set({ nextFavourite: on });
  },
  /** The timer's end: dim the page; the timer is spent. */
  fallAsleep() {
    set({ asleep: true, choice: { kind: 'off' }, endsAt: null, autoplayStoryId: null });
  },
  wake() {
    set({ asleep: false });
  },
  autoplayNext(storyId: string) {
    set({ autoplayStoryId: storyId });
  },
  /** The story screen takes its autoplay once. */
  takeAutoplay(storyId: string): boolean {
    if (state.autoplayStoryId !== storyId) return false;
    set({ autoplayStoryId: null });
    return true;
  },
};

/** Minutes offered, plus a few seconds when the page is opened with `?sleepTimerSeconds=N` (for end-to-end tests only). */
export function sleepChoices(search: string): Array<{ value: string; label: string; choice: SleepChoice }> {
  const choices: Array<{ value: string; label: string; choice: SleepChoice }> = [
    { value: 'off', label: 'Off', choice: { kind: 'off' } },
    { value: 'story', label: 'End of this story', choice: { kind: 'story' } },
    ...[10, 20, 30].map((minutes) => ({
      value: `${minutes}m`,
      label: `${minutes} minutes`,
      choice: { kind: 'timed', ms: minutes * 60_000, label: `${minutes} minutes`, value: `${minutes}m` } as SleepChoice,
    })),
  ];
  const testSeconds = Number(new URLSearchParams(search).get('sleepTimerSeconds'));
  if (Number.isInteger(testSeconds) && testSeconds > 0 && testSeconds <= 600) {
    choices.push({
      value: `${testSeconds}s`,
      label: `${testSeconds} seconds (test)`,
      choice: { kind: 'timed', ms: testSeconds * 1000, label: `${testSeconds} seconds`, value: `${testSeconds}s` },
    });
  }
  return choices;
}

export function choiceValue(choice: SleepChoice): string {
  return choice.kind === 'timed' ? choice.value : choice.kind;
}

/** The favourite to play after `storyId`: the next in the list, round to the first; none when it is the only one. */
export function nextFavourite(favoriteIds: readonly string[], storyId: string): string | null {
  const others = favoriteIds.filter((id) => id !== storyId);
  if (others.length === 0) return null;
  const at = favoriteIds.indexOf(storyId);
  return at < 0 ? others[0]! : (favoriteIds.slice(at + 1).find((id) => id !== storyId) ?? others[0]!);
}
