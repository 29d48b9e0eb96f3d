/**
 * npm run bench: every figure from one run, printed as `name: value` lines (and saved to
 * bench-results/latest.json). Goals are read off these figures, never asserted in tests.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROOT, startStack } from '../stack';
import { runGatewayBench } from './gateway-bench';
import { runProxyBench } from './proxy-bench';
import { runPagesBench } from './pages-bench';
import { ensureSystemPackages } from '../setup.mjs';

const results: Record<string, number> = {};
/** The goals the figures are read against, printed beside them (the figure's unit). */
const GOALS: Record<string, string> = {
  'start to ready, first start (initdb, migrations) ms': '< 5000',
  'start to ready, existing data ms': '< 3000',
  'gateway added latency p50 ms': '< 1',
  'gateway added latency p99 ms': '< 5',
  'gateway added latency per request pair p50 ms': '< 1',
  'frontend /auth JS before interactive KB (gzip)': '<= 350',
  'frontend /auth login form usable ms': '< 1000',
  'story writer p99 ms': '< 50',
  'reading a lesson and 3 twists p99 ms': '< 10',
};
const record = (figures: Record<string, number>) => {
  for (const [name, value] of Object.entries(figures)) {
    results[name] = Number.isFinite(value) ? Math.round(value * 100) / 100 : value;
    console.log(`${name}: ${results[name]}${GOALS[name] ? ` (goal ${GOALS[name]})` : ''}`);
  }
};
const only = process.argv.slice(2);
// nginx and wrk for the gateway's anchor, Chromium for the pages; installed as root, named otherwise.
ensureSystemPackages(['run', 'test', 'bench']);
const wanted = (name: string) => only.length === 0 || only.includes(name);

/** Optional parts of the suite: a benchmark module beside the code it measures. */
async function optional<T>(relative: string, run: (module: T) => Promise<Record<string, number>>) {
  const file = path.join(ROOT, relative);
  if (!existsSync(file)) return;
  try {
    record(await run((await import(file)) as T));
  } catch (error) {
    console.error(`${relative} failed: ${(error as Error).message}`);
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bedtime-bench-'));
const identitySecret = randomBytes(32).toString('base64url');
try {
  if (wanted('platform') || wanted('gateway') || wanted('pages') || wanted('frontend') || wanted('stream') || wanted('billing') || wanted('merchandise')) {
    let started = performance.now();
    let stack = await startStack({ dataDir, port: 0, logs: 'quiet', env: { IDENTITY_SECRET: identitySecret, LOG_LEVEL: 'warn' } });
    record({ 'start to ready, first start (initdb, migrations) ms': performance.now() - started });
    await stack.stop();
    started = performance.now();
    stack = await startStack({ dataDir, port: 0, logs: 'quiet', env: { IDENTITY_SECRET: identitySecret, LOG_LEVEL: 'warn' } });
    record({ 'start to ready, existing data ms': performance.now() - started });
    try {
      if (wanted('platform')) record(await runGatewayBench(stack, identitySecret));
      if (wanted('gateway')) record(await runProxyBench(stack, identitySecret));
      if (wanted('pages')) record(await runPagesBench(stack));
      if (wanted('frontend'))
        await optional<{ runFrontendBench(baseUrl: string): Promise<Record<string, number>> }>('scripts/bench/frontend-bench.ts', (m) =>
          m.runFrontendBench(stack.baseUrl),
        );
      if (wanted('stream'))
        await optional<{ runStreamBench(baseUrl: string, cookie: string): Promise<Record<string, number>> }>(
          'services/story/bench/stream-bench.ts',
          async (m) => {
            const signup = await fetch(`${stack.baseUrl}/api/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: `stream-${Date.now()}@example.com`, password: 'Bench-password-1', firstName: 'S', lastName: 'B' }),
            });
            return m.runStreamBench(
              stack.baseUrl,
              signup.headers
                .getSetCookie()
                .map((c) => c.split(';')[0])
                .join('; '),
            );
          },
        );
      if (wanted('billing'))
        await optional<{ runBillingBench(baseUrl: string, identitySecret: string): Promise<Record<string, number>> }>(
          'services/billing/bench/billing-bench.ts',
          (m) => m.runBillingBench(stack.baseUrl, identitySecret),
        );
      if (wanted('merchandise'))
        await optional<{ runMerchandiseBench(baseUrl: string): Promise<Record<string, number>> }>('services/story/bench/merchandise-bench.ts', (m) =>
          m.runMerchandiseBench(stack.baseUrl),
        );
    } finally {
      await stack.stop();
    }
  }
  // The whole product under a mix of parents: a stack of its own (replicas per LOAD_REPLICAS), never part of a plain `npm run bench`.
  if (only.includes('load')) record(await (await import('./load-bench')).runLoadBench());
  type Bench = Record<string, () => Promise<Record<string, number>>>;
  if (wanted('composer')) await optional<Bench>('packages/story-writer/bench/writer-bench.ts', (m) => m.runComposerBench!());
  if (wanted('library')) await optional<Bench>('services/story/bench/library-bench.ts', (m) => m.runLibraryBench!());
  if (wanted('narration')) await optional<Bench>('services/story/bench/narration-bench.ts', (m) => m.runNarrationBench!());
  // The narration part measures every narrator too; `voices` alone measures only that.
  if (only.includes('voices') && !only.includes('narration')) await optional<Bench>('services/story/bench/narration-bench.ts', (m) => m.runVoicesBench!());
  if (wanted('images')) await optional<Bench>('services/story/bench/images-bench.ts', (m) => m.runImagesBench!());
  if (wanted('safety')) await optional<Bench>('services/story/bench/safety-bench.ts', (m) => m.runSafetyBench!());
  if (wanted('safety')) await optional<Bench>('packages/story-writer/bench/understand.ts', (m) => m.runUnderstandBench!());
  if (wanted('community')) await optional<Bench>('services/community/bench/community-bench.ts', (m) => m.runCommunityBench!());
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
await mkdir(path.join(ROOT, 'bench-results'), { recursive: true });
await writeFile(path.join(ROOT, 'bench-results/latest.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
process.exit(0);
