import { useCanGoBack, useRouter } from '@tanstack/react-router';

/** Goes one step back in history, or to `fallback` when the page was opened directly. */
export function useHistoryBack(fallback: string) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: fallback });
  };
}
