import { abortReason } from './run-process';

/**
 * Limits how many engine processes run at once. Waiting callers are served fairly across owners
 * (the users asking): round-robin, one grant per owner per turn, and in order within one owner. So a
 * user whose long narration wants every slot for minutes cannot make another user's short one wait
 * for more than one turn.
 */
export class ProcessSlots {
  private used = 0;
  private readonly queues = new Map<string, Array<() => void>>();
  /** Owners with someone waiting, in the order they will be served. */
  private readonly turns: string[] = [];

  constructor(readonly capacity: number) {}

  /** How many callers are waiting for a slot. */
  get waiting(): number {
    let count = 0;
    for (const queue of this.queues.values()) count += queue.length;
    return count;
  }

  async acquire(signal?: AbortSignal, owner = ''): Promise<() => void> {
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
        this.withdraw(owner, grant);
        reject(abortReason(signal!));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const queue = this.queues.get(owner);
      if (queue) queue.push(grant);
      else {
        this.queues.set(owner, [grant]);
        this.turns.push(owner);
      }
    });
    return this.releaser();
  }

  private next(): (() => void) | undefined {
    const owner = this.turns.shift();
    if (owner === undefined) return undefined;
    const queue = this.queues.get(owner)!;
    const grant = queue.shift()!;
    // Served once this turn: the owner's next waiter goes to the back of the line.
    if (queue.length > 0) this.turns.push(owner);
    else this.queues.delete(owner);
    return grant;
  }

  private withdraw(owner: string, grant: () => void): void {
    const queue = this.queues.get(owner);
    if (!queue) return;
    const at = queue.indexOf(grant);
    if (at >= 0) queue.splice(at, 1);
    if (queue.length === 0) {
      this.queues.delete(owner);
      this.turns.splice(this.turns.indexOf(owner), 1);
    }
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.next();
      // The slot passes straight to the next waiter, so `used` stays the same.
      if (next) next();
      else this.used--;
    };
  }
}
