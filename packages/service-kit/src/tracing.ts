import type Koa from 'koa';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Context } from '@opentelemetry/api';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { matchedRoute } from './metrics';
import type { TelemetryConfig } from './config';

/**
 * Traces are off unless an OTLP endpoint is configured: then no middleware is mounted and no header is
 * written, so a process that does not trace pays nothing for the ability to.
 */
let enabled = false;
export const tracingEnabled = () => enabled;

export interface TracingOptions {
  /** `service.name` of every span this process makes. */
  serviceName: string;
  /** OTLP/HTTP base address (`OTEL_EXPORTER_OTLP_ENDPOINT`); spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  /** The full traces address (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), when it is not `<endpoint>/v1/traces`. */
  tracesEndpoint?: string;
  /** Where spans go instead (tests: an in-memory exporter); each span is handed over as it ends. */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Registers this process's tracer provider (AsyncLocalStorage context, W3C traceparent) when an endpoint
 * or an exporter is given; returns null, and leaves tracing off, otherwise. Call it before the app is
 * built: the app mounts its tracing middleware only when tracing is on.
 */
export function startTracing(options: TracingOptions): Tracing | null {
  const url = options.tracesEndpoint ?? (options.endpoint ? `${options.endpoint.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (!options.exporter && !url) return null;
  const processor = options.exporter ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(new OTLPTraceExporter({ url }));
  const provider = new NodeTracerProvider({ resource: resourceFromAttributes({ 'service.name': options.serviceName }), spanProcessors: [processor] });
  provider.register();
  enabled = true;
  return { shutdown: () => provider.shutdown() };
}

export interface TraceRequestsOptions {
  /** The instrumentation scope's name: the process (gateway, story…). */
  tracer: string;
  /** Whether the caller's `traceparent` is continued (services: always; the gateway: only its internal callers). */
  continueTrace?: (ctx: Koa.Context) => boolean;
  /** Writes this request's span into its own headers, so a proxy that passes them on carries the trace. */
  carryInRequestHeaders?: boolean;
  routeOf?: (ctx: Koa.Context) => string | undefined;
}

/**
 * One server span per request, the parent of everything the request does (its calls to other services
 * carry it as `traceparent`). Named by route pattern, with the request id and the status; ended when the
 * answer's connection is done with it, so a stream's whole time is in it.
 */
export function traceRequests(options: TraceRequestsOptions) {
  const tracer = trace.getTracer(options.tracer);
  return async function traceRequest(ctx: Koa.Context, next: Koa.Next) {
    if (ctx.path === '/metrics' || ctx.path.startsWith('/health/')) return next();
    const parent = options.continueTrace && !options.continueTrace(ctx) ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, ctx.req.headers);
    const span = tracer.startSpan(ctx.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': ctx.method, 'url.path': ctx.path } }, parent);
    const active = trace.setSpan(parent, span);
    if (options.carryInRequestHeaders) {
      // The client's own trace state is not ours to pass on.
      delete ctx.req.headers.tracestate;
      propagation.inject(active, ctx.req.headers);
    }
    ctx.res.once('close', () => {
      const route = options.routeOf?.(ctx) ?? matchedRoute(ctx) ?? '(unmatched)';
      const status = ctx.res.writableFinished ? ctx.res.statusCode : 499;
      span.updateName(`${ctx.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status, 'request.id': String(ctx.state.requestId ?? '') });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    await context.with(active, next);
  };
}

/**
 * Writes the current trace into outgoing headers (`traceparent`), for a call to another service. Nothing
 * when tracing is off.
 */
export function traceHeaders<T extends Record<string, string>>(headers: T, at: Context = context.active()): T {
  if (enabled) propagation.inject(at, headers);
  return headers;
}

/** A client span around a call to another service, carried in the call's headers. Just the call when tracing is off. */
export async function tracedCall<T>(name: string, headers: Record<string, string>, call: () => Promise<T>): Promise<T> {
  if (!enabled) return call();
  const span = trace.getTracer('service-kit').startSpan(name, { kind: SpanKind.CLIENT });
  traceHeaders(headers, trace.setSpan(context.active(), span));
  try {
    return await call();
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/** Tracing as the process's configuration says (see `telemetryConfig`): on with an OTLP endpoint, off without. */
export function startTracingFromConfig(config: TelemetryConfig, serviceName: string): Tracing | null {
  return startTracing({
    serviceName: config.OTEL_SERVICE_NAME ?? serviceName,
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    tracesEndpoint: config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
  });
}
