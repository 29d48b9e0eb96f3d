import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { GENDERS, INTERESTS, STYLES, countWords, type Interest } from '@bedtime/contracts';
import { composeStory } from '../src/providers/story-text/composer/compose-story';
import type { StoryRequest } from '../src/providers/story-text/types';

const LESSONS = ['sharing is caring', 'be brave when trying new things', "it's okay to make mistakes", 'always brush your teeth', 'Be kind to everyone!'];
const TWISTS = [[], ['a dragon shows up'], ['a dragon shows up', 'it starts to rain candy', 'The moon turns into cheese.']];

/** About 300 varied requests: every style, ages 2 to 12, one to three interests, zero to three twists. */
function requests(count = 300): StoryRequest[] {
  const list: StoryRequest[] = [];
  for (let n = 0; n < count; n += 1) {
    const interests = [0, 1, 2].slice(0, 1 + (n % 3)).map((offset) => INTERESTS[(n * 5 + offset * 4) % INTERESTS.length] as Interest);
    list.push({
      age: 2 + (n % 11),
      gender: GENDERS[n % GENDERS.length] ?? 'other',
      interests: [...new Set(interests)],
      style: STYLES[n % STYLES.length] ?? 'gentle',
      lesson: LESSONS[n % LESSONS.length] ?? 'be kind',
      plotTwists: TWISTS[n % TWISTS.length] ?? [],
      seed: 1000 + n,
    });
  }
  return list;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Milliseconds to compose one story with the embedded composer, over about 300 stories. */
export async function runComposerBench(): Promise<Record<string, number>> {
  const list = requests();
  for (const request of list.slice(0, 20)) composeStory(request);
  const times: number[] = [];
  let words = 0;
  for (const request of list) {
    const started = performance.now();
    const story = composeStory(request);
    times.push(performance.now() - started);
    words += countWords(story.paragraphs.join('\n\n'));
  }
  times.sort((a, b) => a - b);
  return {
    composer_stories: list.length,
    composer_p50_ms: round(percentile(times, 0.5)),
    composer_p99_ms: round(percentile(times, 0.99)),
    composer_max_ms: round(times.at(-1) ?? 0),
    composer_mean_words: Math.round(words / list.length),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runComposerBench();
  console.log(`composer stories ${result.composer_stories}`);
  console.log(`composer p50 ${result.composer_p50_ms} ms`);
  console.log(`composer p99 ${result.composer_p99_ms} ms`);
  console.log(`composer max ${result.composer_max_ms} ms`);
  console.log(`composer mean words ${result.composer_mean_words}`);
}
