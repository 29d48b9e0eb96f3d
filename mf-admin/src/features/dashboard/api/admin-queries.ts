import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_HEALTH_REFRESH_MS,
  ADMIN_USERS_DEFAULT_LIMIT,
  adminHealthResponseSchema,
  adminStatsResponseSchema,
  adminStoryAnalyticsResponseSchema,
  adminUsersResponseSchema,
  type AdminStatsRange,
} from '@bedtime/contracts';
import { apiJson } from '@bedtime/web-kit';

/** Every admin figure lives under this key, so a refresh of the area is one invalidation. */
export const ADMIN_QUERY_KEY = ['/api/admin'] as const;

/** GET /api/admin/stats?range=: the four cards and the per-day users and revenue series. */
export function useAdminStats(range: AdminStatsRange) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'stats', range],
    queryFn: async ({ signal }) => await apiJson(adminStatsResponseSchema, 'GET', `/api/admin/stats?range=${range}`, undefined, { signal }),
  });
}

/** GET /api/admin/story-analytics?range=: stories per day, top interests and styles, narration and pictures. */
export function useStoryAnalytics(range: AdminStatsRange) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'story-analytics', range],
    queryFn: async ({ signal }) => await apiJson(adminStoryAnalyticsResponseSchema, 'GET', `/api/admin/story-analytics?range=${range}`, undefined, { signal }),
  });
}

/** GET /api/admin/users?limit=10: the newest accounts. */
export function useAdminUsers() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'users', ADMIN_USERS_DEFAULT_LIMIT],
    queryFn: async ({ signal }) => await apiJson(adminUsersResponseSchema, 'GET', `/api/admin/users?limit=${ADMIN_USERS_DEFAULT_LIMIT}`, undefined, { signal }),
  });
}

/** GET /api/admin/health, refetched every 30 s while the tab is shown. */
export function useAdminHealth(enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'health'],
    queryFn: async ({ signal }) => await apiJson(adminHealthResponseSchema, 'GET', '/api/admin/health', undefined, { signal }),
    refetchInterval: ADMIN_HEALTH_REFRESH_MS,
    enabled,
  });
}
