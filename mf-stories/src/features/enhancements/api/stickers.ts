import type { Sticker } from '@bedtime/contracts';
import { apiJson, apiRequest } from '@bedtime/web-kit';
import { STICKER_TIMEOUT_MS } from '../lib/sticker-rules';
import { charactersResponseSchema, stickerResponseSchema } from '@bedtime/contracts';

/** POST /api/stories/{id}/extract-characters: the story's named characters, the hero first. */
export async function extractCharacters(storyId: string, signal?: AbortSignal): Promise<{ name: string }[]> {
  const body = await apiJson(charactersResponseSchema, 'POST', `/api/stories/${encodeURIComponent(storyId)}/extract-characters`, undefined, { signal });
  return body.characters;
}

/** POST /api/generate-single-sticker: one character's sticker, within the product rules' 30 s. */
export async function generateSticker(storyId: string, character: string, signal?: AbortSignal): Promise<Sticker> {
  const body = await apiJson(stickerResponseSchema, 'POST', '/api/generate-single-sticker', { character, storyId }, { timeoutMs: STICKER_TIMEOUT_MS, signal });
  if (!body.success || !body.sticker) throw new Error(`No sticker came back for ${character}`);
  return body.sticker;
}

/** The sticker picture itself, for download and native sharing. */
export async function fetchStickerImage(stickerUrl: string): Promise<Blob> {
  const response = await apiRequest('GET', stickerUrl);
  return response.blob();
}
