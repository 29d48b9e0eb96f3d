/**
 * `npm run bench -- load`: the whole product under a mix of parents, at rising concurrency. Each step runs
 * closed-loop workers (each a parent doing one thing after another, no pause) for a fixed time; a step is
 * "held" when its p95 is under 300 ms and nothing failed. Prints the highest rate held and what ran out
 * first at the step after it: the CPU of which process (from /proc), the database, or a service's pool.
 *
 * LOAD_REPLICAS (say `story=2,gateway=2`) runs the stack with replicas; LOAD_STEPS (`1,2,4,8`) and
 * LOAD_STEP_SECONDS change the steps; LOAD_PARENTS how many accounts (each with three stories, one narrated)
 * the workers act as (more workers than parents: a family on several devices).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../stack';
import { percentile } from './gateway-bench';

const P95_LIMIT_MS = 300;
const TICKS_PER_SECOND = 100;

/** What a parent does, and how often (weights of the mix). */
const MIX: { name: string; weight: number }[] = [
  { name: 'browse library', weight: 30 },
  { name: 'open story', weight: 25 },
  { name: 'community list', weight: 10 },
  { name: 'play narration', weight: 15 },
  { name: 'vote', weight: 12 },
  { name: 'generate story', weight: 8 },
];

interface Parent {
  cookie: string;
  stories: string[];
  /** The narration made in preparation: playing it again is what a parent at bedtime does. */
  narrated: { storyId: string; audioUrl: string };
  /** The gateway this parent's requests go to (spread over the gateway replicas). */
  gateway: string;
}

const WISH = { age: 5, gender: 'girl', interests: ['Animals'], style: 'gentle', lesson: 'Be kind to others', isCollaborative: false, plotTwists: [] };
const NAMES = ['Mira', 'Noor', 'Theo', 'Ada', 'Sami', 'Lena', 'Omar', 'Ivy'];

async function call(base: string, method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const bytes = await response.arrayBuffer();
  return { status: response.status, response, bytes };
}

const json = (bytes: ArrayBuffer) => JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, unknown>;

/** Parents with a few stories each, one of them narrated, and some shared with the community. */
async function prepare(stack: Stack, count: number): Promise<{ parents: Parent[]; shared: string[] }> {
  const parents: Parent[] = [];
  const shared: string[] = [];
  for (let i = 0; i < count; i++) {
    const gateway = stack.gatewayUrls[i % stack.gatewayUrls.length]!.replace('localhost', '127.0.0.1');
    const signup = await fetch(`${gateway}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `load-${Date.now()}-${i}@example.com`, password: 'Load-password-1', firstName: NAMES[i % NAMES.length], lastName: 'Load' }),
    });
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const stories: string[] = [];
    for (let s = 0; s < 3; s++) {
      const made = await call(gateway, 'POST', '/api/generate-story', cookie, { ...WISH, childName: NAMES[(i + s) % NAMES.length] });
      if (made.status !== 200) throw new Error(`generation failed: ${made.status} ${Buffer.from(made.bytes).toString()}`);
      stories.push(String(json(made.bytes).id));
    }
    // A story the writer made can still be refused by narration's own safety reading (seen here): the next one is played.
    let narrated: Parent['narrated'] | undefined;
    const refusals: string[] = [];
    for (const storyId of stories) {
      const answer = await call(gateway, 'GET', `/api/stories/${storyId}/narration`, cookie);
      if (answer.status === 200) {
        narrated = { storyId, audioUrl: String(json(answer.bytes).audioUrl) };
        break;
      }
      refusals.push(`${answer.status} ${Buffer.from(answer.bytes).toString()}`);
    }
    if (!narrated) throw new Error(`narration failed for all three stories: ${refusals.join('; ')}`);
    if (refusals.length) console.log(`  load: a generated story's narration was refused: ${refusals[0]}`);
    const parent: Parent = { cookie, stories, narrated, gateway };
    if (i < 4) {
      const share = await call(gateway, 'POST', `/api/stories/${parent.stories[1]}/share`, cookie, {});
      if (share.status >= 300) throw new Error(`share failed: ${share.status}`);
      shared.push(parent.stories[1]!);
    }
    parents.push(parent);
  }
  return { parents, shared };
}

function pickAction(): string {
  const total = MIX.reduce((sum, entry) => sum + entry.weight, 0);
  let roll = Math.random() * total;
  for (const entry of MIX) if ((roll -= entry.weight) < 0) return entry.name;
  return MIX[0]!.name;
}

/** One parent action: its requests in sequence, timed as one (what the parent waits for), and any failure. */
async function act(parent: Parent, shared: string[], action: string): Promise<{ ms: number; failed?: string }> {
  const started = performance.now();
  const expect = (status: number, ok: number[], what: string) => {
    if (!ok.includes(status)) throw new Error(`${what} answered ${status}`);
  };
  const story = parent.stories[Math.floor(Math.random() * parent.stories.length)]!;
  try {
    const base = parent.gateway;
    if (action === 'browse library') expect((await call(base, 'GET', '/api/stories', parent.cookie)).status, [200], action);
    else if (action === 'open story') expect((await call(base, 'GET', `/api/stories/${story}`, parent.cookie)).status, [200], action);
    else if (action === 'community list') expect((await call(base, 'GET', '/api/community/stories', parent.cookie)).status, [200], action);
    else if (action === 'vote') {
      const target = shared[Math.floor(Math.random() * shared.length)]!;
      expect((await call(base, 'POST', `/api/stories/${target}/vote`, parent.cookie, { vote: Math.random() < 0.8 ? 1 : 0 })).status, [200], action);
    } else if (action === 'play narration') {
      // The player asks for the narration (made already: the cached one), then the audio's first part.
      const narration = await call(base, 'GET', `/api/stories/${parent.narrated.storyId}/narration`, parent.cookie);
      expect(narration.status, [200], action);
      const audioUrl = String(json(narration.bytes).audioUrl);
      expect((await call(base, 'GET', audioUrl, parent.cookie, undefined, { range: 'bytes=0-65535' })).status, [200, 206], action);
    } else if (action === 'generate story') {
      const made = await call(base, 'POST', '/api/generate-story', parent.cookie, { ...WISH, childName: NAMES[Math.floor(Math.random() * NAMES.length)] });
      expect(made.status, [200], action);
    }
    return { ms: performance.now() - started };
  } catch (error) {
    return { ms: performance.now() - started, failed: (error as Error).message };
  }
}

/** CPU ticks (user + system) of a process and, for Postgres, of every backend it started. */
function cpuTicks(pid: number, withChildren: boolean): number {
  const ticksOf = (id: number) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let total = ticksOf(pid);
  if (withChildren) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
        if (Number(fields[1]) === pid) total += Number(fields[11]) + Number(fields[12]);
      } catch {
        // gone meanwhile
      }
    }
  }
  return total;
}

