import { describe, expect, it } from 'vitest';
import type { ChangeHandlers, ChangeNotices } from '../src/data/change-notices';
import { createIdentityCache } from '../src/data/identity-cache';
import type { AccountRecord, AccountsRepository } from '../src/data/accounts-repository';
import { withIdentityCache } from '../src/data/cached-accounts-repository';
import type { SessionRecord, SessionsRepository } from '../src/data/sessions-repository';
import { createSessionStore } from '../src/http/session-store';

/**
 * This gateway's own changes must be forgotten before the call returns, without waiting for the
 * database's notice: notices here are held back entirely (nothing is ever delivered).
 */
function silentNotices(): ChangeNotices & { handlers: ChangeHandlers[] } {
  const handlers: ChangeHandlers[] = [];
  return {
    handlers,
    listening: true,
    subscribe(next) {
      handlers.push(next);
      next.listening(true);
      return () => undefined;
    },
    close: async () => undefined,
  };
}

function sessionsInMemory() {
  const rows = new Map<string, SessionRecord>();
  let reads = 0;
  const repository = {
    find: async (id: string) => {
      reads += 1;
      return rows.get(id);
    },
    save: async (record: SessionRecord) => void rows.set(record.id, record),
    delete: async (id: string) => void rows.delete(id),
    deleteExpired: async () => undefined,
  } as unknown as SessionsRepository;
  return { rows, repository, reads: () => reads };
}

const later = () => new Date(Date.now() + 60_000);

describe('the identity cache on this gateway', () => {
  it('reads a session once, then from memory, and forgets it at once when it is destroyed', async () => {
    const cache = createIdentityCache({ ttlMs: 60_000, now: () => new Date(), notices: silentNotices() });
    const sessions = sessionsInMemory();
    const store = createSessionStore(sessions.repository, undefined, cache);
    await store.set('s1', { userId: 'u1' }, 60_000);
    expect(await store.get('s1')).toEqual({ userId: 'u1' });
    expect(await store.get('s1')).toEqual({ userId: 'u1' });
    expect(sessions.reads()).toBe(1);
    await store.destroy('s1');
    expect(await store.get('s1')).toBeUndefined();
  });

  it('does not keep what a read found if the session was ended while the read was under way', async () => {
    const cache = createIdentityCache({ ttlMs: 60_000, now: () => new Date(), notices: silentNotices() });
    const since = cache.generation();
    cache.forgetSession('s1');
    cache.rememberSession('s1', { data: { userId: 'u1' }, userId: 'u1', expiresAt: later() }, since);
    expect(cache.session('s1')).toBeUndefined();
  });

  it('forgets an account and all its sessions when the password changes or the account goes', async () => {
    const cache = createIdentityCache({ ttlMs: 60_000, now: () => new Date(), notices: silentNotices() });
    const account = { id: 'u1', firstName: 'Ada' } as AccountRecord;
    const repository = withIdentityCache(
      { findById: async () => account, replacePassword: async () => undefined, delete: async () => undefined } as unknown as AccountsRepository,
      cache,
    );
    for (const change of [() => repository.replacePassword('u1', 'hash', new Date(), null), () => repository.delete('u1')]) {
      await repository.findById('u1');
      cache.rememberSession('s1', { data: { userId: 'u1' }, userId: 'u1', expiresAt: later() }, cache.generation());
      expect(cache.account('u1')).toBe(account);
      await change();
      expect(cache.account('u1')).toBeUndefined();
      expect(cache.session('s1')).toBeUndefined();
    }
  });

  it('serves nothing from memory while the notices are not heard, and forgets everything when they stop', () => {
    const notices = silentNotices();
    const cache = createIdentityCache({ ttlMs: 60_000, now: () => new Date(), notices });
    cache.rememberSession('s1', { data: {}, userId: 'u1', expiresAt: later() }, cache.generation());
    expect(cache.session('s1')).toBeDefined();
    notices.handlers[0]!.listening(false);
    expect(cache.active).toBe(false);
    expect(cache.session('s1')).toBeUndefined();
    notices.handlers[0]!.listening(true);
    expect(cache.session('s1')).toBeUndefined();
  });

  it('lets an entry live no longer than its time', () => {
    let now = new Date();
    const cache = createIdentityCache({ ttlMs: 5_000, now: () => now, notices: silentNotices() });
    cache.rememberSession('s1', { data: {}, userId: 'u1', expiresAt: later() }, cache.generation());
    now = new Date(now.getTime() + 5_001);
    expect(cache.session('s1')).toBeUndefined();
  });
});
