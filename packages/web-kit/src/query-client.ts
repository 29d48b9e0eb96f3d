import { QueryClient } from '@tanstack/react-query';

/** No retry, never stale, no refetch on focus, no polling (docs/product-rules.md, Fetching and caching). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
