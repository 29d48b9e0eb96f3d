import {
  countWords,
  readingTimeMinutes,
  storyPreview,
  type NarrationPreference,
  type NarrationResponse,
  type Story,
  type StorySummary,
} from '@bedtime/contracts';

/** How many of the stories last listened to stay kept on the device without the parent asking. */
export const AUTO_KEPT_STORIES = 3;

/** A story kept on this device for one account (docs/offline.md): everything the story page needs offline. */
export interface KeptStory {
  userId: string;
  storyId: string;
  story: Story;
  /** What the library lists offline. */
  summary: StorySummary;
  /** The narration with its word timeline; its audio is in the account's media cache. */
  narration: NarrationResponse | null;
  /** The narrator and pace of that narration (`voice@speed`), '' when it was the account's saved choice. */
  narrator: string;
  /** Same-origin media (narration audio, pictures, stickers) stored in the account's media cache. */
  media: string[];
  /** When it was kept or last refreshed (ISO). */
  keptAt: string;
  /** Kept because it was listened to, not with "Keep for offline": only the last few of these stay. */
  automatic: boolean;
}

export const narratorKey = (narrator: NarrationPreference | undefined): string => (narrator ? `${narrator.voice}@${narrator.speed}` : '');

/** The library's card for a kept story, made from the story itself (the same rules the service uses). */
export function summaryOf(story: Story, userId: string): StorySummary {
  return {
    id: story.id,
    userId: story.userId ?? userId,
    title: story.title,
    preview: storyPreview(story.content),
    age: story.age,
    gender: story.gender,
    interests: story.interests,
    style: story.style,
    createdAt: story.createdAt,
    wordCount: countWords(story.content),
    readingMinutes: readingTimeMinutes(story.content),
    isFavorite: false,
    childId: story.childId ?? null,
    companions: story.companions ?? [],
    progress: null,
  };
}

/** Only this site's stored media are kept: a picture elsewhere (a provider's URL) cannot be fetched offline anyway. */
const isOwnMedia = (url: string) => url.startsWith('/api/media/');

/** The media a kept story needs offline: its narration audio, illustrations and stickers, each once. */
export function mediaOf(story: Pick<Story, 'illustrations' | 'stickers'>, narration: Pick<NarrationResponse, 'audioUrl'> | null): string[] {
  const urls = [narration?.audioUrl, ...story.illustrations.map((picture) => picture.imageUrl), ...story.stickers.map((sticker) => sticker.stickerUrl)];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && isOwnMedia(url)))];
}

/** Which stories kept automatically fall out once a new one is kept: all but the newest few (kept ones by the button stay). */
export function overflowingAutomatic(records: readonly Pick<KeptStory, 'storyId' | 'keptAt' | 'automatic'>[], limit = AUTO_KEPT_STORIES): string[] {
  return records
    .filter((record) => record.automatic)
    .sort((a, b) => b.keptAt.localeCompare(a.keptAt))
    .slice(limit)
    .map((record) => record.storyId);
}

/** Media of the removed stories that no remaining kept story of the account uses (content-addressed files can be shared). */
export function unusedMedia(removed: readonly Pick<KeptStory, 'media'>[], remaining: readonly Pick<KeptStory, 'media'>[]): string[] {
  const used = new Set(remaining.flatMap((record) => record.media));
  return [...new Set(removed.flatMap((record) => record.media))].filter((url) => !used.has(url));
}

/**
 * A new keep of a story already kept: keeping it with the button makes it stay for good; being listened to
 * again only refreshes it and never turns a story kept on purpose into one that may fall out.
 */
export function mergeKept(existing: KeptStory | undefined, next: KeptStory): KeptStory {
  if (!existing) return next;
  return {
    ...next,
    automatic: existing.automatic && next.automatic,
    narration: next.narration ?? existing.narration,
    narrator: next.narration ? next.narrator : existing.narrator,
  };
}
