import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../embedded-postgres';
import './index';

/** One real PostgreSQL server for the whole run, in a throwaway folder; every test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const dataParent = await mkdtemp(path.join(tmpdir(), 'bedtime-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataParent, 'pg'), port: 0, durable: false });
  project.provide('postgresAdminUrl', server.url('postgres'));
  return async () => {
    await server.stop();
    await rm(dataParent, { recursive: true, force: true });
  };
}
