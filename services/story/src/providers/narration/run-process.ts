import { spawn, spawnSync } from 'node:child_process';
import { NarrationEngineError } from './types';

export interface ProcessResult {
  stdout: Buffer;
  stderr: string;
}

/** A running program whose input is written bit by bit (an encoder fed sentence by sentence). */
export interface RunningProcess {
  write(chunk: Buffer): Promise<void>;
  /** Closes its input and waits for it to exit. */
  end(): Promise<ProcessResult>;
}

/** Starts a program; it fails with a readable error (its own stderr) and is killed on abort. */
export function startProcess(command: string, args: readonly string[], signal?: AbortSignal): RunningProcess {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  let stderr = '';
  const onAbort = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', onAbort, { once: true });
  const exited = new Promise<ProcessResult>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new NarrationEngineError(error.code === 'ENOENT' ? `${command} is not installed` : `${command} could not start: ${error.message}`, { cause: error }),
      );
    });
    child.on('close', (code, killedBy) => {
      if (signal?.aborted) reject(abortReason(signal));
      else if (code === 0) resolve({ stdout: Buffer.concat(stdout), stderr });
      else reject(new NarrationEngineError(`${command} failed (${killedBy ?? `exit code ${code}`}): ${lastLines(stderr)}`));
    });
  }).finally(() => signal?.removeEventListener('abort', onAbort));
  // Failures surface through end(); a write after the program died only has to stop waiting.
  exited.catch(() => undefined);
  child.stdin.on('error', () => undefined);
  if (signal?.aborted) onAbort();
  return {
    write: (chunk) =>
      new Promise<void>((resolve) => {
        if (child.stdin.destroyed || child.exitCode !== null) return resolve();
        if (child.stdin.write(chunk)) resolve();
        else {
          const done = () => {
            child.stdin.off('drain', done);
            child.off('close', done);
            resolve();
          };
          child.stdin.once('drain', done);
          child.once('close', done);
        }
      }),
    end: () => {
      child.stdin.end();
      return exited;
    },
  };
}

/** Runs a program to completion on the given input. */
export async function runProcess(
  command: string,
  args: readonly string[],
  options: { input?: Buffer | string; signal?: AbortSignal } = {},
): Promise<ProcessResult> {
  options.signal?.throwIfAborted();
  const running = startProcess(command, args, options.signal);
  if (options.input !== undefined && options.input.length > 0) await running.write(Buffer.from(options.input));
  return running.end();
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The narration was aborted', 'AbortError');
}

export function lastLines(text: string, count = 4): string {
  const lines = text.trim().split('\n').slice(-count).join(' | ');
  return lines || 'no error output';
}

const found = new Map<string, boolean>();

/** Whether a program runs at all (checked once per process, by asking for its version). */
export function isInstalled(command: string, versionArgs: readonly string[] = ['--version']): boolean {
  const cached = found.get(command);
  if (cached !== undefined) return cached;
  const result = spawnSync(command, versionArgs, { stdio: 'ignore', timeout: 10_000 });
  const ok = !result.error;
  found.set(command, ok);
  return ok;
}
