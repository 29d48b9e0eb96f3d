/**
 * The query keys more than one app reads or refreshes (the shell and the remotes share one QueryClient), in one
 * place so a change in one app cannot miss the others. Each starts with the URL it reads, so invalidating a
 * prefix refreshes everything under it. Keys one feature alone uses stay beside its query.
 */
export const USER_QUERY_KEY = ['/api/user'] as const;
/** Every story answer: the library, a search, one story and its progress sit under it. */
export const STORIES_QUERY_KEY = ['/api/stories'] as const;
export const FAVORITES_QUERY_KEY = ['/api/favorites'] as const;
/** The community's lists: sharing or deleting a story (mf-stories) and a vote (mf-community) refresh them. */
export const COMMUNITY_QUERY_KEY = ['/api/community'] as const;
/** The gifts a person bought: the profile (shell) lists them, the gift page (mf-commerce) adds one. */
export const GIFT_HISTORY_QUERY_KEY = ['/api/gift-cards/history'] as const;
/** The merchandise catalogue: the marketplace (mf-commerce) shows it, the admin editor (mf-admin) changes it. */
export const MERCHANDISE_QUERY_KEY = ['/api/merchandise'] as const;
