import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, isDeadlock, isForeignKeyViolation, isUniqueViolation, postgresErrorCode, retryWhenDeadlocked, type Database } from '../src/database';
import { createTestDatabase } from '../src/testing';

let database: Database<Record<string, never>>;
beforeAll(async () => {
  database = createDatabase(await createTestDatabase('pg_errors'), {});
  await database.pool.query('create table parents (id text primary key)');
  await database.pool.query('create table children (id text primary key, parent_id text not null references parents(id))');
  await database.pool.query("insert into parents values ('p1')");
});
afterAll(() => database.close());

const failure = (run: () => Promise<unknown>) =>
  run().then(
    () => expect.unreachable('the statement should have failed'),
    (error: unknown) => error,
  );

describe('reading what PostgreSQL refused', () => {
  it('knows a unique violation whether drizzle wraps it or pg throws it', async () => {
    const wrapped = await failure(() => database.db.execute(sql`insert into parents values ('p1')`));
    const raw = await failure(() => database.pool.query("insert into parents values ('p1')"));
    for (const error of [wrapped, raw]) {
      expect(postgresErrorCode(error)).toBe('23505');
      expect(isUniqueViolation(error)).toBe(true);
      expect(isForeignKeyViolation(error)).toBe(false);
    }
  });

  it('knows a foreign key violation', async () => {
    const error = await failure(() => database.db.execute(sql`insert into children values ('c1', 'nobody')`));
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('answers null for errors that are not the database’s', () => {
    expect(postgresErrorCode(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBeNull();
    expect(postgresErrorCode(new Error('plain'))).toBeNull();
    expect(postgresErrorCode(undefined)).toBeNull();
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

describe('running set-up again when it loses a deadlock', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR' });

  it('tries again after a deadlock and answers what the next try answers', async () => {
    let tries = 0;
    const answer = await retryWhenDeadlocked(async () => {
      tries++;
      if (tries < 3) throw deadlock();
      return 'created';
    });
    expect(answer).toBe('created');
    expect(tries).toBe(3);
  });

  it('gives up after the attempts it was given, and never retries other failures', async () => {
    let tries = 0;
    const lost = await failure(() => retryWhenDeadlocked(() => (tries++, Promise.reject(deadlock())), 2));
    expect(isDeadlock(lost)).toBe(true);
    expect(tries).toBe(2);
    tries = 0;
    const refused = await failure(() => retryWhenDeadlocked(() => (tries++, database.db.execute(sql`insert into parents values ('p1')`))));
    expect(isUniqueViolation(refused)).toBe(true);
    expect(tries).toBe(1);
  });
});
