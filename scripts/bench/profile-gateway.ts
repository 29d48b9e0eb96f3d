/**
 * A CPU profile of the gateway (and the services) while wrk sends GET /api/stories through it:
 * `node --import tsx scripts/bench/profile-gateway.ts <dir>` writes one .cpuprofile per process into dir
 * (open it in Chrome's DevTools, Performance tab) and names the gateway's.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../stack';

const out = path.resolve(process.argv[2] ?? 'bench-results/profiles');
const dataDir = await mkdtemp(path.join(tmpdir(), 'bedtime-profile-'));
// Node 20 refuses --cpu-prof in NODE_OPTIONS: a preloaded module runs the inspector's profiler instead
// and writes the profile when the process is asked to stop.
const PROFILER = `import inspector from 'node:inspector';
import { writeFileSync } from 'node:fs';
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.prependOnceListener('SIGTERM', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(${JSON.stringify(out)} + '/cpu.' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
  });
});
`;
await mkdir(out, { recursive: true });
await writeFile(path.join(dataDir, 'profiler.mjs'), PROFILER);
const stack = await startStack({ dataDir, port: 0, logs: 'quiet', env: { LOG_LEVEL: 'warn', NODE_OPTIONS: `--import ${path.join(dataDir, 'profiler.mjs')}` } });
const gatewayPid = stack.pids().gateway;
try {
  const signup = await fetch(`${stack.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `profile-${Date.now()}@example.com`, password: 'Bench-password-1', firstName: 'P', lastName: 'F' }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // PROFILE_PATH profiles another route (a gateway-only one shows the middleware without the proxy hop).
  const url = `${stack.baseUrl.replace('localhost', '127.0.0.1')}${process.env.PROFILE_PATH ?? '/api/stories'}`;
  const cpu = () =>
    readFileSync(`/proc/${gatewayPid}/stat`, 'utf8')
      .split(') ')[1]!
      .split(' ')
      .slice(11, 13)
      .reduce((sum, ticks) => sum + Number(ticks) * 10, 0);
  const before = cpu();
  const run = spawnSync('wrk', ['-t1', '-c16', `-d${process.env.PROFILE_SECONDS ?? 10}s`, '-H', `cookie: ${cookie}`, url], { encoding: 'utf8' });
  console.log(run.stdout);
  const requests = Number(/(\d+) requests in/.exec(run.stdout)?.[1]);
  console.log(
    `gateway CPU per request: ${((1000 * (cpu() - before)) / requests).toFixed(0)} µs (${requests} requests; the profiler itself costs CPU all along)`,
  );
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
const files = (await readdir(out)).filter((name) => name.includes(`.${gatewayPid}.`));
console.log(`gateway profile: ${files.map((name) => path.join(out, name)).join(', ') || 'none written'}`);
