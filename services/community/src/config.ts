import { z } from 'zod';
import { identitySecret, listenFd, logLevel, parseConfig, port, telemetryConfig } from '@bedtime/service-kit';

export const communityConfigSchema = z.object({
  ...telemetryConfig,
  PORT: port(4003),
  LISTEN_FD: listenFd,
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (the community database)' }).url(),
  IDENTITY_SECRET: identitySecret,
  /** Display names come from the gateway's user directory. */
  GATEWAY_INTERNAL_URL: z.string().url().default('http://127.0.0.1:3000'),
  /** Owners, titles and text come from the story service (the community never reads story tables). */
  STORY_SERVICE_URL: z.string().url().default('http://127.0.0.1:4001'),
  /** Votes one user may send per minute, across every story. */
  VOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** How long author names are remembered (a changed nickname shows after at most this long). */
  AUTHOR_NAMES_TTL_SECONDS: z.coerce.number().int().min(0).default(60),
  LOG_LEVEL: logLevel,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type CommunityConfig = z.infer<typeof communityConfigSchema>;
export const loadCommunityConfig = (env: NodeJS.ProcessEnv = process.env) => parseConfig(communityConfigSchema, env);
