import type { GenerationStage } from '@bedtime/contracts';

/**
 * What the generating screen says at each stage. Keyed by the contract's GenerationStage type, so the
 * compiler insists on every stage. The order is taken from here rather than from GENERATION_STAGES because
 * that constant sits beside the zod schemas in contracts' story.ts, and importing it would ship zod
 * (about 30 KB gzipped) with the wizard.
 */
export const STAGE_TEXT: Record<GenerationStage, string> = {
  thinking: 'Gathering magical ingredients...',
  writing: 'Weaving your story...',
  polishing: 'Adding sparkles and dreams...',
};

export const STAGE_ORDER = Object.keys(STAGE_TEXT) as GenerationStage[];

export function isGenerationStage(value: unknown): value is GenerationStage {
  return typeof value === 'string' && Object.hasOwn(STAGE_TEXT, value);
}

/** When the shown stage moves on by itself: writing after 2 s, polishing after 8 s (docs/product-rules.md, Story creation). */
export const STAGE_TIMES_MS: Record<GenerationStage, number> = { thinking: 0, writing: 2_000, polishing: 8_000 };

/** The later of two stages, so the label never steps back when the server is ahead of or behind the clock. */
export function laterStage(a: GenerationStage, b: GenerationStage | null): GenerationStage {
  return b && STAGE_ORDER.indexOf(b) > STAGE_ORDER.indexOf(a) ? b : a;
}
