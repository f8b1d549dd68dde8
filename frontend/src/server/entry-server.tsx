import { prerender } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { PageRenderer } from '../../../common/page-seam/page-seam';
import { App, createAppRouter, createQueryClient } from '../app';
import { PAGE_NOTICE_KEY, type PageNotice } from '../features/booking/components/page-notice';
import { DRAFT_STORAGE_KEY, draftCookie } from '../lib/draft/draft-storage';
import { setApiTransport as sendApiCallsBy } from '../lib/http/api-client';
import { answerStepPost, answerStepQuery, type FormAnswer } from './booking-forms';
import { PageDocuments, type RenderedPage } from './page-document';
import { cookieOf, storedFromCookies, withPageStorage } from './page-storage';

/*
 * This module's exports are the renderer the backend loads (backend/src/pages/server-renderer.ts): each is typed by the
 * seam's contract, common/page-seam/page-seam.ts.
 */

export const setApiTransport: PageRenderer['setApiTransport'] = sendApiCallsBy;

/** The documents the rendered pages are put into (page-document.ts); null when the build has no page shell. */
export const openPageDocuments: PageRenderer['openPageDocuments'] = (frontendDir) => PageDocuments.open(frontendDir);

/**
 * Renders an element with the bundle's own JSX and React, once, as the server starts: a bundle whose compiled JSX doesn't
 * fit the React it carries (a development build's jsxDEV against React's production build) fails there, said once, instead
 * of on every page.
 */
export const checkRendering: PageRenderer['checkRendering'] = async () => {
  const { prelude } = await prerender(<p>ok</p>);
  await new Response(prelude).text();
};

/**
 * The short-lived cookie that carries a form's notice to the page the form leads to (a redirect away), which shows it once
 * (features/booking/components/page-notice.tsx). Only the server reads it.
 */
const NOTICE_COOKIE = 'aviso';
const NOTICE_COOKIE_ATTRIBUTES = '; Path=/agenda; SameSite=Lax; HttpOnly';
const NOTICE_MAX_AGE_S = 5 * 60;

/**
 * A GET of a public page: a booking step's form sent as a GET (answered with the next page), else the page at `url` (path
 * and query) rendered with what the request's cookies carry of the browser's localStorage (the booking draft), once its
 * route's loaders and the queries its components suspend on have answered. Not rendered (index.html as it is, the
 * browser's app renders the page and says what went wrong the way it always does): an unknown address, a redirect, or an
 * answer that failed. A component that fails to render throws.
 */
export const answerGet: PageRenderer['answerGet'] = async ({ url, cookieHeader, secure, fromAnotherSite }) => {
  const notice = readNotice(cookieHeader);
  const { result, read, written } = await withPageStorage(storedFromCookies(cookieHeader), async () => {
    const queryClient = createQueryClient();
    const form = fromAnotherSite ? null : await answerStepQuery(url, queryClient);
    return form ?? render(url, queryClient, notice);
  });
  const cookies = fromAnotherSite ? [] : draftCookies(written, secure);
  if (isFormAnswer(result)) return { location: result.location, cookies: [...cookies, ...noticeCookies(result.notice, secure)] };
  // The notice has been shown (or the page it was for could not be rendered): it ends.
  if (notice) cookies.push(noticeCookie(null, secure));
  if (!result) return { browser: true, cookies };
  if (!Object.hasOwn(read, DRAFT_STORAGE_KEY)) return { page: result, cookies };
  return { page: { ...result, state: { ...result.state, draft: read[DRAFT_STORAGE_KEY] } }, cookies };
};

/**
 * A POST of a public page's form (the client's data, the confirmation, joining the waitlist, a booking's Já paguei, taking a
 * waitlist offer, leaving the waitlist), `fields` as sent (in order, a repeated one once per value): answered with the page
 * it leads to, or refused where no page can say why. Null for an address that takes no form.
 */
export const answerPost: PageRenderer['answerPost'] = async ({ url, cookieHeader, secure }, fields) => {
  const { result, written } = await withPageStorage(storedFromCookies(cookieHeader), () =>
    answerStepPost(new URL(url, 'http://page').pathname, new URLSearchParams([...fields])),
  );
  if (result && 'refused' in result) return { refused: result.refused, cookies: [] };
  return result && { location: result.location, cookies: [...draftCookies(written, secure), ...noticeCookies(result.notice, secure)] };
};

function isFormAnswer(result: FormAnswer | RenderedPage | null): result is FormAnswer {
  return Boolean(result && 'location' in result);
}

/**
 * The draft's cookie when the answer changed the draft. A draft cleared (a booking made) stays as an empty one, so that the
 * app, which keeps its own copy, knows the server ended it (lib/draft/draft-storage.ts, syncDraftWithCookie).
 */
function draftCookies(written: Record<string, string | null>, secure: boolean): string[] {
  if (!Object.hasOwn(written, DRAFT_STORAGE_KEY)) return [];
  const draft = written[DRAFT_STORAGE_KEY];
  const { confirmation: _keptInTheBrowser, ...rest } = draft ? (JSON.parse(draft) as Record<string, unknown>) : {};
  return [draftCookie(JSON.stringify(rest), secure)];
}

function noticeCookies(notice: PageNotice | undefined, secure: boolean): string[] {
  return notice ? [noticeCookie(notice, secure)] : [];
}

function noticeCookie(notice: PageNotice | null, secure: boolean): string {
  const attributes = `${NOTICE_COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`;
  return notice
    ? `${NOTICE_COOKIE}=${encodeURIComponent(JSON.stringify(notice))}${attributes}; Max-Age=${NOTICE_MAX_AGE_S}`
    : `${NOTICE_COOKIE}=${attributes}; Max-Age=0`;
}

function readNotice(cookieHeader: string | undefined): PageNotice | undefined {
  const sent = cookieOf(cookieHeader, NOTICE_COOKIE);
  try {
    const notice = sent ? (JSON.parse(sent) as PageNotice) : undefined;
    return typeof notice?.message === 'string' ? notice : undefined;
  } catch {
    return undefined;
  }
}

async function render(url: string, queryClient: QueryClient, notice: PageNotice | undefined): Promise<RenderedPage | null> {
  if (notice) queryClient.setQueryData(PAGE_NOTICE_KEY, notice);
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
  const { prelude } = await prerender(<App router={router} queryClient={queryClient} />, {
    onError: (error) => void renderErrors.push(error),
    // Every part of the page in place, whatever its size: React would otherwise send a large part (a lazy component's, the
    // booking's Pix deposit) after the page, hidden, for an inline script to move in, which the CSP and JavaScript off stop.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
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
