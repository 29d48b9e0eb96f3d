import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** s3rver accepts requests signed with this pair only. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const RUNNER = path.join(import.meta.dirname, 's3-server-process.mjs');

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The story service's variables for this server (BLOB_STORE=s3 and the S3_* settings). */
  env: Record<string, string>;
  /** Stops the server process and starts a new one on the same folder and port: what it held must still be there. */
  restart(): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

async function launch(directory: string, port: number, bucket: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(RUNNER, [directory, String(port), bucket], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const bound = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`The S3 test server exited (code ${code}) before listening:\n${errors}`)));
  });
  return { child, port: bound };
}

async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** A real S3-compatible server (s3rver, in its own process) with one bucket, on a fresh folder and a free port. */
export async function startTestS3Server(bucket = 'bedtime-blobs'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-'));
  let running = await launch(directory, 0, bucket);
  const endpoint = `http://127.0.0.1:${running.port}`;
  return {
    endpoint,
    bucket,
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async restart() {
      await end(running.child);
      running = await launch(directory, running.port, bucket);
    },
    async stop() {
      await end(running.child);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
