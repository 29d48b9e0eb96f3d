/**
 * The gateway against the tool a team would pick instead: nginx as a reverse proxy with a keep-alive
 * upstream pool, in front of the same story service, measured in the same run. Three ways to
 * GET /api/stories (50 stories): straight to the story service, through nginx, through our gateway with a
 * session cookie. Each round measures all three, one after another, at 1 and at 16 connections, so load
 * from elsewhere on a shared machine falls on each alike; the figures are medians over the rounds.
 *
 * The load comes from wrk (C, one thread), not from Node, so the client costs the same for all three and
 * little. Goals: the gateway adds at most twice nginx's added p50 at 1 connection, and holds at least 85%
 * of nginx's throughput at 16 connections.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, IDENTITY_HEADER, signIdentity } from '@bedtime/service-kit';
import type { Stack } from '../stack';
import { seedStories } from './seed-stories';

const STORIES = 50;
const ROUNDS = Number(process.env.PROXY_BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.PROXY_BENCH_SECONDS ?? 3);
const CONNECTIONS = [1, 16] as const;
export const ADDED_P50_GOAL_RATIO = 2;
export const THROUGHPUT_GOAL_RATIO = 0.85;

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => spawnSync(file, ['-v']).status === 0);
const WRK = spawnSync('wrk', ['--version']).error ? undefined : 'wrk';

/** wrk prints its own summary; this script makes it print the two figures wanted, in microseconds and per second. */
const WRK_REPORT = `done = function(summary, latency, requests)
  io.write(string.format("BENCH %f %f %d %d %d\\n", latency:percentile(50), summary.requests / (summary.duration / 1e6), summary.requests, summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;

interface Sample {
  p50Ms: number;
  perSecond: number;
  requests: number;
  /** CPU time the proxy process (the story service, for direct) spent during the run. */
  cpuMs: number;
}

/** User + system CPU time of a process so far (Linux), in ms; NaN where /proc cannot tell. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function runWrk(url: string, connections: number, headers: Record<string, string>, script: string, pid?: number): Promise<Sample> {
  const cpuBefore = cpuMsOf(pid);
  const args = ['-t1', `-c${connections}`, `-d${SECONDS}s`, '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const line = /BENCH (\S+) (\S+) (\d+) (\d+) (\d+)/.exec(out);
      if (!line) return reject(new Error(`wrk printed no figures for ${url}:\n${out}`));
      if (Number(line[4]) > 0 || Number(line[5]) > 0) return reject(new Error(`wrk saw ${line[4]} non-2xx answers and ${line[5]} socket errors on ${url}`));
      resolve({ p50Ms: Number(line[1]) / 1000, perSecond: Number(line[2]), requests: Number(line[3]), cpuMs: cpuMsOf(pid) - cpuBefore });
    });
  });
}

/** nginx as documented for a keep-alive upstream: HTTP/1.1 to the service, the Connection header cleared. */
async function startNginx(dir: string, upstreamPort: number): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  for (const folder of ['logs', 'temp']) await mkdir(path.join(dir, folder), { recursive: true });
  const conf = `worker_processes 1;
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  upstream story { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://story;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      await fetch(`http://127.0.0.1:${port}/health`);
      return { port, process: child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer within 10 s: ${errors}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function runProxyBench(stack: Stack, identitySecret: string): Promise<Record<string, number>> {
  if (!NGINX || !WRK) {
    console.warn('gateway bench: nginx or wrk is missing (Debian packages nginx-light and wrk; npm run bench installs them as root)');
    return {};
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bedtime-proxy-bench-'));
  const script = path.join(dir, 'report.lua');
  await writeFile(script, WRK_REPORT);
  const signup = await fetch(`${stack.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `proxy-bench-${Date.now()}@example.com`, password: 'Bench-password-1', firstName: 'Bench', lastName: 'Mark' }),
  });
  if (!signup.ok) throw new Error(`sign-up answered ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await signup.json()) as { user: { id: string; email: string } };
  await seedStories(stack, user.id, STORIES);
  const nginx = await startNginx(dir, stack.ports.story!);
  try {
    let connections = 1;
    const runWrkFor = (url: string, headers: Record<string, string>, pid: number | undefined) => runWrk(url, connections, headers, script, pid);
    const claims = { userId: user.id, email: user.email, isAdmin: false, entitled: true, issuer: 'gateway' };
    // A signed identity lives 60 s: each run gets a fresh one, as the gateway would sign.
    const ways = {
      direct: () =>
        runWrkFor(`http://127.0.0.1:${stack.ports.story}/api/stories`, { [IDENTITY_HEADER]: signIdentity(identitySecret, claims) }, stack.pids().story),
      nginx: () => runWrkFor(`http://127.0.0.1:${nginx.port}/api/stories`, { [IDENTITY_HEADER]: signIdentity(identitySecret, claims) }, nginx.process.pid),
      gateway: () => runWrkFor(`${stack.baseUrl.replace('localhost', '127.0.0.1')}/api/stories`, { cookie }, stack.pids().gateway),
    };
    const samples: Record<string, Sample[]> = {};
    // Warm every path (JIT, pools, caches) before anything counts.
    for (const run of Object.values(ways)) await run();
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of CONNECTIONS) {
        connections = c;
        for (const [name, run] of Object.entries(ways)) (samples[`${name} ${c}`] ??= []).push(await run());
      }
    }
    const figure = (name: string, c: number, key: keyof Sample) => median(samples[`${name} ${c}`]!.map((s) => s[key]));
    const load = loadavg()[0]!;
    console.log(
      `gateway bench: GET /api/stories (${STORIES} stories), ${ROUNDS} interleaved rounds of ${SECONDS} s, machine load ${load.toFixed(1)} on ${cpus().length} cores`,
    );
    console.log('| way | p50, 1 connection | req/s, 1 connection | p50, 16 connections | req/s, 16 connections |');
    for (const name of Object.keys(ways))
      console.log(
        `| ${name} | ${ms(figure(name, 1, 'p50Ms'))} | ${Math.round(figure(name, 1, 'perSecond'))} | ${ms(figure(name, 16, 'p50Ms'))} | ${Math.round(figure(name, 16, 'perSecond'))} |`,
      );
    // Added latency per round (each way minus direct in the same round), then the median.
    const addedOf = (name: string) => median(samples[`${name} 1`]!.map((s, i) => s.p50Ms - samples['direct 1']![i]!.p50Ms));
    const nginxAdded = addedOf('nginx');
    const gatewayAdded = addedOf('gateway');
    // Below 10 µs nginx's hop is lost in the rounds' noise, and a ratio to it says nothing.
    const addedRatio = nginxAdded >= 0.01 ? gatewayAdded / nginxAdded : Number.NaN;
    const throughputRatio = median(samples['gateway 16']!.map((s, i) => s.perSecond / samples['nginx 16']![i]!.perSecond));
    const verdict = (met: boolean) => (met ? 'met' : 'not met');
    console.log(
      `gateway bench: added p50 at 1 connection: nginx ${ms(nginxAdded)}, gateway ${ms(gatewayAdded)}: ${Number.isNaN(addedRatio) ? 'no ratio (nginx added nothing measurable this run)' : `${addedRatio.toFixed(2)}x nginx's`} (goal <= ${ADDED_P50_GOAL_RATIO}x: ${verdict(addedRatio <= ADDED_P50_GOAL_RATIO)})`,
    );
    console.log(
      `gateway bench: throughput at 16 connections: ${(throughputRatio * 100).toFixed(0)}% of nginx's (goal >= ${THROUGHPUT_GOAL_RATIO * 100}%: ${verdict(throughputRatio >= THROUGHPUT_GOAL_RATIO)})`,
    );
    // CPU per request hardly depends on what else the machine runs: the steadiest figure on a shared machine.
    const cpuPerRequest = (name: string) => {
      const all = [...samples[`${name} 1`]!, ...samples[`${name} 16`]!];
      return (1000 * all.reduce((sum, s) => sum + s.cpuMs, 0)) / all.reduce((sum, s) => sum + s.requests, 0);
    };
    console.log(
      `gateway bench: CPU per request (µs): story service ${cpuPerRequest('direct').toFixed(0)}, nginx ${cpuPerRequest('nginx').toFixed(0)}, gateway ${cpuPerRequest('gateway').toFixed(0)}`,
    );
    const result: Record<string, number> = { 'proxy bench machine load': load };
    for (const name of Object.keys(ways)) result[`${name === 'direct' ? 'story service' : name} CPU per request us`] = cpuPerRequest(name);
    for (const name of Object.keys(ways))
      for (const c of CONNECTIONS) {
        result[`${name} GET /api/stories p50 ${c} conn ms`] = figure(name, c, 'p50Ms');
        result[`${name} GET /api/stories req/s ${c} conn`] = figure(name, c, 'perSecond');
      }
    result['nginx added p50 ms'] = nginxAdded;
    result['gateway added p50 ms'] = gatewayAdded;
    result['gateway added p50 / nginx added p50'] = addedRatio;
    result['gateway req/s / nginx req/s, 16 conn'] = throughputRatio;
    return result;
  } finally {
    nginx.process.kill('SIGTERM');
    await new Promise((resolve) => (nginx.process.exitCode !== null ? resolve(null) : nginx.process.once('exit', resolve)));
    await rm(dir, { recursive: true, force: true });
  }
}
