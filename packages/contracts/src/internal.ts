import { z } from 'zod';

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
