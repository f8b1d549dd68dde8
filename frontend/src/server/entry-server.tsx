import { prerender } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { App, createAppRouter, createQueryClient } from '../app';
import { DRAFT_STORAGE_KEY } from '../lib/draft-storage';
import type { ServerRenderedState } from '../lib/server-rendered-state';
import { storedFromCookies, withPageStorage } from './page-storage';

export { setApiTransport } from '../lib/api-client';

/** A page rendered on the server: its HTML, and what it was rendered from for the browser's app to take over. */
export interface RenderedPage {
  html: string;
  state: ServerRenderedState;
  /** The rendered route's id (its URL path), which names its scripts and stylesheets in the build's route-assets.json. */
  routeId: string;
}

/**
 * Renders the page at `url` (path and query), with what the request's cookies carry of the browser's localStorage (the
 * booking draft), once its route's loaders and the queries its components suspend on have
 * answered. Null when the page is not one to render here: an unknown address, a redirect, or an answer that failed
 * (the browser's app then renders the page itself, and says what went wrong the way it always does). A component that
 * fails to render throws.
 */
export async function renderPage(url: string, cookieHeader?: string): Promise<RenderedPage | null> {
  const { result: page, read } = await withPageStorage(storedFromCookies(cookieHeader), () => render(url));
  if (!page || !Object.hasOwn(read, DRAFT_STORAGE_KEY)) return page;
  return { ...page, state: { ...page.state, draft: read[DRAFT_STORAGE_KEY] } };
}

async function render(url: string): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  if (!isRenderable(router)) return null;
  // A loader may start a query without waiting for it (the home page's shop): the page is rendered with its answer.
  await Promise.allSettled(
    queryClient
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((query) => query.fetch()),
  );
  const renderErrors: unknown[] = [];
  const { prelude } = await prerender(<App router={router} queryClient={queryClient} />, { onError: (error) => void renderErrors.push(error) });
  // A component that failed here is left for the browser to render: the server says why in its log.
  if (renderErrors.length) throw renderErrors[0];
  const html = await new Response(prelude).text();
  const queries = dehydrate(queryClient);
  if (queries.queries.some((query) => query.state.status !== 'success')) return null;
  return { html, state: { queries }, routeId: router.state.matches[router.state.matches.length - 1].routeId };
}

function isRenderable(router: ReturnType<typeof createAppRouter>): boolean {
  const { status, matches } = router.state;
  const pageFound = matches.length > 1; // the root alone: no route has the address
  return status === 'idle' && pageFound && matches.every((match) => match.status === 'success');
}
