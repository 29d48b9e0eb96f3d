import { describe, expect, it, vi } from 'vitest';
import { festivalSuiteRuns, REQUIRE_SYSTEM_TOOLS } from './festival-required';

describe('suites that need Festival', () => {
  it('run where Festival is installed', () => {
    expect(festivalSuiteRuns('Festival narration', { available: true, env: { CI: 'true' } })).toBe(true);
  });

  it.each([
    ['in CI', { CI: 'true' }],
    ['under npm test', { [REQUIRE_SYSTEM_TOOLS]: '1' }],
  ])('fail %s without Festival, saying what to install', (_, env) => {
    expect(() => festivalSuiteRuns('Festival narration', { available: false, env })).toThrow(
      'Festival narration needs Festival with the festvox-us-slt-hts voice, and it is not installed here. npm test installs it when run as root; otherwise run: apt-get install festival festvox-us-slt-hts',
    );
  });

  it('are skipped, with a warning, only when run by hand on a machine without it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(festivalSuiteRuns('Festival narration', { available: false, env: { CI: 'false' } })).toBe(false);
      expect(festivalSuiteRuns('Festival narration', { available: false, env: {} })).toBe(false);
      expect(warn).toHaveBeenCalledWith('Skipped: Festival narration (Festival is not installed here; under npm test or CI this fails)');
    } finally {
      warn.mockRestore();
    }
  });
});
