import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { BLOB_KEY, blobKeyOf, mimeTypeOf, spool, spoolName, type BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  /** Unset: AWS S3 itself. R2, MinIO and the like: their URL. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither: unset uses the SDK's own credential chain (an instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Put in front of every key, so one bucket can hold several installations. */
  prefix?: string;
  /** Where a streamed upload waits while its hash is taken. */
  spoolDir?: string;
}

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
};

/**
 * Blobs in an S3-compatible bucket, one object per key (the same content-hash keys as the local folder).
 * Every replica of the story service reads and writes the same bucket, so any of them serves what another made.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  // Loaded on first use (and warmed at once below): the SDK takes most of a second to load, which a
  // service keeping its files in a local folder should not pay at every start.
  let connecting: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () => (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(clientOptions) })));
  const clientOptions: S3.S3ClientConfig = {
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // The SDK's default checksums send aws-chunked bodies with trailers, which several S3-compatible
    // servers refuse; content-hash keys already say what the bytes must be.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that is down fails the request in seconds rather than holding it (and its socket) open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  };
  connect().catch(() => undefined);
  const prefix = options.prefix ?? '';
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    if (!BLOB_KEY.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return `${prefix}${key}`;
  };

  async function size(key: string): Promise<number | null> {
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function upload(key: string, body: Buffer | Readable, length: number): Promise<void> {
    // Content-addressed: an object already there holds these very bytes, so it is not sent again.
    if ((await size(key)) !== null) return;
    const { sdk, client } = await connect();
    await client.send(new sdk.PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentLength: length, ContentType: mimeTypeOf(key) }));
  }

  async function* list(): AsyncGenerator<{ key: string; size: number }> {
    const { sdk, client } = await connect();
    for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket, Prefix: prefix || undefined })) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length);
        if (key && BLOB_KEY.test(key)) yield { key, size: object.Size ?? 0 };
      }
    }
  }

  return {
    async put(data, extension) {
      if (Buffer.isBuffer(data)) {
        const key = blobKeyOf(data, extension);
        await upload(key, data, data.length);
        return key;
      }
      // The key is known only once every byte has been hashed: the stream waits on disk, not in memory.
      const file = spoolName(options.spoolDir ?? tmpdir());
      try {
        const { key, size: length } = await spool(data, file, extension);
        await upload(key, createReadStream(file), length);
        return key;
      } finally {
        await rm(file, { force: true }).catch(() => undefined);
      }
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    size,
    async open(key, range) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    list,
    async totalBytes() {
      let total = 0;
      for await (const blob of list()) total += blob.size;
      return total;
    },
    close() {
      void connecting?.then(
        ({ client }) => client.destroy(),
        () => undefined,
      );
    },
  };
}
