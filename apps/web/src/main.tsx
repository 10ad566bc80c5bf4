import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { i18nReady } from './shell/i18n';
// antd's stylesheet loads with antd (shell/AntdProviders.tsx); the entry has ours and the plain pages'
import './shell/global.css';
import './components/plain/plain.css';
import { AppProviders } from './shell/AppProviders';
import { installChunkErrorHandling } from './shell/chunks';
import { queryClient } from './shell/query-client';
import { buildRouter } from './shell/router';
import { installRequestHooks } from './shell/setup';
import { AUTH_ROUTES } from './modules/auth';
import { ERROR_ROUTES } from './modules/errors';

/**
 * Every module's route table loads on the first navigation past the sign-in and error pages, not with
 * the sign-in page. The header search's providers load with the search box itself (shell/search).
 */
const loadRoutes = () => import('./routes').then(({ ROUTES }) => ROUTES);

const router = buildRouter([...AUTH_ROUTES, ...ERROR_ROUTES], loadRoutes);
installRequestHooks(router, queryClient);
installChunkErrorHandling();

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
