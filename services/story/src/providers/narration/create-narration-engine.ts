import { spawnSync } from 'node:child_process';
import { EspeakNarrationEngine } from './espeak-engine';
import { FestivalNarrationEngine } from './festival-engine';
import { FESTIVAL_VOICE } from './festival-worker';
import { OpenAINarrationEngine, type OpenAINarrationConfig } from './openai-engine';
import type { NarrationEngine } from './types';

export interface NarrationConfig {
  openai?: OpenAINarrationConfig;
}

let festivalAvailable: boolean | undefined;

/** Whether `festival` runs and has the slt HTS voice (checked once per process, ~0.25 s). */
export function isFestivalAvailable(): boolean {
  if (festivalAvailable === undefined) {
    const probe = spawnSync('festival', ['-b', `(${FESTIVAL_VOICE})`, '(format t "voice-ready\\n")'], { encoding: 'utf8', timeout: 15_000 });
    festivalAvailable = !probe.error && probe.status === 0 && probe.stdout.includes('voice-ready');
  }
  return festivalAvailable;
}

/** OpenAI when configured; otherwise the best offline voice this machine has. */
export function createNarrationEngine(config: NarrationConfig): NarrationEngine {
  if (config.openai) return new OpenAINarrationEngine(config.openai);
  if (isFestivalAvailable()) return new FestivalNarrationEngine();
  return new EspeakNarrationEngine();
}
