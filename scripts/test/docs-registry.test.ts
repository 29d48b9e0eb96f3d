import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, SERVICES } from '../../packages/platform/src/index';
import { ROUTES } from '../../services/gateway/src/http/route-table';
import { ROOT } from '../setup.mjs';

/**
 * The map in the docs is kept true by this test rather than by memory: when a service or a remote is
 * registered, or a route gets a new owner, the architecture page and the README must say so.
 */
interface PlatformMap {
  services: ReadonlyArray<{ name: string; folder: string; database: string }>;
  remotes: ReadonlyArray<{ folder: string; pages: ReadonlyArray<{ path: string }> }>;
  routeOwners: readonly string[];
}

interface Doc {
  name: string;
  text: string;
}

/** The table under "## Who owns what": its owner column (the first word of each cell). */
function ownersTable(text: string): Set<string> {
  const section = text.split(/^## /m).find((s) => s.startsWith('Who owns what')) ?? '';
  const owners = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'))
    .map((line) => line.split('|').at(-2)?.trim().split(/\s/)[0] ?? '');
  return new Set(owners);
}

/** What a doc leaves out of the platform map, one line each ("README.md: services/story/"). */
export function undocumented(map: PlatformMap, architecture: Doc, readme: Doc): string[] {
  const missing: string[] = [];
  for (const doc of [architecture, readme]) {
    for (const service of map.services) if (!doc.text.includes(`${service.folder}/`)) missing.push(`${doc.name}: ${service.folder}/`);
    for (const remote of map.remotes) if (!doc.text.includes(`${remote.folder}/`)) missing.push(`${doc.name}: ${remote.folder}/`);
  }
  // every database is named where the architecture page says who owns which data
  const data = architecture.text.split(/\*\*Data\.\*\*/)[1]?.split('\n\n')[0] ?? '';
  for (const service of map.services)
    if (!data.includes(`\`${service.database}\``)) missing.push(`${architecture.name}: the ${service.database} database under **Data.**`);
  const owners = ownersTable(architecture.text);
  for (const owner of new Set(map.routeOwners)) if (!owners.has(owner)) missing.push(`${architecture.name}: ${owner} as a route owner under "Who owns what"`);
  // a page of a remote is named by its path where the product's pages are listed
  for (const remote of map.remotes)
    for (const page of remote.pages) if (!readme.text.includes(`/${page.path.split('/:')[0]}`)) missing.push(`${readme.name}: the page /${page.path}`);
  // words that were true once and must not come back
  for (const doc of [architecture, readme])
    for (const stale of ['(to come)', 'to be built']) if (doc.text.includes(stale)) missing.push(`${doc.name}: "${stale}"`);
  return missing;
}

const read = (file: string): Doc => ({ name: file, text: readFileSync(path.join(ROOT, file), 'utf8') });
const PLATFORM: PlatformMap = { services: SERVICES, remotes: REMOTES, routeOwners: ROUTES.map((route) => route.service) };

describe('the docs name the whole platform', () => {
  it('docs/architecture.md and the README name every registered service, remote, database, page and route owner', () => {
    expect(undocumented(PLATFORM, read('docs/architecture.md'), read('README.md'))).toEqual([]);
  });

  it('a service registered but not written into the docs is reported (fixture: a registry with one more service)', () => {
    const withFixture: PlatformMap = {
      ...PLATFORM,
      services: [...PLATFORM.services, { name: 'fixture', folder: 'services/fixture', database: 'fixture' }],
      routeOwners: [...PLATFORM.routeOwners, 'fixture'],
    };
    expect(undocumented(withFixture, read('docs/architecture.md'), read('README.md'))).toEqual([
      'docs/architecture.md: services/fixture/',
      'README.md: services/fixture/',
      'docs/architecture.md: the fixture database under **Data.**',
      'docs/architecture.md: fixture as a route owner under "Who owns what"',
    ]);
  });

  it('a remote page left out of the README is reported', () => {
    const remotes = [...PLATFORM.remotes, { folder: 'mf-stories', pages: [{ path: 'bedtime-mode-that-is-not-written-down' }] }];
    expect(undocumented({ ...PLATFORM, remotes }, read('docs/architecture.md'), read('README.md'))).toEqual([
      'README.md: the page /bedtime-mode-that-is-not-written-down',
    ]);
  });
});
