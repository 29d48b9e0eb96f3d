import { abortReason } from './run-process';

/** Limits how many engine processes run at once; waiting callers are served in order. */
export class ProcessSlots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly capacity: number) {}

  async acquire(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.used < this.capacity) {
      this.used++;
      return this.releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(abortReason(signal!));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `used` stays the same.
      if (next) next();
      else this.used--;
    };
  }
}
