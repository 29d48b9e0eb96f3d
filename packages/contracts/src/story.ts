import { z } from 'zod';
import { idParam, requiredText, textField } from './common';
import {
  GENDERS,
  INTERESTS,
  MAX_AGE,
  MAX_INTERESTS,
  MAX_LESSON_LENGTH,
  MAX_PLOT_TWIST_LENGTH,
  MAX_CHILD_NAME_LENGTH,
  MAX_PLOT_TWISTS,
  MAX_PROGRESS_POSITION,
  MAX_TITLE_LENGTH,
  MIN_AGE,
  STYLES,
} from './story-constants';

/** A story picture: `alt` is a short description of the scene (under 150 characters); `prompt` the brief it was drawn from. */
export const illustrationSchema = z.object({ imageUrl: z.string(), prompt: z.string(), alt: z.string() });
export type Illustration = z.infer<typeof illustrationSchema>;
export const stickerSchema = z.object({ character: z.string(), stickerUrl: z.string() });
export type Sticker = z.infer<typeof stickerSchema>;

/** A story (docs/product-rules.md, Stories), plus what enhancements made of it. */
export const storySchema = z.object({
  id: z.string(),
  /** The owner's id, sent only to the owner: a shared story does not tell its readers who wrote it. */
  userId: z.string().optional(),
  title: z.string().nullable(),
  content: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  interests: z.array(z.string()),
  style: z.enum(STYLES),
  lesson: z.string(),
  isCollaborative: z.boolean(),
  plotTwists: z.array(z.string()),
  createdAt: z.string(),
  illustrations: z.array(illustrationSchema),
  stickers: z.array(stickerSchema),
  /** Sent only to the owner: the saved child the story was for (null: nobody saved). */
  childId: z.string().nullable().optional(),
  /** Sent only to the owner: the hero's name and the friends (companions) another adventure keeps. */
  hero: z.string().nullable().optional(),
  companions: z.array(z.string()).optional(),
});
export type Story = z.infer<typeof storySchema>;

export const ageField = z.coerce
  .number({ error: 'Age must be a whole number between 2 and 12' })
  .int('Age must be a whole number between 2 and 12')
  .min(MIN_AGE, 'Age must be between 2 and 12')
  .max(MAX_AGE, 'Age must be between 2 and 12');

/**
 * The fields the wizard asks about a child, shared by the story request and the saved child profiles
 * (children.ts), so a profile holds exactly what the wizard would accept.
 */
export const genderField = z.enum(GENDERS, { error: 'Please choose boy, girl or other' });
export const interestsField = z
  .array(z.enum(INTERESTS, { error: 'Please pick interests from the list' }), { error: 'Please pick between 1 and 3 interests' })
  .min(1, 'Please pick between 1 and 3 interests')
  .max(MAX_INTERESTS, 'Please pick between 1 and 3 interests')
  .refine((list) => new Set(list).size === list.length, 'Each interest can be picked once');
export const styleField = z.enum(STYLES, { error: 'Please choose a story style' });
/** The child's name as typed: trimmed, at most MAX_CHILD_NAME_LENGTH (screened by the service, not here). */
export const childNameField = textField("The child's name", { error: "The child's name must be text" })
  .trim()
  .max(MAX_CHILD_NAME_LENGTH, `The child's name must be at most ${MAX_CHILD_NAME_LENGTH} characters`);
/** An id the client passes back (a saved child's, a story's): the house id shape, with a message that names it. */
const referenceId = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .min(1, `Invalid ${label.toLowerCase()}`)
    .max(64, `Invalid ${label.toLowerCase()}`)
    .regex(/^[\w-]+$/, `Invalid ${label.toLowerCase()}`);
export const childIdField = referenceId('Child id');

