import { describe, expect, it } from 'vitest';
import { BUY_DEBOUNCE_MS, createBuyGuard } from '../src/features/marketplace/lib/buy-guard';

describe('the Buy Now guard', () => {
  it('ignores clicks while a purchase is in progress and within 1 s of the previous click', () => {
    let now = 10_000;
    const guard = createBuyGuard(() => now);
    expect(guard.tryStart('a')).toBe(true);
    expect(guard.inProgress).toBe('a');
    now += 2 * BUY_DEBOUNCE_MS;
    expect(guard.tryStart('b')).toBe(false); // still in progress
    guard.finish();
    expect(guard.tryStart('b')).toBe(true);
    guard.finish();
    now += BUY_DEBOUNCE_MS - 1;
    expect(guard.tryStart('c')).toBe(false); // too soon after the last click
    now += 1;
    expect(guard.tryStart('c')).toBe(true);
  });
});
