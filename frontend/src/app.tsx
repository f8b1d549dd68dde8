import { StrictMode, useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './components/page-states/NotFound';
import { DeferredToasts } from './DeferredToasts';
import { RouteError } from './components/page-states/RouteError';
import { RoutePending } from './components/page-states/RoutePending';
import { isWorthRetrying } from './lib/http/api-client';
import { routeTree } from './routeTree.gen';
import { theme } from './theme';

/** The app's one query cache: in the browser for the whole visit, on the server for one page. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: (failures, error) => failures < 1 && isWorthRetrying(error), refetchOnWindowFocus: false },
    },
  });
}

/** The router of every page; the server renders one page with a memory history. */
export function createAppRouter(queryClient: QueryClient, serverHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    history: serverHistory,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // On the server it would add an inline script (the CSP runs none) that the browser's render does not have.
    scrollRestoration: !serverHistory,
    defaultNotFoundComponent: NotFound,
    // One pending and one error page for every route; both fit whichever layout they appear in (public or admin).
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    // The first page has nothing to keep on screen while its loaders run: the pending page at once
    // rather than an empty screen (main.tsx relaxes this for the navigations after it).
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** The whole app around the router: the same tree in the browser and in the server's render, so one hydrates the other. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} forceColorScheme="dark">
        {/* Mantine's Notifications, with its transitions and drag, is not needed for the first paint. */}
        <DeferredToasts />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <AnnounceTakeover />
      </MantineProvider>
    </StrictMode>
  );
}

/** Marks the page once the app has taken it over: the browser tests wait for it where they must act on the app itself. */
function AnnounceTakeover() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
