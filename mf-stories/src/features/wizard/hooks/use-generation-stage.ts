import { useEffect, useState } from 'react';
import type { GenerationStage } from '@bedtime/contracts';
import { STAGE_TIMES_MS } from '../lib/generation-stages';

/** The clock-driven stage while `active`; starts again at thinking each time generation starts. */
export function useGenerationStage(active: boolean): GenerationStage {
  const [stage, setStage] = useState<GenerationStage>('thinking');
  useEffect(() => {
    if (!active) return;
    setStage('thinking');
    const timers = (['writing', 'polishing'] as const).map((next) => setTimeout(() => setStage(next), STAGE_TIMES_MS[next]));
    return () => timers.forEach(clearTimeout);
  }, [active]);
  return stage;
}
