import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { createServiceApp } from '../src/app';
import { createDatabase, type Database } from '../src/database';
import { createLogger } from '../src/logger';
import { createTestDatabase, freePort, identityHeaders, TEST_IDENTITY_SECRET } from '../src/testing';

/** Every line the logger writes, as text, for asserting on what reached the log. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ name: 'faults', level: 'debug', destination }), text: () => lines.join('') };
}

// What a failing query once put into the log: an argon2id hash, an email and a live session id.
const SECRETS = {
  hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
  email: 'private.parent@example.com',
  sessionId: 'sess-7f3a9c1e5b2d4f60a8e1c3b5d7f9a1c3',
  password: 'Hunter2-secret-password',
  cookie: 'bedtime.sid=cookie-value-that-is-secret; bedtime.sid.sig=sig-secret',
  authorization: 'Bearer token-that-is-secret',
};

let live: Database<Record<string, never>>;
let down: Database<Record<string, never>>;
beforeAll(async () => {
  live = createDatabase(await createTestDatabase('faults'), {});
  await live.pool.query('create table accounts (email text primary key, password_hash text not null, session_id text)');
  await live.pool.query('insert into accounts values ($1, $2, $3)', [SECRETS.email, SECRETS.hash, SECRETS.sessionId]);
  // Nothing listens on this port: the database is down.
  down = createDatabase(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/nothing`, {}, { connectionTimeoutMs: 1_000 });
});
afterAll(async () => {
  await live.close();
  await down.close();
});

function appWith(logger: ReturnType<typeof capturedLogger>['logger']) {
  const app = createServiceApp({ name: 'faults', logger, identitySecret: TEST_IDENTITY_SECRET, ready: async () => true });
  app.use(async (ctx) => {
    if (ctx.path === '/api/duplicate') {
      // A unique violation whose query parameters and detail carry the secrets.
      await live.db.execute(sql`insert into accounts values (${SECRETS.email}, ${SECRETS.hash}, ${SECRETS.sessionId})`);
    } else if (ctx.path === '/api/down') {
      await down.db.execute(sql`select * from accounts where email = ${SECRETS.email}`);
    }
    ctx.body = { ok: true };
  });
  return app;
}

describe('the database failing', () => {
  it('never logs a failed query’s parameters, nor secrets sent with the request', async () => {
    const captured = capturedLogger();
    const res = await request(appWith(captured.logger).callback())
      .post('/api/duplicate?token=query-token-secret')
      .set(identityHeaders({ userId: 'u1' }))
      .set('Cookie', SECRETS.cookie)
      .set('Authorization', SECRETS.authorization)
      .send({ password: SECRETS.password, email: SECRETS.email })
      .expect(500);
    expect(res.body.message).toBe('Something went wrong on our side. Please try again.');
    const log = captured.text();
    // The failure is logged (with its database code), so the assertions below are about a real entry.
    expect(log).toContain('unhandled error');
    expect(log).toContain('23505');
    for (const secret of [...Object.values(SECRETS), 'query-token-secret', 'cookie-value-that-is-secret', 'token-that-is-secret']) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(identityHeaders({ userId: 'u1' })['x-identity'].split('.')[1]);
  });

  it('redacts secret fields wherever a log line carries them', () => {
    const captured = capturedLogger();
    captured.logger.info(
      {
        password: SECRETS.password,
        account: { passwordHash: SECRETS.hash, sessionId: SECRETS.sessionId },
        headers: { cookie: SECRETS.cookie, authorization: SECRETS.authorization, 'x-identity': 'signed.identity-secret' },
        body: { newPassword: SECRETS.password, token: 'reset-token-secret' },
      },
      'something happened',
    );
    const log = captured.text();
    expect(log).toContain('something happened');
    for (const secret of [SECRETS.password, SECRETS.hash, SECRETS.sessionId, SECRETS.cookie, SECRETS.authorization, 'identity-secret', 'reset-token-secret']) {
      expect(log).not.toContain(secret);
    }
  });

  it('answers 503 with a message, not 500, when the database is down', async () => {
    const captured = capturedLogger();
    const res = await request(appWith(captured.logger).callback())
      .get('/api/down')
      .set(identityHeaders({ userId: 'u1' }))
      .expect(503);
    expect(res.body.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
    expect(captured.text()).not.toContain(SECRETS.email);
  });

  it('bounds every statement with a timeout', async () => {
    const slow = createDatabase(await createTestDatabase('faults_slow'), {}, { statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      await expect(slow.pool.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await slow.close();
    }
  });
});
