import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries in eslint.config.js fail on real code: each fixture is linted with the repository's
 * config as if it sat at the given place (the fixtures' own folder is ignored by `npm run lint`).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures/lint');
const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function ruleIdsFor(fixture: string, asIfAt: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(readFileSync(path.join(FIXTURES, fixture), 'utf8'), { filePath: path.join(ROOT, asIfAt) });
  return result!.messages.map((message) => message.ruleId);
}

async function messagesFor(fixture: string, asIfAt: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(readFileSync(path.join(FIXTURES, fixture), 'utf8'), { filePath: path.join(ROOT, asIfAt) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('lint boundaries', () => {
  it('fails when domain code imports drizzle-orm or the schema (queries belong in data/)', async () => {
    const messages = await messagesFor('domain-imports-drizzle.ts', 'services/billing/src/domain/lint-fixture.ts');
    const sql = messages.filter((entry) => entry.ruleId === 'no-restricted-imports' && entry.message.includes('never writes SQL'));
    expect(sql.map((entry) => entry.message.match(/'([^']+)'/)?.[1])).toEqual(['drizzle-orm', '../data/schema']);
    // The same in every service's domain, not only billing's.
    expect(await ruleIdsFor('domain-imports-drizzle.ts', 'services/story/src/domain/nested/lint-fixture.ts')).toContain('no-restricted-imports');
  });

  it('fails when domain code imports pg', async () => {
    const [result] = await eslint.lintText("import pg from 'pg';\nexport const pool = new pg.Pool();\n", {
      filePath: path.join(ROOT, 'services/community/src/domain/lint-fixture.ts'),
    });
    expect(result!.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
  });

  it('fails when domain code imports Stripe', async () => {
    const messages = await messagesFor('domain-imports-stripe.ts', 'services/billing/src/domain/lint-fixture.ts');
    expect(messages).toContainEqual(expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('payments engine') }));
  });

  it('lets domain code call repositories and take their transaction', async () => {
    expect(await ruleIdsFor('domain-imports-repository.ts', 'services/billing/src/domain/lint-fixture.ts')).not.toContain('no-restricted-imports');
  });

  it('lets data/ use drizzle-orm and the schema', async () => {
    expect(await ruleIdsFor('domain-imports-drizzle.ts', 'services/billing/src/data/lint-fixture.ts')).not.toContain('no-restricted-imports');
  });

  it('fails when domain code imports the HTTP layer', async () => {
    expect(await ruleIdsFor('domain-imports-http.ts', 'services/story/src/domain/lint-fixture.ts')).toContain('no-restricted-imports');
  });

  it('fails when domain code imports Koa', async () => {
    expect(await ruleIdsFor('domain-imports-koa.ts', 'services/gateway/src/domain/lint-fixture.ts')).toContain('no-restricted-imports');
  });

  it('lets the HTTP layer import the domain', async () => {
    expect(await ruleIdsFor('domain-imports-http.ts', 'services/story/src/http/lint-fixture.ts')).not.toContain('no-restricted-imports');
  });

  it('fails when a service imports another service', async () => {
    expect(await ruleIdsFor('service-imports-service.ts', 'services/gateway/src/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('fails when a remote imports the shell', async () => {
    expect(await ruleIdsFor('remote-imports-shell.ts', 'mf-stories/src/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('fails when two feature folders import each other both ways', async () => {
    expect(await ruleIdsFor('features/alpha/alpha.ts', 'packages/platform/test/fixtures/lint/features/alpha/alpha.ts')).toContain(
      'features/no-mutual-feature-imports',
    );
    expect(await ruleIdsFor('features/beta/beta.ts', 'packages/platform/test/fixtures/lint/features/beta/beta.ts')).toContain(
      'features/no-mutual-feature-imports',
    );
  });

  it('lets a feature import another one way', async () => {
    expect(await ruleIdsFor('features/gamma/gamma.ts', 'packages/platform/test/fixtures/lint/features/gamma/gamma.ts')).not.toContain(
      'features/no-mutual-feature-imports',
    );
  });

  it('fails on an import cycle', async () => {
    expect(await ruleIdsFor('cycle-a.ts', 'packages/platform/test/fixtures/lint/cycle-a.ts')).toContain('import-x/no-cycle');
  });
});
