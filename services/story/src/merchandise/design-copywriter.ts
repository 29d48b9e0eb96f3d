import type { AiProductType } from '@bedtime/contracts';
import type { Logger } from '@bedtime/service-kit';
import { writeDesignCopy, type DesignCopy, type StoryFacts } from './merchandise-copy';

export interface WriteDesignCopyOptions {
  /** The request's logger: a hosted writer says here when it fell back to the embedded copy. */
  log?: Logger;
}

/**
 * Writes the words on one AI design (concept, marketing, analysis) from the story's facts. Never fails for a
 * story the embedded writer can describe: a hosted writer falls back to the embedded copy instead.
 */
export interface DesignCopywriter {
  readonly name: string;
  write(productType: AiProductType, facts: StoryFacts, options?: WriteDesignCopyOptions): Promise<DesignCopy>;
}

/** The embedded writer (merchandise-copy.ts): offline, seeded by the story, every sentence screened. */
export class EmbeddedDesignCopywriter implements DesignCopywriter {
  readonly name = 'embedded';

  write(productType: AiProductType, facts: StoryFacts): Promise<DesignCopy> {
    return Promise.resolve(writeDesignCopy(productType, facts));
  }
}
