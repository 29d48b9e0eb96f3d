import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import net from 'node:net';
import { countWords } from '@bedtime/contracts';
import { createLogger, IDENTITY_HEADER, signIdentity } from '@bedtime/service-kit';
// Not exported by the kit's index (services never start their own server); the bench does, like scripts/stack.ts.
import { startEmbeddedPostgres } from '../../../packages/service-kit/src/embedded-postgres';
import { createApp } from '../src/app';
import { loadStoryConfig } from '../src/config';
import { createStoryDatabase, STORY_MIGRATIONS } from '../src/data/database';
import { createStoriesRepository } from '../src/data/stories-repository';
import { createProviders } from '../src/providers/create-providers';
import { createNarrationEngine } from '../src/providers/narration/create-narration-engine';
import { writeFromWords } from '@bedtime/story-writer';

const SECRET = 'first-sound-bench-identity-secret-long-enough-0123';
const OWNER = 'first-sound-parent';
const RUNS = 3;
export const FIRST_SOUND_GOAL_MS = 1_000;

/** A story of about 900 words, as the writer tells them for the oldest children; a new seed is a new story. */
function nineHundredWords(seed: number) {
  const story = writeFromWords({
    age: 11,
    gender: 'girl',
    interests: ['Space & Stars', 'Animals', 'Science & Experiments'],
    style: 'adventurous',
    lesson: 'Being brave means trying even when you feel scared',
    plotTwists: [],
    heroName: 'Maya',
    seed,
  });
  if (!story.ok) throw new Error('The bench lesson was refused');
  return { title: story.title, content: story.paragraphs.join('\n\n') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;

/** GET narration as the browser asks for it; ms until the first segment (its audio can play) and until done. */
async function listen(base: string, storyId: string): Promise<{ firstSegmentMs: number; doneMs: number }> {
  const identity = signIdentity(SECRET, { userId: OWNER, email: null, isAdmin: false, entitled: true, issuer: 'gateway' });
  const started = performance.now();
  const response = await fetch(`${base}/api/stories/${storyId}/narration`, { headers: { [IDENTITY_HEADER]: identity, accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`narration answered ${response.status}`);
  let firstSegmentMs = Number.NaN;
  let doneMs = Number.NaN;
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk as Uint8Array, { stream: true });
    if (Number.isNaN(firstSegmentMs) && buffered.includes('event: segment\n')) firstSegmentMs = performance.now() - started;
    if (buffered.includes('event: error\n')) throw new Error(`narration failed: ${buffered.slice(buffered.indexOf('event: error'))}`);
  }
  if (buffered.includes('event: done\n')) doneMs = performance.now() - started;
  if (Number.isNaN(firstSegmentMs) || Number.isNaN(doneMs)) throw new Error('the narration stream ended without a segment or done');
  return { firstSegmentMs, doneMs };
}

/**
 * Time to first sound after Listen on a story never narrated: GET /api/stories/{id}/narration through the real
 * story app (database, cache, engine as `npm start` runs it, warmed at start) until the first sentence's audio
 * arrives. Each run is a new ~900-word story; each stream is read to its end so runs do not overlap.
 */
export async function runFirstSoundBench(): Promise<Record<string, number>> {
  const dataParent = await mkdtemp(path.join(tmpdir(), 'story-first-sound-bench-'));
  const blobDir = path.join(dataParent, 'blobs');
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dataParent, 'pg'), port: await freePort() });
  const url = postgres.url('story_first_sound');
  const database = createStoryDatabase(url);
  const engine = createNarrationEngine({});
  try {
    await postgres.ensureDatabase('story_first_sound');
    await database.migrate(STORY_MIGRATIONS);
    await engine.warmUp?.();
    const config = loadStoryConfig({ DATABASE_URL: url, IDENTITY_SECRET: SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'production', BLOB_DIR: blobDir });
    const app = createApp({
      config,
      database,
      logger: createLogger({ name: 'first-sound-bench', level: 'silent' }),
      providers: createProviders(config, { narrationEngine: engine }),
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stories = createStoriesRepository(database);
    try {
      const runs: Array<{ firstSegmentMs: number; doneMs: number; words: number }> = [];
      for (let run = 0; run < RUNS; run++) {
        const { title, content } = nineHundredWords(100 + run);
        const row = await stories.insert({
          id: `first-sound-${run}`,
          userId: OWNER,
          title,
          content,
          age: 11,
          gender: 'girl',
          interests: ['Space & Stars'],
          style: 'adventurous',
          lesson: 'Be brave',
          isCollaborative: false,
          plotTwists: [],
          engine: 'embedded-writer',
        });
        runs.push({ ...(await listen(base, row.id)), words: countWords(content) });
        console.log(
          `first sound bench: run ${run + 1}: ${runs.at(-1)!.words} words, first sound ${Math.round(runs.at(-1)!.firstSegmentMs)} ms, whole narration ${Math.round(runs.at(-1)!.doneMs)} ms`,
        );
      }
      const firstSound = median(runs.map((run) => run.firstSegmentMs));
      const whole = median(runs.map((run) => run.doneMs));
      console.log(
        `time to first sound, never-narrated ${runs[0]!.words}-word story (${engine.name}), p50 ${Math.round(firstSound)} ms, worst ${Math.round(Math.max(...runs.map((r) => r.firstSegmentMs)))} ms (goal < ${FIRST_SOUND_GOAL_MS} ms; the whole file took ${Math.round(whole)} ms; machine load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
      );
      return { 'narration first sound, 900-word story p50 ms': firstSound, 'narration whole file, 900-word story p50 ms': whole };
    } finally {
      server.closeAllConnections();
      server.close();
    }
  } finally {
    engine.close?.();
    await database.close();
    await postgres.stop();
    await rm(dataParent, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runFirstSoundBench();
