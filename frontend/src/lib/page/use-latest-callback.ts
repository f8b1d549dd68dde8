import { useCallback, useLayoutEffect, useRef } from 'react';

/** A function that stays the same across renders and always calls the latest `callback` (a parent's inline handler). */
export function useLatestCallback<Args extends unknown[]>(callback: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
