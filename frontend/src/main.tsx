import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { NotFound } from './components/NotFound';
import { RouteError } from './components/RouteError';
import { isWorthRetrying, setSessionRejectedHandler } from './lib/api-client';
import { registerServiceWorker } from './lib/service-worker';
import { clearSession } from './lib/session';
import { routeTree } from './routeTree.gen';
import { theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: (failures, error) => failures < 1 && isWorthRetrying(error), refetchOnWindowFocus: false },
  },
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
});

// A token the server refuses (expired, barber deactivated): log out and go to the login page.
setSessionRejectedHandler(() => {
  clearSession();
  queryClient.removeQueries({ queryKey: ['admin'] });
  void router.navigate({ to: '/administrador/login' });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Notifications position="top-center" limit={1} autoClose={5000} zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
