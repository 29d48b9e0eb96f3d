import { describe, expect, it } from 'vitest';
import { weekKeyOf, weekStartOf } from '../src/domain/week';

describe('weekStartOf', () => {
  it.each([
    ['2026-11-16T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
    ['2026-11-15T23:59:59.999Z', '2026-11-09T00:00:00.000Z'],
    ['2026-11-22T23:59:59.999Z', '2026-11-16T00:00:00.000Z'],
    ['2026-11-18T12:00:00.000Z', '2026-11-16T00:00:00.000Z'],
    // Across a month and a year boundary.
    ['2027-01-01T08:00:00.000Z', '2026-12-28T00:00:00.000Z'],
  ])('puts %s in the week starting %s (Monday 00:00 UTC)', (at, start) => {
    expect(weekStartOf(new Date(at)).toISOString()).toBe(start);
  });

  it('keys the week by its Monday’s date', () => {
    expect(weekKeyOf(new Date('2026-11-19T03:00:00Z'))).toBe('2026-11-16');
  });
});
