import { describe } from 'vitest';
import { isFestivalAvailable } from '../../src/providers/narration/create-narration-engine';

/** Set by `npm test`, which installs the system packages first: from then on they must be there. */
export const REQUIRE_SYSTEM_TOOLS = 'BEDTIME_REQUIRE_SYSTEM_TOOLS';

const isSet = (value: string | undefined) => value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());

/**
 * Whether a suite that needs Festival runs. Run by hand on a machine without Festival, it is skipped with a
 * warning; under `npm test` (which installs Festival) and in CI, a skip would hide that narration went
 * untested, so a missing Festival fails the suite and says what to install.
 */
export function festivalSuiteRuns(suite: string, options: { available?: boolean; env?: NodeJS.ProcessEnv } = {}): boolean {
  const { available = isFestivalAvailable(), env = process.env } = options;
  if (available) return true;
  if (isSet(env.CI) || isSet(env[REQUIRE_SYSTEM_TOOLS])) {
    throw new Error(
      `${suite} needs Festival with the festvox-us-slt-hts voice, and it is not installed here. ` +
        'npm test installs it when run as root; otherwise run: apt-get install festival festvox-us-slt-hts',
    );
  }
  console.warn(`Skipped: ${suite} (Festival is not installed here; under npm test or CI this fails)`);
  return false;
}

/** A `describe` for a suite that needs Festival: run, skipped or failed as `festivalSuiteRuns` decides. */
export function describeWithFestival(name: string, body: () => void) {
  describe.runIf(festivalSuiteRuns(name))(name, body);
}
