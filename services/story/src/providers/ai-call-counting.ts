import type { AiCallKind } from '@bedtime/contracts';
import type { DesignCopywriter } from '../merchandise/design-copywriter';
import type { ImageEngine } from './images/types';
import type { NarrationEngine } from './narration/types';
import type { StoryProviders } from './create-providers';
import type { StoryTextProvider } from './story-text/types';

/**
 * Counts every call to an AI provider as it is made, whatever engine answers (the weekly report
 * prices them per kind and engine). Recording never delays or fails the call: a lost count is only
 * logged by `record`'s owner.
 */
export type RecordAiCall = (kind: AiCallKind, engine: string, units?: number) => void;

export function countStoryWriter(writer: StoryTextProvider, record: RecordAiCall): StoryTextProvider {
  return {
    get name() {
      return writer.name;
    },
    ...(writer.writesReviewedText ? { writesReviewedText: true } : {}),
    write(request, options) {
      record('story-text', writer.name);
      return writer.write(request, options);
    },
  };
}

export function countNarrationEngine(engine: NarrationEngine, record: RecordAiCall): NarrationEngine {
  return {
    get name() {
      return engine.name;
    },
    synthesize(request, options) {
      record('speech', engine.name);
      return engine.synthesize(request, options);
    },
    ...(engine.canSpeak ? { canSpeak: engine.canSpeak.bind(engine) } : {}),
    ...(engine.voices ? { voices: engine.voices.bind(engine) } : {}),
    ...(engine.warmUp ? { warmUp: engine.warmUp.bind(engine) } : {}),
    ...(engine.close ? { close: engine.close.bind(engine) } : {}),
  };
}

export function countImageEngine(engine: ImageEngine, record: RecordAiCall): ImageEngine {
  return {
    get name() {
      return engine.name;
    },
    illustrate(story, scenes) {
      record('image', engine.name, scenes.length);
      return engine.illustrate(story, scenes);
    },
    sticker(story, character) {
      record('image', engine.name);
      return engine.sticker(story, character);
    },
    lineArt(story, art) {
      record('image', engine.name);
      return engine.lineArt(story, art);
    },
  };
}

export function countDesignCopywriter(writer: DesignCopywriter, record: RecordAiCall): DesignCopywriter {
  return {
    get name() {
      return writer.name;
    },
    write(productType, facts, options) {
      record('merchandise-copy', writer.name);
      return writer.write(productType, facts, options);
    },
  };
}

/**
 * The providers with their AI calls counted. Moderation is not counted: the provider does not charge for it
 * (and the local screen runs without it).
 */
export function countProviders(providers: StoryProviders, record: RecordAiCall): StoryProviders {
  let narrationEngine: NarrationEngine | undefined;
  return {
    ...providers,
    storyWriter: countStoryWriter(providers.storyWriter, record),
    imageEngine: countImageEngine(providers.imageEngine, record),
    designCopywriter: countDesignCopywriter(providers.designCopywriter, record),
    narrationEngine: {
      get: () => (narrationEngine ??= countNarrationEngine(providers.narrationEngine.get(), record)),
      made: () => {
        const made = providers.narrationEngine.made();
        return made ? (narrationEngine ??= countNarrationEngine(made, record)) : undefined;
      },
    },
  };
}