export const generateStoryRequestSchema = z.object({
  age: z
    .number({ error: 'Age must be a whole number between 2 and 12' })
    .int('Age must be a whole number between 2 and 12')
    .min(MIN_AGE, 'Age must be between 2 and 12')
    .max(MAX_AGE, 'Age must be between 2 and 12'),
  gender: genderField,
  interests: interestsField,
  style: styleField,
  lesson: textField('The lesson', { error: 'Please enter a lesson for the story' })
    .trim()
    .min(1, 'Please enter a lesson for the story')
    .max(MAX_LESSON_LENGTH, `The lesson must be at most ${MAX_LESSON_LENGTH} characters`),
  isCollaborative: z.boolean().default(false),
  plotTwists: z
    .array(
      textField('Plot twists', { error: 'Plot twists must be text' })
        .trim()
        .min(1, 'Plot twists cannot be empty')
        .max(MAX_PLOT_TWIST_LENGTH, `Each plot twist must be at most ${MAX_PLOT_TWIST_LENGTH} characters`),
    )
    .max(MAX_PLOT_TWISTS, 'Maximum of 3 plot twists reached')
    .default([]),
  /**
   * The hero's name. An empty name means the parent cleared it: the writer picks a fitting name.
   * Left out, the chosen child's saved name is used, else the hero of the story continued, else the
   * writer picks one. The account's nickname is the parent's own and never names the hero.
   */
  childName: childNameField.optional(),
  /** The saved child the story is for (one of the caller's own): the library can then show that child's stories. */
  childId: childIdField.optional(),
  /**
   * "Another adventure": one of the caller's own stories whose hero and friends (its companion) the new
   * story keeps.
   */
  continuesFrom: referenceId('Story id').optional(),
});
export type GenerateStoryRequest = z.input<typeof generateStoryRequestSchema>;

export const generateStoryResponseSchema = z.object({
  success: z.boolean(),
  story: z.string().optional(),
  title: z.string().optional(),
  id: z.string().optional(),
  error: z.string().optional(),
  /** How the lesson was read when that is worth saying: "We told this as a story about sharing." */
  note: z.string().optional(),
});

/**
 * POST /api/understand-ideas: how the writer reads a lesson and plot twists as the parent types them,
 * so the wizard can show it under each field before anything is written. Nothing is stored.
 */
export const understandIdeasRequestSchema = z.object({
  lesson: textField('The lesson', { error: 'The lesson must be text' })
    .trim()
    .max(MAX_LESSON_LENGTH, `The lesson must be at most ${MAX_LESSON_LENGTH} characters`)
    .default(''),
  plotTwists: z
    .array(
      textField('Plot twists', { error: 'Plot twists must be text' })
        .trim()
        .max(MAX_PLOT_TWIST_LENGTH, `Each plot twist must be at most ${MAX_PLOT_TWIST_LENGTH} characters`),
    )
    .max(MAX_PLOT_TWISTS, 'Maximum of 3 plot twists reached')
    .default([]),
  age: ageField.optional(),
});
export type UnderstandIdeasRequest = z.input<typeof understandIdeasRequestSchema>;

