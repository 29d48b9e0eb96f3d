import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** No retry, never stale, no refetch on focus, no polling (docs/product-rules.md, Fetching and caching). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
