import { useCallback } from 'react';
import type { Sticker } from '@bedtime/contracts';
import { useToast } from '@bedtime/web-kit';
import { writeClipboard } from '../../share/hooks/use-copy-link';
import { fetchStickerImage } from '../api/stickers';
import { enhancementFailureMessage } from '../lib/enhancement-errors';
import { stickerFileName } from '../lib/sticker-rules';

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has been handed to the browser; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Per-sticker download (a file named after the character) and share (the image itself, else its link). */
export function useStickerActions(storyTitle: string) {
  const { toast } = useToast();

  const download = useCallback(
    async (sticker: Sticker) => {
      try {
        saveBlob(await fetchStickerImage(sticker.stickerUrl), stickerFileName(sticker.character));
      } catch (error) {
        console.error('Sticker download failed', error);
        toast({ title: 'Download Failed', description: enhancementFailureMessage(error), variant: 'destructive' });
      }
    },
    [toast],
  );

  const copyLink = useCallback(
    async (sticker: Sticker) => {
      try {
        await writeClipboard(new URL(sticker.stickerUrl, window.location.origin).href);
        toast({ title: 'Link Copied!', description: `The link to ${sticker.character}'s sticker is on your clipboard.`, variant: 'success' });
      } catch {
        toast({ title: 'Failed to copy', variant: 'destructive' });
      }
    },
    [toast],
  );

  const share = useCallback(
    async (sticker: Sticker) => {
      if (typeof navigator.share === 'function' && typeof navigator.canShare === 'function') {
        try {
          const blob = await fetchStickerImage(sticker.stickerUrl);
          const file = new File([blob], stickerFileName(sticker.character), { type: blob.type || 'image/png' });
          if (navigator.canShare({ files: [file] })) {
            await navigator.share({ files: [file], title: `${sticker.character} sticker`, text: `${sticker.character}, from “${storyTitle}”` });
            return;
          }
        } catch (error) {
          // The person closed the share sheet: nothing more to do.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          console.warn('Native sharing failed; copying the link instead', error);
        }
      }
      await copyLink(sticker);
    },
    [storyTitle, copyLink],
  );

  return { download, share };
}
