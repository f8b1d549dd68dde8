import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { importOnDemand } from './lib/page/import-on-demand';

const RETRY_AFTER_MS = 10_000;
const MAX_TRIES = 5;

/**
 * The toasts' container (Toasts.tsx), fetched once the first page has rendered. A toast shown before it has arrived
 * waits in the notifications store and appears with it. A failed fetch leaves the page as it is and is tried again when
 * the connection comes back or a little later.
 */
export function DeferredToasts() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let stopped = false;
    let tries = 0;
    let timer: number | undefined;
    const retry = () => {
      window.removeEventListener('online', retry);
      window.clearTimeout(timer);
      load();
    };
    const load = () => {
      tries += 1;
      importOnDemand(() => import('./Toasts')).then(
        (module) => {
          // As a transition its first render yields to the browser every few milliseconds.
          if (!stopped) startTransition(() => setToasts(() => module.default));
        },
        () => {
          if (stopped || tries >= MAX_TRIES) return;
          window.addEventListener('online', retry);
          timer = window.setTimeout(retry, RETRY_AFTER_MS);
        },
      );
    };
    load();
    return () => {
      stopped = true;
      window.removeEventListener('online', retry);
      window.clearTimeout(timer);
    };
  }, []);
  return Toasts ? <Toasts /> : null;
}
