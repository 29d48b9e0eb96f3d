// npm run bench -- composer: how long the offline writer takes to plan and tell one story, over the grid.
import { performance } from 'node:perf_hooks';
import { writeStory } from '../src/write/compose';
import { gridRequests } from '../test/grid';

export async function runComposerBench(): Promise<Record<string, number>> {
  const requests = gridRequests(2_000, 7);
  for (const request of requests.slice(0, 200)) writeStory(request);
  const times: number[] = [];
  for (const request of requests) {
    const started = performance.now();
    writeStory(request);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { 'story writer p50 ms': at(0.5), 'story writer p99 ms': at(0.99) };
}
