import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Server data lives in a query cache, never in a store. Client errors (4xx) are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

/** The browser's one cache (the server's page drawing makes one per request). */
export const queryClient = createQueryClient();