/** Busy and total CPU ticks of the whole machine (every core), from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + fields[4]!;
  return { busy: total - idle, total };
}

function processes(stack: Stack): Record<string, { pid: number; children: boolean }> {
  const found: Record<string, { pid: number; children: boolean }> = {};
  for (const [name, pid] of Object.entries(stack.pids())) if (pid) found[name] = { pid, children: name === 'postgres' };
  found['load generator'] = { pid: process.pid, children: false };
  return found;
}

/** Clients waiting for a database connection in each service's pool, from its /metrics. */
async function poolWaiting(stack: Stack): Promise<Record<string, number>> {
  const waiting: Record<string, number> = {};
  for (const [name, port] of Object.entries(stack.ports)) {
    const metricsPort = name.startsWith('gateway') ? (name === 'gateway' ? stack.metricsPort : undefined) : port;
    if (!metricsPort) continue;
    try {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const line = text.split('\n').find((candidate) => candidate.startsWith('db_pool_waiting_clients'));
      if (line) waiting[name] = Number(line.slice(line.lastIndexOf(' ') + 1));
    } catch {
      // a replica that is down has no figures
    }
  }
  return waiting;
}

interface Step {
  workers: number;
  rate: number;
  p95: number;
  errors: number;
  firstError?: string;
  cpu: Record<string, number>;
  /** The whole machine's CPU use (every process, ours and others'), percent of all cores. */
  machineBusy: number;
  poolWaitingMax: Record<string, number>;
}

