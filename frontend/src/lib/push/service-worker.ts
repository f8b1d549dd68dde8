/**
 * Registers /sw.js (app shell cache, push notifications) in the built app. Browsers allow it only
 * on https or localhost; elsewhere (a LAN address over http) the app simply runs without it.
 */
const SERVICE_WORKER_URL = '/sw.js';
const REGISTRATION_OPTIONS: RegistrationOptions = { scope: '/', updateViaCache: 'none' };

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, REGISTRATION_OPTIONS).catch(() => undefined);
  // A server-rendered page asks for the app's code after its first paint, often once the page has loaded already.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

/** The active service worker registration (registering it if the page was quicker), or null where there can be none. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return null;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, REGISTRATION_OPTIONS);
  return navigator.serviceWorker.ready;
}
