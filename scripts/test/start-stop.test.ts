import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '@bedtime/service-kit/testing';
import { ROOT } from '../stack';

/** `npm start`'s own process (scripts/run-stack.ts) in a process group of its own, as a terminal runs it. */
let run: ChildProcess;
let dataDir: string;
let output = '';
let baseUrl = '';
const exited = () => run.exitCode !== null || run.signalCode !== null;

/** Processes still in the run's process group (what Ctrl-C reaches), from /proc. */
function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Field 5 of /proc/<pid>/stat is the process group (after the parenthesised command name).
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return Number(fields[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The embedded Postgres of this run: its postmaster is the process started on this run's data folder. */
function postgresPid(): number | undefined {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (cmdline[0]?.endsWith('/postgres') && cmdline.includes(path.join(dataDir, 'postgres'))) return Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

const ready = async () => {
  try {
    return (await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bedtime-start-'));
  run = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/run-stack.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', POSTGRES_PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [run.stdout!, run.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await until(() => exited() || /is running on (http:\/\/\S+)/.test(output), {
    timeoutMs: 120_000,
    intervalMs: 100,
    message: () => `npm start to start:\n${output.slice(-3000)}`,
  });
  baseUrl = /is running on (http:\/\/\S+)/.exec(output)?.[1] ?? '';
  if (!baseUrl) throw new Error(`npm start ended before it started:\n${output.slice(-3000)}`);
}, 150_000);

afterAll(async () => {
  if (run && !exited()) process.kill(-run.pid!, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start and its PostgreSQL', () => {
  it('starts PostgreSQL again when it dies, and the product answers again', async () => {
    const before = postgresPid()!;
    expect(before).toBeGreaterThan(0);
    process.kill(before, 'SIGKILL');
    await until(() => /PostgreSQL is running again/.test(output), {
      timeoutMs: 30_000,
      intervalMs: 100,
      message: () => `PostgreSQL to run again:\n${output.slice(-2000)}`,
    });
    expect(output).toMatch(/PostgreSQL was killed \(SIGKILL\); starting it again in \d+ ms \(attempt 1 of \d+\)/);
    await until(ready, { timeoutMs: 30_000, intervalMs: 100, message: 'the product to be ready again' });
    expect(postgresPid()).not.toBe(before);
  }, 70_000);

  it('ends on Ctrl-C even just after PostgreSQL died, leaving nothing running', async () => {
    process.kill(postgresPid()!, 'SIGKILL');
    const pgid = run.pid!;
    const interrupted = Date.now();
    // Ctrl-C in a terminal: SIGINT to the whole process group.
    process.kill(-pgid, 'SIGINT');
    await until(exited, { timeoutMs: 15_000, intervalMs: 100, message: () => `npm start to end on Ctrl-C:\n${output.slice(-2000)}` });
    expect(Date.now() - interrupted).toBeLessThan(8_000);
    await until(() => groupMembers(pgid).length === 0, {
      timeoutMs: 10_000,
      intervalMs: 100,
      message: () => `every process of the group to end (still running: ${groupMembers(pgid).join(', ')})`,
    });
    expect(postgresPid()).toBeUndefined();
  }, 40_000);
});
