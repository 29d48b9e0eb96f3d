/**
 * The understanding layer's figures on the dev and held-out corpus splits, and the time to read one
 * lesson and three twists (goal: p99 under 10 ms). compromise is warmed once when the module loads.
 * Wall time counts other processes' turns on a shared machine; CPU time is what the reader itself costs.
 * Run: npx tsx packages/story-writer/bench/understand.ts
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { understandIdeas } from '../src/understand/index';
import { describe, figures, loadSplit } from '../test/understand-figures';

const dev = loadSplit('dev');
console.log(describe('dev', figures(dev)));
console.log(describe('held-out', figures(loadSplit('heldout'))));

// timing: a lesson and three twists drawn from dev lines (texts never printed)
const lessons = dev.filter((l) => l.field === 'lesson').map((l) => l.text);
const twists = dev.filter((l) => l.field === 'twist').map((l) => l.text);
const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < 600; i++) {
  const lesson = lessons[(i * 7) % lessons.length]!;
  const plotTwists = [0, 1, 2].map((k) => twists[(i * 3 + k * 11) % twists.length]!);
  const start = performance.now();
  const startCpu = process.cpuUsage();
  understandIdeas({ lesson, plotTwists, age: 6 });
  const used = process.cpuUsage(startCpu);
  wall.push(performance.now() - start);
  cpu.push((used.user + used.system) / 1000);
}
const line = (name: string, times: number[]): string => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number): string => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  return `${name}: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
};
console.log(`reading one lesson + 3 twists (${wall.length} runs, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores):`);
console.log(`  ${line('wall', wall)}`);
console.log(`  ${line('cpu ', cpu)}`);
