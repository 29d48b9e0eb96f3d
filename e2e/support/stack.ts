import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack as start, type Stack, type StackOptions } from '../../scripts/stack';

export type { Stack };

/** The whole product on a fresh database and free ports, as `npm start` runs it. */
export async function startStack(options: Pick<StackOptions, 'env' | 'extraServices' | 'replicas'> = {}): Promise<Stack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bedtime-e2e-'));
  const stack = await start({
    dataDir,
    port: 0,
    logs: 'quiet',
    extraServices: options.extraServices,
    replicas: options.replicas,
    env: { LOG_LEVEL: 'warn', ...options.env },
  });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Emails the product wrote to the development outbox. */
export async function readOutbox(baseUrl: string): Promise<{ to: string; subject: string; text: string; sentAt: string }[]> {
  const response = await fetch(`${baseUrl}/dev/outbox.json`);
  return ((await response.json()) as { messages: { to: string; subject: string; text: string; sentAt: string }[] }).messages;
}
