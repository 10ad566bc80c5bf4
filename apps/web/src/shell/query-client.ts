import { QueryClient } from '@tanstack/react-query';

/** Failures are already shown by the request client; retrying them would show them again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
