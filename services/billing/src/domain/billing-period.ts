/**
 * One billing month later, anchored like Stripe: Jan 31 renews on Feb 28 (or 29), then Mar 31 again
 * only if the anchor day is kept by the caller; we keep it simple and clamp to the month's last day.
 */
export function addOneMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  );
}
