import { describe, expect, it } from 'vitest';
import { ApiError, TimeoutError } from '@bedtime/web-kit';
import { enhancementFailureMessage, isRefusal } from '../src/features/enhancements/lib/enhancement-errors';
import { coloringBookUrl, storyPdfUrl } from '../src/features/enhancements/lib/print-links';
import { mergeSticker, numbered, stickerFileName, stickerProgressText, stickersGeneratedText } from '../src/features/enhancements/lib/sticker-rules';
import { describeStory, socialMetaTags } from '../src/features/share/lib/social-meta';

describe('sticker progress and results', () => {
  it('counts from 1 and names the character', () => {
    expect(stickerProgressText(1, 3, 'Captain Whiskers')).toBe('Generating sticker 1/3 for Captain Whiskers...');
    expect(stickerProgressText(3, 3, 'Pip')).toBe('Generating sticker 3/3 for Pip...');
  });

  it('says how many were made', () => {
    expect(stickersGeneratedText(1)).toBe('Created 1 character sticker for your story.');
    expect(stickersGeneratedText(4)).toBe('Created 4 character stickers for your story.');
  });

  it('a new sticker replaces the same character (any case) and keeps the order, else joins the end', () => {
    const list = numbered([
      { character: 'Pip', stickerUrl: '/api/media/a.png' },
      { character: 'Luna', stickerUrl: '/api/media/b.png' },
    ]);
    expect(mergeSticker(list, { character: 'pip', stickerUrl: '/api/media/c.png' })).toEqual([
      { character: 'pip', stickerUrl: '/api/media/c.png', index: 0 },
      { character: 'Luna', stickerUrl: '/api/media/b.png', index: 1 },
    ]);
    expect(mergeSticker(list, { character: 'Bramble', stickerUrl: '/api/media/d.png' }).map((s) => [s.index, s.character])).toEqual([
      [0, 'Pip'],
      [1, 'Luna'],
      [2, 'Bramble'],
    ]);
  });
});

describe('sticker file names', () => {
  it('are the character as a slug', () => {
    expect(stickerFileName('Captain Whiskers')).toBe('captain-whiskers-sticker.png');
    expect(stickerFileName('  Zoë  the Brave! ')).toBe('zoe-the-brave-sticker.png');
    expect(stickerFileName("Pip's Owl")).toBe('pips-owl-sticker.png');
    expect(stickerFileName('Dr. Hoot-Hoot')).toBe('dr-hoot-hoot-sticker.png');
  });

  it('never come out empty or overlong', () => {
    expect(stickerFileName('🦄✨')).toBe('character-sticker.png');
    const long = stickerFileName('a'.repeat(50) + ' ' + 'b'.repeat(50));
    expect(long.length).toBeLessThanOrEqual(60 + '-sticker.png'.length);
    expect(long).not.toMatch(/--/);
  });
});

describe('enhancement failure messages', () => {
  it('use the server message when there is one, else the status', () => {
    expect(enhancementFailureMessage(new ApiError(403, '{"message":"Only the story\'s owner can create illustrations."}'))).toBe(
      "Only the story's owner can create illustrations.",
    );
    expect(enhancementFailureMessage(new ApiError(502, 'Bad Gateway'))).toBe('Server error: 502');
  });

  it('say "Network error occurred" when no answer came', () => {
    expect(enhancementFailureMessage(new TypeError('Failed to fetch'))).toBe('Network error occurred');
    expect(enhancementFailureMessage(new TimeoutError())).toBe('Request timed out. Please try again.');
  });

  it('stop a sticker run on refusals only', () => {
    expect(isRefusal(new ApiError(403, 'x'))).toBe(true);
    expect(isRefusal(new ApiError(402, 'x'))).toBe(true);
    expect(isRefusal(new ApiError(502, 'x'))).toBe(false);
    expect(isRefusal(new TimeoutError())).toBe(false);
  });
});

describe('print links and link previews', () => {
  it('point at the story PDF and the coloring book', () => {
    expect(storyPdfUrl('s-1')).toBe('/api/stories/s-1/pdf');
    expect(coloringBookUrl('s-1')).toBe('/api/stories/s-1/coloring-book');
  });

  it('describe the story as the gateway does, and carry the card image only when there is one', () => {
    const description = describeStory({ style: 'adventurous', interests: ['Animals', 'Music', 'Sports'], age: 6 });
    expect(description).toBe('An adventurous bedtime story about Animals and Music, for a 6-year-old.');
    const base = { title: 'Moon Boat', description, url: 'https://x.test/story/1' };
    const withCard = Object.fromEntries(socialMetaTags({ ...base, image: 'https://x.test/api/stories/1/social-card.png' }).map((t) => [t.key, t.content]));
    expect(withCard['og:title']).toBe('Moon Boat');
    expect(withCard['og:description']).toBe(description);
    expect(withCard['og:image']).toBe('https://x.test/api/stories/1/social-card.png');
    expect(withCard['twitter:card']).toBe('summary_large_image');
    expect(socialMetaTags({ ...base, image: null }).some((t) => t.key === 'og:image')).toBe(false);
  });
});
