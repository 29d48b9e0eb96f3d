import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * One logger per process. Secrets never reach the log: these paths are redacted wherever they appear
 * (pino's `*` is one level, so the common nestings are listed).
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'hash',
  'token',
  'resetToken',
  'secret',
  'apiKey',
  'sessionId',
  'sid',
  'cookie',
  'authorization',
  '["x-identity"]',
  '["set-cookie"]',
];
const prefix = (key: string, parent: string) => (key.startsWith('[') ? `${parent}${key}` : `${parent}.${key}`);
export const REDACTED_PATHS = [
  ...SECRET_KEYS.map((key) => (key.startsWith('[') ? key.slice(2, -2) : key)),
  ...SECRET_KEYS.map((key) => prefix(key, '*')),
  ...SECRET_KEYS.flatMap((key) => ['req.headers', 'res.headers', 'headers', 'body', 'input', 'req.body'].map((parent) => prefix(key, parent))),
];

/**
 * Errors are logged by an allow-list: a type, a message, a stack and the database's codes. Never a
 * failed query's parameters (drizzle puts them in the message and in `params`; PostgreSQL's `detail`
 * repeats key values): those held password hashes, emails and session ids.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubMessage(error) : error;
  const fields = error as Error & Record<string, unknown>;
  const message = scrubMessage(error.message);
  const stack = error.stack ? error.stack.replace(error.message, message) : undefined;
  const out: Record<string, unknown> = { type: error.name, message, stack };
  for (const key of ['code', 'status', 'severity', 'constraint', 'table', 'column', 'routine', 'reason', 'errno', 'syscall']) {
    if (fields[key] !== undefined && typeof fields[key] !== 'object') out[key] = fields[key];
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** A failed query's message, without the parameter list drizzle appends ("Failed query: ...\nparams: ..."). */
function scrubMessage(message: string): string {
  return message.replace(/\n?params:[\s\S]*$/, '\nparams: [not logged]');
}

export function createLogger(options: { name: string; level?: string; destination?: pino.DestinationStream }): Logger {
  const settings: pino.LoggerOptions = {
    name: options.name,
    level: options.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    base: { service: options.name },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
