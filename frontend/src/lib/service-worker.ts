/**
 * Registers /sw.js (app shell cache, push notifications) in the built app. Browsers allow it only
 * on https or localhost; elsewhere (a LAN address over http) the app simply runs without it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  });
}

/** The active service worker registration, or null where there is none (dev server, http on a LAN address). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? navigator.serviceWorker.ready : null;
}
