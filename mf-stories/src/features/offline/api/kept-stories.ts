import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { narrationResponseSchema, type NarrationPreference, type NarrationResponse, type Story } from '@bedtime/contracts';
import { apiJson, forgetKeptStory, keptStoriesOf, narratorKey, saveKeptStory, summaryOf, useSession, type KeptStory } from '@bedtime/web-kit';

/** Not an API path: the kept stories are read from this device (docs/offline.md). */
export const keptStoriesQueryKey = (userId: string) => ['offline', 'kept', userId] as const;

/** The stories kept on this device for the signed-in account, newest first. */
export function useKeptStories() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: keptStoriesQueryKey(user?.id ?? ''),
    enabled: !!user,
    queryFn: () => keptStoriesOf(user!.id),
  });
  return { kept: query.data ?? [], isLoading: query.isLoading, error: query.error };
}

export function useKeptIds(): ReadonlySet<string> {
  const { kept } = useKeptStories();
  return new Set(kept.map((record) => record.storyId));
}

/** The whole narration in the narrator chosen (made now if it has never been), as JSON rather than a stream. */
async function wholeNarration(storyId: string, narrator: NarrationPreference | undefined): Promise<NarrationResponse> {
  const query = narrator ? `?${new URLSearchParams({ voice: narrator.voice, speed: String(narrator.speed) })}` : '';
  return apiJson(narrationResponseSchema, 'GET', `/api/stories/${encodeURIComponent(storyId)}/narration${query}`, undefined, {
    timeoutMs: 180_000,
    headers: { Accept: 'application/json' },
  });
}

interface KeepInput {
  story: Story;
  narrator?: NarrationPreference;
  /** The narration already on the page (just listened to): not asked for again. */
  narration?: NarrationResponse | null;
  /** Kept because it was listened to (the last few stay), not with the button. */
  automatic?: boolean;
}

/** Keeps a story on this device: its text, its narration with the word timeline, its audio and pictures. */
export function useKeepStory() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ story, narrator, narration, automatic = false }: KeepInput): Promise<KeptStory> => {
      if (!user) throw new Error('Sign in to keep stories for offline.');
      const narrated = narration ?? (await wholeNarration(story.id, narrator));
      // Asked once, on purpose: the browser then keeps the kept stories unless the parent clears them.
      if (!automatic) await navigator.storage?.persist?.().catch(() => false);
      return saveKeptStory({
        userId: user.id,
        storyId: story.id,
        story,
        summary: summaryOf(story, user.id),
        narration: narrated,
        narrator: narratorKey(narrator),
        media: [],
        keptAt: new Date().toISOString(),
        automatic,
      });
    },
    onSettled: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: keptStoriesQueryKey(user.id) });
    },
  });
}

export function useForgetKeptStory() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (storyId: string) => {
      if (user) await forgetKeptStory(user.id, storyId);
    },
    onSettled: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: keptStoriesQueryKey(user.id) });
    },
  });
}
