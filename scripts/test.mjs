// npm test: installs what is missing (npm packages, chromium, festival…), then typecheck, lint, unit and
// integration tests against a real PostgreSQL, the front-end builds, and the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildFrontends, ensureNodeVersion, ensureNpmPackages, ensureSystemPackages, run } from './setup.mjs';

ensureNodeVersion();
ensureNpmPackages();
ensureSystemPackages(['run', 'test']);

const started = Date.now();
const step = (name, fn) => {
  const t = Date.now();
  console.log(`\n━━ ${name}`);
  fn();
  console.log(`━━ ${name} done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

const reports = path.join(ROOT, 'node_modules/.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const counts = { passed: 0, failed: 0, skipped: 0 };
function vitestRun(name, args) {
  const output = path.join(reports, `${name}.json`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], {
    cwd: ROOT,
    stdio: 'inherit',
    // The system packages were installed above: a suite that needs one (Festival) fails rather than skips.
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', BEDTIME_REQUIRE_SYSTEM_TOOLS: '1' },
  });
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    // The report is the truth: a process that exits 0 after failures must not pass the run.
    if (!report.success || report.numFailedTests > 0 || report.numFailedTestSuites > 0) return false;
  }
  return result.status === 0;
}

let ok = true;
const summary = () => {
  console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
};
// Every step runs even when an earlier one fails, so one run reports everything that is wrong.
const attempt = (name, fn) => {
  try {
    step(name, fn);
  } catch (error) {
    console.error(`\n${name} failed: ${error.message}`);
    ok = false;
    counts.failed += 1;
  }
};
attempt('typecheck', () => run(process.execPath, [path.join(ROOT, 'scripts/typecheck.mjs')]));
attempt('lint', () => {
  run(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', '.']);
  run(process.execPath, [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);
  // Dead code (knip.jsonc): an unused file, export or dependency fails the run.
  run(process.execPath, [path.join(ROOT, 'node_modules/knip/bin/knip.js'), '--no-progress', '--no-config-hints']);
});
attempt('unit and integration tests', () => {
  ok = vitestRun('unit', []) && ok;
});
let built = true;
attempt('build front ends', () => {
  try {
    buildFrontends();
  } catch (error) {
    built = false;
    throw error;
  }
});
if (built)
  attempt('end-to-end tests (Chromium)', () => {
    ok = vitestRun('e2e', ['--config', 'e2e/vitest.config.ts']) && ok;
  });
summary();
process.exit(ok ? 0 : 1);
