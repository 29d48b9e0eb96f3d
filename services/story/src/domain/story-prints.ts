import { DEFAULT_STORY_TITLE, UNTITLED_STORY_TITLE, type StoryPreview } from '@bedtime/contracts';
import { NotFoundError, ValidationError } from '@bedtime/service-kit';
import type { BlobStore } from '../providers/blob-store/blob-store';
import type { StoredIllustration, StoryEnhancementsRepository } from '../data/story-enhancements-repository';
import { renderColoringBookPdf } from '../providers/print/coloring-book-pdf';
import { renderStoryPdf } from '../providers/print/story-pdf';
import { renderBookCover, spineWidth } from '../providers/print/book-cover-pdf';
import type { PrintFileRequest, PrintFileResponse } from '@bedtime/contracts';
import { renderSocialCard } from '../providers/images/social-card';
import { chooseScenes, StoryNeedsText } from '../providers/images/text/choose-scenes';
import type { IllustrationArt, StoryForArt } from '../providers/images/types';
import { storyForArt } from './enhancements';
import type { RenderedFile, RenderedMedia } from './rendered-media';
import { findStoryOrFail, STORY_NOT_FOUND } from './story-access';
import { publicTitle } from './story-library';
import type { StoriesRepository } from '../data/stories-repository';

export const COLORING_BOOK_NEEDS_ILLUSTRATIONS = 'Generate illustrations first: the coloring book needs at least one illustration.';
export const CARD_NEEDS_CONTENT = 'Story content is required to make a social card';

export const socialCardPath = (storyId: string) => `/api/stories/${storyId}/social-card.png`;

/** "A gentle bedtime story about Animals and Music, for a 5-year-old." (at most 2 interests, as cards show). */
export function describeStory(story: { style: string; interests: string[]; age: number }): string {
  const kind = `${/^[aeiou]/i.test(story.style) ? 'An' : 'A'} ${story.style} bedtime story`;
  const about = story.interests.length > 0 ? ` about ${story.interests.slice(0, 2).join(' and ')}` : '';
  // Said aloud, 8, 11 and 18 start with a vowel sound: "an 8-year-old".
  const article = /^(8|11|18)/.test(String(story.age)) ? 'an' : 'a';
  return `${kind}${about}, for ${article} ${story.age}-year-old.`;
}

/** Page objects in a PDF we just wrote (pdfkit writes each page once, as `/Type /Page`). */
function countPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

/** A file name from the title that every browser and file system accepts. */
export function downloadName(title: string, suffix = ''): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 80) || 'Bedtime Story';
  return `${base}${suffix}.pdf`;
}

/**
 * What a story looks like outside the app: its link-preview card, its printed book and colouring book.
 * Readable by anyone holding the story's id, like the story itself; each is rendered once per input.
 */
