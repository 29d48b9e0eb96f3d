import { z } from 'zod';
import { idParam } from './common';

/** How much of a story a community card shows (product rules: 'the first 200 characters of the content'). */
export const COMMUNITY_PREVIEW_LENGTH = 200;
/** The weekly ranking holds five stories. */
export const TOP_WEEKLY_SIZE = 5;
/** First page of the community list (the product rules' screen shows one page; later pages follow the cursor). */
export const COMMUNITY_PAGE_SIZE = 20;
export const COMMUNITY_MAX_PAGE_SIZE = 50;

export const VOTE_VALUES = [1, -1, 0] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

export const voteRequestSchema = z.object({
  vote: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: 'Vote must be 1, -1 or 0' }),
});
export type VoteRequest = z.infer<typeof voteRequestSchema>;

export const voteTallySchema = z.object({
  score: z.number().int(),
  upvotes: z.number().int().nonnegative(),
  downvotes: z.number().int().nonnegative(),
});
export type VoteTally = z.infer<typeof voteTallySchema>;

export const voteResponseSchema = z.object({
  storyId: z.string(),
  vote: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  /**
   * Whether the vote moves the counts and the weekly ranking: only votes from an account with a verified
   * email address, on someone else's story, do. Others are kept (the button stays pressed) but count for nothing.
   */
  counted: z.boolean().optional(),
  votes: voteTallySchema,
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

/** One card of the community list (product rules: community list item). `content` holds at most the preview's characters. */
export const communityStorySchema = z.object({
  story: z.object({
    id: z.string(),
    title: z.string().nullable(),
    content: z.string(),
    age: z.number().int(),
    style: z.string(),
  }),
  /**
   * The author as the public sees them: `displayName` (the parent's chosen, screened name, else "A
   * parent"). Never a last name or the child's name; `nickname` repeats the display name and the first
   * and last names are always null (the product rules' item had them; older pages read them).
   */
  user: z.object({ displayName: z.string(), nickname: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  communityStory: z.object({ sharedAt: z.string() }),
  votes: voteTallySchema,
});
export type CommunityStory = z.infer<typeof communityStorySchema>;

/** The caller's vote per listed story: 1, -1 or 0 (anonymous callers get an empty map). */
export const userVotesSchema = z.record(z.string(), z.union([z.literal(1), z.literal(-1), z.literal(0)]));
export type UserVotes = z.infer<typeof userVotesSchema>;

export const communityStoriesQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .regex(/^[\w-]+$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(COMMUNITY_MAX_PAGE_SIZE, 'limit must be between 1 and 50')
    .optional(),
});
export type CommunityStoriesQuery = z.infer<typeof communityStoriesQuerySchema>;

export const communityStoriesResponseSchema = z.object({
  stories: z.array(communityStorySchema),
  userVotes: userVotesSchema,
  /** Present when there are older shared stories: pass it back as `?cursor=` for the next page. */
  nextCursor: z.string().nullable(),
});
export type CommunityStoriesResponse = z.infer<typeof communityStoriesResponseSchema>;

export const topWeeklyResponseSchema = z.object({
  stories: z.array(communityStorySchema),
  /** Monday 00:00 UTC of the current week, ISO 8601. */
  weekStartDate: z.string(),
  userVotes: userVotesSchema,
});
export type TopWeeklyResponse = z.infer<typeof topWeeklyResponseSchema>;

/** GET /api/stories/{id}/share (the share control's current state) and the answer to POST/DELETE. */
export const shareStatusSchema = z.object({ storyId: z.string(), shared: z.boolean(), sharedAt: z.string().nullable() });
export type ShareStatus = z.infer<typeof shareStatusSchema>;

export const communityStoryIdParamsSchema = z.object({ id: idParam });

/** Internal: the admin's view of the community. */
export const communityStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1, 'days must be between 1 and 90').max(90, 'days must be between 1 and 90').default(7),
});
export const communityStatsSchema = z.object({
  sharedStories: z.number().int(),
  totalVotes: z.number().int(),
  votesPerDay: z.array(z.object({ date: z.string(), votes: z.number().int() })),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;
