import { useEffect } from 'react';

/**
 * The tab shows the story's title while it is open. Link-preview tags are the gateway's job (it writes them
 * into /story/{id} for crawlers), so only the title is set here; the shell's title comes back on leaving.
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
