import type { FastifyRequest } from 'fastify';

/** Fetch Metadata's word for a request this app's own pages made (`none`: the visitor typed the address, or a bookmark). */
const OWN_REQUEST = new Set(['same-origin', 'none']);

/**
 * Whether a browser sent this request for a page of another site (a link, a form, a script): `Sec-Fetch-Site` says so
 * (`cross-site`, or `same-site`: another host of the same domain, as foreign to this app), or, from a browser that sends no
 * such header, an `Origin` whose host is not the one the request was sent to. Without either (curl, an old browser, the
 * server's own calls) there is nothing to tell: not cross-site. `Origin: null` tells nothing either: a browser sends it for
 * this app's own form posts too, since the app's `Referrer-Policy: no-referrer` hides the origin of posted forms.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return !OWN_REQUEST.has(site.trim().toLowerCase());
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  return !isOwnOrigin(origin, request.host);
}

function isOwnOrigin(origin: string, host: string): boolean {
  try {
    const sender = new URL(origin);
    // The request's host read with the origin's scheme, so that a default port written out (`:443`) counts as none.
    return new URL(`${sender.protocol}//${host}`).host === sender.host;
  } catch {
    return false;
  }
}
