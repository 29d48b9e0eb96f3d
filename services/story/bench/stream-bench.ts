import { pathToFileURL } from 'node:url';

const RUNS = 10;

const WISHES = [
  { age: 4, gender: 'girl', interests: ['Dinosaurs'], style: 'gentle', lesson: 'Sharing makes play more fun' },
  {
    age: 7,
    gender: 'boy',
    interests: ['Space & Stars', 'Vehicles & Transportation'],
    style: 'adventurous',
    lesson: 'Being brave means trying even when you feel scared',
  },
  { age: 10, gender: 'other', interests: ['Science & Experiments', 'Cooking & Food', 'Music'], style: 'educational', lesson: 'Mistakes help us learn' },
  { age: 3, gender: 'girl', interests: ['Animals', 'Nature & Forest'], style: 'funny', lesson: 'Saying sorry can mend a friendship' },
  { age: 6, gender: 'boy', interests: ['Magic & Fantasy', 'Superheroes'], style: 'magical', lesson: 'Kindness is a kind of magic' },
] as const;

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One streamed generation: milliseconds until the first words (first `delta` event) and until `done`. */
async function timeOneStory(baseUrl: string, cookie: string, wish: (typeof WISHES)[number]): Promise<{ firstWords: number; complete: number }> {
  const started = performance.now();
  const response = await fetch(new URL('/api/generate-story', baseUrl), {
    method: 'POST',
    headers: { cookie, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify({ ...wish, isCollaborative: false, plotTwists: [] }),
  });
  if (!response.ok || !response.body) throw new Error(`generate-story answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let buffered = '';
  let firstWords: number | undefined;
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk as Uint8Array, { stream: true });
    if (firstWords === undefined && buffered.includes('event: delta\n')) firstWords = performance.now() - started;
    if (buffered.includes('event: error\n')) throw new Error(`the story stream ended with an error: ${buffered.slice(buffered.indexOf('event: error'))}`);
  }
  if (firstWords === undefined || !buffered.includes('event: done\n')) throw new Error('the story stream ended without words or without done');
  return { firstWords, complete: performance.now() - started };
}

/** Time to the first streamed words of POST /api/generate-story through the gateway (signed-in, entitled user's cookie). */
export async function runStreamBench(baseUrl: string, cookie: string): Promise<Record<string, number>> {
  await timeOneStory(baseUrl, cookie, WISHES[0]); // warm-up: first requests pay for module loading and connections
  const runs: { firstWords: number; complete: number }[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await timeOneStory(baseUrl, cookie, WISHES[i % WISHES.length] ?? WISHES[0]));
  const firstWords = median(runs.map((run) => run.firstWords));
  const complete = median(runs.map((run) => run.complete));
  console.log(`story stream first words p50 ${firstWords.toFixed(1)} ms`);
  console.log(`story stream complete p50 ${complete.toFixed(1)} ms`);
  return { 'story stream first words p50 ms': firstWords, 'story stream complete p50 ms': complete };
}

// node --import tsx services/story/bench/stream-bench.ts <gateway base URL> <cookie header>
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [baseUrl, cookie] = process.argv.slice(2);
  if (!baseUrl || !cookie) throw new Error('usage: stream-bench.ts <gateway base URL> <cookie header>');
  await runStreamBench(baseUrl, cookie);
}
