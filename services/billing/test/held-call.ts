/**
 * A provider call a test keeps open: the fake has received it and does the work and answers only when the
 * test releases it, as a provider that is slow right then would. Tests use it to show that something
 * (a webhook's 2xx) does not wait for that call, without guessing how long "slow" must be.
 */
export interface HeldCall {
  /** Resolves once the call has reached the fake (it then waits for `release`). */
  readonly reached: Promise<void>;
  isReached(): boolean;
  /** Lets the fake do the call's work and answer it. */
  release(): void;
}

/** The fake's side: `wait` is called by the request handler and returns when the test releases the call. */
export function heldCall(): { call: HeldCall; wait(): Promise<void> } {
  let reached = false;
  let markReached!: () => void;
  let release!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (markReached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    call: {
      reached: reachedPromise,
      isReached: () => reached,
      release,
    },
    async wait() {
      reached = true;
      markReached();
      await released;
    },
  };
}
