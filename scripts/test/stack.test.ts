import http from 'node:http';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../stack';
import { bindListener } from '../listeners';

let stack: Stack;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bedtime-stack-'));
  stack = await startStack({ dataDir, port: 0, logs: 'quiet', env: { LOG_LEVEL: 'warn' } });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Tries to serve "Not Found" on a port, as another program on a busy machine might. */
function squat(port: number): Promise<http.Server | NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    const squatter = http.createServer((_req, res) => res.writeHead(404).end('Not Found'));
    squatter.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    squatter.listen(port, '127.0.0.1', () => resolve(squatter));
  });
}

describe('the ports of the stack', () => {
  it('each service answers on the port the stack reports', async () => {
    for (const [name, port] of Object.entries(stack.ports)) expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status, name).toBe(200);
  });

  it('no other program can take a service port, not even while the service is down, and a request made meanwhile is answered once it is back', async () => {
    const storyPort = stack.ports.story!;
    const before = stack.pids().story!;
    process.kill(before, 'SIGKILL');
    await expect.poll(() => stack.pids().story !== before, { timeout: 5_000, interval: 10 }).toBe(true);
    // The story service is down (or restarting): its port is still the stack's.
    const squatter = await squat(storyPort);
    if (!(squatter instanceof Error)) squatter.close();
    expect(squatter instanceof Error ? squatter.code : 'the port was free to take').toBe('EADDRINUSE');
    // Waits in the socket's backlog for the restarted service instead of being refused (503) or answered by another program.
    const res = await fetch(`${stack.baseUrl}/api/stories/not-a-real-story`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).not.toMatch(/unavailable/);
    expect(stack.pids().story).not.toBe(before);
  }, 60_000);

  it("holds the ports it binds: no other process's listen(0) is given one of them, until they are closed", async () => {
    // What raced before: a port found free and closed again was the kernel's to hand to the next listen(0).
    const held = await Promise.all(Array.from({ length: 200 }, () => bindListener('127.0.0.1', 0)));
    const heldPorts = new Set(held.map((listener) => listener.port));
    const others: net.Server[] = [];
    try {
      for (let i = 0; i < 2_000; i++) {
        const other = net.createServer();
        await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
        others.push(other);
      }
      // Unprotected, about 14 of these 2,000 would land on one of the 200 ports (the range has ~28,000).
      expect(others.filter((other) => heldPorts.has((other.address() as net.AddressInfo).port))).toEqual([]);
    } finally {
      for (const other of others) other.close();
      for (const listener of held) listener.close();
    }
    const freed = await squat(held[0]!.port);
    expect(freed instanceof http.Server).toBe(true);
    (freed as http.Server).close();
  });
});
