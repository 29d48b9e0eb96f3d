/**
 * 'Take the Magic Home!' through the gateway: GET /api/stories/{id}/merchandise (basic mockups) and
 * ?enhanced=true (AI designs), per story, the first time (drawn) and again (served from the store).
 */
const STORIES = [
  { age: 5, gender: 'girl', interests: ['Animals', 'Nature & Forest'], style: 'gentle', lesson: 'Sharing makes play more fun' },
  { age: 7, gender: 'boy', interests: ['Space & Stars'], style: 'adventurous', lesson: 'Being brave means trying even when you feel scared' },
  { age: 6, gender: 'other', interests: ['Magic & Fantasy', 'Music'], style: 'magical', lesson: 'Kindness is a kind of magic' },
] as const;

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function timed(baseUrl: string, cookie: string, path: string, expected: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(new URL(path, baseUrl), { headers: { cookie } });
  const body = (await response.json()) as { merchandise?: unknown[] };
  const elapsed = performance.now() - started;
  if (!response.ok || !Array.isArray(body.merchandise)) throw new Error(`${path.split('?')[0]} answered ${response.status}`);
  if (expected > 0 && body.merchandise.length < expected) throw new Error(`${path.split('?')[0]} returned ${body.merchandise.length} items`);
  return elapsed;
}

/** Signs up a trial parent, writes three stories, and times both kinds of merchandise for each. */
export async function runMerchandiseBench(baseUrl: string): Promise<Record<string, number>> {
  const signup = await fetch(new URL('/api/register', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `merch-${Date.now()}@example.com`, password: 'Bench-password-1', firstName: 'M', lastName: 'B' }),
  });
  if (!signup.ok) throw new Error(`register answered ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const runs = { basicFirst: [] as number[], basicCached: [] as number[], aiFirst: [] as number[], aiCached: [] as number[] };
  for (const wish of STORIES) {
    const made = await fetch(new URL('/api/generate-story', baseUrl), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...wish, isCollaborative: false, plotTwists: [] }),
    });
    const story = (await made.json()) as { id?: string };
    if (!made.ok || !story.id) throw new Error(`generate-story answered ${made.status}`);
    const basic = `/api/stories/${story.id}/merchandise`;
    const ai = `${basic}?enhanced=true`;
    runs.basicFirst.push(await timed(baseUrl, cookie, basic, 1));
    runs.basicCached.push(await timed(baseUrl, cookie, basic, 1));
    runs.aiFirst.push(await timed(baseUrl, cookie, ai, 7));
    runs.aiCached.push(await timed(baseUrl, cookie, ai, 7));
  }
  return {
    'merchandise basic per story, first (drawn) median ms': median(runs.basicFirst),
    'merchandise basic per story, cached median ms': median(runs.basicCached),
    'merchandise AI designs per story, first (drawn) median ms': median(runs.aiFirst),
    'merchandise AI designs per story, cached median ms': median(runs.aiCached),
  };
}
