import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { SessionLocaleSync } from './session/SessionLocaleSync';

/**
 * What every screen has, the sign-in page included: the query cache and the session's language. antd's
 * providers load with the pages built on antd (shell/AntdProviders.tsx, shell/router.tsx), so the
 * sign-in page, which is plain React (modules/auth/plain), loads no antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionLocaleSync />
      {children}
    </QueryClientProvider>
  );
}
