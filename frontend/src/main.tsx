import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App, createAppRouter, createQueryClient } from './app';
import { adminReturnPath } from './features/session/return-path';
import { setSessionRejectedHandler } from './lib/http/api-client';
import { isDraftRenderedFrom, syncDraftWithCookie } from './lib/draft/draft-storage';
import { clearFormDrafts, keepFormDraftsForLogin } from './lib/draft/form-draft';
import { registerServiceWorker } from './lib/push/service-worker';
import { clearSession, sessionToken, subscribeToSessionChanges } from './lib/session/session';
import { readServerRenderedState } from './lib/page/server-rendered-state';
import { nextTask } from './lib/page/next-task';
import { adminKeys } from './api/query-keys';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

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

registerServiceWorker();
// A draft the server changed, answering a step's form sent before the app had arrived, is taken in; a draft kept from before
// its cookie existed, or a cookie expired, is written to it again.
syncDraftWithCookie();

/**
 * A page the server rendered (docs/architecture.md#server-rendered-pages) is already on screen: the app takes it over
 * with the answers it was rendered from, once the router has loaded the same route's code. Any other page renders here.
 * Called by the boot (boot/boot.ts) once this module's stage is in; the route's loading and the takeover each begin in a
 * task of their own.
 */
export async function showApp(): Promise<void> {
  const container = document.getElementById('root')!;
  const app = <App router={router} queryClient={queryClient} />;
  const serverState = readServerRenderedState();
  // A booking step rendered from another draft than this browser's (a draft from before its cookie existed, another tab
  // changed it meanwhile) is rendered again here rather than taken over.
  if (!serverState || (serverState.draft !== undefined && !isDraftRenderedFrom(serverState.draft))) {
    createRoot(container).render(app);
    return;
  }
  hydrate(queryClient, serverState.queries);
  await nextTask();
  // Matching the address against the route tree the first time costs a slow phone tens of milliseconds: done here, in a
  // task of its own, the router's load finds the match in its cache.
  router.getMatchedRoutes(router.state.location.pathname);
  await nextTask();
  // The router's own mark of a page rendered on the server: it then renders the same boundaries as the server did. Set by
  // hand, as the library's client entry (`RouterClient` of @tanstack/react-router/ssr/client, 1.170) sets it in its
  // `hydrate`, because that entry can't take these pages over: it reads the router's state from `window.$_TSR`, which only
  // the library's own server rendering writes, as inline scripts made per request (and calls `$_TSR.h()` when done).
  // These pages carry their state as a JSON data block (server-state) and the CSP runs no inline script but the head
  // script, by its hash, with the same headers on every answer (no nonces); without `$_TSR`, `hydrate` throws on its
  // first line and nothing is taken over. Using it means rendering with the library's server side and a nonce per page.
  router.ssr = { manifest: undefined };
  await router.load();
  await nextTask();
  // As a transition the takeover yields to the browser every few milliseconds instead of holding the phone's main
  // thread for the whole page: a tap meanwhile is answered (Next.js takes its pages over the same way).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
