import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { understandIdeas, writeStory } from '@bedtime/story-writer';
import { screenGeneratedText, screenText } from '@bedtime/child-safety';
import { ScreenedStream, type PartVerdict } from '../src/domain/screened-stream';
import benign from '../test/safety/benign.json';
import redTeam from '../test/safety/red-team.json';

/**
 * The child-safety figures of the story service's own files: how much of the red-team file is refused
 * (lessons and twists by the writer's reading, names, titles and narration by the screen), how much of
 * the ordinary-ideas file becomes a story, and what reading, writing and screening cost per request.
 * The reader's figures on the held-out corpus come from packages/story-writer/bench/understand.ts.
 */
interface Case {
  text: string;
  as: 'lesson' | 'twist' | 'name' | 'title' | 'narration';
}

const fieldsOf = (item: Case) => ({
  lesson: item.as === 'lesson' ? item.text : 'be kind',
  plotTwists: item.as === 'twist' ? [item.text] : [],
});

function refused(item: Case): boolean {
  if (item.as === 'lesson' || item.as === 'twist') return !understandIdeas({ ...fieldsOf(item), age: 6 }).ok;
  return !screenText(item.text, 'the text').ok;
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export async function runSafetyBench(): Promise<Record<string, number>> {
  const harmful = redTeam as Case[];
  const ordinary = benign as Case[];
  const words = harmful.filter((item) => item.as === 'lesson' || item.as === 'twist');

  const blocked = harmful.filter(refused).length;
  const byReader = words.filter(refused).length;

  const inputMs: number[] = [];
  const storyMs: number[] = [];
  const totalMs: number[] = [];
  // CPU time too: on a shared machine wall-clock percentiles also measure other people's processes.
  const totalCpuMs: number[] = [];
  let passed = 0;
  // A first round warms up (a running service is warm), then three timed rounds: about a thousand requests.
  for (let round = 0; round < 4; round += 1) {
    for (const [index, item] of ordinary.entries()) {
      const fields = fieldsOf(item);
      let started = performance.now();
      let cpu = process.cpuUsage();
      const ideas = understandIdeas({ ...fields, age: 2 + (index % 11) });
      const input = performance.now() - started;
      const inputCpu = cpuMs(cpu);
      if (round > 0) inputMs.push(input);
      if (!ideas.ok) continue;
      const story = writeStory({
        age: 2 + (index % 11),
        gender: 'girl',
        interests: ['Animals', 'Space & Stars'],
        style: 'gentle',
        lesson: ideas.lesson,
        twists: ideas.twists,
        seed: index,
      });
      started = performance.now();
      cpu = process.cpuUsage();
      // As a model's story is screened: the title, then the story as it streams, paragraph by paragraph.
      const stream = new ScreenedStream((part) => screenGeneratedText(part) as PartVerdict);
      const safe =
        screenGeneratedText(story.title).ok &&
        story.paragraphs.every((paragraph: string, at: number) => stream.push(at === 0 ? paragraph : `\n\n${paragraph}`).ok) &&
        stream.end().ok;
      const output = performance.now() - started;
      const outputCpu = cpuMs(cpu);
      if (round > 0) {
        storyMs.push(output);
        totalMs.push(input + output);
        totalCpuMs.push(inputCpu + outputCpu);
      }
      if (round === 0 && safe) passed += 1;
    }
  }
  for (const list of [inputMs, storyMs, totalMs, totalCpuMs]) list.sort((a, b) => a - b);
  return {
    'safety red-team inputs': harmful.length,
    'safety red-team block rate %': (100 * blocked) / harmful.length,
    'safety red-team lessons and twists refused by the reading %': (100 * byReader) / words.length,
    'safety benign inputs': ordinary.length,
    'safety benign pass rate %': (100 * passed) / ordinary.length,
    'safety screening per request p50 ms': percentile(totalMs, 0.5),
    'safety screening per request p99 ms': percentile(totalMs, 0.99),
    'safety screening per request CPU time p50 ms': percentile(totalCpuMs, 0.5),
    'safety screening per request CPU time p99 ms': percentile(totalCpuMs, 0.99),
    'safety reading of the parent words p99 ms': percentile(inputMs, 0.99),
    'safety screening of the written story (as streamed) p99 ms': percentile(storyMs, 0.99),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, value] of Object.entries(await runSafetyBench())) console.log(`${name}: ${Math.round(value * 100) / 100}`);
}
