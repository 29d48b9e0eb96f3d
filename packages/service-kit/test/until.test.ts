import { describe, expect, it } from 'vitest';
import { until } from '../src/testing';

describe('until', () => {
  it('answers the first accepted value, read again until then', async () => {
    let reads = 0;
    const value = await until(() => ++reads, { accept: (count) => count >= 3, intervalMs: 1 });
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('waits for an async condition and answers it', async () => {
    let ready = false;
    setTimeout(() => (ready = true), 20);
    await expect(until(async () => ready, { intervalMs: 5 })).resolves.toBe(true);
  });

  it('throws when the time is up, naming what was awaited and the last value read', async () => {
    let described = 0;
    const wait = until(() => ({ status: 'pending' }), {
      accept: (value) => value.status === 'done',
      timeoutMs: 30,
      intervalMs: 5,
      message: () => `the order to be done (${++described})`,
    });
    await expect(wait).rejects.toThrow('Waited 30 ms for the order to be done (1) in vain; last value read: {"status":"pending"}');
    // The message is only worked out when the wait fails.
    expect(described).toBe(1);
  });

  it('fails rather than answering false', async () => {
    await expect(until(() => false, { timeoutMs: 10, intervalMs: 1 })).rejects.toThrow(/in vain; last value read: false/);
  });
});
