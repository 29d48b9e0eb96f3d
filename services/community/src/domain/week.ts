const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `at`: the weekly ranking's window starts here. */
export function weekStartOf(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The week's key as stored (a date column): 'YYYY-MM-DD' of its Monday. */
export const weekKeyOf = (at: Date): string => weekStartOf(at).toISOString().slice(0, 10);
