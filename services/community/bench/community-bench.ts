/**
 * Community latency through the gateway with 10,000 shared stories and 1,000,000 votes: the newest-first
 * list (first page, anonymous and signed in), a later page, the weekly top five, and a vote. The whole
 * product runs as `npm start` runs it; the data goes straight into each service's database with
 * generate_series (stories in the story database, authors in the gateway's, shares and votes here).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { IDENTITY_HEADER, signIdentity } from '@bedtime/service-kit';
import { startStack } from '../../../scripts/stack';

const SHARED_STORIES = 10_000;
const VOTERS_PER_STORY = 100; // x 10,000 stories = 1,000,000 votes
const AUTHORS = 1_000;
const REQUESTS = 200;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function seed(urls: Record<string, string>) {
  await withClient(urls.gateway!, (client) =>
    client.query(
      `insert into users (id, email, password_hash, first_name, last_name, nickname, trial_ends_at)
       select 'bench-author-' || i, 'bench-author-' || i || '@example.com', 'not-a-hash', 'First' || i, 'Last' || i,
              case when i % 2 = 0 then 'Nick' || i end, now() + interval '7 days'
       from generate_series(1, $1) as i`,
      [AUTHORS],
    ),
  );
  await withClient(urls.story!, (client) =>
    client.query(
      `insert into stories (id, user_id, title, content, age, gender, interests, style, lesson, is_collaborative, plot_twists, engine, created_at)
       select 'bench-story-' || i, 'bench-author-' || (i % $2 + 1), 'Bench story ' || i,
              repeat('Once upon a time a sleepy owl watched the moon rise over the quiet wood. ', 30),
              2 + i % 11, 'girl', array['Animals'], (array['funny','adventurous','gentle','magical','educational'])[i % 5 + 1],
              'Rest helps us grow', false, array[]::text[], 'bench', now() - make_interval(mins => i)
       from generate_series(1, $1) as i`,
      [SHARED_STORIES, AUTHORS],
    ),
  );
  await withClient(urls.community!, async (client) => {
    // Shares over the last 60 days; votes over the last 8 weeks, so about one in eight falls in this week.
    await client.query(
      `insert into shared_stories (story_id, owner_id, shared_at)
       select 'bench-story-' || i, 'bench-author-' || (i % $2 + 1), date_trunc('milliseconds', now() - make_interval(secs => i * 518.4))
       from generate_series(1, $1) as i`,
      [SHARED_STORIES, AUTHORS],
    );
    await client.query(
      `insert into votes (story_id, user_id, value, cast_at)
       select 'bench-story-' || s, 'bench-voter-' || v, case when random() < 0.7 then 1 else -1 end,
              date_trunc('milliseconds', now() - random() * interval '56 days')
       from generate_series(1, $1) as s, generate_series(1, $2) as v`,
      [SHARED_STORIES, VOTERS_PER_STORY],
    );
    await client.query(
      `update shared_stories s set upvotes = c.up, downvotes = c.down
       from (select story_id, count(*) filter (where value = 1) as up, count(*) filter (where value = -1) as down from votes group by story_id) c
       where c.story_id = s.story_id`,
    );
    await client.query(
      `insert into weekly_scores (week_start, story_id, score)
       select date_trunc('week', cast_at at time zone 'UTC')::date, story_id, sum(value) from votes group by 1, 2`,
    );
    await client.query('analyze');
  });
}

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1] ?? NaN;

async function time(count: number, send: (index: number) => Promise<Response>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await send(index);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`community bench request failed: ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function runCommunityBench(): Promise<Record<string, number>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'community-bench-'));
  const stack = await startStack({ dataDir, port: 0, logs: 'quiet', env: { LOG_LEVEL: 'warn', VOTE_RATE_LIMIT_PER_MINUTE: '100000' } });
  try {
    const seeding = performance.now();
    await seed(stack.databaseUrls);
    console.log(
      `community bench: ${SHARED_STORIES} shared stories and ${SHARED_STORIES * VOTERS_PER_STORY} votes stored in ${Math.round(performance.now() - seeding)} ms`,
    );

    const signup = await fetch(`${stack.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `community-bench-${Date.now()}@example.com`, password: 'bench-password', firstName: 'Bench', lastName: 'Voter' }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const get = (url: string, signedIn: boolean) => fetch(`${stack.baseUrl}${url}`, { headers: signedIn ? { cookie } : {} });
    const second = (await (await get('/api/community/stories', false)).json()) as { nextCursor: string };

    await time(20, () => get('/api/community/stories', true)); // warm-up
    await time(20, () => get('/api/community/top-weekly', true));
    const figures: Record<string, number> = {
      'community list p95 ms (anonymous)': p95(await time(REQUESTS, () => get('/api/community/stories', false))),
      'community list p95 ms (signed in)': p95(await time(REQUESTS, () => get('/api/community/stories', true))),
      'community list page 2 p95 ms': p95(await time(REQUESTS, () => get(`/api/community/stories?cursor=${second.nextCursor}`, true))),
      'community top-weekly p95 ms': p95(await time(REQUESTS, () => get('/api/community/top-weekly', true))),
      'community vote p95 ms': p95(
        await time(REQUESTS, (index) =>
          fetch(`${stack.baseUrl}/api/stories/bench-story-${(index % 50) + 1}/vote`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ vote: index % 3 === 0 ? -1 : 1 }),
          }),
        ),
      ),
    };
    // Where the time goes: the same calls straight to the community service, and the database's own time.
    const { IDENTITY_SECRET } = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { IDENTITY_SECRET: string };
    const direct = (url: string) =>
      fetch(`http://127.0.0.1:${stack.ports.community}${url}`, {
        headers: {
          [IDENTITY_HEADER]: signIdentity(IDENTITY_SECRET, { userId: 'bench-voter-1', email: null, isAdmin: false, entitled: true, issuer: 'gateway' }),
        },
      });
    const week = new Date(Date.now() - ((new Date().getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    const databaseMs = (query: string, params: unknown[]) =>
      withClient(stack.databaseUrls.community!, async (client) => {
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params);
        return Number(/Execution Time: ([\d.]+)/.exec(plan.rows.map((row) => row['QUERY PLAN']).join('\n'))?.[1]);
      });
    Object.assign(figures, {
      'community list p95 ms (service direct)': p95(await time(REQUESTS, () => direct('/api/community/stories'))),
      'community top-weekly p95 ms (service direct)': p95(await time(REQUESTS, () => direct('/api/community/top-weekly'))),
      'community list query ms (database)': await databaseMs('select * from shared_stories order by shared_at desc, story_id desc limit 21', []),
      'community top-weekly query ms (database)': await databaseMs(
        `select * from weekly_scores w join shared_stories s using (story_id)
         where w.week_start = $1 and w.score > 0
           and w.score >= coalesce((select score from weekly_scores where week_start = $1 and score > 0 order by score desc limit 1 offset 9), 1)
         order by w.score desc, s.shared_at, s.story_id limit 10`,
        [week],
      ),
    });
    for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value.toFixed(1)}`);
    return figures;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runCommunityBench();
