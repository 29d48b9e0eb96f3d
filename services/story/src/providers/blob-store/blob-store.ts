import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Binary artefacts (audio, images) by content: the key is the SHA-256 of the bytes plus an extension,
 * so the same picture is stored once and a key never changes meaning (safe to cache forever).
 * Two implementations: a local folder (the default) and any S3-compatible object store, so several
 * story replicas can serve what any one of them made. The shared suite in test/blob-store runs both.
 */
export interface BlobStore {
  /** Stores bytes under their content's key; a stream is hashed as it arrives, never held whole in memory. */
  put(data: Buffer | Readable, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  size(key: string): Promise<number | null>;
  /** The bytes, or bytes [start, end] inclusive for a range request, as a stream; null when the blob is missing. */
  open(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Removes a blob (deleting a story or an account); a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every blob held, in no particular order: backups copy them, the weekly report sums their sizes. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Bytes held in the store (the weekly report's storage cost). */
  totalBytes(): Promise<number>;
  /** Lets go of connections (an S3 client's sockets). */
  close?(): void;
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

export const blobKeyOf = (data: Buffer, extension: string) => `${createHash('sha256').update(data).digest('hex')}.${checkedExtension(extension)}`;

export function checkedExtension(extension: string): string {
  if (!MIME_TYPES[extension]) throw new Error(`Unsupported blob extension: ${extension}`);
  return extension;
}

export const mimeTypeOf = (key: string) => MIME_TYPES[key.split('.').pop()!] ?? 'application/octet-stream';

/** A stream written to a file while its SHA-256 is taken: the key of a streamed put is known only at its end. */
export async function spool(data: Readable, file: string, extension: string): Promise<{ key: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      data,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx' }),
    );
  } catch (error) {
    await rm(file, { force: true }).catch(() => undefined);
    throw error;
  }
  return { key: `${hash.digest('hex')}.${checkedExtension(extension)}`, size };
}

export const spoolName = (folder: string) => path.join(folder, `incoming-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}.tmp`);

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
