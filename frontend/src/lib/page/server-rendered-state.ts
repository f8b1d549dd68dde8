import type { DehydratedState } from '@tanstack/react-query';

/** What the server rendered a page from, written into the page beside its HTML for the app to take over with. */
export interface ServerRenderedState {
  queries: DehydratedState;
  /** The booking draft the page was rendered from, as stored (its cookie); absent on a page that does not read it. */
  draft?: string | null;
}

/** A JSON data block, not a script: the app's CSP runs no inline script. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The state of a page the server rendered, or null for a page the app renders itself. */
export function readServerRenderedState(): ServerRenderedState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderedState;
  } catch {
    return null;
  }
}
