import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../setup.mjs';

// The product specification lives outside the repository, so a comment citing it points at nothing a reader
// of the repository can open. The rules the code relies on are stated in docs/product-rules.md instead.
const OUTSIDE_SPEC = /\bspec\/(?:core|commerce)|\bspec §|\b(?:core|commerce-community-admin)\.md\b|\bthe spec\b|\bspec's\b/i;
const THIS_FILE = path
  .relative(ROOT, import.meta.filename)
  .split(path.sep)
  .join('/');

/** Tracked files, plus new ones not yet committed (ignored files left out), as paths from the root. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))];
}

function citations(file: string): string[] {
  const full = path.join(ROOT, file);
  if (!existsSync(full)) return []; // deleted in the work tree, not yet in the index
  const text = readFileSync(full);
  if (text.includes(0)) return []; // binary
  return text
    .toString('utf8')
    .split('\n')
    .flatMap((line, i) => (OUTSIDE_SPEC.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe('no outside references', () => {
  it('no file cites the specification outside the repository (spec/core.md, spec/commerce-...)', () => {
    const files = repositoryFiles();
    // The listing must see the repository, or the test would pass by reading nothing.
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', THIS_FILE]));
    const found = files.filter((file) => file !== THIS_FILE).flatMap(citations);
    expect(found, 'state the rule in the comment, or point at docs/product-rules.md').toEqual([]);
  });
});
