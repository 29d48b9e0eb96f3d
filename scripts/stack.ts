/**
 * Starts the whole product on one machine: an embedded PostgreSQL with one database per service, each
 * service as its own process, then the gateway. Used by `npm start`, the end-to-end tests and the
 * benchmarks, so all three run the product the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../packages/service-kit/src/embedded-postgres';

export const ROOT = path.resolve(import.meta.dirname, '..');

interface ServiceSpec {
  name: 'story' | 'community' | 'gateway';
  entry: string;
  database: string;
}
const SERVICES: ServiceSpec[] = [
  { name: 'story', entry: 'services/story/src/main.ts', database: 'story' },
  { name: 'community', entry: 'services/community/src/main.ts', database: 'community' },
  { name: 'gateway', entry: 'services/gateway/src/main.ts', database: 'gateway' },
];

export interface StackOptions {
  /** Folder for Postgres data, blobs, the outbox and secrets. */
  dataDir?: string;
  /** Gateway port; 0 picks a free one. */
  port?: number;
  postgresPort?: number;
  env?: Record<string, string>;
  /** Where service logs go: the terminal, or nowhere (tests keep the last lines for failures). */
  logs?: 'inherit' | 'quiet';
  /** An outside PostgreSQL instead of the embedded one: `DATABASE_URL_<SERVICE>` envs are then required. */
  externalDatabase?: boolean;
}

export interface Stack {
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  ports: Record<string, number>;
  databaseUrls: Record<string, string>;
  /** Recent log lines of every process, for test failures. */
  recentLogs(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function loadSecrets(dataDir: string, env: Record<string, string | undefined>) {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Record<string, string> = {};
  if (existsSync(file)) stored = JSON.parse(await readFile(file, 'utf8'));
  const secrets = {
    IDENTITY_SECRET: env.IDENTITY_SECRET ?? stored.IDENTITY_SECRET ?? randomBytes(32).toString('base64url'),
    SESSION_KEYS: env.SESSION_KEYS ?? stored.SESSION_KEYS ?? randomBytes(32).toString('base64url'),
  };
  // Kept so sessions and signed cookies survive a restart of `npm start`.
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not ready after ${timeoutMs} ms:\n${logs()}`);
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = path.resolve(options.dataDir ?? path.join(ROOT, 'data'));
  await mkdir(dataDir, { recursive: true });
  const env = { ...process.env, ...options.env };
  const logs: string[] = [];
  const remember = (line: string) => {
    logs.push(line);
    if (logs.length > 400) logs.shift();
  };
  const recentLogs = () => logs.join('\n');

  let postgres: EmbeddedPostgresHandle | undefined;
  const databaseUrls: Record<string, string> = {};
  if (options.externalDatabase) {
    for (const service of SERVICES) {
      const url = env[`DATABASE_URL_${service.name.toUpperCase()}`];
      if (!url) throw new Error(`DATABASE_URL_${service.name.toUpperCase()} is required when an outside PostgreSQL is used`);
      databaseUrls[service.name] = url;
    }
  } else {
    postgres = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'postgres'),
      port: options.postgresPort || (await freePort()),
      onLog: (line) => remember(`[postgres] ${line}`),
    });
    for (const service of SERVICES) {
      await postgres.ensureDatabase(service.database);
      databaseUrls[service.name] = postgres.url(service.database);
    }
  }

  const secrets = await loadSecrets(dataDir, env);
  const gatewayPort = options.port === undefined ? 3000 : options.port || (await freePort());
  const ports: Record<string, number> = { gateway: gatewayPort, story: await freePort(), community: await freePort() };
  const outboxDir = path.join(dataDir, 'outbox');
  const children: ChildProcess[] = [];

  const stop = async () => {
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await postgres?.stop();
  };

  try {
    for (const service of SERVICES) {
      const serviceEnv: Record<string, string | undefined> = {
        ...env,
        ...secrets,
        PORT: String(ports[service.name]),
        DATABASE_URL: databaseUrls[service.name],
        LOG_LEVEL: env.LOG_LEVEL ?? 'info',
      };
      if (service.name === 'story') {
        serviceEnv.GATEWAY_INTERNAL_URL = `http://127.0.0.1:${gatewayPort}`;
        serviceEnv.BLOB_DIR = path.join(dataDir, 'blobs');
      } else if (service.name === 'community') {
        serviceEnv.GATEWAY_INTERNAL_URL = `http://127.0.0.1:${gatewayPort}`;
        serviceEnv.STORY_SERVICE_URL = `http://127.0.0.1:${ports.story}`;
      } else {
        serviceEnv.STORY_SERVICE_URL = `http://127.0.0.1:${ports.story}`;
        serviceEnv.COMMUNITY_SERVICE_URL = `http://127.0.0.1:${ports.community}`;
        serviceEnv.OUTBOX_DIR = outboxDir;
        serviceEnv.STATIC_ROOT = ROOT;
        serviceEnv.PUBLIC_URL = env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
      }
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, service.entry)], {
        cwd: ROOT,
        env: serviceEnv,
        stdio: ['ignore', options.logs === 'inherit' ? 'inherit' : 'pipe', options.logs === 'inherit' ? 'inherit' : 'pipe'],
      });
      children.push(child);
      for (const stream of [child.stdout, child.stderr]) {
        stream?.setEncoding('utf8');
        stream?.on('data', (chunk: string) => chunk.split('\n').filter(Boolean).forEach((line) => remember(`[${service.name}] ${line}`)));
      }
      await waitReady(`http://127.0.0.1:${ports[service.name]}/health/ready`, child, service.name, recentLogs);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return { baseUrl: `http://localhost:${gatewayPort}`, dataDir, outboxDir, ports, databaseUrls, recentLogs, stop };
}
