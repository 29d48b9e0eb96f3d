import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Sticker } from '@bedtime/contracts';
import { useToast } from '@bedtime/web-kit';
import { extractCharacters, generateSticker } from '../api/stickers';
import { rememberEnhancements } from '../api/story-cache';
import { enhancementFailureMessage, isRefusal } from '../lib/enhancement-errors';
import {
  STICKERS_NEED_CONTENT,
  STICKERS_NEED_ID,
  mergeSticker,
  numbered,
  stickerProgressText,
  stickersGeneratedText,
  type NumberedSticker,
} from '../lib/sticker-rules';

export const FINDING_CHARACTERS_TEXT = 'Finding the characters in your story...';

/**
 * Character stickers (docs/product-rules.md, Enhancements): characters are extracted first, then stickers
 * are made one at a time with 'Generating sticker i/n for {character}...'; a failed one is skipped and the
 * run ends with a success or a failure toast. A refusal (not the owner, trial over) stops the run at once.
 */
export function useStickerRun(storyId: string, content: string, initial: readonly Sticker[]) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [stickers, setStickers] = useState<NumberedSticker[]>(() => numbered(initial));
  // The list as the run builds it, one sticker at a time (state updates land later).
  const latest = useRef(stickers);
  latest.current = stickers;
  const [progress, setProgress] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async () => {
    if (running.current) return;
    if (!content.trim() || !storyId) {
      toast({ title: 'Failed to generate stickers', description: content.trim() ? STICKERS_NEED_ID : STICKERS_NEED_CONTENT, variant: 'destructive' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    const stopped = () => controller.signal.aborted;
    try {
      setProgress(FINDING_CHARACTERS_TEXT);
      let characters: { name: string }[];
      try {
        characters = await extractCharacters(storyId, controller.signal);
      } catch (error) {
        if (stopped()) return;
        console.error('Character extraction failed', error);
        toast({ title: 'Character Extraction Failed', description: enhancementFailureMessage(error), variant: 'destructive' });
        return;
      }
      if (stopped()) return;
      if (characters.length === 0) {
        toast({ title: 'No Characters Found', description: "Couldn't find any characters in the story to create stickers.", variant: 'destructive' });
        return;
      }

      let made = 0;
      let current: NumberedSticker[] = latest.current;
      for (const [i, { name }] of characters.entries()) {
        setProgress(stickerProgressText(i + 1, characters.length, name));
        try {
          const sticker = await generateSticker(storyId, name, controller.signal);
          if (stopped()) return;
          current = mergeSticker(current, sticker);
          setStickers(current);
          made++;
        } catch (error) {
          if (stopped()) return;
          if (isRefusal(error)) {
            toast({ title: 'Failed to generate stickers', description: enhancementFailureMessage(error), variant: 'destructive' });
            return;
          }
          console.warn(`Sticker for ${name} failed; skipping it`, error);
        }
      }
      if (made === 0) {
        toast({ title: 'Generation Failed', description: 'Failed to generate any stickers. Please try again.', variant: 'destructive' });
        return;
      }
      rememberEnhancements(queryClient, storyId, { stickers: current.map(({ character, stickerUrl }) => ({ character, stickerUrl })) });
      toast({ title: 'Stickers Generated!', description: stickersGeneratedText(made), variant: 'success' });
    } finally {
      if (running.current === controller) {
        running.current = null;
        if (!stopped()) setProgress(null);
      }
    }
  }, [content, storyId, toast, queryClient]);

  return { stickers, progress, running: progress !== null, run };
}
