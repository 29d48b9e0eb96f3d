import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { countWords, GENDERS, INTERESTS, STYLES, storyPreview, type Gender, type Interest, type StoryStyle } from '@bedtime/contracts';
import { createLogger, freePort, IDENTITY_HEADER, signIdentity } from '@bedtime/service-kit';
import { startEmbeddedPostgres } from '@bedtime/service-kit/embedded-postgres';
import { createApp } from '../src/app';
import { loadStoryConfig } from '../src/config';
import { createStoryDatabase, STORY_MIGRATIONS, type StoryDatabase } from '../src/data/database';
import { writeFromWords } from '@bedtime/story-writer';

const TOTAL_STORIES = 100_000;
const BENCH_USER_STORIES = 1_000;
const OTHER_USERS = 9_900;
const DISTINCT_COMPOSITIONS = 200;
const REQUESTS = 200;
const GOAL_MS = 20;
const BATCH = 1_000;
const BENCH_USER = 'bench-parent';
const SECRET = 'library-bench-identity-secret-long-enough-0123456789';

const LESSONS = [
  'Sharing makes play more fun',
  'Being brave means trying even when you feel scared',
  'It is okay to make mistakes',
  'Kindness to animals matters',
  'Listening to others helps friendships grow',
  'Brushing teeth keeps a smile bright',
  'Patience helps good things happen',
  'Telling the truth feels better',
  'Everyone is different and that is wonderful',
  'Saying sorry can mend a friendship',
];
const HERO_NAMES = [
  'Ada',
  'Bo',
  'Cleo',
  'Dev',
  'Elio',
  'Fern',
  'Gus',
  'Hana',
  'Iggy',
  'Juno',
  'Kofi',
  'Luz',
  'Moss',
  'Nia',
  'Otto',
  'Pia',
  'Quin',
  'Rue',
  'Sol',
  'Tove',
];
const SEARCHES = [
  'dino',
  'brave',
  'moon',
  'ocean whale',
  'kindness',
  'rocket stars',
  'sharing',
  'dragon',
  'forest',
  'music',
  'cook',
  'superhero',
  'patience',
  'robot',
  'train',
];

interface Composition {
  title: string;
  content: string;
  heroName: string;
  age: number;
  gender: Gender;
  interests: Interest[];
  style: StoryStyle;
  lesson: string;
}

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** ~200 real stories from the embedded writer; rows vary them (hero, user, date) instead of composing 100k. */
function composeVariety(): Composition[] {
  return Array.from({ length: DISTINCT_COMPOSITIONS }, (_, i) => {
    const interests = [...new Set([pick(INTERESTS, i), pick(INTERESTS, i * 7 + 3), pick(INTERESTS, i * 5 + 1)])].slice(0, 1 + (i % 3));
    const request = {
      age: 2 + (i % 11),
      gender: pick(GENDERS, i),
      interests,
      style: pick(STYLES, i * 3),
      lesson: pick(LESSONS, i),
      plotTwists: [],
      heroName: pick(HERO_NAMES, i),
      seed: i + 1,
    };
    const story = writeFromWords(request);
    if (!story.ok) throw new Error(`The bench's lesson was refused: ${request.lesson}`);
    return { ...request, title: story.title, content: story.paragraphs.join('\n\n') };
  });
}

function storyRow(compositions: Composition[], index: number) {
  const base = pick(compositions, (index * 7919) % compositions.length);
  const hero = pick(HERO_NAMES, index * 13 + 5);
  const userId = index < BENCH_USER_STORIES ? BENCH_USER : `parent-${index % OTHER_USERS}`;
  const content = base.content.replaceAll(base.heroName, hero);
  return {
    id: randomUUID(),
    user_id: userId,
    title: base.title.replaceAll(base.heroName, hero),
    content,
    preview: storyPreview(content),
    word_count: countWords(content),
    age: base.age,
    gender: base.gender,
    interests: base.interests,
    style: base.style,
    lesson: base.lesson,
    is_collaborative: false,
    plot_twists: [],
    engine: 'embedded-writer',
    created_at: new Date(Date.now() - ((index * 104_729) % (365 * 24 * 3600)) * 1000).toISOString(),
  };
}

/** Stores 100,000 varied stories, 1,000 of them the bench parent's. */
export async function seedLibrary(database: StoryDatabase) {
  // Building the search index once at the end is much faster than keeping it up to date row by row.
  await database.pool.query('drop index if exists stories_user_search_idx');
  await bulkInsert(database, composeVariety());
  await database.pool.query('create index stories_user_search_idx on stories using gin (user_id, search_vector)');
  await database.pool.query('analyze stories');
}

async function bulkInsert(database: StoryDatabase, compositions: Composition[]) {
  for (let start = 0; start < TOTAL_STORIES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TOTAL_STORIES - start) }, (_, i) => storyRow(compositions, start + i));
    await database.pool.query(
      `insert into stories (id, user_id, title, content, preview, word_count, age, gender, interests, style, lesson, is_collaborative, plot_twists, engine, created_at)
       select id, user_id, title, content, preview, word_count, age, gender, interests, style, lesson, is_collaborative, plot_twists, engine, created_at
       from json_to_recordset($1::json) as r(id text, user_id text, title text, content text, preview text, word_count int, age int, gender text, interests text[],
         style text, lesson text, is_collaborative boolean, plot_twists text[], engine text, created_at timestamptz)`,
      [JSON.stringify(rows)],
    );
  }
}

