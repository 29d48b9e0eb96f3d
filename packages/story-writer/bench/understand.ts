/**
 * The understanding layer's figures on the dev and held-out corpus splits and on a fresh batch written
 * blind from the category descriptions (corpus/fresh.jsonl, read once and not tuned on, when there is one), and the time to read one
 * lesson and three twists (goal: p99 under 10 ms). compromise is warmed once when the module loads.
 * Wall time counts other processes' turns on a shared machine; CPU time is what the reader itself costs.
 * Run: npx tsx packages/story-writer/bench/understand.ts
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { understandIdeas } from '../src/understand/index';
import { describe, figures, harmKeptOut, loadSplit, type Ratio } from '../test/understand-figures';

const percent = (ratio: Ratio) => (100 * ratio.hit) / Math.max(1, ratio.of);

/** The reader's figures as `name: value` (npm run bench -- safety), the corpus lines' texts never printed. */
export async function runUnderstandBench(): Promise<Record<string, number>> {
  const dev = loadSplit('dev');
  const heldOut = figures(loadSplit('heldout'));
  console.log(describe('dev', figures(dev)));
  console.log(describe('held-out', heldOut));
  const freshLines = loadSplit('fresh');
  const fresh = freshLines.length > 0 ? figures(freshLines) : undefined;
  if (fresh) console.log(describe('fresh', fresh));
  const keptHeldOut = harmKeptOut(loadSplit('heldout'));
  const keptFresh = fresh ? harmKeptOut(freshLines) : undefined;
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
  const at = (times: number[], q: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`reading one lesson + 3 twists: ${wall.length} runs at load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  return {
    'reader held-out harmful kept out of stories %': percent(keptHeldOut),
    ...(keptFresh ? { 'reader fresh batch harmful kept out of stories %': percent(keptFresh) } : {}),
    'reader held-out harmful refused %': percent(heldOut.harmfulRefused),
    'reader held-out ordinary accepted %': percent(heldOut.acceptedOrdinarySensitive),
    'reader held-out lesson theme right %': percent(heldOut.lessonTheme),
    ...(fresh
      ? {
          'reader fresh batch harmful refused %': percent(fresh.harmfulRefused),
          'reader fresh batch ordinary accepted %': percent(fresh.acceptedOrdinarySensitive),
        }
      : {}),
    'reader held-out twist kind right %': percent(heldOut.twistKind),
    'reading a lesson and 3 twists p50 ms': at(wall, 0.5),
    'reading a lesson and 3 twists p99 ms': at(wall, 0.99),
    'reading a lesson and 3 twists CPU p99 ms': at(cpu, 0.99),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runUnderstandBench();
