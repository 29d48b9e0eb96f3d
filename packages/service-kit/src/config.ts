import { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Parses configuration from the environment once, at start-up. A bad value stops the process with a
 * message naming every offending variable, rather than failing later in a request.
 */
export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Optional string: unset and empty both mean "not configured". */
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/**
 * A listening socket handed over by whoever started the process (the stack binds every service's socket
 * before starting it), by its file descriptor: the service then serves on it instead of binding PORT.
 */
export const listenFd = z.coerce.number().int().min(3, 'LISTEN_FD must be an inherited file descriptor (3 or more)').optional();

export const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

/** The secret shared by the gateway and the services to sign identity headers. */
export const identitySecret = z
  .string({ error: 'IDENTITY_SECRET is required (at least 32 characters)' })
  .min(32, 'IDENTITY_SECRET must be at least 32 characters');

export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

const otlpUrl = (name: string) => optionalString.pipe(z.string().url(`${name} must be a URL (http://collector:4318)`).optional());

/**
 * Tracing (OpenTelemetry over OTLP/HTTP): off unless an endpoint is set. Spread into every process's
 * config schema so a bad address stops the start like any other variable.
 */
export const telemetryConfig = {
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl('OTEL_EXPORTER_OTLP_ENDPOINT'),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  OTEL_SERVICE_NAME: optionalString,
};
export type TelemetryConfig = { [K in keyof typeof telemetryConfig]?: z.infer<(typeof telemetryConfig)[K]> };
