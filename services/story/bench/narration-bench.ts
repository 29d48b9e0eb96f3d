import { tokenizeWords } from '@bedtime/contracts';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { decodeOggOpus } from '../src/providers/narration/audio-codec';
import { EspeakNarrationEngine } from '../src/providers/narration/espeak-engine';
import { installedFestivalVoices } from '../src/providers/narration/create-narration-engine';
import { FestivalNarrationEngine } from '../src/providers/narration/festival-engine';
import { estimateSpecTimeline } from '../src/providers/narration/timeline';
import { detectSpeechOnsets, measureHighlightError } from '../src/providers/narration/timeline-accuracy';
import type { Narration, NarrationEngine } from '../src/providers/narration/types';
import { runFirstSoundBench } from './first-sound-bench';

/** A 606-word bedtime story with dialogue, numbers and paragraphs, as the story service writes them. */
export const BENCH_STORY = `Far away, where the hills rolled like sleepy green waves, there was a village called Willowbrook. In the last cottage on the lane lived a girl named Maya, her grandmother, and a small gray cat called Pebble.

Every evening, when the sun slipped behind the hills, Grandma lit 2 candles on the windowsill. "One for the moon," she always said, "and one for anyone who is still finding their way home."

One night, Maya could not sleep. She tiptoed to the window and pressed her nose against the cool glass. Down by the old stone bridge, something tiny was glowing. It blinked once, then twice, then drifted slowly toward the cottage.

"Pebble," Maya whispered, "do you see that?" Pebble opened one golden eye, stretched, and hopped onto the sill beside her.

The glow came closer and closer, until Maya could see that it was a firefly. But this was no ordinary firefly. Its light was silver-blue, like a piece of starlight that had fallen to the ground. It tapped softly on the glass, three times.

Maya opened the window just a crack. "Hello," she said. "Are you lost?"

"I am not lost," said the firefly, in a voice as small as a bell. "But my friends are. The wind blew us apart at sunset, and now they cannot find their way back to the meadow. Grandma's candles are the brightest lights in the whole valley. Would you help me call them home?"

Maya looked back at her grandmother, who was snoring gently in her rocking chair with a blanket over her knees. Then she looked at Pebble. Pebble blinked, which Maya decided meant yes.

She pulled on her wool sweater and her red boots, lifted one of the candles very carefully, and stepped out into the garden. The grass was wet with dew, and the air smelled of mint and warm bread from the bakery down the lane.

"What do we do?" Maya asked.

"Hold the light up high," said the firefly, "and hum the softest song you know."

So Maya held the candle above her head and hummed the lullaby her grandmother sang to her every night, the one about the owl who counted stars. Her voice was quiet and a little wobbly at first, but it grew steadier with every note.

At first nothing happened. Then, far across the field, a tiny light flickered. Then another, and another. Out of the hedges and the tall grass and the branches of the apple trees, fireflies rose into the dark, dozens of them, then hundreds, all drifting toward the little girl with the candle.

They circled around her in a slow, glowing spiral, and Maya laughed, because it felt like standing inside a galaxy. Pebble chased one, missed, and pretended he had not been trying at all.

"Thank you," said the silver-blue firefly, landing on the tip of Maya's finger. "Now everyone is home. Whenever you cannot sleep, look for us by the bridge. We will be glowing, just for you."

The fireflies floated back toward the meadow like a river of light, and the garden grew quiet again. Maya carried the candle inside, set it back on the windowsill, and climbed into bed. Pebble curled up at her feet, purring like a tiny engine.

Grandma opened one eye and smiled. "Been out counting stars, have we?" she murmured.

"Counting fireflies," Maya yawned. "Four hundred and 12, I think."

"That's a good number," said Grandma, and she blew out the candle for the moon, but left the other one burning, just in case.

And outside, by the old stone bridge, a hundred little lights blinked goodnight.`;

interface EngineFigures {
  synthesisMs: number;
  realTimeFactor: number;
  durationMs: number;
  bytesPerMinute: number;
  highlightMedianMs: number;
  highlightP90Ms: number;
  specMedianMs: number;
  specP90Ms: number;
  onsets: number;
}

