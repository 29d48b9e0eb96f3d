import OpenAI from 'openai';
import { fitImagePrompt } from '../openai-models';
import { rasterize } from './art/rasterize';
import { lookFor, resolveCast } from './art/resolve-look';
import { rasterStickerSvg, STICKER_SIZE } from './art/sticker';
import { describeLook, characterSheet, coloringPagePrompt, illustrationPrompt, stickerPrompt } from './character-sheet';
import type { IllustrationArt, ImageEngine, Scene, StickerArt, StoryForArt } from './types';

export interface OpenAiImageConfig {
  apiKey: string;
  baseURL?: string;
  model?: string;
}

/** The image service answered without a picture. */
export class ImageGenerationFailed extends Error {
  constructor(detail: string) {
    super(`The image service returned no picture: ${detail}`);
    this.name = 'ImageGenerationFailed';
  }
}

type Shape = 'landscape' | 'square';

/**
 * OpenAI images. Every prompt of a story carries the same character sheet, so the hero and the
 * companions keep one appearance from picture to picture.
 */
export class OpenAiImageEngine implements ImageEngine {
  readonly name = 'openai';
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(config: OpenAiImageConfig) {
    this.client = new OpenAI({ apiKey: config.apiKey, ...(config.baseURL ? { baseURL: config.baseURL } : {}), maxRetries: 1, timeout: 120_000 });
    this.model = config.model ?? 'gpt-image-1';
  }

  async illustrate(story: StoryForArt, scenes: Scene[]): Promise<IllustrationArt[]> {
    const sheet = characterSheet(story, resolveCast(story));
    const results: IllustrationArt[] = [];
    // One at a time: image endpoints are rate-limited per minute, and order matters to the reader.
    for (const scene of scenes) {
      const prompt = illustrationPrompt(story, scene, sheet);
      results.push({ scene, prompt, png: await this.generate(prompt, 'landscape', false) });
    }
    return results;
  }

  async sticker(story: StoryForArt, character: string): Promise<StickerArt> {
    const entry = { name: character, description: describeLook(lookFor(story, character)) };
    const picture = await this.generate(stickerPrompt(story, entry), 'square', true);
    return { character, png: await rasterize(rasterStickerSvg(picture), { width: STICKER_SIZE }) };
  }

  async lineArt(story: StoryForArt, art: IllustrationArt): Promise<Buffer> {
    return this.generate(coloringPagePrompt(story, art.scene, characterSheet(story)), 'landscape', false);
  }

  private async generate(prompt: string, shape: Shape, transparent: boolean): Promise<Buffer> {
    const dalle = this.model.startsWith('dall-e');
    const size = shape === 'square' ? '1024x1024' : this.model === 'dall-e-3' ? '1792x1024' : dalle ? '1024x1024' : '1536x1024';
    const response = await this.client.images.generate({
      model: this.model,
      prompt: fitImagePrompt(prompt, this.model),
      n: 1,
      size,
      // GPT image models always answer in base64 and refuse response_format; DALL·E needs it asked for.
      ...(dalle ? { response_format: 'b64_json' as const } : {}),
      ...(transparent && !dalle ? { background: 'transparent' as const, output_format: 'png' as const } : {}),
    });
    const b64 = response.data?.[0]?.b64_json;
    if (!b64) throw new ImageGenerationFailed(response.data?.[0]?.url ? 'a URL instead of image data' : 'an empty answer');
    return Buffer.from(b64, 'base64');
  }
}
