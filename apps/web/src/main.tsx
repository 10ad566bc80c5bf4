import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { i18nReady } from './shell/i18n';
// antd's component styles, prebuilt (the theme is zeroRuntime, shell/AppProviders.tsx); ours after it
import 'antd/dist/antd.css';
import './shell/global.css';
import { AppProviders } from './shell/AppProviders';
import { installChunkErrorHandling } from './shell/chunks';
import { registerSearchProviders } from './shell/search/providers';
import { queryClient } from './shell/query-client';
import { buildRouter } from './shell/router';
import { installRequestHooks } from './shell/setup';
import { ROUTES } from './routes';

const router = buildRouter(ROUTES);
installRequestHooks(router, queryClient);
installChunkErrorHandling();
registerSearchProviders();

// The first screen waits for its language's strings (a few KB, fetched beside the entry's own imports).
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
