import { useHydrated } from '@tanstack/react-router';
import { pushSupported } from './push-subscription';

/**
 * Whether this browser can receive pushes, for a component the server renders too: the server's page (and the browser's
 * takeover of it) offers them, as most phones can, and the answer of this browser follows once the app has arrived.
 */
export function usePushSupported(): boolean {
  return useHydrated() ? pushSupported() : true;
}
