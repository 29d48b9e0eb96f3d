/**
 * How many requests each client address has a service answering at once. The gateway has 256 pooled
 * connections per service; one address may hold at most `perClient` of them, so a single client (or a
 * botnet node) cannot take a service away from everyone else, while a household behind one address
 * still has plenty.
 */
export function createUpstreamShares(perClient: number) {
  const inFlight = new Map<string, number>();
  return {
    /** Takes a share, or null when the address already holds its whole share; call the returned release once. */
    take(service: string, address: string): (() => void) | null {
      const key = `${service}|${address}`;
      const held = inFlight.get(key) ?? 0;
      if (held >= perClient) return null;
      inFlight.set(key, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      };
    },
    held(service: string, address: string): number {
      return inFlight.get(`${service}|${address}`) ?? 0;
    },
  };
}
