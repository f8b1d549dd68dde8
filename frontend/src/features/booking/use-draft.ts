import { useSyncExternalStore } from 'react';
import { readDraft, subscribeToDraft } from '../../lib/draft-storage';

/** No draft on the server, nor while the browser takes over a page the server rendered: it renders then as that page did. */
const noDraftYet = () => null;

/** The booking draft of localStorage, re-rendering on every change. */
export function useDraft() {
  return useSyncExternalStore(subscribeToDraft, readDraft, noDraftYet);
}
