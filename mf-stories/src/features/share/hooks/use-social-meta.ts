import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { socialCardResponseSchema, type SocialCardResponse } from '@bedtime/contracts';
import { STORIES_QUERY_KEY, apiJson } from '@bedtime/web-kit';
import { socialMetaTags, type SocialMeta } from '../lib/social-meta';
import { storyUrl } from '../lib/share-links';

/**
 * Keeps the page's link-preview tags right for the open story after client-side navigation (the gateway
 * writes them into the HTML only for the page first served). The card image comes from
 * GET /api/stories/{id}/social-card and is made absolute, as previews need. Leaving puts the old tags back.
 */
export function useSocialMeta(story: { id: string; title: string; description: string }) {
  const card = useQuery<SocialCardResponse, Error, string | null>({
    queryKey: [...STORIES_QUERY_KEY, story.id, 'social-card'],
    queryFn: async ({ signal }) =>
      await apiJson(socialCardResponseSchema, 'GET', `/api/stories/${encodeURIComponent(story.id)}/social-card`, undefined, { signal }),
    select: (data) => (data.success && data.cardUrl ? new URL(data.cardUrl, window.location.origin).href : null),
  });
  const image = card.data ?? null;

  useEffect(() => {
    const meta: SocialMeta = { title: story.title, description: story.description, url: storyUrl(window.location.origin, story.id), image };
    const undo: (() => void)[] = [];
    for (const tag of socialMetaTags(meta)) {
      const selector = `meta[${tag.attribute}="${CSS.escape(tag.key)}"]`;
      const existing = document.head.querySelector<HTMLMetaElement>(selector);
      if (existing) {
        const before = existing.content;
        existing.content = tag.content;
        undo.push(() => {
          existing.content = before;
        });
      } else {
        const element = document.createElement('meta');
        element.setAttribute(tag.attribute, tag.key);
        element.content = tag.content;
        document.head.appendChild(element);
        undo.push(() => element.remove());
      }
    }
    return () => undo.forEach((restore) => restore());
  }, [story.id, story.title, story.description, image]);
}
