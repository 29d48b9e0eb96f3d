import { z } from 'zod';
import { idParam } from './common';

/**
 * Service-to-service contracts (paths under /internal, never reachable through /api): what one service
 * answers and another reads, written once so both sides agree.
 */

/** The gateway's user directory: GET /internal/users/{id} (one user), POST /internal/users/lookup (many). */
export const directoryUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The name shown with the user's shared stories (null: none chosen). */
  displayName: z.string().nullable().optional(),
  /** Whether the user confirmed their email address (community votes count only from such accounts). */
  emailVerified: z.boolean().optional(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;
export const directoryUserResponseSchema = z.object({ user: directoryUserSchema });
export type DirectoryUserResponse = z.infer<typeof directoryUserResponseSchema>;
export const MAX_DIRECTORY_IDS = 100;
export const directoryUsersRequestSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).max(MAX_DIRECTORY_IDS, `At most ${MAX_DIRECTORY_IDS} ids`),
});
export const directoryUsersResponseSchema = z.object({ users: z.array(directoryUserSchema) });
export type DirectoryUsersResponse = z.infer<typeof directoryUsersResponseSchema>;

/** The story service's link preview for /story/{id}: GET /internal/stories/{id}/preview, read by the gateway. */
export const storyPreviewSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Path of the 1200x630 social card image on this site. */
  imagePath: z.string(),
});
export type StoryPreview = z.infer<typeof storyPreviewSchema>;
export const storyPreviewResponseSchema = z.object({ preview: storyPreviewSchema });
export type StoryPreviewResponse = z.infer<typeof storyPreviewResponseSchema>;

/** What the community needs of a story (the story service owns it). */
export const storyBriefSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string().nullable(),
  /** At most COMMUNITY_PREVIEW_LENGTH characters. */
  content: z.string(),
  age: z.number().int(),
  style: z.string(),
});
export type StoryBrief = z.infer<typeof storyBriefSchema>;
export const MAX_SUMMARY_IDS = 100;
export const storyBriefsRequestSchema = z.object({
  ids: z.array(idParam).max(MAX_SUMMARY_IDS, `At most ${MAX_SUMMARY_IDS} ids`),
});
export const storyBriefsResponseSchema = z.object({ stories: z.array(storyBriefSchema) });

/** Billing's answer (GET /internal/subscriptions/{userId}) the gateway composes into GET /api/user and the entitlement check. */
export const internalSubscriptionSchema = z.object({
  status: z.enum(['active', 'lifetime', 'past_due', 'canceled', 'incomplete', 'none']),
  endsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type InternalSubscription = z.infer<typeof internalSubscriptionSchema>;

/**
 * A service's GET /health/ready answer: 200 when it can work (its database reachable), 503 when not.
 * The gateway's admin health reads the process figures and how long the readiness check (a database
 * round trip) took.
 */
export const serviceReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  service: z.string(),
  checkMs: z.number(),
  memoryBytes: z.number(),
  uptimeSeconds: z.number(),
});
export type ServiceReadiness = z.infer<typeof serviceReadinessSchema>;