export function createStoryPrints({
  stories,
  enhancements,
  blobs,
  rendered,
}: {
  stories: StoriesRepository;
  enhancements: StoryEnhancementsRepository;
  blobs: BlobStore;
  rendered: RenderedMedia;
}) {
  async function pictures(rows: StoredIllustration[], key: (row: StoredIllustration) => string | null): Promise<Buffer[]> {
    const found = await Promise.all(
      rows.map((row) => {
        const k = key(row);
        return k ? blobs.get(k) : null;
      }),
    );
    return found.filter((png): png is Buffer => png !== null);
  }

  async function renderCard(story: StoryForArt, first: StoredIllustration | undefined): Promise<Buffer> {
    const png = first ? await blobs.get(first.blobKey) : null;
    try {
      // The stored picture is the story's first scene, which is what chooseScenes puts first.
      const scene: IllustrationArt | undefined = png && first ? { scene: chooseScenes(story)[0]!, prompt: first.prompt, png } : undefined;
      return await renderSocialCard(story, scene);
    } catch (error) {
      if (error instanceof StoryNeedsText) throw new ValidationError(CARD_NEEDS_CONTENT);
      throw error;
    }
  }

  return {
    async socialCardLink(storyId: string): Promise<{ success: true; cardUrl: string }> {
      const story = await findStoryOrFail(stories, storyId);
      return { success: true, cardUrl: socialCardPath(story.id) };
    },

    /** The 1200x630 card: the title on a night sky beside the story's first picture. */
    async socialCard(storyId: string): Promise<RenderedFile> {
      // The card is public (link previews): only a title that passes today's screen is drawn on it.
      const row = await findStoryOrFail(stories, storyId);
      const story = storyForArt({ ...row, title: publicTitle(row.title) });
      const [first] = await enhancements.illustrationRows(storyId);
      return rendered.file({
        kind: 'card',
        inputs: [story.id, story.title, first?.blobKey ?? null],
        extension: 'png',
        mimeType: 'image/png',
        render: () => renderCard(story, first),
      });
    },

    async storyPdf(storyId: string): Promise<RenderedFile> {
      const row = await findStoryOrFail(stories, storyId);
      const title = row.title?.trim() || UNTITLED_STORY_TITLE;
      const rows = await enhancements.illustrationRows(storyId);
      return rendered.file({
        kind: 'story-pdf',
        inputs: [row.id, title, rows.map((r) => r.blobKey)],
        extension: 'pdf',
        mimeType: 'application/pdf',
        filename: downloadName(title),
        render: async () =>
          renderStoryPdf({
            title,
            content: row.content,
            createdAt: row.createdAt,
            illustrations: (await pictures(rows, (r) => r.blobKey)).map((png) => ({ png })),
          }),
      });
    },

    async coloringBook(storyId: string): Promise<RenderedFile> {
      const row = await findStoryOrFail(stories, storyId);
      const title = row.title?.trim() || UNTITLED_STORY_TITLE;
      const rows = (await enhancements.illustrationRows(storyId)).filter((r) => r.lineArtBlobKey);
      if (rows.length === 0) throw new ValidationError(COLORING_BOOK_NEEDS_ILLUSTRATIONS);
      return rendered.file({
        kind: 'coloring-book',
        inputs: [row.id, title, rows.map((r) => r.lineArtBlobKey)],
        extension: 'pdf',
        mimeType: 'application/pdf',
        filename: downloadName(title, ' - Coloring Book'),
        render: async () => {
          const pages = (await pictures(rows, (r) => r.lineArtBlobKey)).map((lineArtPng) => ({ lineArtPng }));
          if (pages.length === 0) throw new ValidationError(COLORING_BOOK_NEEDS_ILLUSTRATIONS);
          return renderColoringBookPdf({ title, pages });
        },
      });
    },

    /**
     * Print-ready files for a print shop (billing asks): the interior at the format's trim size, padded
     * with blank pages to the page count its binding needs, and the wrap-around cover for that count.
     */
    async printFiles(storyId: string, request: PrintFileRequest): Promise<PrintFileResponse> {
      const row = await findStoryOrFail(stories, storyId);
      // A printed book of someone else's story (shared, or its id guessed) is never made: it does not exist for them.
      if (row.userId !== request.ownerId) throw new NotFoundError(STORY_NOT_FOUND);
      const title = row.title?.trim() || UNTITLED_STORY_TITLE;
      const rows = await enhancements.illustrationRows(storyId);
      const layout = { size: [request.widthPt, request.heightPt] as [number, number], minPages: request.minPages };
      let interior: Buffer;
      let picture: Buffer | undefined;
      if (request.bookType === 'coloring') {
        const pages = (
          await pictures(
            rows.filter((r) => r.lineArtBlobKey),
            (r) => r.lineArtBlobKey,
          )
        ).map((lineArtPng) => ({ lineArtPng }));
        if (pages.length === 0) throw new ValidationError(COLORING_BOOK_NEEDS_ILLUSTRATIONS);
        interior = await renderColoringBookPdf({ title, pages }, layout);
        picture = pages[0]!.lineArtPng;
      } else {
        const illustrations = (await pictures(rows, (r) => r.blobKey)).map((png) => ({ png }));
        interior = await renderStoryPdf({ title, content: row.content, createdAt: row.createdAt, illustrations }, layout);
        picture = illustrations[0]?.png;
      }
      const pageCount = countPages(interior);
      const blurb = request.bookType === 'coloring' ? `${title}: a coloring book of the story's pictures.` : describeStory(row);
      const cover = await renderBookCover({ title, picture, blurb, pageCount, trim: layout.size });
      return { title, pageCount, interiorPdf: interior.toString('base64'), coverPdf: cover.toString('base64'), spineWidthPt: spineWidth(pageCount) };
    },

    /** For the gateway's link-preview tags on /story/{id}. */
    async preview(storyId: string): Promise<StoryPreview> {
      const story = await findStoryOrFail(stories, storyId);
      // Shown to anyone the link is sent to, and to crawlers: only a title that passes today's screen.
      return { title: publicTitle(story.title?.trim()) || DEFAULT_STORY_TITLE, description: describeStory(story), imagePath: socialCardPath(story.id) };
    },
  };
}
export type StoryPrints = ReturnType<typeof createStoryPrints>;
