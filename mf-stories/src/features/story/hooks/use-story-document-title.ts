import { useEffect } from 'react';

/**
 * The tab shows the story's title while it is open; the shell's title comes back on leaving. Link-preview
 * tags are kept right by share/hooks/use-social-meta.ts (the gateway writes them for crawlers).
 */
export function useStoryDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Bedtime Stories`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
