/**
 * Starts the whole product on one machine: an embedded PostgreSQL with one database per service, each
 * service of the platform registry (packages/platform) as its own process, then the gateway. Used by
 * `npm start`, the end-to-end tests and the benchmarks, so all three run the product the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVICES, serviceUrlVariable, type ServiceEntry } from '@bedtime/platform';
import { EXTRA_SERVICES_VARIABLE, checkExtraService, type ExtraService } from '@bedtime/platform/extra-services';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@bedtime/service-kit/embedded-postgres';
import { buildServices, bundlePathOf } from './build-services.mjs';
import { bindListener, INHERITED_LISTEN_FD, type BoundListener } from './listeners';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface StackOptions {
  /** Folder for Postgres data, blobs, the outbox and secrets. */
  dataDir?: string;
  /** Gateway port; 0 picks a free one. Every other service gets a free port (see listeners.ts). */
  port?: number;
  postgresPort?: number;
  env?: Record<string, string>;
  /**
   * `bundle` (the default): registered services run from their esbuild bundle (scripts/build-services.mjs,
   * rebuilt when a source is newer), plain JavaScript that starts without tsx. `source`: every service
   * runs its TypeScript through tsx. Extra services always run from source.
   */
  run?: 'bundle' | 'source';
  /** Where service logs go: the terminal, or nowhere (tests keep the last lines for failures). */
  logs?: 'inherit' | 'quiet';
  /** An outside PostgreSQL instead of the embedded one: `DATABASE_URL_<SERVICE>` envs are then required. */
  externalDatabase?: boolean;
  /**
   * Services registered for this run only, next to the registry's: started like the others (own
   * database, env from their entry, health-checked) and routed by the gateway through the routes they bring.
   */
  extraServices?: ExtraService[];
  /**
   * How many processes to run of a service (the gateway included), by name; one each otherwise. Every
   * replica has a socket of its own; the gateways are given every replica's address of each service and
   * spread requests over them. Calls between services go to a service's first replica.
   */
  replicas?: Record<string, number>;
}

/** The name a service's replica goes by in `ports`, `pids()` and the logs: the service's own for the first, `<name>-<n>` after. */
export const replicaName = (service: string, index: number) => (index === 0 ? service : `${service}-${index + 1}`);

export interface Stack {
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  ports: Record<string, number>;
  /** The gateway's metrics listener (127.0.0.1); every other process answers /metrics on its own port. */
  metricsPort: number;
  /** Every gateway replica's address (the first is `baseUrl`). */
  gatewayUrls: string[];
  /** Each service's replica names, in order (see replicaName): `ports` and `pids()` have an entry for each. */
  replicas: Record<string, string[]>;
  /**
   * Stops one replica for good (no restart) and closes its socket, so callers are refused at once, as when
   * a machine goes away. `name` as in `replicas`.
   */
  stopReplica(name: string): Promise<void>;
  databaseUrls: Record<string, string>;
  /** Recent log lines of every process, for test failures. */
  recentLogs(): string;
  /** The process id of each running service and of the embedded Postgres (a restarted one has a new one). */
  pids(): Record<string, number | undefined>;
  /** Stops every service, then Postgres, in bounded time; calling it again waits for the same stop. */
  stop(): Promise<void>;
  /** Kills everything at once. */
  kill(): void;
}

