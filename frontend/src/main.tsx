// Mantine's base styles; each component's own come with it (frontend/mantine-styles.mts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { NotFound } from './components/NotFound';
import { DeferredToasts } from './DeferredToasts';
import { RouteError } from './components/RouteError';
import { RoutePending } from './components/RoutePending';
import { adminReturnPath } from './features/session/return-path';
import { isWorthRetrying, setSessionRejectedHandler } from './lib/api-client';
import { clearFormDrafts, keepFormDraftsForLogin } from './lib/form-draft';
import { registerServiceWorker } from './lib/service-worker';
import { clearSession, sessionToken, subscribeToSessionChanges } from './lib/session';
import { routeTree } from './routeTree.gen';
import { theme } from './theme';
import { adminKeys } from './api/query-keys';

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
  // One pending and one error page for every route; both fit whichever layout they appear in (public or admin).
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  // The first page has nothing to keep on screen while its loaders run: the pending page at once
  // rather than an empty screen (see below for the navigations after it).
  defaultPendingMs: 0,
  defaultPendingMinMs: 0,
});

// From then on a navigation keeps the current page for up to a second while the next one loads, and
// a pending page once shown stays half a second (the router's defaults): no skeleton flashes by.
const stopWatchingFirstLoad = router.subscribe('onResolved', () => {
  stopWatchingFirstLoad();
  router.update({ ...router.options, defaultPendingMs: 1000, defaultPendingMinMs: 500 });
});

const LOGIN_PATH = '/administrador/login';

/** Off to log in, and back to this page afterwards with the form being filled in. */
function logInAgainAndComeBack(): void {
  queryClient.removeQueries({ queryKey: adminKeys.all });
  const { pathname, href } = router.state.location;
  if (!pathname.startsWith('/administrador/') || pathname === LOGIN_PATH) return;
  keepFormDraftsForLogin();
  void router.navigate({ to: LOGIN_PATH, search: { redirect: adminReturnPath(href) } });
}

// A token the server refuses (expired, barber deactivated): log out, log in again, and come back to
// this page with the form being filled in. A token another tab has replaced meanwhile is left alone.
setSessionRejectedHandler((rejectedToken) => {
  if (sessionToken() !== rejectedToken) return;
  clearSession();
  logInAgainAndComeBack();
});

// Another tab changed the session. Its token refused there (it expired): the same as here. Sair there
// ends this tab's session too, without a way back. A login there: re-run the route guards and the
// barber in the router context, so the login page moves into the admin area.
subscribeToSessionChanges((change) => {
  if (change === 'rejected') return logInAgainAndComeBack();
  queryClient.removeQueries({ queryKey: adminKeys.all });
  const { pathname } = router.state.location;
  if (change === 'logout' && pathname.startsWith('/administrador/') && pathname !== LOGIN_PATH) {
    clearFormDrafts();
    void router.navigate({ to: LOGIN_PATH });
  } else {
    void router.invalidate();
  }
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
      {/* Mantine's Notifications, with its transitions and drag, is not needed for the first paint. */}
      <DeferredToasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
