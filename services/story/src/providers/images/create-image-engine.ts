import { EmbeddedImageEngine } from './embedded-image-engine';
import { OpenAiImageEngine, type OpenAiImageConfig } from './openai-image-engine';
import type { ImageEngine } from './types';

export interface ImageEngineConfig {
  openai?: OpenAiImageConfig;
}

/** OpenAI images when a key is configured, the embedded painter otherwise. */
export function createImageEngine(config: ImageEngineConfig): ImageEngine {
  return config.openai?.apiKey ? new OpenAiImageEngine(config.openai) : new EmbeddedImageEngine();
}
