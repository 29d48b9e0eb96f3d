/**
 * How the dashboard writes its figures. A figure a service could not provide is `null` and reads
 * "Unavailable", never 0.
 */
export const UNAVAILABLE = 'Unavailable';

export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? UNAVAILABLE : value.toLocaleString('en-US');
}

export function formatCents(cents: number | null | undefined, currency = 'usd'): string {
  if (cents === null || cents === undefined) return UNAVAILABLE;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

export function formatPercent(share: number | null | undefined): string {
  if (share === null || share === undefined) return UNAVAILABLE;
  return `${(share * 100).toFixed(1)}%`;
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return UNAVAILABLE;
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function formatUptime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return UNAVAILABLE;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${Math.floor(seconds % 60)}s`;
}

/** A per-day series as uPlot wants it: x in Unix seconds (UTC midnight), y values. */
export function seriesToColumns(points: { date: string; value: number }[], scale = 1): [number[], number[]] {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const point of points) {
    const time = Date.parse(`${point.date}T00:00:00Z`);
    if (Number.isNaN(time)) continue;
    xs.push(time / 1000);
    ys.push(point.value / scale);
  }
  return [xs, ys];
}

/**
 * One day of a chart in words, "Fri, Nov 27: 3 users" or "Fri, Nov 27: $12.00" (a scale of 100 is cents
 * of the currency named by `unit`): what the chart says under the cursor, and about the last day otherwise.
 */
export function chartReadout(point: { date: string; value: number }, scale: number, unit: string): string {
  const day = new Date(`${point.date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${day}: ${chartAmount(point.value, scale, unit)}`;
}

/** An amount of a chart's unit: "1 user", "3 stories", or money for a chart of cents. */
export function chartAmount(value: number, scale: number, unit: string): string {
  if (scale === 100) return formatCents(value, unit);
  const count = value / scale;
  const word = count !== 1 ? unit : unit.endsWith('ies') ? `${unit.slice(0, -3)}y` : unit.endsWith('s') ? unit.slice(0, -1) : unit;
  return `${count.toLocaleString('en-US')} ${word}`;
}