async function measure(engine: NarrationEngine, speed: number, voice = 'nova'): Promise<EngineFigures> {
  const started = performance.now();
  const narration: Narration = await engine.synthesize({ text: BENCH_STORY, voice, speed });
  const synthesisMs = performance.now() - started;
  const onsets = detectSpeechOnsets(await decodeOggOpus(narration.audio));
  const ours = measureHighlightError(narration.words, onsets);
  const spec = measureHighlightError(estimateSpecTimeline(tokenizeWords(BENCH_STORY), narration.durationMs), onsets, narration.words);
  return {
    synthesisMs,
    realTimeFactor: synthesisMs / narration.durationMs,
    durationMs: narration.durationMs,
    bytesPerMinute: narration.audio.length / (narration.durationMs / 60_000),
    highlightMedianMs: ours.medianMs,
    highlightP90Ms: ours.p90Ms,
    specMedianMs: spec.medianMs,
    specP90Ms: spec.p90Ms,
    onsets: onsets.length,
  };
}

/** Time until the first sentence is encoded and handed out, as a streaming listener would hear it. */
async function measureFirstAudio(engine: NarrationEngine, speed: number): Promise<number> {
  const started = performance.now();
  let firstAudioMs = Number.NaN;
  const controller = new AbortController();
  const onSegment = () => {
    firstAudioMs = performance.now() - started;
    // The rest of the story is not needed for this figure.
    controller.abort();
  };
  await engine.synthesize({ text: BENCH_STORY, voice: 'nova', speed }, { signal: controller.signal, onSegment }).catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  return firstAudioMs;
}

/**
 * Narration figures on this machine: time to first sound after Listen on a never-narrated 900-word story (through
 * the service), then per engine speed, first audio for a 600-word story, size, and highlight error against the sound.
 */
export async function runNarrationBench(): Promise<Record<string, number>> {
  const results: Record<string, number> = { ...(await runFirstSoundBench()) };
  const engines: Array<[string, NarrationEngine]> = [
    ['festival', new FestivalNarrationEngine({ installedVoices: installedFestivalVoices() })],
    ['espeak', new EspeakNarrationEngine()],
  ];
  for (const [name, engine] of engines) {
    try {
      // Cold: a fresh engine starts its processes (or loads its WASM) for this story.
      const firstAudioColdMs = await measureFirstAudio(engine, 0.9);
      const figures = await measure(engine, 0.9);
      // Warm: the engine's processes are already running, as in a service that has narrated before.
      const firstAudioWarmMs = await measureFirstAudio(engine, 0.9);
      for (const [key, value] of Object.entries({ firstAudioColdMs, firstAudioWarmMs, ...figures })) results[`narration.${name}.${key}`] = round(value);
      Object.assign(results, await measureVoices(name, engine));
    } finally {
      engine.close?.();
    }
  }
  return results;
}

/**
 * Timeline accuracy for each narrator the engine offers (goal: median highlight error under 50 ms for
 * every one). `npm run bench -- voices` runs only this part.
 */
async function measureVoices(name: string, engine: NarrationEngine): Promise<Record<string, number>> {
  const results: Record<string, number> = {};
  for (const voice of engine.voices?.() ?? []) {
    const figures = await measure(engine, 0.9, voice.id);
    results[`narration.${name}.voice.${voice.id}.highlightMedianMs`] = round(figures.highlightMedianMs);
    results[`narration.${name}.voice.${voice.id}.highlightP90Ms`] = round(figures.highlightP90Ms);
    results[`narration.${name}.voice.${voice.id}.onsets`] = figures.onsets;
  }
  return results;
}

/** Only the per-voice timeline accuracy, for every offline engine. */
export async function runVoicesBench(): Promise<Record<string, number>> {
  const results: Record<string, number> = {};
  const engines: Array<[string, NarrationEngine]> = [
    ['festival', new FestivalNarrationEngine({ installedVoices: installedFestivalVoices() })],
    ['espeak', new EspeakNarrationEngine()],
  ];
  for (const [name, engine] of engines) {
    try {
      Object.assign(results, await measureVoices(name, engine));
    } finally {
      engine.close?.();
    }
  }
  return results;
}

function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 1000) / 1000;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = process.argv.includes('--voices') ? await runVoicesBench() : await runNarrationBench();
  const words = tokenizeWords(BENCH_STORY).length;
  console.log(`Narration benchmark (${words}-word story, speed 0.9; machine load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  for (const [key, value] of Object.entries(results)) console.log(`${key.padEnd(42)} ${value}`);
}
