import { useSyncExternalStore } from 'react';
import { readDraft, subscribeToDraft } from '../../../lib/draft/draft-storage';

/**
 * The booking draft of localStorage, re-rendering on every change. The server renders with the draft its cookie carries,
 * and the browser takes a page over only when it holds that same draft (main.tsx): both read it alike.
 */
export function useDraft() {
  return useSyncExternalStore(subscribeToDraft, readDraft, readDraft);
}
