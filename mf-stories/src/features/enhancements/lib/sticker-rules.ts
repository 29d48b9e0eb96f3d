import type { Sticker } from '@bedtime/contracts';

/** A sticker is its character and picture, plus a local index for the list. */
export interface NumberedSticker extends Sticker {
  index: number;
}

export const STICKER_TIMEOUT_MS = 30_000;
export const STICKERS_NEED_CONTENT = 'Story content is required to generate stickers';
export const STICKERS_NEED_ID = 'Story ID is required to generate stickers';

/** 'Generating sticker i/n for {character}...', i counting from 1. */
export function stickerProgressText(position: number, total: number, character: string): string {
  return `Generating sticker ${position}/${total} for ${character}...`;
}

export function stickersGeneratedText(count: number): string {
  return `Created ${count} character ${count === 1 ? 'sticker' : 'stickers'} for your story.`;
}

/** The file a sticker downloads as, named after its character: "Captain Whiskers" → captain-whiskers-sticker.png. */
export function stickerFileName(character: string, extension = 'png'): string {
  const slug = character
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'character'}-sticker.${extension}`;
}

/** A new sticker replaces the one of the same character, else joins the end; indexes follow the order. */
export function mergeSticker(stickers: readonly Sticker[], sticker: Sticker): NumberedSticker[] {
  const at = stickers.findIndex((s) => s.character.toLowerCase() === sticker.character.toLowerCase());
  const next = at === -1 ? [...stickers, sticker] : stickers.map((s, i) => (i === at ? sticker : s));
  return numbered(next);
}

export function numbered(stickers: readonly Sticker[]): NumberedSticker[] {
  return stickers.map((sticker, index) => ({ character: sticker.character, stickerUrl: sticker.stickerUrl, index }));
}
