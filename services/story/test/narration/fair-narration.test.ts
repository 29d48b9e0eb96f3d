import { afterAll, describe, expect, it } from 'vitest';
import { FestivalNarrationEngine } from '../../src/providers/narration/festival-engine';
import { ProcessSlots } from '../../src/providers/narration/process-slots';
import { BEDTIME_STORY } from './story-fixture';
import { describeWithFestival } from './festival-required';

describe('narration slots', () => {
  it('go round the owners waiting, one turn each, in order within an owner', async () => {
    const slots = new ProcessSlots(1);
    const first = await slots.acquire(undefined, 'greedy');
    const served: string[] = [];
    // Each waiter, once served, gives its slot straight back, so the order of service is the slots' choice.
    const wait = (owner: string, label: string) =>
      slots.acquire(undefined, owner).then((release) => {
        served.push(label);
        release();
      });
    const pending = [wait('greedy', 'greedy-1'), wait('greedy', 'greedy-2'), wait('greedy', 'greedy-3'), wait('quiet', 'quiet-1'), wait('other', 'other-1')];
    expect(slots.waiting).toBe(5);
    first();
    await Promise.all(pending);
    expect(served).toEqual(['greedy-1', 'quiet-1', 'other-1', 'greedy-2', 'greedy-3']);
  });

  it('drop a waiter whose caller gave up', async () => {
    const slots = new ProcessSlots(1);
    const held = await slots.acquire(undefined, 'a');
    const abort = new AbortController();
    const gaveUp = slots.acquire(abort.signal, 'b');
    const stays = slots.acquire(undefined, 'c');
    abort.abort(new Error('gone'));
    await expect(gaveUp).rejects.toThrow('gone');
    held();
    await expect(stays).resolves.toBeTypeOf('function');
    expect(slots.waiting).toBe(0);
  });
});

describeWithFestival('Festival shared between users', () => {
  const engine = new FestivalNarrationEngine();
  afterAll(() => engine.close());

  it("does not make one user's four words wait for another user's two long narrations", async () => {
    // Two long stories from one user, each wanting both processes for tens of seconds.
    const long = Array.from({ length: 6 }, () => BEDTIME_STORY)
      .join('\n\n')
      .slice(0, 10_000);
    const stop = new AbortController();
    let firstSegment!: () => void;
    const started = new Promise<void>((resolve) => (firstSegment = resolve));
    const greedy = [1, 2].map(() =>
      engine
        .synthesize({ text: long, voice: 'nova', speed: 0.9, owner: 'greedy' }, { signal: stop.signal, onSegment: () => firstSegment() })
        .catch(() => undefined),
    );
    try {
      await started;
      const before = performance.now();
      const short = await engine.synthesize({ text: 'Goodnight, little bear.', voice: 'nova', speed: 0.9, owner: 'quiet' });
      const waited = performance.now() - before;
      expect(short.words.map((word) => word.text)).toEqual(['Goodnight', 'little', 'bear']);
      // One sentence of the long story at most, then its own: a few seconds even on two busy cores.
      expect(waited).toBeLessThan(8_000);
    } finally {
      stop.abort(new Error('test over'));
      await Promise.all(greedy);
    }
  }, 60_000);
});