async function runStep(stack: Stack, parents: Parent[], shared: string[], workers: number, seconds: number): Promise<Step> {
  const procs = processes(stack);
  const before = Object.fromEntries(Object.entries(procs).map(([name, p]) => [name, cpuTicks(p.pid, p.children)]));
  const machineBefore = machineTicks();
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const until = started + seconds * 1000;
  const poolWaitingMax: Record<string, number> = {};
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      for (const [name, value] of Object.entries(await poolWaiting(stack))) poolWaitingMax[name] = Math.max(poolWaitingMax[name] ?? 0, value);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      const parent = parents[index % parents.length]!;
      while (performance.now() < until) {
        const outcome = await act(parent, shared, pickAction());
        times.push(outcome.ms);
        if (outcome.failed) {
          errors++;
          firstError ??= outcome.failed;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const cpu: Record<string, number> = {};
  for (const [name, p] of Object.entries(procs)) cpu[name] = ((cpuTicks(p.pid, p.children) - before[name]!) / TICKS_PER_SECOND / elapsed) * 100;
  const machineAfter = machineTicks();
  const machineBusy = ((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)) * 100;
  return { workers, machineBusy, rate: times.length / elapsed, p95: percentile(times, 95), errors, firstError, cpu, poolWaitingMax };
}

const describeCpu = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .sort((a, b) => b[1] - a[1])
    .map(([name, percent]) => `${name} ${Math.round(percent)}%`)
    .join(', ');

/** What ran out first at a step that was not held. */
function bottleneck(step: Step): string {
  const waiting = Object.entries(step.poolWaitingMax).filter(([, count]) => count > 0);
  const [busiest, percent] = Object.entries(step.cpu).sort((a, b) => b[1] - a[1])[0]!;
  const machine = Object.values(step.cpu).reduce((sum, value) => sum + value, 0);
  const parts = [
    `busiest process: ${busiest} at ${Math.round(percent)}% of a core`,
    `the product and load generator ${Math.round(machine)}% of one core's worth`,
    `the machine's cores ${Math.round(step.machineBusy)}% busy (other programs included)`,
  ];
  if (waiting.length) parts.push(`database pool waits: ${waiting.map(([name, count]) => `${name} ${count}`).join(', ')}`);
  else parts.push('no request waited for a database connection');
  return parts.join('; ');
}

export async function runLoadBench(): Promise<Record<string, number>> {
  const replicas = Object.fromEntries(
    (process.env.LOAD_REPLICAS ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => entry.split('=').map((part) => part.trim()) as [string, string])
      .map(([name, count]) => [name, Number(count)]),
  );
  const steps = (process.env.LOAD_STEPS ?? '1,2,4,8,16,32,64').split(',').map(Number);
  const seconds = Number(process.env.LOAD_STEP_SECONDS ?? 10);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bedtime-load-'));
  const stack = await startStack({
    dataDir,
    port: 0,
    logs: 'quiet',
    replicas,
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000',
      GENERATIONS_PER_USER_PER_10_MINUTES: '100000',
      GENERATIONS_AT_ONCE_PER_USER: '64',
      // A handful of accounts stand for many families here: per-account limits would refuse what many parents do.
      VOTE_RATE_LIMIT_PER_MINUTE: '100000',
      PROXY_REQUESTS_PER_CLIENT: '256',
    },
  });
  try {
    const preparing = performance.now();
    const { parents, shared } = await prepare(stack, Number(process.env.LOAD_PARENTS ?? 8));
    console.log(`  load: ${parents.length} parents prepared in ${((performance.now() - preparing) / 1000).toFixed(1)} s`);
    // Warm-up: every route compiled and every pool opened before anything is measured.
    await runStep(stack, parents, shared, 4, 3);
    const results: Step[] = [];
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`  load: ${JSON.stringify(replicas)} replicas, ${seconds} s steps, machine load ${load} before`);
    for (const workers of steps) {
      const step = await runStep(stack, parents, shared, workers, seconds);
      results.push(step);
      console.log(
        `  load: ${workers} parents at once: ${step.rate.toFixed(1)} actions/s, p95 ${step.p95.toFixed(0)} ms, ${step.errors} errors${step.firstError ? ` (first: ${step.firstError})` : ''}; machine ${Math.round(step.machineBusy)}% busy; CPU ${describeCpu(step.cpu)}`,
      );
      if (step.p95 >= P95_LIMIT_MS * 2 || step.errors > step.rate * seconds * 0.05) break;
    }
    const held = results.filter((step) => step.p95 < P95_LIMIT_MS && step.errors === 0);
    const best = held.sort((a, b) => b.rate - a.rate)[0];
    const broke = results.find((step) => step.p95 >= P95_LIMIT_MS || step.errors > 0);
    if (broke) console.log(`  load: saturated first (at ${broke.workers} parents at once): ${bottleneck(broke)}`);
    else console.log(`  load: held at every step, up to ${results.at(-1)!.workers} parents at once (${bottleneck(results.at(-1)!)})`);
    console.log(`  load: machine load after ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    return {
      'load highest rate held (p95 < 300 ms, no errors) actions/s': best?.rate ?? 0,
      'load parents at once at that rate': best?.workers ?? 0,
      'load p95 at that rate ms': best?.p95 ?? NaN,
    };
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
