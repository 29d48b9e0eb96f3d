import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Illustration } from '@bedtime/contracts';
import { useToast } from '@bedtime/web-kit';
import { generateIllustrations } from '../api/illustrations';
import { rememberEnhancements } from '../api/story-cache';
import { enhancementFailureMessage } from '../lib/enhancement-errors';

/** The story's pictures: those made before (from the story) and a new set on request. */
export function useIllustrations(storyId: string, initial: readonly Illustration[]) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [illustrations, setIllustrations] = useState<readonly Illustration[]>(initial);
  const mutation = useMutation({
    mutationFn: () => generateIllustrations(storyId),
    onSuccess: (made) => {
      setIllustrations(made);
      rememberEnhancements(queryClient, storyId, { illustrations: made });
    },
    onError: (error) => {
      console.error('Generating illustrations failed', error);
      toast({ title: 'Failed to generate illustrations', description: enhancementFailureMessage(error), variant: 'destructive' });
    },
  });
  return { illustrations, generate: () => mutation.mutate(), generating: mutation.isPending };
}
