import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as fsPromises from 'node:fs/promises';

// A disk that fills up part-way through a write: half the bytes land, then ENOSPC.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  return {
    ...actual,
    writeFile: async (file: string, data: Buffer) => {
      await actual.writeFile(file, data.subarray(0, Math.floor(data.length / 2)));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
  };
});

const { createLocalBlobStore } = await import('../../src/providers/blob-store/local-blob-store');

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a blob write that fails', () => {
  it('reports the failure and leaves no temporary file behind', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'blobs-full-'));
    const store = createLocalBlobStore(root);
    await expect(store.put(Buffer.alloc(4096, 7), 'png')).rejects.toMatchObject({ code: 'ENOSPC' });
    const left: string[] = [];
    for (const dir of await readdir(root)) left.push(...(await readdir(path.join(root, dir))));
    expect(left).toEqual([]);
  });
});
