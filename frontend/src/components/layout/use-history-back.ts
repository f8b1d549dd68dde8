import { useCanGoBack, useRouter } from '@tanstack/react-router';

/** Goes one step back in history, or to `fallback` (a path, maybe with its query) when the page was opened directly. */
export function useHistoryBack(fallback: string, { replace = false } = {}) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ href: fallback, replace });
  };
}
