import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './shell/i18n';
import './shell/global.css';
import { AppProviders } from './shell/AppProviders';
import { installChunkErrorHandling } from './shell/chunks';
import { registerSearchProviders } from './shell/search/providers';
import { queryClient } from './shell/query-client';
import { buildRouter } from './shell/router';
import { installRequestHooks } from './shell/setup';

const router = buildRouter();
installRequestHooks(router, queryClient);
installChunkErrorHandling();
registerSearchProviders();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
