import path from 'node:path';
import { z } from 'zod';
import { identitySecret, listenFd, logLevel, optionalString, parseConfig, port } from '@bedtime/service-kit';

export const storyConfigSchema = z.object({
  PORT: port(4001),
  LISTEN_FD: listenFd,
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (the story database)' }).url(),
  IDENTITY_SECRET: identitySecret,
  /** The community service's internal address: a deleted story's share is removed there. Unset: no community to tell. */
  COMMUNITY_SERVICE_URL: optionalString.pipe(z.string().url().optional()),
  /** Billing's internal address: it owns the products and prices of story merchandise. */
  BILLING_SERVICE_URL: z.string().url().default('http://127.0.0.1:4002'),
  BLOB_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../data/blobs')),
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
});

export type StoryConfig = z.infer<typeof storyConfigSchema>;
export const loadStoryConfig = (env: NodeJS.ProcessEnv = process.env) => parseConfig(storyConfigSchema, env);
