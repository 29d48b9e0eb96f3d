import { spawn, spawnSync } from 'node:child_process';
import { NarrationEngineError } from './types';

export interface ProcessResult {
  stdout: Buffer;
  stderr: string;
}

/** Runs a program to completion; rejects with a readable error on failure and kills it on abort. */
export function runProcess(
  command: string,
  args: readonly string[],
  options: { input?: Buffer | string; signal?: AbortSignal } = {},
): Promise<ProcessResult> {
  const { input, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    let settled = false;
    const finish = (error: unknown, result?: ProcessResult) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(result!);
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(new NarrationEngineError(error.code === 'ENOENT' ? `${command} is not installed` : `${command} could not start: ${error.message}`, { cause: error }));
    });
    child.on('close', (code, killedBy) => {
      if (code === 0) finish(undefined, { stdout: Buffer.concat(stdout), stderr });
      else finish(new NarrationEngineError(`${command} failed (${killedBy ?? `exit code ${code}`}): ${lastLines(stderr)}`));
    });
    // A program that exits before reading all its input makes the pipe fail; the exit code tells why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
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
