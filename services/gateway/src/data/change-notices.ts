import pg from 'pg';

/** Channels the gateway database's triggers (migration 0002) notify on, with the row's id as payload. */
export const SESSION_CHANGED_CHANNEL = 'gateway_session_changed';
export const ACCOUNT_CHANGED_CHANNEL = 'gateway_account_changed';

export interface ChangeHandlers {
  session(id: string): void;
  account(id: string): void;
  /** False whenever notices may have been missed (not connected yet, connection lost); true once listening. */
  listening(on: boolean): void;
}

export interface ChangeNotices {
  readonly listening: boolean;
  subscribe(handlers: ChangeHandlers): () => void;
  close(): Promise<void>;
}

/**
 * LISTEN on the gateway database for sessions and accounts that changed anywhere (this replica or
 * another one), on a connection of its own: a pooled connection cannot hold a LISTEN. Connects on the
 * first subscriber and reconnects after a loss; while not listening, subscribers are told so.
 */
export function createChangeNotices(url: string, options: { retryMs?: number } = {}): ChangeNotices {
  const retryMs = options.retryMs ?? 1_000;
  const subscribers = new Set<ChangeHandlers>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const setListening = (on: boolean) => {
    if (listening === on) return;
    listening = on;
    for (const handlers of subscribers) handlers.listening(on);
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    setListening(false);
    lostClient.end().catch(() => undefined);
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, retryMs);
      retry.unref();
    }
  };

  async function connect(): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', ({ channel, payload }) => {
      if (!payload) return;
      for (const handlers of subscribers) {
        if (channel === SESSION_CHANGED_CHANNEL) handlers.session(payload);
        else if (channel === ACCOUNT_CHANGED_CHANNEL) handlers.account(payload);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANGED_CHANNEL}; LISTEN ${ACCOUNT_CHANGED_CHANNEL}`);
      if (client === next && !closed) setListening(true);
      else await next.end().catch(() => undefined);
    } catch {
      lost(next);
    }
  }

  return {
    get listening() {
      return listening;
    },
    subscribe(handlers) {
      subscribers.add(handlers);
      if (listening) handlers.listening(true);
      else void connect();
      return () => subscribers.delete(handlers);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      setListening(false);
      await current?.end().catch(() => undefined);
    },
  };
}
