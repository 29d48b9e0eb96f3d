import pino, { type Logger } from 'pino';

export type { Logger };

/** One logger per process. Secrets never reach the log: these paths are redacted wherever they appear. */
export const REDACTED_PATHS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'secret',
  'apiKey',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.secret',
  '*.apiKey',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-identity"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

export function createLogger(options: { name: string; level?: string }): Logger {
  return pino({
    name: options.name,
    level: options.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: options.name },
  });
}
