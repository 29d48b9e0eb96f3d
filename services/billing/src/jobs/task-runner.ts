import type { Logger } from '@bedtime/service-kit';
import type { BillingDb, BillingTx } from '../data/database';
import type { TaskRepository } from '../data/task-repository';

export type TaskHandler = (payload: Record<string, unknown>) => Promise<void>;

/** A task that failed this many times is given up (kept for support, logged at error level). */
export const TASK_MAX_ATTEMPTS = 12;
/** The pause before the n-th retry: 30 s, doubling, at most 6 hours (12 attempts span about a day and a half). */
export const taskBackoffSeconds = (attempts: number) => Math.min(6 * 3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * The outbox of work that talks to other systems. A change and its follow-up are committed together
 * (enqueue inside the change's transaction), so a crash between them loses nothing; the HTTP answer (a
 * webhook's 2xx) never waits for another system. Each task is taken by one runner at a time (row lock,
 * SKIP LOCKED), so any number of billing replicas can drain the same table.
 */
export function createTaskRunner({ repository, logger }: { repository: TaskRepository; logger: Logger }) {
  const handlers = new Map<string, TaskHandler>();
  let running: Promise<number> | null = null;
  let again = false;

  async function runOne(): Promise<boolean> {
    return repository.withTransaction(async (tx) => {
      const task = await repository.takeDue(tx);
      if (!task) return false;
      const handler = handlers.get(task.kind);
      try {
        if (!handler) throw new Error(`no handler for task kind ${task.kind}`);
        await handler(task.payload);
        await repository.markDone(tx, task.id, task.attempts + 1);
      } catch (error) {
        const attempts = task.attempts + 1;
        const reason = ((error as Error).message ?? String(error)).slice(0, 500);
        const givenUp = attempts >= TASK_MAX_ATTEMPTS;
        if (givenUp) logger.error({ taskId: task.id, kind: task.kind, attempts, reason }, 'billing task given up');
        else logger.warn({ taskId: task.id, kind: task.kind, attempts, reason }, 'billing task failed; it will be tried again');
        await repository.markFailed(tx, task.id, { attempts, lastError: reason, retryInSeconds: taskBackoffSeconds(attempts), givenUp });
      }
      return true;
    });
  }

  async function drainOnce(): Promise<number> {
    let done = 0;
    while (await runOne()) done++;
    return done;
  }

  const runner = {
    register(kind: string, handler: TaskHandler) {
      handlers.set(kind, handler);
    },
    /** Adds a task in the caller's transaction: it exists exactly when the change it follows was committed. */
    async enqueue(tx: BillingTx | BillingDb, kind: string, payload: Record<string, unknown>) {
      await repository.insert(tx, kind, payload);
    },
    /** Runs every task that is due, one at a time; a drain already running is joined and run once more. */
    drain(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await drainOnce();
        } while (again);
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    /** After a commit that enqueued work: drain soon, without holding up the caller's answer. */
    kick() {
      setImmediate(() => {
        runner.drain().catch((error: unknown) => logger.warn({ err: error }, 'billing tasks could not be drained'));
      });
    },
    /** Resolves when this process has no drain running (the tests' "settled"). */
    async idle() {
      while (running) await running.catch(() => undefined);
    },
  };
  return runner;
}
export type TaskRunner = ReturnType<typeof createTaskRunner>;