/** One field's reading: what the story will be about, or (for a harmful idea) the kind message to change it. */
export const ideaReadingSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** "being brave at the dentist" (a lesson's theme) or "an animal who can talk" (a twist's kind). */
    about: z.string(),
    /** The lexicon noun it is about, when there is one: "sister", "cat". */
    subject: z.string().optional(),
    /** False when nothing matched with confidence and the nearest theme or kind will be used. */
    confident: z.boolean(),
    note: z.string().optional(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type IdeaReading = z.infer<typeof ideaReadingSchema>;
export const understandIdeasResponseSchema = z.object({
  lesson: ideaReadingSchema.nullable(),
  plotTwists: z.array(ideaReadingSchema),
});
export type UnderstandIdeasResponse = z.infer<typeof understandIdeasResponseSchema>;
export type GenerateStoryResponse = z.infer<typeof generateStoryResponseSchema>;

/**
 * Streamed generation (POST /api/generate-story with `Accept: text/event-stream`): server-sent events
 * `stage` {stage}, `title` {title}, `delta` {text}, then `done` (the GenerateStoryResponse) or `error` {error}.
 */

export const storyResponseSchema = z.object({ story: storySchema });
export type StoryResponse = z.infer<typeof storyResponseSchema>;

/**
 * A story as the library lists it: what a card or a book's spine shows, without the text (which comes by id).
 * `progress` is the reader's own (null for none), with `percent` from the progress rules in words.ts.
 */
export const storySummarySchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string().nullable(),
  /** The first 150 characters of the text (whitespace folded), with '...' when there is more. */
  preview: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  interests: z.array(z.string()),
  style: z.enum(STYLES),
  createdAt: z.string(),
  wordCount: z.number().int(),
  readingMinutes: z.number().int(),
  isFavorite: z.boolean(),
  /** The saved child the story was for (null: nobody saved). */
  childId: z.string().nullable(),
  /** The story's friends (companions) by name, for "Another adventure with Pip". */
  companions: z.array(z.string()),
  progress: z.object({ wordIndex: z.number().int(), scrollPercentage: z.number(), percent: z.number().int() }).nullable(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;

/** GET /api/stories: newest first, a page at a time; pass `nextCursor` back as `cursor` for the next page (null: no more). */
export const storySummariesResponseSchema = z.object({ stories: z.array(storySummarySchema), nextCursor: z.string().nullable() });
export type StorySummariesResponse = z.infer<typeof storySummariesResponseSchema>;
export const LIBRARY_PAGE_DEFAULT = 60;
export const LIBRARY_PAGE_MAX = 100;
export const listStoriesQuerySchema = z.object({
  cursor: z.string().max(300, 'Invalid cursor').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, `Limit must be between 1 and ${LIBRARY_PAGE_MAX}`)
    .max(LIBRARY_PAGE_MAX, `Limit must be between 1 and ${LIBRARY_PAGE_MAX}`)
    .default(LIBRARY_PAGE_DEFAULT),
  /** Only the stories for this saved child. */
  childId: childIdField.optional(),
});
/** GET /api/stories/search: every match as a summary, best match first. */
export const storySearchResponseSchema = z.object({ stories: z.array(storySummarySchema) });
/** A list of whole stories (GET /api/stories answers summaries instead: storySummariesResponseSchema). */
export const storiesResponseSchema = z.object({ stories: z.array(storySchema) });
export type StoriesResponse = z.infer<typeof storiesResponseSchema>;

export const storyIdParamsSchema = z.object({ id: idParam });
export const favoriteToggleParamsSchema = z.object({ storyId: idParam });

export const searchStoriesQuerySchema = z.object({
  query: textField('Search text').trim().max(200, 'Search text must be at most 200 characters').optional(),
  age: z.union([z.literal('').transform(() => undefined), ageField]).optional(),
  style: z.union([z.literal('').transform(() => undefined), z.enum(STYLES)], { error: 'Please choose a story style' }).optional(),
  childId: z.union([z.literal('').transform(() => undefined), childIdField]).optional(),
});
export type SearchStoriesQuery = z.infer<typeof searchStoriesQuerySchema>;

export const favoritesResponseSchema = z.object({ favoriteIds: z.array(z.string()) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
export const favoriteToggleResponseSchema = z.object({ isFavorite: z.boolean(), favoriteIds: z.array(z.string()) });
export type FavoriteToggleResponse = z.infer<typeof favoriteToggleResponseSchema>;

export const updateTitleRequestSchema = z.object({ title: requiredText('Title', MAX_TITLE_LENGTH) });

/**
 * Reading progress: values inside a story's reach are clamped rather than refused (docs/product-rules.md, Stories); a
 * position past any story (over MAX_PROGRESS_POSITION) is refused, never passed to an integer column.
 */
export const readingProgressSchema = z.object({
  characterPosition: z
    .number({ error: 'Character position must be a number' })
    .finite()
    .max(MAX_PROGRESS_POSITION, `Character position must be at most ${MAX_PROGRESS_POSITION}`)
    .transform((v) => Math.max(0, Math.floor(v))),
  wordIndex: z
    .number({ error: 'Word index must be a number' })
    .finite()
    .max(MAX_PROGRESS_POSITION, `Word index must be at most ${MAX_PROGRESS_POSITION}`)
    .transform((v) => Math.max(0, Math.floor(v))),
  scrollPercentage: z
    .number({ error: 'Scroll percentage must be a number' })
    .finite()
    .transform((v) => Math.min(100, Math.max(0, v))),
});
export type ReadingProgress = z.output<typeof readingProgressSchema>;
export const progressResponseSchema = z.object({
  progress: z.object({ characterPosition: z.number(), wordIndex: z.number(), scrollPercentage: z.number(), updatedAt: z.string() }).nullable(),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** Narration (issue: read-along): one entry per word of tokenizeWords(story.content). */
export const timedWordSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  charStart: z.number().int(),
  charEnd: z.number().int(),
  startMs: z.number(),
  endMs: z.number(),
});
export const narrationResponseSchema = z.object({ audioUrl: z.string(), durationMs: z.number(), words: z.array(timedWordSchema) });
export type NarrationResponse = z.infer<typeof narrationResponseSchema>;
/**
 * Streamed narration (GET /api/stories/{id}/narration with `Accept: text/event-stream`): `segment` events in
 * text order while it is synthesised, each a self-contained audio file (base64) whose words carry their times
 * in the whole narration, then `done` (the NarrationResponse) or `error` {message}. A cached narration is just `done`.
 */
export const narrationSegmentSchema = z.object({
  index: z.number().int().min(0),
  charStart: z.number().int(),
  charEnd: z.number().int(),
  startMs: z.number().min(0),
  durationMs: z.number().min(0),
  mimeType: z.string(),
  audio: z.string(),
  words: z.array(timedWordSchema),
});
export type NarrationSegment = z.infer<typeof narrationSegmentSchema>;
export const generateAudioRequestSchema = z.object({
  text: textField('Text', { error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(20_000, 'The text is too long to narrate (at most 20,000 characters)'),
  storyId: idParam.optional(),
  voice: textField('Voice').max(40).default('nova'),
  speed: z.number().min(0.5).max(2).default(0.9),
});

/**
 * The listener's choice of narrator: a voice of the engine narrating on this server (its ids are listed by
 * GET /api/narration/voices) and a pace, as a multiple of the house pace. Each voice and pace is its own
 * narration, with its own word timeline.
 */
export const NARRATION_SPEED_CHOICES = [0.8, 1, 1.2] as const;
export type NarrationSpeedChoice = (typeof NARRATION_SPEED_CHOICES)[number];
export const narrationSpeedSchema = z.literal(NARRATION_SPEED_CHOICES, { error: `Speed must be one of ${NARRATION_SPEED_CHOICES.join(', ')}` });
export const narratorVoiceIdSchema = z
  .string({ error: 'Voice must be text' })
  .min(1, 'Voice is required')
  .max(40, 'Voice is at most 40 characters')
  .regex(/^[a-z0-9-]+$/, 'Voice must be one of the voices listed by GET /api/narration/voices');
export const narrationPreferenceSchema = z.strictObject({ voice: narratorVoiceIdSchema, speed: narrationSpeedSchema });
export type NarrationPreference = z.infer<typeof narrationPreferenceSchema>;
export const narratorVoiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  /** A gentler voice for the last story of the night. */
  soft: z.boolean(),
});
export type NarratorVoice = z.infer<typeof narratorVoiceSchema>;
export const narrationVoicesResponseSchema = z.object({
  voices: z.array(narratorVoiceSchema),
  speeds: z.array(narrationSpeedSchema),
  /** The account's saved choice (or the default voice at the house pace), always one of `voices`. */
  preference: narrationPreferenceSchema,
});
export type NarrationVoicesResponse = z.infer<typeof narrationVoicesResponseSchema>;
/** GET /api/stories/{id}/narration?voice=&speed=: either may be left out (the account's saved choice is used). */
export const narrationQuerySchema = z.object({
  voice: narratorVoiceIdSchema.optional(),
  speed: z.coerce.number({ error: 'Speed must be a number' }).pipe(narrationSpeedSchema).optional(),
});

export const illustrationsResponseSchema = z.object({ illustrations: z.array(illustrationSchema) });
export type IllustrationsResponse = z.infer<typeof illustrationsResponseSchema>;
export const charactersResponseSchema = z.object({ characters: z.array(z.object({ name: z.string() })) });
export type CharactersResponse = z.infer<typeof charactersResponseSchema>;
export const generateStickerRequestSchema = z.object({
  character: requiredText('Character', 100),
  storyId: z.string({ error: 'Story ID is required to generate stickers' }).min(1, 'Story ID is required to generate stickers').max(64),
});
export const stickerResponseSchema = z.object({ success: z.boolean(), sticker: stickerSchema });
export type StickerResponse = z.infer<typeof stickerResponseSchema>;
export const stickersResponseSchema = z.object({ stickers: z.array(stickerSchema) });
export const socialCardResponseSchema = z.object({ success: z.boolean(), cardUrl: z.string() });
export type SocialCardResponse = z.infer<typeof socialCardResponseSchema>;
