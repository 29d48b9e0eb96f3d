import { signIdentity } from '@bedtime/service-kit';
import type { Stack } from '../stack';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeRequests(count: number, send: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`benchmark request failed: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** Latency the gateway adds: GET /api/stories through it, against the same call straight to the story service. */
export async function runGatewayBench(stack: Stack, identitySecret: string): Promise<Record<string, number>> {
  const signup = await fetch(`${stack.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password', firstName: 'Bench', lastName: 'Mark' }),
  });
  const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { user } = (await signup.json()) as { user: { id: string; email: string } };
  const direct = `http://127.0.0.1:${stack.ports.story}/api/stories`;
  const claims = { userId: user.id, email: user.email, isAdmin: false, entitled: true, issuer: 'gateway' };
  const viaGateway = () => fetch(`${stack.baseUrl}/api/stories`, { headers: { cookie } });
  const straight = () => fetch(direct, { headers: { 'x-identity': signIdentity(identitySecret, claims) } });
  await timeRequests(50, viaGateway);
  await timeRequests(50, straight);
  const gateway = await timeRequests(500, viaGateway);
  const service = await timeRequests(500, straight);
  return {
    'gateway GET /api/stories p50 ms': percentile(gateway, 50),
    'gateway GET /api/stories p99 ms': percentile(gateway, 99),
    'story service direct p50 ms': percentile(service, 50),
    'story service direct p99 ms': percentile(service, 99),
    'gateway added latency p50 ms': percentile(gateway, 50) - percentile(service, 50),
    'gateway added latency p99 ms': percentile(gateway, 99) - percentile(service, 99),
  };
}
