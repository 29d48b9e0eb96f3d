import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BLOB_KEY, blobKeyOf, spool, spoolName, type BlobStore } from './blob-store';

/** Blobs in a folder on this machine, two hex digits of fan-out: `<root>/ab/ab12….png`. */
export function createLocalBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    if (!BLOB_KEY.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );

  async function putBuffer(data: Buffer, extension: string): Promise<string> {
    const key = blobKeyOf(data, extension);
    const file = fileOf(key);
    if (await exists(file)) return key;
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      // A failed write (disk full) must not leave its partial file behind to fill the disk further.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
    return key;
  }

  async function putStream(data: Readable, extension: string): Promise<string> {
    // Spooled inside the root, so the rename into place stays on one file system.
    await mkdir(root, { recursive: true });
    const temporary = spoolName(root);
    const { key } = await spool(data, temporary, extension);
    const file = fileOf(key);
    try {
      if (await exists(file)) return key;
      await mkdir(path.dirname(file), { recursive: true });
      await rename(temporary, file);
      return key;
    } finally {
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  }

  async function* list(): AsyncGenerator<{ key: string; size: number }> {
    const folders = await readdir(root).catch(() => [] as string[]);
    for (const folder of folders) {
      if (!/^[a-f0-9]{2}$/.test(folder)) continue;
      const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
      for (const name of names) {
        if (!BLOB_KEY.test(name)) continue;
        const size = await stat(path.join(root, folder, name)).then(
          (info) => info.size,
          () => null,
        );
        if (size !== null) yield { key: name, size };
      }
    }
  }

  return {
    put: (data, extension) => (Buffer.isBuffer(data) ? putBuffer(data, extension) : putStream(data, extension)),
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return null;
      }
    },
    async open(key, range) {
      const stream = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      // Opened before it is answered, so a missing file is a 404 rather than a response cut short.
      return new Promise<Readable | null>((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(null) : reject(error)));
      });
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    list,
    async totalBytes() {
      let total = 0;
      for await (const blob of list()) total += blob.size;
      return total;
    },
  };
}