const percentile = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
};
const p95 = (samples: number[]) => percentile(samples, 0.95);
const p50 = (samples: number[]) => percentile(samples, 0.5);

const identity = () => ({ [IDENTITY_HEADER]: signIdentity(SECRET, { userId: BENCH_USER, email: null, isAdmin: false, entitled: true, issuer: 'gateway' }) });

async function timeRequests(urls: string[]): Promise<number[]> {
  const samples: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url, { headers: identity() });
    const body = (await response.json()) as { stories?: unknown[] };
    samples.push(performance.now() - started);
    if (!response.ok || !Array.isArray(body.stories)) throw new Error(`${url} answered ${response.status}`);
  }
  return samples;
}

/** Walks the whole library page by page, as a parent scrolling to the end would: every page timed, deep ones too. */
async function timeLibraryWalks(base: string, requests: number): Promise<{ samples: number[]; bytes: number; pages: number }> {
  const samples: number[] = [];
  let bytes = 0;
  let pages = 0;
  let cursor: string | null = null;
  while (samples.length < requests) {
    const url = `${base}/api/stories${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const started = performance.now();
    const response = await fetch(url, { headers: identity() });
    const text = await response.text();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (!cursor) bytes = text.length;
    cursor = (JSON.parse(text) as { nextCursor: string | null }).nextCursor;
    if (!cursor) pages = pages || samples.length;
  }
  return { samples, bytes, pages };
}

/** The plans PostgreSQL picks for a library page and a search, printed so a regression is visible. */
async function printPlans(database: StoryDatabase) {
  const plan = async (label: string, query: string, params: unknown[]) => {
    const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off, costs off, timing off, summary on) ${query}`, params);
    console.log(`library bench plan, ${label}:\n  ${rows.map((row) => row['QUERY PLAN']).join('\n  ')}`);
  };
  const summary = `select s.id, s.title, s.preview, s.word_count, f.user_id is not null, p.word_index from stories s
    left join favorites f on f.user_id = $1 and f.story_id = s.id left join reading_progress p on p.user_id = $1 and p.story_id = s.id`;
  await plan('first page', `${summary} where s.user_id = $1 order by s.created_at desc, s.id desc limit 61`, [BENCH_USER]);
  const { rows: deep } = await database.pool.query<{ at: string; id: string }>(
    'select created_at::text as at, id from stories where user_id = $1 order by created_at desc, id desc offset 900 limit 1',
    [BENCH_USER],
  );
  await plan(
    'a page 900 stories deep',
    `${summary} where s.user_id = $1 and (s.created_at, s.id) < ($2::timestamptz, $3) order by s.created_at desc, s.id desc limit 61`,
    [BENCH_USER, deep[0]!.at, deep[0]!.id],
  );
  await plan(
    'search "brave"',
    `${summary} where s.user_id = $1 and s.search_vector @@ websearch_to_tsquery('english', $2)
     order by ts_rank(s.search_vector, websearch_to_tsquery('english', $2)) desc, s.created_at desc, s.id desc`,
    [BENCH_USER, 'brave'],
  );
}

/** p95 latency of the library list and search for a parent with 1,000 stories among 100,000, through the real HTTP app. */
export async function runLibraryBench(): Promise<Record<string, number>> {
  const dataParent = await mkdtemp(path.join(tmpdir(), 'story-library-bench-'));
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dataParent, 'pg'), port: await freePort() });
  const database = createStoryDatabase(postgres.url('story_bench'));
  try {
    await postgres.ensureDatabase('story_bench');
    await database.migrate(STORY_MIGRATIONS);
    const seeded = performance.now();
    await seedLibrary(database);
    console.log(`library bench: ${TOTAL_STORIES} stories stored in ${Math.round(performance.now() - seeded)} ms`);

    const config = loadStoryConfig({ DATABASE_URL: postgres.url('story_bench'), IDENTITY_SECRET: SECRET, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
    const app = createApp({ config, database, logger: createLogger({ name: 'story-bench', level: 'silent' }) });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await printPlans(database);
      await timeRequests(Array.from({ length: 10 }, () => `${base}/api/stories`)); // warm-up
      const walks = await timeLibraryWalks(base, REQUESTS);
      const list = p95(walks.samples);
      const listMedian = p50(walks.samples);
      const searches = Array.from({ length: REQUESTS }, (_, i) => {
        const params = new URLSearchParams({ query: pick(SEARCHES, i) });
        if (i % 3 === 1) params.set('age', String(2 + (i % 11)));
        if (i % 4 === 2) params.set('style', pick(STYLES, i));
        return `${base}/api/stories/search?${params}`;
      });
      const searchSamples = await timeRequests(searches);
      const search = p95(searchSamples);
      const load = `machine load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
      console.log(
        `library list p95 ${list.toFixed(1)} ms, p50 ${listMedian.toFixed(1)} ms (goal p95 < ${GOAL_MS} ms; pages of 60, ${walks.pages} pages for 1,000 stories, first page ${Math.round(walks.bytes / 1024)} KB; ${load})`,
      );
      console.log(`library search p95 ${search.toFixed(1)} ms, p50 ${p50(searchSamples).toFixed(1)} ms (goal p95 < ${GOAL_MS} ms; ${load})`);
      return { 'library list p95 ms': list, 'library search p95 ms': search, 'library first page KB': walks.bytes / 1024 };
    } finally {
      server.closeAllConnections();
      server.close();
    }
  } finally {
    await database.close();
    await postgres.stop();
    await rm(dataParent, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runLibraryBench();
