import path from 'node:path';
import { z } from 'zod';
import { booleanFlag, identitySecret, listenFd, logLevel, optionalString, parseConfig, port, telemetryConfig } from '@bedtime/service-kit';

/** The blob store's settings: the service reads them with the rest, `npm run backup` and `npm run restore` on their own. */
const blobStoreSettings = {
  /** This machine's folder, or an S3-compatible bucket that every replica shares. */
  BLOB_STORE: z.enum(['local', 's3'], { error: 'BLOB_STORE must be local or s3' }).default('local'),
  BLOB_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../data/blobs')),
  /** Unset: AWS S3. Another S3-compatible service (R2, MinIO): its URL. */
  S3_ENDPOINT: optionalString.pipe(z.string().url('S3_ENDPOINT must be a URL').optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path rather than the host name (MinIO and most self-hosted servers need it). */
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  /** Put in front of every object key, so one bucket can hold several installations. */
  S3_PREFIX: optionalString.transform((value) => value ?? ''),
};

type BlobStoreSettings = { BLOB_STORE: 'local' | 's3'; S3_BUCKET?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string };
function checkBlobStore(config: BlobStoreSettings, ctx: z.RefinementCtx) {
  if (config.BLOB_STORE !== 's3') return;
  if (!config.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when BLOB_STORE=s3' });
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the SDK's own credentials)",
    });
  }
}

export const blobStoreConfigSchema = z.object(blobStoreSettings).superRefine(checkBlobStore);
export type BlobStoreConfig = z.infer<typeof blobStoreConfigSchema>;
export const loadBlobStoreConfig = (env: NodeJS.ProcessEnv = process.env) => parseConfig(blobStoreConfigSchema, env);

export const storyConfigSchema = z
  .object({
    ...telemetryConfig,
    PORT: port(4001),
    LISTEN_FD: listenFd,
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.string({ error: 'DATABASE_URL is required (the story database)' }).url(),
    IDENTITY_SECRET: identitySecret,
    /** The community service's internal address: a deleted story's share is removed there. Unset: no community to tell. */
    COMMUNITY_SERVICE_URL: optionalString.pipe(z.string().url().optional()),
    /** Billing's internal address: it owns the products and prices of story merchandise. */
    BILLING_SERVICE_URL: z.string().url().default('http://127.0.0.1:4002'),
    ...blobStoreSettings,
    /** Any OpenAI-compatible API; unset means the embedded engines (offline). */
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalString,
    STORY_MODEL: z.string().default('gpt-4o-mini'),
    SPEECH_MODEL: z.string().default('tts-1'),
    IMAGE_MODEL: z.string().default('gpt-image-1'),
    /** The words on AI merchandise designs (one short JSON answer per product type). */
    MERCHANDISE_COPY_MODEL: z.string().default('gpt-4o-mini'),
    /** Generation requests (stories, narrations, pictures) one user may have open at once, per kind. */
    GENERATIONS_AT_ONCE_PER_USER: z.coerce.number().int().positive().default(2),
    /** Generation requests one user may start per kind in ten minutes. */
    GENERATIONS_PER_USER_PER_10_MINUTES: z.coerce.number().int().positive().default(60),
    LOG_LEVEL: logLevel,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  })
  .superRefine(checkBlobStore);

export type StoryConfig = z.infer<typeof storyConfigSchema>;
export const loadStoryConfig = (env: NodeJS.ProcessEnv = process.env) => parseConfig(storyConfigSchema, env);
