import { signIdentity } from '@bedtime/service-kit';
import type { Stack } from '../stack';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeOne(send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`benchmark request failed: ${response.status}`);
  return performance.now() - started;
}

/**
 * The two ways alternate request by request, so that load from elsewhere on a shared machine falls on
 * both alike instead of on whichever phase it happened to coincide with.
 */
async function timeInterleaved(count: number, first: () => Promise<Response>, second: () => Promise<Response>): Promise<[number[], number[]]> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < count; i++) {
    a.push(await timeOne(first));
    b.push(await timeOne(second));
  }
  return [a, b];
}

/** Latency the gateway adds: GET /api/stories through it, against the same call straight to the story service. */
export async function runGatewayBench(stack: Stack, identitySecret: string): Promise<Record<string, number>> {
  const signup = await fetch(`${stack.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'Bench-password-1', firstName: 'Bench', lastName: 'Mark' }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await signup.json()) as { user: { id: string; email: string } };
  const direct = `http://127.0.0.1:${stack.ports.story}/api/stories`;
  const claims = { userId: user.id, email: user.email, isAdmin: false, entitled: true, issuer: 'gateway' };
  const viaGateway = () => fetch(`${stack.baseUrl}/api/stories`, { headers: { cookie } });
  const straight = () => fetch(direct, { headers: { 'x-identity': signIdentity(identitySecret, claims) } });
  await timeInterleaved(50, viaGateway, straight);
  const [gateway, service] = await timeInterleaved(1000, viaGateway, straight);
  // Per pair, so that a stall that hit one request of a pair does not count against the other way.
  const added = gateway.map((time, index) => time - service[index]!);
  return {
    'gateway GET /api/stories p50 ms': percentile(gateway, 50),
    'gateway GET /api/stories p99 ms': percentile(gateway, 99),
    'story service direct p50 ms': percentile(service, 50),
    'story service direct p99 ms': percentile(service, 99),
    'gateway added latency p50 ms': percentile(gateway, 50) - percentile(service, 50),
    'gateway added latency p99 ms': percentile(gateway, 99) - percentile(service, 99),
    'gateway added latency per request pair p50 ms': percentile(added, 50),
  };
}