/** Every variable a registered service takes from `secret`: one random value each, shared by the services naming it. */
async function loadSecrets(dataDir: string, env: Record<string, string | undefined>, names: string[]) {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Record<string, string> = {};
  if (existsSync(file)) stored = JSON.parse(await readFile(file, 'utf8'));
  const secrets: Record<string, string> = {};
  for (const name of names) secrets[name] = env[name] ?? stored[name] ?? randomBytes(32).toString('base64url');
  // Kept so sessions and signed cookies survive a restart of `npm start`.
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** A service that exits this soon after starting has crashed "fast"; too many fast crashes in a row and it is left down. */
const FAST_CRASH_MS = 10_000;
const MAX_FAST_CRASHES = 5;
const restartDelayMs = (crashesInARow: number) => Math.min(500 * 2 ** (crashesInARow - 1), 10_000);

async function waitReady(url: string, child: ChildProcess, name: string, logs: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} during start-up:\n${logs()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    // Short: every poll saved here is start-up time; a refused connection costs next to nothing.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${name} was not ready after ${timeoutMs} ms:\n${logs()}`);
}

interface Instance {
  service: ServiceEntry;
  index: number;
  /** See replicaName. */
  name: string;
}

/** Upstream services in registry order, the run's extra services, then the edge (it proxies to all of them). */
function servicesToStart(extra: ExtraService[]): ServiceEntry[] {
  const checked = extra.map((service) => checkExtraService(service));
  return [...SERVICES.filter((s) => s.role !== 'edge'), ...checked, ...SERVICES.filter((s) => s.role === 'edge')];
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const services = servicesToStart(options.extraServices ?? []);
  const dataDir = path.resolve(options.dataDir ?? path.join(ROOT, 'data'));
  await mkdir(dataDir, { recursive: true });
  const env = { ...process.env, ...options.env };
  const logs: string[] = [];
  const remember = (line: string) => {
    logs.push(line);
    if (logs.length > 400) logs.shift();
  };
  const recentLogs = () => logs.join('\n');
  const say = (line: string) => {
    remember(`[stack] ${line}`);
    if (options.logs === 'inherit') console.error(`  ${line}`);
  };

  const startedAt = performance.now();
  const phases: string[] = [];
  const phase = (name: string): void => {
    phases.push(`${name} ${Math.round(performance.now() - startedAt)} ms`);
  };
  // Bundling (when a source changed) overlaps the database's start: one waits on disk and postgres, the other on the CPU.
  const bundles = options.run === 'source' ? Promise.resolve(0) : buildServices().then((built) => (phase(`bundles (${built} rebuilt)`), built));
  bundles.catch(() => undefined);

  // Every service's socket is bound first, before anything slow: a port in use fails the start at once,
  // and no other process can take a port between its choice and the service's start.
  const edge = services.at(-1)!;
  const replicaCount = (service: ServiceEntry) => {
    const count = options.replicas?.[service.name] ?? 1;
    if (!Number.isInteger(count) || count < 1) throw new Error(`replicas of ${service.name} must be a whole number of at least 1 (got ${count})`);
    return count;
  };
  /** Every process to start: each replica of each service, in start order (the gateways last). */
  const instances = services.flatMap((service) =>
    Array.from({ length: replicaCount(service) }, (_, index) => ({ service, index, name: replicaName(service.name, index) })),
  );
  const replicas: Record<string, string[]> = {};
  for (const instance of instances) (replicas[instance.service.name] ??= []).push(instance.name);
  const listeners = new Map<string, BoundListener>();
  const metricsListeners = new Map<string, BoundListener>();
  const closeListeners = () => {
    for (const listener of listeners.values()) listener.close();
    for (const listener of metricsListeners.values()) listener.close();
  };
  try {
    for (const { service, index, name } of instances) {
      const isEdge = service === edge;
      // Only the first gateway takes the configured port; further ones take free ports beside it.
      listeners.set(name, await bindListener(isEdge ? (env.HOST ?? '127.0.0.1') : '127.0.0.1', isEdge && index === 0 ? (options.port ?? edge.port) : 0));
      // The gateway's /metrics: a listener of its own on this machine, never the product's port.
      if (isEdge) metricsListeners.set(name, await bindListener('127.0.0.1', index === 0 ? Number(env.METRICS_PORT ?? 0) : 0));
    }
  } catch (error) {
    closeListeners();
    throw error;
  }
  const ports: Record<string, number> = Object.fromEntries([...listeners].map(([name, listener]) => [name, listener.port]));
  const gatewayPort = ports[edge.name]!;
  const addressesOf = (service: string) => replicas[service]!.map((name) => `http://127.0.0.1:${ports[name]}`);

  let postgres: EmbeddedPostgresHandle | undefined;
  const databaseUrls: Record<string, string> = {};
  try {
    if (options.externalDatabase) {
      for (const service of services) {
        const url = env[`DATABASE_URL_${service.name.toUpperCase()}`];
        if (!url) throw new Error(`DATABASE_URL_${service.name.toUpperCase()} is required when an outside PostgreSQL is used`);
        databaseUrls[service.name] = url;
      }
    } else {
      postgres = await startEmbeddedPostgres({
        dataDir: path.join(dataDir, 'postgres'),
        // 0: a free port, picked again if another process takes it before Postgres binds it.
        port: options.postgresPort || 0,
        onLog: (line) => remember(`[postgres] ${line}`),
        // Restarts after a crash (the services reconnect by themselves) are said where people look.
        onNotice: (line) => say(line),
      });
      phase('postgres');
      for (const service of services) {
        await postgres.ensureDatabase(service.database);
        databaseUrls[service.name] = postgres.url(service.database);
      }
      phase('databases');
    }
    await bundles;
  } catch (error) {
    closeListeners();
    await postgres?.stop();
    throw error;
  }
  const registered = new Set<string>(SERVICES.map((service) => service.name));
  // Without --enable-source-maps: reading the story bundle's map alone cost ~0.2 s of CPU at every start.
  // The bundle is readable (esbuild notes each source file in it) and its .map serves a debugger.
  const commandOf = (service: ServiceEntry): string[] =>
    options.run !== 'source' && registered.has(service.name) ? [bundlePathOf(service.entry)] : ['--import', 'tsx', path.resolve(ROOT, service.entry)];

  const secretNames = [...new Set(services.flatMap((service) => Object.keys(service.env).filter((name) => service.env[name] === 'secret')))];
  const secrets = await loadSecrets(dataDir, env, secretNames);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
  /** The value of a registered env source for this run. */
  const resolve = (source: string): string => {
    if (source === 'gateway-url') return gatewayUrl;
    if (source === 'public-url') return publicUrl;
    if (source === 'repo-root') return ROOT;
    if (source.startsWith('data:')) return path.join(dataDir, source.slice('data:'.length));
    const sibling = source.startsWith('service:') ? ports[source.slice('service:'.length)] : undefined;
    if (sibling) return `http://127.0.0.1:${sibling}`;
    throw new Error(`Unknown env source ${source}`);
  };
  const outboxDir = path.join(dataDir, 'outbox');
  // The current process of each service, in start order (a restart replaces the entry).
  const children = new Map<string, ChildProcess>();
  let stopping = false;
  let running = false;

  const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  /** Asks a service to stop (SIGTERM: it finishes what is in flight), killing it after 5 s. */
  const stopChild = async (child: ChildProcess) => {
    if (!isRunning(child)) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = await Promise.race([exited.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), 5_000)))]);
    clearTimeout(timer);
    if (gaveUp && isRunning(child)) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  let stopped: Promise<void> | undefined;
  // Every service at once (each has its own grace period), then Postgres: bounded in time whatever state
  // anything is in, so Ctrl-C always ends `npm start`.
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      await Promise.all([...children.values()].map(stopChild));
      closeListeners();
      await postgres?.stop();
    })());
  /** Ends everything at once (SIGKILL): for a second Ctrl-C, or a stop that takes too long. */
  const kill = () => {
    stopping = true;
    for (const child of children.values()) if (isRunning(child)) child.kill('SIGKILL');
    const postgresPid = postgres?.pid();
    if (postgresPid) process.kill(postgresPid, 'SIGKILL');
    closeListeners();
  };

  const fastCrashes = new Map<string, number>();
  /**
   * Under `npm start` nothing else watches the services: one that exits on its own after start-up is
   * started again, waiting longer after each crash, and left down with a message when it keeps
   * crashing right after starting (a bad configuration or database will not fix itself).
   */
  const retired = new Set<string>();
  const superviseExit =
    (instance: Instance, serviceEnv: Record<string, string | undefined>, startedAt: number) => (code: number | null, signal: string | null) => {
      if (stopping || !running || retired.has(instance.name)) return;
      const { name } = instance;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      const crashesInARow = Date.now() - startedAt < FAST_CRASH_MS ? (fastCrashes.get(name) ?? 0) + 1 : 1;
      fastCrashes.set(name, crashesInARow);
      if (crashesInARow > MAX_FAST_CRASHES) {
        say(
          `${name} ${how} and has crashed ${crashesInARow - 1} times in a row within ${FAST_CRASH_MS / 1000} s of starting: not restarting it. Fix the cause (see its log above) and restart npm start.`,
        );
        // Callers are refused at once (the gateway answers 503) rather than waiting in the socket's backlog.
        listeners.get(name)?.close();
        return;
      }
      const delay = restartDelayMs(crashesInARow);
      say(`${name} ${how}; restarting it in ${delay} ms`);
      setTimeout(() => {
        if (!stopping && !retired.has(instance.name)) launch(instance, serviceEnv);
      }, delay).unref();
    };

  const launch = (instance: Instance, serviceEnv: Record<string, string | undefined>) => {
    const { service, name } = instance;
    const output = options.logs === 'inherit' ? 'inherit' : 'pipe';
    // The bound socket goes to the child at INHERITED_LISTEN_FD (its LISTEN_FD), the same one at every restart.
    const metrics = metricsListeners.get(name);
    const child = spawn(process.execPath, commandOf(service), {
      cwd: ROOT,
      env: serviceEnv,
      stdio: ['ignore', output, output, listeners.get(name)!.fd, ...(metrics ? [metrics.fd] : [])],
    });
    children.set(name, child);
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) =>
        chunk
          .split('\n')
          .filter(Boolean)
          .forEach((line) => remember(`[${name}] ${line}`)),
      );
    }
    child.once('exit', superviseExit(instance, serviceEnv, Date.now()));
    return child;
  };

  try {
    // Every service starts at once and is health-checked in parallel: none needs another to be up to
    // start (the gateway only proxies to them), and on two cores their start-ups overlap on I/O and
    // module loading instead of adding up.
    const starting: Promise<void>[] = [];
    for (const instance of instances) {
      const { service, name } = instance;
      const serviceEnv: Record<string, string | undefined> = {
        ...env,
        PORT: String(ports[name]),
        LISTEN_FD: String(INHERITED_LISTEN_FD),
        DATABASE_URL: databaseUrls[service.name],
        LOG_LEVEL: env.LOG_LEVEL ?? 'info',
      };
      for (const [name, source] of Object.entries(service.env)) serviceEnv[name] = source === 'secret' ? secrets[name] : resolve(source);
      if (service === edge) {
        for (const upstream of services.filter((s) => s !== edge)) serviceEnv[serviceUrlVariable(upstream.name)] = addressesOf(upstream.name).join(',');
        if (options.extraServices?.length) serviceEnv[EXTRA_SERVICES_VARIABLE] = JSON.stringify(options.extraServices);
        serviceEnv.METRICS_LISTEN_FD = String(INHERITED_LISTEN_FD + 1);
      }
      const child = launch(instance, serviceEnv);
      starting.push(waitReady(`http://127.0.0.1:${ports[name]}${service.health}`, child, name, recentLogs).then(() => phase(name)));
    }
    await Promise.all(starting);
    say(`started in ${phases.join(', ')}`);
  } catch (error) {
    await stop();
    throw error;
  }
  running = true;

  const pids = () => ({
    ...Object.fromEntries([...children].map(([name, child]) => [name, isRunning(child) ? child.pid : undefined])),
    ...(postgres ? { postgres: postgres.pid() } : {}),
  });
  const stopReplica = async (name: string) => {
    const child = children.get(name);
    if (!child || !listeners.has(name)) throw new Error(`No replica named ${name} (replicas: ${Object.values(replicas).flat().join(', ')})`);
    retired.add(name);
    // The socket first: new connections are refused at once rather than waiting in its backlog.
    listeners.get(name)!.close();
    await stopChild(child);
  };
  return {
    baseUrl: `http://localhost:${gatewayPort}`,
    gatewayUrls: replicas[edge.name]!.map((name) => `http://localhost:${ports[name]}`),
    replicas,
    stopReplica,
    dataDir,
    outboxDir,
    ports,
    metricsPort: metricsListeners.get(edge.name)!.port,
    databaseUrls,
    recentLogs,
    pids,
    stop,
    kill,
  };
}
