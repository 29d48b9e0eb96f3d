import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Binary artefacts (audio, images) by content: the key is the SHA-256 of the bytes plus an extension,
 * so the same picture is stored once and a key never changes meaning (safe to cache forever).
 * A local folder by default; an S3-compatible store can implement the same interface.
 */
export interface BlobStore {
  put(data: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  size(key: string): Promise<number | null>;
  /** A stream of bytes [start, end] inclusive, for range requests. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  /** Removes a blob (deleting a story or an account); a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Bytes held in the store (the weekly report's storage cost); stores that cannot tell leave it out. */
  totalBytes?(): Promise<number>;
}

export const BLOB_KEY = /^[a-f0-9]{64}\.(ogg|mp3|png|svg|pdf|json|webp|jpg)$/;

export const MIME_TYPES: Record<string, string> = {
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  json: 'application/json',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export function createLocalBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    if (!BLOB_KEY.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data, extension) {
      const key = `${createHash('sha256').update(data).digest('hex')}.${extension}`;
      const file = fileOf(key);
      try {
        await stat(file);
        return key;
      } catch {
        // not stored yet
      }
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
    },
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
    stream(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async totalBytes() {
      let total = 0;
      let folders: string[];
      try {
        folders = await readdir(root);
      } catch {
        return 0;
      }
      for (const folder of folders) {
        const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const name of names) {
          if (!BLOB_KEY.test(name)) continue;
          total += await stat(path.join(root, folder, name)).then((info) => info.size, () => 0);
        }
      }
      return total;
    },
  };
}

/** Parses a single `bytes=` range against a size; null when absent, 'unsatisfiable' when out of bounds. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}
