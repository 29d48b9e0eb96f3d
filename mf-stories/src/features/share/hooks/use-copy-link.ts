import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@bedtime/web-kit';

export const COPIED_INDICATOR_MS = 2_000;

/** The async Clipboard API needs a secure context; older or plain-http pages fall back to a selection copy. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy was refused');
}

/** Copies a link, toasts the outcome and reports `copied` for 2 s (docs/product-rules.md, Enhancements). */
export function useCopyLink() {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (url: string) => {
      try {
        await writeClipboard(url);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
        toast({ title: 'Link copied!', description: 'Story link has been copied to your clipboard', variant: 'success' });
      } catch {
        toast({ title: 'Failed to copy', variant: 'destructive' });
      }
    },
    [toast],
  );
  return { copied, copy };
}
