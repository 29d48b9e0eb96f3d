import { spawnSync } from 'node:child_process';
import { EspeakNarrationEngine } from './espeak-engine';
import { FestivalNarrationEngine } from './festival-engine';
import { FESTIVAL_VOICE } from './festival-worker';
import { OpenAINarrationEngine, type OpenAINarrationConfig } from './openai-engine';
import type { NarrationEngine } from './types';

export interface NarrationConfig {
  openai?: OpenAINarrationConfig;
}

let festivalVoices: string[] | undefined;

/** The voices Festival has here, by Festival's names (checked once per process, ~0.25 s); empty without Festival or its slt voice. */
export function installedFestivalVoices(): string[] {
  if (festivalVoices === undefined) {
    const probe = spawnSync('festival', ['-b', `(${FESTIVAL_VOICE})`, '(format t "voice-ready %l\\n" (voice.list))'], { encoding: 'utf8', timeout: 15_000 });
    const ready = !probe.error && probe.status === 0 ? /voice-ready \(([^)]*)\)/.exec(probe.stdout) : null;
    festivalVoices = ready ? ready[1]!.split(/\s+/).filter(Boolean) : [];
  }
  return festivalVoices;
}

/** Whether `festival` runs and has the slt HTS voice. */
export function isFestivalAvailable(): boolean {
  return installedFestivalVoices().length > 0;
}

/** OpenAI when configured; otherwise the best offline voice this machine has. */
export function createNarrationEngine(config: NarrationConfig): NarrationEngine {
  if (config.openai) return new OpenAINarrationEngine(config.openai);
  if (isFestivalAvailable()) return new FestivalNarrationEngine({ installedVoices: installedFestivalVoices() });
  return new EspeakNarrationEngine();
}
