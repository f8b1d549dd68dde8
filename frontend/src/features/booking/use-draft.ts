import { useSyncExternalStore } from 'react';
import { readDraft, subscribeToDraft } from '../../lib/draft-storage';

/** The booking draft of localStorage, re-rendering on every change. */
export function useDraft() {
  return useSyncExternalStore(subscribeToDraft, readDraft);
}
