export interface UntilOptions<T> {
  /** How long to wait before failing (default 10 s). */
  timeoutMs?: number;
  /** The pause between two reads (default 50 ms). */
  intervalMs?: number;
  /** Which value ends the wait (default: a truthy one). */
  accept?: (value: T) => boolean;
  /** What was awaited, for the failure's message; a function is called only when the wait fails. */
  message?: string | (() => string);
}

/**
 * Reads until the value is accepted and answers it; throws when the time is up, with the last value read,
 * so a test waits for a condition instead of sleeping and never goes on as if it had been met.
 */
export async function until<T>(read: () => T | Promise<T>, options: UntilOptions<T> = {}): Promise<T> {
  const { timeoutMs = 10_000, intervalMs = 50, accept = (value: T) => Boolean(value) } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() >= deadline) {
      const what = typeof options.message === 'function' ? options.message() : options.message;
      let last: string;
      try {
        last = JSON.stringify(value)?.slice(0, 500) ?? String(value);
      } catch {
        last = String(value);
      }
      throw new Error(`Waited ${timeoutMs} ms${what ? ` for ${what}` : ''} in vain; last value read: ${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
