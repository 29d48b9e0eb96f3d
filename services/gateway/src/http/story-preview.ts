import type { StoryPreview } from '@bedtime/contracts';
import type { Logger } from '@bedtime/service-kit';
import { createStoryPreviewSource } from '../providers/story-client';

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * Link previews for /story/{id}: crawlers run no JavaScript, so the title, description and card image
 * go into the HTML the gateway serves. A slow or failed lookup only costs the preview, never the page.
 */
export function createStoryPreviews(options: { storyServiceUrl: string; identitySecret: string; publicUrl: string; logger: Logger }) {
  const previewOf = createStoryPreviewSource({ storyServiceUrl: options.storyServiceUrl, identitySecret: options.identitySecret });
  return {
    async inject(html: string, storyId: string): Promise<string> {
      let preview: StoryPreview;
      try {
        preview = await previewOf(storyId);
      } catch (error) {
        options.logger.debug({ err: error, storyId }, 'no story preview');
        return html;
      }
      const url = new URL(`/story/${storyId}`, options.publicUrl).toString();
      const image = new URL(preview.imagePath, options.publicUrl).toString();
      const tags = [
        ['og:type', 'article'],
        ['og:site_name', 'Bedtime Stories'],
        ['og:title', preview.title],
        ['og:description', preview.description],
        ['og:url', url],
        ['og:image', image],
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
      ]
        .map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content!)}">`)
        .concat(
          `<meta name="twitter:card" content="summary_large_image">`,
          `<meta name="twitter:title" content="${escapeAttribute(preview.title)}">`,
          `<meta name="twitter:description" content="${escapeAttribute(preview.description)}">`,
          `<meta name="twitter:image" content="${escapeAttribute(image)}">`,
          `<meta name="description" content="${escapeAttribute(preview.description)}">`,
        )
        .join('');
      // The page will ask for the story as soon as its code has run: asked now, it arrives while the code
      // loads (the shell's fetch, with credentials, reuses this answer).
      const preload = `<link rel="preload" href="/api/stories/${encodeURIComponent(storyId)}" as="fetch" crossorigin="use-credentials">`;
      // Function replacements: a string replacement would read `$&`, `$\``, `$'` in a story title as patterns.
      const title = `<title>${escapeAttribute(preview.title)} · Bedtime Stories</title>`;
      return html.replace(/<title>[^<]*<\/title>/, () => title).replace('</head>', () => `${tags}${preload}</head>`);
    },
  };
}
