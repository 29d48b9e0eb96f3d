/** Buy clicks within this long of the previous one are ignored (product rules: purchase debounce 1 s). */
export const BUY_DEBOUNCE_MS = 1000;

/**
 * Decides whether a Buy click starts a checkout: not while one is in progress, and not within the
 * debounce window of the previous accepted click (a double click must not open two checkouts).
 */
export function createBuyGuard(now: () => number = Date.now) {
  let lastClick = Number.NEGATIVE_INFINITY;
  let inProgress: string | null = null;
  return {
    get inProgress() {
      return inProgress;
    },
    tryStart(productId: string): boolean {
      const at = now();
      if (inProgress !== null || at - lastClick < BUY_DEBOUNCE_MS) return false;
      lastClick = at;
      inProgress = productId;
      return true;
    },
    finish() {
      inProgress = null;
    },
  };
}
