import { useEffect } from 'react';
import { useLatestCallback } from '../page/use-latest-callback';

/** While `waiting`, tries `retry` again as soon as the device is back online (the `online` event), with no tap. */
export function useRetryWhenOnline(waiting: boolean, retry: () => void): void {
  const onOnline = useLatestCallback(retry);
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [waiting, onOnline]);
}
