import { serviceReadinessSchema, type ServiceReadiness } from '@bedtime/contracts';

/** What a service said when asked for its readiness: whether it answered at all, and what it said (200 ready, 503 its database is not). */
export interface ReadinessAnswer {
  answered: boolean;
  ok: boolean;
  latencyMs: number | null;
  /** Its process figures and the database round trip, when its answer was readable. */
  readiness: ServiceReadiness | null;
}

/** Asks a service's `/health/ready` with a time limit; a service that does not answer is "not answered", never an error. */
export async function askReadiness(url: string, timeoutMs: number): Promise<ReadinessAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const said = serviceReadinessSchema.safeParse(await response.json().catch(() => null));
    return { answered: true, ok: response.ok, latencyMs: Math.round(performance.now() - started), readiness: said.success ? said.data : null };
  } catch {
    return { answered: false, ok: false, latencyMs: null, readiness: null };
  }
}
